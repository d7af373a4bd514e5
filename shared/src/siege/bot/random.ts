import { drawInt, type RandomState } from "../../core/rng";
import type { SiegeAction } from "../actions";
import { siegeEngine } from "../engine";
import type { SiegeSeatId, SiegeState } from "../types";

/** The legal-random bot: one of the seat's legal actions, uniformly, from its own generator `rnd`; null when it may not act. */
export function randomBot(s: SiegeState, seat: SiegeSeatId, rnd: RandomState): SiegeAction | null {
  const legal = siegeEngine.legalActions(s, seat) as SiegeAction[];
  if (legal.length === 0) return null;
  return legal[drawInt(rnd, 0, legal.length - 1)]!;
}
