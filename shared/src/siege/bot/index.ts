import type { RandomState } from "../../core/rng";
import type { SiegeAction } from "../actions";
import type { SiegeSeatId, SiegeState } from "../types";
import { greedyBot } from "./greedy";
import { randomBot } from "./random";

export { greedyBot, randomBot };

/** A Siege bot: the seat's next action from the state and the bot's own generator, or null when it may not act. */
export type SiegeBot = (s: SiegeState, seat: SiegeSeatId, rnd: RandomState) => SiegeAction | null;

/** The bots by name: "random" (legal-random) and "greedy" (the defender). */
export const SIEGE_BOTS: Record<"random" | "greedy", SiegeBot> = { random: randomBot, greedy: greedyBot };
export { playOut, replay, type LogEntry } from "./play-out";
