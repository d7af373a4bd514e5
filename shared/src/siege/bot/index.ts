import type { SiegeRules } from "./common";
import { greedyBotOf } from "./greedy";
import type { SiegeBot } from "./play-out";
import { randomBotOf } from "./random";

export type { SiegeBot } from "./play-out";

/** The bots by name over the Siege engine `rules` (the ruleset passes its engine in): "random" (legal-random) and "greedy" (the defender). */
export function siegeBots(rules: SiegeRules): Record<"random" | "greedy", SiegeBot> {
  return { random: randomBotOf(rules), greedy: greedyBotOf(rules) };
}

export type { SiegeRules };
export { playOutWith, replayWith, type LogEntry } from "./play-out";
