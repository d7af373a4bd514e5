import * as shared from "@zedfall/shared";
import type { AnyRuleset } from "@zedfall/shared";

/** Whether an export of the shared package is a ruleset (it has an id, seats, legal actions and bots). */
const isRuleset = (v: unknown): v is AnyRuleset => {
  const r = v as Partial<AnyRuleset> | null;
  return typeof r === "object" && r !== null && typeof r.id === "string" && typeof r.legalActions === "function" && typeof r.bots === "object";
};

/**
 * Every ruleset the shared package exports, by id: what a bot thread (bots/bot-worker.ts) needs of
 * a game, without the rooms' schema and sync code, and without naming a game. The table of games
 * (games/index.ts) is made of them: one adapter per ruleset, from the server folder of its id.
 */
export const RULESETS: Record<string, AnyRuleset> = Object.fromEntries(
  Object.values(shared)
    .filter(isRuleset)
    .map((r) => [r.id, r]),
);
