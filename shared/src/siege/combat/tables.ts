/**
 * The combat tables of siege §4.2 (Hand-to-hand) and §4.3 (Gunfire) and the column arithmetic of
 * §4.1 step 2–3 and §4.4, as pure functions over Strengths, shifts and dice values. No state, no
 * rolling: the caller rolls through the kernel and passes the dice here.
 *
 * Columns are indices, left (good for the Zeds) to right (good for the humans), so a positive
 * shift helps the player unit (§4.4 "shifts right are good for the humans").
 */

/** The Hand-to-hand columns of §4.2, index 0 (Zeds×3) to 6 (Humans×3). */
export const HTH_COLUMNS = ["Zeds×3", "Zeds×2", "Zeds+", "Even", "Humans+", "Humans×2", "Humans×3"] as const;
/** A Hand-to-hand column's name. */
export type HthColumnName = (typeof HTH_COLUMNS)[number];
/** Index of the Even column. */
export const EVEN = 3;

/** The roll rows shared by both tables (§4.2, §4.3): 2, 3–4, 5–6, 7, 8–9, 10–11, 12. */
export const ROW_RANGES: readonly (readonly [number, number])[] = [
  [2, 2],
  [3, 4],
  [5, 6],
  [7, 7],
  [8, 9],
  [10, 11],
  [12, 12],
];

/** The outcome of one Hand-to-hand roll (§4.1 step 4–6). */
export interface HthResult {
  /** Hits to the Zeds side. */
  zedsHits: number;
  /** Hits to the player unit. */
  playerHits: number;
  /** The side that loses and retreats (`*` in the table = the Zeds lose). */
  loser: "zeds" | "player";
}

// §4.2, rows by ROW_RANGES, columns Zeds×3 … Humans×3; [hits to Zeds, hits to the player unit, Zeds lose (*)]
type Cell = readonly [number, number, boolean];
const HTH: readonly (readonly Cell[])[] = [
  [[0, 5, false], [0, 5, false], [0, 4, false], [0, 4, false], [0, 3, false], [1, 3, false], [2, 2, true]],
  [[0, 5, false], [0, 4, false], [0, 3, false], [0, 3, false], [1, 3, false], [2, 2, true], [2, 1, true]],
  [[0, 4, false], [0, 3, false], [1, 3, false], [1, 2, false], [2, 2, true], [2, 1, true], [3, 1, true]],
  [[0, 3, false], [0, 3, false], [1, 2, false], [2, 2, true], [2, 1, true], [3, 1, true], [3, 0, true]],
  [[0, 2, false], [1, 2, false], [2, 2, true], [2, 1, true], [3, 1, true], [3, 0, true], [3, 0, true]],
  [[1, 2, false], [2, 2, true], [2, 1, true], [3, 1, true], [3, 0, true], [3, 0, true], [4, 0, true]],
  [[2, 2, true], [2, 1, true], [2, 0, true], [3, 0, true], [4, 0, true], [4, 0, true], [5, 0, true]],
];

// §4.3, rows by ROW_RANGES, columns Strength 1 … 7+; hits on the target
const GUNFIRE: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 0, 1, 2],
  [0, 0, 0, 0, 1, 2, 2],
  [0, 0, 1, 1, 2, 2, 3],
  [0, 0, 1, 2, 2, 3, 3],
  [0, 1, 2, 2, 3, 3, 3],
  [1, 2, 2, 3, 3, 3, 4],
  [2, 2, 2, 3, 4, 4, 5],
];

/** The sum of two dice 1–6; throws Error for anything else (a bug of the caller, not a rule error). */
export function twoDiceSum(dice: readonly number[]): number {
  if (dice.length !== 2 || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) throw new Error(`combat needs two dice 1–6, got [${dice.join(", ")}]`);
  return dice[0]! + dice[1]!;
}

/** The table row (0–6) of a 2d6 sum 2–12 (§4.2, §4.3); throws Error outside 2–12. */
export function rowOf(sum: number): number {
  const r = ROW_RANGES.findIndex(([lo, hi]) => sum >= lo && sum <= hi);
  if (r < 0) throw new Error(`no table row for a roll of ${sum}`);
  return r;
}

/** A column index moved by `shift` and clamped at the table edges 0…`last` (§4.1 step 3, G7). */
export function shiftColumn(column: number, shift: number, last = HTH_COLUMNS.length - 1): number {
  return Math.max(0, Math.min(last, column + shift));
}

/**
 * The initial Hand-to-hand column of §4.1 step 2 from the Zeds' combined Strength `zeds` and the
 * one player unit's Strength `player`: Z ≥ 3P Zeds×3; Z ≥ 2P Zeds×2; Z > P Zeds+; Z = P Even;
 * P ≥ 3Z Humans×3; P ≥ 2Z Humans×2; otherwise Humans+. Throws Error for a Strength below 1.
 */
export function initialHthColumn(zeds: number, player: number): number {
  if (!(zeds >= 1 && player >= 1)) throw new Error(`Hand-to-hand needs Strengths of at least 1 (Zeds ${zeds}, player ${player})`);
  if (zeds >= 3 * player) return 0;
  if (zeds >= 2 * player) return 1;
  if (zeds > player) return 2;
  if (zeds === player) return EVEN;
  if (player >= 3 * zeds) return 6;
  if (player >= 2 * zeds) return 5;
  return 4;
}

/** The Hand-to-hand column after the net shift (§4.1 steps 2–3, G7: column, then net shift, then clamp). */
export function hthColumn(zeds: number, player: number, shift: number): number {
  return shiftColumn(initialHthColumn(zeds, player), shift);
}

/** Reads the Hand-to-hand table (§4.2) at a column index 0–6 for two dice. Throws Error for a column outside 0–6 or bad dice. */
export function handToHandResult(column: number, dice: readonly number[]): HthResult {
  const row = HTH[rowOf(twoDiceSum(dice))]!;
  const cell = row[column];
  if (!cell) throw new Error(`no Hand-to-hand column ${column}`);
  return { zedsHits: cell[0], playerHits: cell[1], loser: cell[2] ? "zeds" : "player" };
}

/**
 * A forced attack "on the Even column" (§4.2; Right Under Our Feet, Wandering Zeds): the player-hits
 * number of the Even column shifted by the defender's Terrain; no Zeds hits, no retreat.
 */
export function evenColumnHits(terrainShift: number, dice: readonly number[]): number {
  return handToHandResult(shiftColumn(EVEN, terrainShift), dice).playerHits;
}

/**
 * The Gunfire column index 0–6 (Strength 1 … 7+) of §4.3: the firing Strength moved by the net
 * shift, clamped to 1…7+. Throws Error for a Strength below 1.
 */
export function gunfireColumn(strength: number, shift: number): number {
  if (!(strength >= 1)) throw new Error(`Gunfire needs a Strength of at least 1, got ${strength}`);
  return shiftColumn(Math.min(strength, 7) - 1, shift, 6);
}

/** Hits of a Gunfire attack (§4.3) at a column index 0–6 (Strength 1 … 7+) for two dice. Throws Error for a bad column or bad dice. */
export function gunfireHits(column: number, dice: readonly number[]): number {
  const hits = GUNFIRE[rowOf(twoDiceSum(dice))]![column];
  if (hits === undefined) throw new Error(`no Gunfire column ${column}`);
  return hits;
}
