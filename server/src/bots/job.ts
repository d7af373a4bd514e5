import type { AnyRuleset, BaseAction, BotTable, RandomState, SeatId } from "@zedfall/shared";

/**
 * One bot decision as plain JSON, so it can cross to a bot thread (bots/pool.ts): which ruleset,
 * which of its bots (absent: the ruleset's default), the state the bot may see (a hint's is the
 * ruleset's `hintState` for the seat), the seat, the bot's generator and, in a room, who holds the
 * seats. Game-neutral: the server names no game here.
 */
export interface BotJob {
  ruleset: string;
  bot?: string;
  state: unknown;
  seat: SeatId;
  rnd: RandomState;
  table?: BotTable;
}

/** What a bot decided: its action (null: none now), its generator after the decision, and the thread time the decision took, in ms. */
export interface BotAnswer {
  action: BaseAction | null;
  rnd: RandomState;
  ms: number;
}

/** Whatever runs bot jobs for a room: the server's bot pool, or a test's stand-in. */
export interface BotRunner {
  /** The job's answer; rejects with a BotPoolError when the job was not run or did not finish. */
  run(job: BotJob): Promise<BotAnswer>;
}

/**
 * Runs `job` on this thread with the rulesets `rulesets`: the named bot (or the default) of the
 * job's ruleset on its state, advancing the job's generator in place. Returns the action (null:
 * the bot has none) and the generator; `ms` is left 0 for the caller to fill. Throws Error for an
 * unknown ruleset or bot, or what the bot throws.
 */
export function runBotJob(rulesets: Record<string, AnyRuleset>, job: BotJob): BotAnswer {
  const r = rulesets[job.ruleset];
  if (!r) throw new Error(`no ruleset '${job.ruleset}'`);
  const bot = r.bots[job.bot ?? r.defaultBot];
  if (!bot) throw new Error(`the ruleset '${job.ruleset}' has no bot '${job.bot}'`);
  const action = bot(job.state, job.seat, job.rnd, job.table);
  return { action: (action as BaseAction | null) ?? null, rnd: job.rnd, ms: 0 };
}
