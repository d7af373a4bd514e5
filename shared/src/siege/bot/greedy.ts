import type { RandomState } from "../../core/rng";
import type { SiegeAction } from "../actions";
import type { SiegeSeatId, SiegeState } from "../types";
import { randomBot } from "./random";

/** The greedy defender (filled in with step 3). */
export function greedyBot(s: SiegeState, seat: SiegeSeatId, rnd: RandomState): SiegeAction | null {
  return randomBot(s, seat, rnd);
}
