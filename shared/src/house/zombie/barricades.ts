import type { GameEvent } from "../../core/ruleset";
import { DIRS, LINK, cellAt, keySq, sameSq, step } from "../board";
import { boardOf, isLinked, linkSquares, reachesOrth, st0 } from "../geometry";
import type { HouseState, Sq } from "../types";
import { Occupancy, occupancyOf, sqId, zombieList } from "../occupancy";
import type { HouseEvent } from "../events";

/** A barricaded edge's name for the log: the opening's map name (W3, D1) or "the cellar door". */
export function barricadeName(s: HouseState, key: string): string {
  if (key === LINK) return "the cellar door";
  return boardOf(s).openings.find((o) => o.key === key)?.name ?? key;
}

/**
 * The squares touching a barricaded edge, one list per side (house §10): the two squares of a door
 * or window; for the cellar link, st0 on one side and every link square on the other.
 */
export function touchingSides(s: HouseState, key: string): Sq[][] {
  if (key === LINK) return [[st0(s)], linkSquares(s)];
  const [a, b] = key.split("|");
  return [[keySq(a!)], [keySq(b!)]];
}

/** Squares a zombie on `q` could step to across an edge it may cross (open, door, unbarricaded window, the open cellar link; G22). */
function crossable(s: HouseState, q: Sq): Sq[] {
  const b = boardOf(s);
  const out: Sq[] = [];
  for (const d of DIRS) {
    const n = step(q, d);
    if (cellAt(b, n) && reachesOrth(s, q, n)) out.push(n);
  }
  if (s.cellar.revealed) {
    const top = st0(s);
    const other = sameSq(q, top) ? linkSquares(s) : isLinked(s, q, top) ? [top] : [];
    for (const n of other) if (reachesOrth(s, q, n)) out.push(n);
  }
  return out;
}

/**
 * The size of the zombie chain through square `start` (G22): zombies and crawlers on squares
 * connected orthogonally, square to square, across edges a zombie could cross; any shape. A
 * barricaded edge is never crossed, so a chain never reaches round its own barricade. 0 when
 * nobody stands on `start`. Counts by the look's occupancy index (built for this call alone when
 * called outside a look).
 */
export function chainSize(s: HouseState, start: Sq): number {
  const occ = occupancyOf(s) ?? new Occupancy().fill(s, zombieList(s));
  if (occ.zombieCount(sqId(start)) === 0) return 0;
  const seen = new Set([sqId(start)]);
  const queue = [start];
  let n = 0;
  for (let i = 0; i < queue.length; i++) {
    const q = queue[i]!;
    n += occ.zombieCount(sqId(q));
    for (const nb of crossable(s, q)) {
      const k = sqId(nb);
      if (seen.has(k) || occ.zombieCount(k) === 0) continue;
      seen.add(k);
      queue.push(nb);
    }
  }
  return n;
}

/** The longest chain behind barricade `key` on either side, one of its zombies touching the edge (house §10, G22). */
export function longestChainAt(s: HouseState, key: string): number {
  let best = 0;
  for (const side of touchingSides(s, key)) for (const q of side) best = Math.max(best, chainSize(s, q));
  return best;
}

/** Barricades with a chain of at least `min` zombies behind them (4 at step 1; 3 for Pile-up). */
export function breakableBarricades(s: HouseState, min: number): string[] {
  return s.barricades.filter((key) => longestChainAt(s, key) >= min);
}

/** Removes a barricade token (it returns to the supply, G23) and logs why. */
export function removeBarricade(d: HouseState, key: string, rule: string, ev: GameEvent[]): void {
  const name = barricadeName(d, key);
  d.barricades = d.barricades.filter((k) => k !== key);
  ev.push({ type: "barricadeBroken", edge: key, name, rule } satisfies HouseEvent);
}

/**
 * Zombie turn step 1 (house §7, §10, G22): every barricade with a chain of 4 or more zombies behind
 * it breaks; all qualifying barricades are found first and break together.
 */
export function breakBarricades(d: HouseState, ev: GameEvent[]): void {
  for (const key of breakableBarricades(d, 4)) removeBarricade(d, key, "house §10", ev);
}
