/*
 * What a Siege roll needs, as data on the roll event: the table
 * column and the shifts that moved it, with their causes, and the lowest total that scores; or the
 * die faces that succeed; or the total to reach. Pure and client-safe data; combat/needs.ts computes the table needs.
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

/** The faces `lo`…6 of one die (a roll that needs `lo`+). */
export const facesFrom = (lo: number): number[] => [1, 2, 3, 4, 5, 6].filter((f) => f >= lo);
