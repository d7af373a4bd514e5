import type { Kernel } from "../core/engine";
import type { GameEvent } from "../core/ruleset";
import { nextPhase, phaseWaits } from "./flow";
import { then } from "./procedure";
import type { SiegeState } from "./types";
import { runWork } from "./work";
import { takeSpawns } from "./spread";

/**
 * The engine's settle (DESIGN "The rules kernel"): runs the waiting procedure (`runWork`); when it
 * is empty, a queued Unchecked Outbreak runs first (G14: after the atomic step that raised
 * Infection to 13) and then the Zeds of Civilians fallen on a Spread of the Zed Disease round
 * (spread.ts), then the round moves on phase by phase until a seat must act, a decision is
 * open or the game is over. A state with no current Event card (a fixture) only runs its procedure.
 */
export function settleSiege(s: SiegeState, ev: GameEvent[], k: Kernel<SiegeState>): void {
  for (let guard = 0; guard < 1000; guard++) {
    runWork(s, ev, k);
    if (s.phase === "over" || s.pending.length || s.work.length) return;
    // outside a round (before the first Draw, or a rules fixture without a current card) only the procedure runs
    if (!s.decks.current) return;
    if (s.outbreakQueued) {
      s.outbreakQueued = false;
      then(s, { t: "outbreak", unchecked: true, stage: "reduce" });
      continue;
    }
    // Spread of the Zed Disease (§6.3): Civilians fallen in the procedure just over rise as Zeds
    const spawns = takeSpawns(s);
    if (spawns.length) {
      then(s, ...spawns);
      continue;
    }
    if (phaseWaits(s)) return;
    nextPhase(s, ev);
  }
  throw new Error("the round flow does not settle (a bug)");
}

