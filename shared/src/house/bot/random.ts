import { drawInt, type RandomState } from "../../core/rng";
import { legalActions } from "../engine";
import type { HouseSeatId, HouseState } from "../types";
import type { HouseAction } from "../actions";

/**
 * The legal-random bot: picks one of the seat's legal actions uniformly with its own generator
 * `rnd` (advanced in place; not the game's). Returns null when the seat may not act.
 */
export function randomBot(s: HouseState, seat: HouseSeatId, rnd: RandomState): HouseAction | null {
  const legal = legalActions(s, seat) as HouseAction[];
  if (legal.length === 0) return null;
  return legal[drawInt(rnd, 0, legal.length - 1)]!;
}
