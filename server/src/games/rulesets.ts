import { house, siege, type AnyRuleset } from "@zedfall/shared";

/**
 * The rulesets of the games this server hosts, by id: what a bot thread (bots/bot-worker.ts) needs
 * of a game, without the rooms' schema and sync code. The same objects as the rulesets of the table
 * of games (games/index.ts); server/test/bot-pool.test.ts checks the two tables agree.
 */
export const RULESETS: Record<string, AnyRuleset> = { house, siege };
