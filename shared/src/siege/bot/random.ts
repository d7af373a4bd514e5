import { drawInt, type RandomState } from "../../core/rng";
import type { SiegeAction } from "../actions";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import type { SiegeRules } from "./common";

/** The legal-random bot over the engine `rules`: one of the seat's legal actions, uniformly, from its own generator `rnd`; null when it may not act. */
export function randomBotOf(rules: SiegeRules): (s: SiegeState, seat: SiegeSeatId, rnd: RandomState) => SiegeAction | null {
  return (s, seat, rnd) => {
    const legal = rules.legalActions(s, seat) as SiegeAction[];
    if (legal.length === 0) return null;
    return legal[drawInt(rnd, 0, legal.length - 1)]!;
  };
}
