import { babyLapse } from "./baby/squares";
import { nameOf } from "./characters";
import { luckyLapse } from "./search/lucky-edges";
import { surpriseLapse } from "./search/surprise-squares";
import type { GameEvent } from "../core/ruleset";
import type { HouseState, Pending } from "./types";

/** A Keep-the-weapon decision lapses when its finder died before answering (§11.3). */
function keepWeaponLapse(s: HouseState, p: Pending): string | null {
  return p.kind === "keepWeapon" && !s.humans[p.figure]?.alive ? `${nameOf(p.figure)} is dead; the weapon is lost` : null;
}

/**
 * The tests by which a pending House decision lapses, each saying why it can no longer be
 * answered (null while it can); `dropDeadPending` drops such a decision with that sentence as a
 * log line (G21, G23, C4). Each test but Keep-the-weapon's lives beside the squares or edges its
 * decision may take, in a module that does not queue decisions, so this list imports no action.
 */
export const DECISION_LAPSES: readonly ((s: HouseState, p: Pending) => string | null)[] = [keepWeaponLapse, surpriseLapse, luckyLapse, babyLapse];

/**
 * Puts decisions made while resolving one action in front of the waiting ones (depth first: the
 * newest action's decisions are answered before older queued ones), then drops decisions that can
 * no longer be taken (see `dropDeadPending`).
 */
export function queuePending(d: HouseState, list: Pending[], ev: GameEvent[]): void {
  if (list.length) d.pending.unshift(...list);
  dropDeadPending(d, ev);
}

/**
 * Drops pending decisions at the front that have no legal answer left (a Surprise! square taken by
 * an earlier placement, a Lucky Coincidence with no token left; G21, G23; the tests are listed
 * above), so the game never waits for a decision nobody can make.
 */
export function dropDeadPending(d: HouseState, ev: GameEvent[]): void {
  for (;;) {
    const p = d.pending[0];
    if (!p) return;
    let why: string | null = null;
    for (const t of DECISION_LAPSES) if ((why = t(d, p))) break;
    if (!why) return;
    d.pending.shift();
    ev.push({ type: "decisionLapsed", kind: p.kind, text: why, rule: "house G21" });
  }
}
