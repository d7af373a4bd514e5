import type { RandomState } from "../../core/rng";
import type { BotTable } from "../../core/ruleset";
import type { SiegeAction } from "../actions";
import type { SiegeSeatId, SiegeState } from "../types";
import type { SiegeRules } from "./common";
import { greedyBotOf } from "./greedy";
import { randomBotOf } from "./random";

/** A Siege bot: the seat's next action from the state, the bot's own generator and, in a room, who holds the seats (core `BotTable`); null when it may not act or waits for a person. */
export type SiegeBot = (s: SiegeState, seat: SiegeSeatId, rnd: RandomState, table?: BotTable) => SiegeAction | null;

/** The bots by name over the Siege engine `rules` (the ruleset passes its engine in): "random" (legal-random) and "greedy" (the defender). */
export function siegeBots(rules: SiegeRules): Record<"random" | "greedy", SiegeBot> {
  return { random: randomBotOf(rules), greedy: greedyBotOf(rules) };
}

export type { SiegeRules };
export { playOutWith, replayWith, type LogEntry } from "./play-out";
