import { EVEN, HTH_COLUMNS, ROW_RANGES, gunfireHits, handToHandResult, shiftColumn } from "./combat/tables";
import { GUNFIRE_COLUMNS } from "./actions/gunfire-table";

/*
 * What a Siege roll needs (issue: rolls say what they need), as data on the roll event: the table
 * column and the shifts that moved it, with their causes, and the lowest total that scores; or the
 * die faces that succeed; or the total to reach. Pure and client-safe: tables only, no state.
 */

/** Every purpose a Siege roll has (the kernel roll's `purpose`; the `roll` helper takes only these). */
export const ROLL_PURPOSES = [
  "bait",
  "bark",
  "contaminatedWater",
  "eat",
  "evenAttack",
  "forage",
  "gunfire",
  "handToHand",
  "handToHandReroll",
  "helicopter",
  "hoses",
  "meeting",
  "minefield",
  "outbreakCheck",
  "outbreakReduce",
  "perimeter",
  "raidersHandToHand",
  "riggedInventories",
  "santanaCharge",
  "save",
  "siren",
  "spreaderFlees",
  "stealth",
  "tenacious",
  "torrentialRain",
  "trap",
  "zedsPrevent",
] as const;

/** A Siege roll's purpose. */
export type RollPurpose = (typeof ROLL_PURPOSES)[number];

/**
 * One column shift and its cause (§4.3, §4.4): `cause` names it (longRange, marker:civil-leader,
 * mayor, ability:<unit kind>, terrain, keepCalm, bulldozer, noName, meeting), `by` is signed
 * (right, good for the humans, is +).
 */
export interface RollShift {
  cause: string;
  by: number;
}

/**
 * What a roll needs:
 * - `gunfire`: the Gunfire table (§4.3) at `column` (index 0–6, "1"…"7+"), from the firing
 *   `strength` moved by `shifts`; `from` the lowest 2-dice total that scores a hit (null: none).
 * - `handToHand`: the Hand-to-hand table (§4.2) at `column` (a column name), from `base` moved by
 *   `shifts`; `from` the lowest total on which the Zeds side (or the Raiders' foe) loses.
 * - `even`: the Even column (§4.2) moved by `shifts`; `from` the lowest total with no hit (null: none).
 * - `faces`: one die (each of `faces2`' die too, when given) succeeds on `faces`; `any`: any die of several.
 * - `sum`: the dice's total against `atLeast` / `atMost`.
 * - `forage`: the Forage table's `column` (§5.5), the die raised by `bonus`.
 * - `table`: the purpose's own printed reading (its words say it).
 */
export type RollNeed =
  | { read: "gunfire"; strength: number; column: string; shifts: RollShift[]; from: number | null }
  | { read: "handToHand"; base: string; column: string; shifts: RollShift[]; from: number | null }
  | { read: "even"; column: string; shifts: RollShift[]; from: number | null }
  | { read: "faces"; faces: number[]; faces2?: number[]; any?: boolean }
  | { read: "sum"; atLeast?: number; atMost?: number }
  | { read: "forage"; column: string; bonus: number }
  | { read: "table" };

/** The lowest total of the table rows (2, 3, 5, 7, 8, 10, 12) for which `scores` holds on a sum of that row; null when none does. */
function lowestRow(scores: (sum: number) => boolean): number | null {
  for (const [lo] of ROW_RANGES) if (scores(lo)) return lo;
  return null;
}

/** Two dice totalling `sum` (any pair: the tables read the total only). */
const diceOf = (sum: number): number[] => [Math.min(6, sum - 1), sum - Math.min(6, sum - 1)];

/** The need of a Gunfire roll (§4.3): `strength` fires, moved by `shifts`; the column as the table names it and the lowest total scoring a hit. */
export function gunfireNeed(strength: number, shifts: RollShift[]): Extract<RollNeed, { read: "gunfire" }> {
  const net = shifts.reduce((n, x) => n + x.by, 0);
  const column = shiftColumn(Math.min(Math.max(strength, 1), 7) - 1, net, 6);
  return { read: "gunfire", strength, column: GUNFIRE_COLUMNS[column]!, shifts, from: lowestRow((sum) => gunfireHits(column, diceOf(sum)) > 0) };
}

/** The need of a Hand-to-hand roll (§4.2) at column index `column`, `base` the column before `shifts`: the lowest total on which the Zeds side loses. */
export function handToHandNeed(base: number, column: number, shifts: RollShift[]): Extract<RollNeed, { read: "handToHand" }> {
  return { read: "handToHand", base: HTH_COLUMNS[base]!, column: HTH_COLUMNS[column]!, shifts, from: lowestRow((sum) => handToHandResult(column, diceOf(sum)).loser === "zeds") };
}

/** The need of an attack on the Even column (§4.2) moved by the defender's Terrain `shift`: the lowest total with no hit on the defender. */
export function evenNeed(shift: number): Extract<RollNeed, { read: "even" }> {
  const column = shiftColumn(EVEN, shift);
  return { read: "even", column: HTH_COLUMNS[column]!, shifts: shift ? [{ cause: "terrain", by: shift }] : [], from: lowestRow((sum) => handToHandResult(column, diceOf(sum)).playerHits === 0) };
}

/** The faces `lo`…6 of one die (a roll that needs `lo`+). */
export const facesFrom = (lo: number): number[] => [1, 2, 3, 4, 5, 6].filter((f) => f >= lo);
