import { EVEN, HTH_COLUMNS, ROW_RANGES, gunfireHits, handToHandResult, shiftColumn } from "./tables";
import { GUNFIRE_COLUMNS } from "../actions/gunfire-table";
import type { RollNeed, RollShift } from "../state/needs";

/* The needs read from the combat tables (§4.2, §4.3): the lowest total that scores, for a roll event or before the roll. */

/** The lowest total of the table rows (2, 3, 5, 7, 8, 10, 12) for which `scores` holds on a sum of that row; null when none does. */
function lowestRow(scores: (sum: number) => boolean): number | null {
  for (const [lo] of ROW_RANGES) if (scores(lo)) return lo;
  return null;
}

/** Two dice totalling `sum` (any pair: the tables read the total only). */
const diceOf = (sum: number): number[] => [Math.min(6, sum - 1), sum - Math.min(6, sum - 1)];

/** Per column, read once from the tables: the lowest total scoring a Gunfire hit, on which the Zeds lose a Hand-to-hand, with no hit on an Even attack's defender. */
const GUNFIRE_FROM = GUNFIRE_COLUMNS.map((_, c) => lowestRow((sum) => gunfireHits(c, diceOf(sum)) > 0));
const HTH_FROM = HTH_COLUMNS.map((_, c) => lowestRow((sum) => handToHandResult(c, diceOf(sum)).loser === "zeds"));
const EVEN_FROM = HTH_COLUMNS.map((_, c) => lowestRow((sum) => handToHandResult(c, diceOf(sum)).playerHits === 0));

/** The need of a Gunfire roll (§4.3): `strength` fires, moved by `shifts`; the column as the table names it and the lowest total scoring a hit. */
export function gunfireNeed(strength: number, shifts: RollShift[]): Extract<RollNeed, { read: "gunfire" }> {
  const net = shifts.reduce((n, x) => n + x.by, 0);
  const column = shiftColumn(Math.min(Math.max(strength, 1), 7) - 1, net, 6);
  return { read: "gunfire", strength, column: GUNFIRE_COLUMNS[column]!, shifts, from: GUNFIRE_FROM[column] ?? null };
}

/** The need of a Hand-to-hand roll (§4.2) at column index `column`, `base` the column before `shifts`: the lowest total on which the Zeds side loses. */
export function handToHandNeed(base: number, column: number, shifts: RollShift[]): Extract<RollNeed, { read: "handToHand" }> {
  return { read: "handToHand", base: HTH_COLUMNS[base]!, column: HTH_COLUMNS[column]!, shifts, from: HTH_FROM[column] ?? null };
}

/** The need of an attack on the Even column (§4.2) moved by the defender's Terrain `shift`: the lowest total with no hit on the defender. */
export function evenNeed(shift: number): Extract<RollNeed, { read: "even" }> {
  const column = shiftColumn(EVEN, shift);
  return { read: "even", column: HTH_COLUMNS[column]!, shifts: shift ? [{ cause: "terrain", by: shift }] : [], from: EVEN_FROM[column] ?? null };
}
