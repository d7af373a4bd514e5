import type { SiegePlanRules, SiegeRules } from "./common";
import { greedyBotOf, greedyRanking } from "./greedy";
import type { SiegeBot } from "./play-out";
import { randomBotOf } from "./random";
import { searchWith, STRONG_BUDGET, type SearchBudget } from "./search";

export type { SiegeBot } from "./play-out";

/**
 * The bots by name over the Siege engine `rules` (the ruleset passes its engine in): "random"
 * (legal-random), "greedy" (the defender) and "strong" (the search bot, bot/search.ts, at its default budget).
 */
export function siegeBots(rules: SiegePlanRules): Record<"random" | "greedy" | "strong", SiegeBot> {
  return { random: randomBotOf(rules), greedy: greedyBotOf(rules), strong: searchBotOf(rules, STRONG_BUDGET) };
}

export type { SiegeRules, SiegePlanRules };

/** The search bot (bot/search.ts) over the engine `rules` at `budget`, with the greedy defender as its rollout policy and candidate ranking. */
export function searchBotOf(rules: SiegePlanRules, budget: SearchBudget): SiegeBot {
  return searchWith(rules, budget, greedyBotOf(rules), greedyRanking);
}
export { STRONG_BUDGET, type SearchBudget } from "./search";
export { playOutWith, replayWith, type LogEntry } from "./play-out";
