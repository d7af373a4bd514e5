import type { SiegeAction } from "../actions";
import type { HthData } from "../combat/hand-to-hand";
import { handToHandResult } from "../combat/tables";
import type { SiegeState } from "../types";

/**
 * The greedy defender's answer to a Hand-to-hand re-roll window (G22: Schmidt, Hunt): re-roll
 * exactly when the dice as they lie make the player side lose on the roll's column (§4.2) — a
 * re-roll can only turn such a loss into a win — and keep every winning roll. (It replaced "re-roll
 * a sum of 6 or less", which threw away wins on good columns and kept losses on bad ones; measured
 * in the commit that made it.) Null when the window is not a Hand-to-hand's or has no dice.
 */
export function rerollAnswer(s: SiegeState, legal: readonly SiegeAction[]): SiegeAction | null {
  const w = s.pending[0] as { kind?: string; dice?: number[]; roll?: { purpose?: string; data?: unknown } } | undefined;
  if (w?.kind !== "reroll" || !w.dice || w.roll?.purpose !== "handToHand") return null;
  const column = (w.roll.data as HthData).column;
  const lose = handToHandResult(column, w.dice).loser === "player";
  return legal.find((a) => a.type === (lose ? "reroll" : "keepRoll")) ?? null;
}
