import { babyLapse } from "./baby/place";
import { keepWeaponLapse } from "./human/search";
import { luckyLapse } from "./search/lucky";
import { surpriseLapse } from "./search/surprise";
import type { GameEvent } from "../core/ruleset";
import type { HouseState, Pending } from "./types";

/**
 * The tests by which a pending House decision lapses, each saying why it can no longer be
 * answered (null while it can); `dropDeadPending` drops such a decision with that sentence as a
 * log line (G21, G23, C4). Function declarations, so the list is complete whatever the import order.
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
