import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B, isStart } from "../board";
import { removeRaiders } from "../state/counters";
import type { SiegeState } from "../state/game";
import type { RaidersUnit } from "../state/units";
import type { SiegeEvent } from "../state/events";

/** The Raiders counter (Looters, §3.1, §3.3): 6/3, 3 hits per side (their Movement 1 is the 4R step, raiders/move.ts). */
export const RAIDERS = { full: 6, reduced: 3, hitsPerSide: 3 } as const;

/** A Raiders unit's current Strength: that of the side up (§3.1). */
export function raidersStrength(r: RaidersUnit): number {
  return RAIDERS[r.side];
}

/** Display name of a Raiders unit for logs: `Raiders 6/3 (raiders-4)`. */
export function raidersName(r: RaidersUnit): string {
  return `Raiders ${RAIDERS.full}/${RAIDERS.reduced} (${r.id})`;
}

/** The Raiders units on space `i`, in id order. */
export function raidersAt(s: SiegeState, i: number): RaidersUnit[] {
  const out: RaidersUnit[] = [];
  for (const id in s.raiders) if (s.raiders[id]!.at === i) out.push(s.raiders[id]!);
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Whether any Raiders stand on space `i`. */
export function hasRaidersAt(s: SiegeState, i: number): boolean {
  for (const id in s.raiders) if (s.raiders[id]!.at === i) return true;
  return false;
}

/** Whether Raiders may enter space `i` (§1.4, §3.4): not TC here (the caller handles it), not No Entry, not the Destroyed Bridge. */
export function raidersMayEnter(s: SiegeState, i: number): boolean {
  const sp = s.spaces[i]!;
  return !sp.noEntry && sp.bridge !== "destroyed";
}

/**
 * Places one hit on a Raiders unit (§3.1, §3.3, G14): the hit that fills the full side flips it
 * (hits cleared); the one that fills the reduced side eliminates it outright — no Save, no
 * Tenacious roll. Logs `raidersHit`, `raidersFlipped` or `raidersEliminated`.
 */
export function applyRaidersHit(s: SiegeState, r: RaidersUnit, ev: GameEvent[], rule: string): void {
  r.hits += 1;
  if (r.hits < RAIDERS.hitsPerSide) {
    ev.push({ type: "raidersHit", raiders: r.id, hits: r.hits, rule: "siege §3.1" } satisfies SiegeEvent);
  } else if (r.side === "full") {
    r.side = "reduced";
    r.hits = 0;
    ev.push({ type: "raidersFlipped", raiders: r.id, rule: "siege §3.1" } satisfies SiegeEvent);
  } else eliminateRaiders(s, r, ev, rule);
}

/** `n` hits on a Raiders unit one at a time (G7), stopping once it is gone. */
export function hitRaiders(s: SiegeState, id: string, n: number, ev: GameEvent[], rule: string): void {
  for (let k = 0; k < n && s.raiders[id]; k++) applyRaidersHit(s, s.raiders[id]!, ev, rule);
}

/** Eliminates a Raiders unit outright (§3.3, G14: Raiders have no Save): it leaves the game. Logs `raidersEliminated {raiders, space}`. */
export function eliminateRaiders(s: SiegeState, r: RaidersUnit, ev: GameEvent[], rule: string): void {
  removeRaiders(s, r.id);
  ev.push({ type: "raidersEliminated", raiders: r.id, space: r.at, rule } satisfies SiegeEvent);
}

/**
 * Where a retreating Raiders unit on `from` stops (§4.5 "Raiders retreat toward their Start", G6):
 * the first space away from TC it may enter, passing over No Entry and the Destroyed Bridge;
 * decided: Raiders are one counter outside the stacking limits of Zeds and player units (§3.4 does
 * not list them), so a space never lacks room; the Start always takes them. -1 when `from` is a Start.
 */
export function raidersRetreatSpace(s: SiegeState, from: number): number {
  if (isStart(from)) return -1;
  let at = B.away[from]!;
  while (!isStart(at) && !raidersMayEnter(s, at)) at = B.away[at]!;
  return at;
}
