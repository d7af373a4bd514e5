import { greedyBot } from "./greedy";
import type { HouseBot } from "./play-out";
import { randomBot } from "./random";

export { greedyBot, randomBot };

export type { HouseBot } from "./play-out";

/** The bots by name: "random" (legal-random) and "greedy". */
export const HOUSE_BOTS: Record<"random" | "greedy", HouseBot> = { random: randomBot, greedy: greedyBot };
export { playOut, replay, type LogEntry } from "./play-out";
