import { drawInt, type RandomState } from "../../core/rng";
import { legalActions } from "../engine";
import type { CharacterId, HouseSeatId, HouseState } from "../types";
import type { HouseAction } from "../actions";
import { scoreHumanAction } from "./humans";
import { scoreZombieAction, zombieView } from "./zombies";

/**
 * The greedy bot: scores every action of `legalActions(s, seat)` with the side's
 * heuristic (humans.ts, zombies.ts) and plays the best, ties broken with `rnd` (the bot's own
 * generator). It reads the public position and its own seat's hand only: no die to come, no deck
 * order, no state clone. A figure or zombie with nothing worth doing scores its moves below the
 * end of its activation or turn (0), so the bot never loops. Returns null when the seat may not act.
 */
export function greedyBot(s: HouseState, seat: HouseSeatId, rnd: RandomState): HouseAction | null {
  const legal = legalActions(s, seat) as HouseAction[];
  if (legal.length === 0) return null;
  let score: (a: HouseAction) => number;
  if (seat === "zombie") {
    const v = zombieView(s);
    score = (a) => scoreZombieAction(s, a, v);
  } else {
    const maps = new Map<CharacterId, Float64Array>();
    score = (a) => scoreHumanAction(s, a, maps);
  }
  let best: HouseAction[] = [];
  let bestScore = -Infinity;
  for (const a of legal) {
    const v = score(a);
    if (v > bestScore + 1e-9) {
      bestScore = v;
      best = [a];
    } else if (Math.abs(v - bestScore) <= 1e-9) best.push(a);
  }
  return best.length === 1 ? best[0]! : best[drawInt(rnd, 0, best.length - 1)]!;
}
