import { defineEngine } from "../core/engine";
import { HTH_CONTINUATIONS, keepRollAction, rerollAction } from "./combat/hand-to-hand";
import { HIT_CONTINUATIONS } from "./combat/hits";
import { chooseAction } from "./decisions";
import type { SiegeState } from "./types";
import { runWork } from "./work";

/**
 * The Siege engine on the kernel (DESIGN "The rules kernel"), as far as S1 has built it: the
 * `choose` answer to the choices the Zeds phase asks (D6), the `reroll` / `keepRoll` answers of
 * Schmidt's and Hunt's re-roll window (W3, G22), the roll continuations of combat, hits and Saves, and a settle that resumes the waiting procedure. No phase actions yet, so with no
 * decision open no seat acts; Siege is not registered with the server or client.
 */
export const siegeEngine = defineEngine<SiegeState>({
  actions: [chooseAction, rerollAction, keepRollAction],
  acting: () => [],
  over: (s) => s.phase === "over",
  settle: (s, ev, k) => runWork(s, ev, k),
  continuations: { ...HTH_CONTINUATIONS, ...HIT_CONTINUATIONS },
  lapseRule: "siege D6",
});
