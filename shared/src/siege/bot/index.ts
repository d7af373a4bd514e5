import type { RandomState } from "../../core/rng";
import type { BotTable } from "../../core/ruleset";
import type { SiegeAction } from "../actions";
import type { SiegeSeatId, SiegeState } from "../types";
import { greedyBot } from "./greedy";
import { randomBot } from "./random";

export { greedyBot, randomBot };

/** A Siege bot: the seat's next action from the state, the bot's own generator and, in a room, who holds the seats (core `BotTable`); null when it may not act or waits for a person. */
export type SiegeBot = (s: SiegeState, seat: SiegeSeatId, rnd: RandomState, table?: BotTable) => SiegeAction | null;

/** The bots by name: "random" (legal-random) and "greedy" (the defender). */
export const SIEGE_BOTS: Record<"random" | "greedy", SiegeBot> = { random: randomBot, greedy: greedyBot };
export { playOut, replay, type LogEntry } from "./play-out";
