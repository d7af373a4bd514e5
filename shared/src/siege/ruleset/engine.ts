import { defineEngine } from "../../core/engine";
import { doneAction } from "../actions/done";
import { fireAction, GUNFIRE_CONTINUATIONS } from "../actions/gunfire";
import { moveAction } from "../actions/move";
import { OTHER_ACTIONS } from "../actions/other";
import { FORAGE_CONTINUATIONS } from "../actions/forage";
import { HTH_CONTINUATIONS, keepRollAction, rerollAction } from "../combat/hand-to-hand";
import { HIT_CONTINUATIONS } from "../combat/hits";
import { chooseAction } from "../procedure/choices";
import { EVENT_CONTINUATIONS } from "../cards/event/effects";
import { FATE_CONTINUATIONS } from "../cards/fate/effects";
import { EAT_CONTINUATIONS } from "../round/phases/eat";
import { endFourRAction, fourROpen, guardStepAction, refugeeAction } from "../round/phases/four-r";
import { INFECTION_CONTINUATIONS } from "../round/phases/infection";
import { ZEDS_PHASE_CONTINUATIONS } from "../round/zeds/phase";
import { settleSiege } from "../round/settle";
import { SECURE_ACTIONS } from "../rumors-and-rails/rumors/secure";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import { whileApplying, withLook } from "../state/stacks";
import { RUMOR_ACTIONS, RUMOR_CONTINUATIONS } from "../rumors-and-rails/rumors/actions";
import { TRAIN_ACTIONS } from "../rumors-and-rails/trains";
import { RAIDERS_CONTINUATIONS } from "../raiders/combat";
import { HERO_ACTIONS, HERO_CONTINUATIONS } from "../heroes";
import { registerSteps } from "../procedure/hooks";
import { STEPS } from "./steps";
import { wireExpansions } from "./expansions";

// the procedure's step table and the expansions' hooks of the base rules (hooks.ts), once, before any rule runs
registerSteps(STEPS);
wireExpansions();

/**
 * The seats that may act with no decision open (D1, G12): in 4R the lead while its budget is open;
 * in the Action phase every seat that has not said done; else nobody (the game runs the Zeds).
 */
export function siegeActing(s: SiegeState): SiegeSeatId[] {
  if (s.phase === "4r") return fourROpen(s) ? [s.lead] : [];
  if (s.phase === "action") return s.seats.filter((x) => !s.actionPhase.done.includes(x));
  return [];
}

/** Whether `seat` is among `siegeActing(s)`, without building the list. */
export function siegeIsActing(s: SiegeState, seat: string): boolean {
  if (s.phase === "4r") return seat === s.lead && fourROpen(s);
  if (s.phase === "action") return s.seats.includes(seat as SiegeSeatId) && !s.actionPhase.done.includes(seat as SiegeSeatId);
  return false;
}

/**
 * The Siege engine on the kernel (DESIGN "The rules kernel"): the `choose` answer to every choice
 * (D6), the re-roll window's answers (W3, G22), the 4R actions of the lead, the Action phase's
 * actions of every seat, the roll continuations, and a settle that resumes the waiting procedure
 * and runs the round's flow (settle.ts).
 */
export const siegeEngine = defineEngine<SiegeState>({
  actions: [chooseAction, rerollAction, keepRollAction, refugeeAction, guardStepAction, endFourRAction, moveAction, fireAction, ...OTHER_ACTIONS, ...SECURE_ACTIONS, ...TRAIN_ACTIONS, doneAction, ...RUMOR_ACTIONS, ...HERO_ACTIONS],
  acting: siegeActing,
  isActing: siegeIsActing,
  over: (s) => s.phase === "over",
  settle: (s, ev, k) => settleSiege(s, ev, k),
  continuations: { ...HTH_CONTINUATIONS, ...HIT_CONTINUATIONS, ...INFECTION_CONTINUATIONS, ...EAT_CONTINUATIONS, ...FATE_CONTINUATIONS, ...EVENT_CONTINUATIONS, ...GUNFIRE_CONTINUATIONS, ...FORAGE_CONTINUATIONS, ...ZEDS_PHASE_CONTINUATIONS, ...RUMOR_CONTINUATIONS, ...RAIDERS_CONTINUATIONS, ...HERO_CONTINUATIONS },
  query: withLook,
  applying: whileApplying,
  lapseRule: "siege D6",
});
