import { SIEGE_BOARD as B } from "../board";
import { canFight, unitStrength } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import { trackThreat } from "./choices";

/** A won game's value: above every lost or unfinished one. */
export const WIN_VALUE = 1e9;
/** What each round survived is worth: above any margin of the position (`margin` stays well under it). */
export const ROUND_VALUE = 1e5;

/**
 * How well the defenders stand in a game not over (a heuristic of the search bot, bot/search.ts):
 * Town Center's margin (every track's threat to TC, choices.ts, taken off), the Chaos pool left, the
 * Strength of the units that can still fight, Supplies and Ammo, less Infection. Stays under 5 × 10⁴
 * in every reachable state, so a round survived outweighs it.
 */
export function margin(s: SiegeState): number {
  let threat = 0;
  for (const t of B.tracks) threat += trackThreat(s, t);
  let strength = 0;
  for (const u of Object.values(s.units)) if (u.at !== B.cemetery && u.at !== B.camp && canFight(u)) strength += unitStrength(u);
  return -Math.min(threat, 20_000) + 400 * s.chaosPool + 40 * strength + 30 * (s.supplies + s.ammo) - 150 * s.infection;
}

/**
 * The value of a rolled-out position for the defenders: a win ≫ rounds survived ≫ the margin
 * (`margin`). A loss counts the round it came in; a game not over counts its round and its margin.
 */
export function evaluate(s: SiegeState): number {
  if (s.result) return s.result.winner === "defenders" ? WIN_VALUE : ROUND_VALUE * s.round - 60_000;
  return ROUND_VALUE * s.round + margin(s);
}
