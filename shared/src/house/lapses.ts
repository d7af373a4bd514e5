import { babyLapse } from "./baby/squares";
import { nameOf } from "./characters";
import { luckyLapse } from "./search/lucky-edges";
import { surpriseLapse } from "./search/surprise-squares";
import type { GameEvent } from "../core/ruleset";
import { queueDecisions, type Lapse } from "../core/steps";
import type { HouseState, Pending } from "./types";

/** A Keep-the-weapon decision lapses when its finder died before answering (§11.3). */
function keepWeaponLapse(s: HouseState, p: Pending): string | null {
  return p.kind === "keepWeapon" && !s.humans[p.figure]?.alive ? `${nameOf(p.figure)} is dead; the weapon is lost` : null;
}

/**
 * The tests by which a pending House decision lapses (the kernel's `Lapse`, core/steps.ts), each
 * saying why it can no longer be answered (G21, G23, C4). Each test but Keep-the-weapon's lives
 * beside the squares or edges its decision may take, in a module that does not queue decisions, so
 * this list imports no action.
 */
export const DECISION_LAPSES: readonly Lapse<HouseState, Pending>[] = [keepWeaponLapse, surpriseLapse, luckyLapse, babyLapse];

/**
 * Queues the decisions made while resolving one action through the kernel (`queueDecisions`): in
 * front of the waiting ones, then the front ones that lapsed (a Surprise! square taken by an
 * earlier placement, a Lucky Coincidence with no token left) are dropped with a log line (G21).
 */
export function queuePending(d: HouseState, list: Pending[], ev: GameEvent[]): void {
  queueDecisions(d, d.pending, list, DECISION_LAPSES, ev, "house G21");
}
