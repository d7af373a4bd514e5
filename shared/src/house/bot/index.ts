import type { RandomState } from "../../core/rng";
import type { HouseAction } from "../actions";
import type { HouseSeatId, HouseState } from "../types";
import { greedyBot } from "./greedy";
import { randomBot } from "./random";

export { greedyBot, randomBot };

/** A House bot: the seat's next action from the state and the bot's own generator, or null when it may not act. */
export type HouseBot = (s: HouseState, seat: HouseSeatId, rnd: RandomState) => HouseAction | null;

/** The bots by name: "random" (legal-random) and "greedy". */
export const HOUSE_BOTS: Record<"random" | "greedy", HouseBot> = { random: randomBot, greedy: greedyBot };
export { playOut, replay, type LogEntry } from "./play-out";
