import type { SiegeState } from "../state/game";
import fitted from "./value-weights.json";
import { positionFeatures } from "./features";

/** The fitted weights: per filled-seat count, one weight per feature of bot/features.ts (bot-value.test.ts checks they were fitted on those features), and a win's bonus in rounds. */
const FIT = fitted as { features: string[]; winBonus: number; weights: Record<string, number[]> };

/** The rounds a won game counts beyond the round it was won in (the bonus the value was fitted with). */
export const WIN_BONUS = FIT.winBonus;

/**
 * The value of position `s` for the defenders, in rounds (a heuristic of the search bot, not a rule):
 * a won game counts its round plus WIN_BONUS, a lost one its round; a game not over its round plus the
 * rounds the greedy defenders went on to survive from such positions, a linear fit over the position's
 * features (bot/features.ts) per filled-seat count.
 */
export function positionValue(s: SiegeState): number {
  if (s.result) return s.round + (s.result.winner === "defenders" ? WIN_BONUS : 0);
  const w = FIT.weights[String(Math.min(4, Math.max(1, s.seats.length)))]!;
  const f = positionFeatures(s);
  let v = 0;
  for (let i = 0; i < f.length; i++) v += w[i]! * f[i]!;
  return s.round + Math.max(0, v);
}
