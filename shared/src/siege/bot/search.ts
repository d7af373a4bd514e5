import { copyPlain } from "../../core/copy";
import { createRandom, drawInt, type RandomState } from "../../core/rng";
import type { BotTable } from "../../core/ruleset";
import type { SiegeAction } from "../actions";
import { siegeHintState } from "../ruleset/hint";
import type { SiegeSeatId } from "../state/options";
import type { SiegeState } from "../state/game";
import type { SiegePlanRules } from "./common";
import type { Phase } from "../state/phases";
import { positionValue } from "./value";
import type { SiegeBot } from "./play-out";
import { sampleHidden } from "./sample";
import { peopleStillActing } from "./teammate";

/** The search bot's budget per decision. */
export interface SearchBudget {
  /** Sampled worlds (determinizations) per decision; every candidate is rolled out once in each. */
  worlds: number;
  /** Candidates searched at most: greedy's own choice and the next best by greedy's score. */
  candidates: number;
  /**
   * How far a rollout looks: the rest of the current round, then `horizon` more rounds, the last of
   * them up to its Action phase (its Zeds have moved: what the defenders' choice now must hold off);
   * a rollout not over then is judged by the fitted value of its position (bot/value.ts).
   */
  horizon: number;
  /**
   * The phases whose decisions are searched (the defenders' own moves: the Action and 4R phases);
   * every other decision is greedy's (the Zeds phase's defender, Save and re-roll choices, where the
   * search changed little and cost a third of its time). Absent: every phase.
   */
  phases?: readonly Phase[];
  /**
   * An optional time cap from the caller (shared reads no clock): asked after each world; true ends
   * the search (every candidate has been rolled out in the same worlds, at least one).
   */
  timeUp?: () => boolean;
}

/**
 * The `strong` bot's budget: 6 worlds, 4 candidates, the rest of the round and the next up to its
 * Action phase, in the Action and 4R phases (the odds bench, 200 games on quiet cores, 45,752
 * decisions: median 10.5 ms, p99 68 ms a decision on one core; its earlier runs, before the greedy
 * scores were worked out once a look, made median 11–23 ms and p99 95–336 ms, as busy as the
 * machine was).
 */
export const STRONG_BUDGET: SearchBudget = { worlds: 6, candidates: 4, horizon: 1, phases: ["action", "4r"] };

/** Actions one rollout plays at most (a stall guard; a round is some hundreds). */
const ROLLOUT_CAP = 5_000;

/** Whether a rollout that began in round `from` has looked `horizon` rounds on (SearchBudget.horizon). */
function seenEnough(c: SiegeState, from: number, horizon: number): boolean {
  return c.round > from + horizon || (horizon > 0 && c.round === from + horizon && c.phase === "action");
}

/** Plays `c` on with `bot` in every seat (generator `rnd`) until the game is over or it has looked `horizon` rounds on from round `from`. */
function rollOut(rules: SiegePlanRules, bot: SiegeBot, c: SiegeState, rnd: RandomState, from: number, horizon: number): void {
  for (let k = 0; k < ROLLOUT_CAP && !c.result && !seenEnough(c, from, horizon); k++) {
    const seat = rules.actingSeats(c)[0] as SiegeSeatId | undefined;
    const a = seat === undefined ? null : bot(c, seat, rnd);
    if (seat === undefined || !a) return;
    rules.applyTrusted(c, seat, a);
  }
}

/** A seat's legal actions best first by a policy's score (greedy's: bot/greedy.ts greedyRanking). */
export type Ranking = (s: SiegeState, seat: SiegeSeatId, legal: readonly SiegeAction[]) => SiegeAction[];

/**
 * The candidates of a decision: greedy's own choice first, then the rest of `legal` by greedy's score,
 * `n` at most (pruning a long legal list). Measured against a wider pick (every legal action rolled
 * out in one world, the best 3 of them beside greedy's choice): the actions it chose gained twice as
 * much per decision in fresh worlds, but whole games on the same seeds came out even (+0.23 ± 0.30
 * rounds over 217 games) at 2.5 times the decision time, so the pick stays greedy's order.
 */
function candidatesOf(rank: Ranking, known: SiegeState, seat: SiegeSeatId, legal: SiegeAction[], pick: SiegeAction, n: number): SiegeAction[] {
  const key = JSON.stringify(pick);
  const rest = rank(known, seat, legal).filter((a) => JSON.stringify(a) !== key);
  return [pick, ...rest].slice(0, Math.max(1, n));
}

/**
 * How many standard errors a candidate's mean gain over greedy's choice must clear before the bot
 * leaves greedy's choice: with a few noisy worlds the best-looking of several candidates is often
 * best by luck alone (the winner's curse), and then worse than greedy's choice.
 */
const CONFIDENCE = 1.5;

/**
 * The mean gain of values `v` over `base`, world by world (the same sampled worlds), when it is
 * positive and clears `CONFIDENCE` standard errors of the mean; else 0.
 */
function clearGain(v: readonly number[], base: readonly number[]): number {
  const n = v.length;
  const d = v.map((x, i) => x - base[i]!);
  const mean = d.reduce((a, b) => a + b, 0) / n;
  if (mean <= 0) return 0;
  if (n < 2) return mean;
  const sd = Math.sqrt(d.reduce((a, b) => a + (b - mean) * (b - mean), 0) / (n - 1));
  return mean > (CONFIDENCE * sd) / Math.sqrt(n) ? mean : 0;
}

/**
 * The search bot over the engine `rules` (determinized Monte Carlo) with `greedy`, the greedy defender,
 * as its rollout policy and `rank` (greedy's ranking) for its candidates: at a decision with two or more
 * legal actions it takes the candidates (candidatesOf), samples `budget.worlds` worlds of the hidden
 * information from the state as the seat may know it (the hint's stand-in state, then sampleHidden:
 * it never reads a secret), plays each candidate on in each world with the greedy defender in every
 * seat up to `budget.horizon` rounds on, and plays the candidate with the best mean value (bot/value.ts:
 * rounds survived, a win's bonus, and for a game not over the rounds greedy teams went on to survive
 * from such positions) when its gain over greedy's choice in the same worlds is clear (clearGain),
 * else greedy's choice. Only decisions of `budget.phases` are searched; the rest are greedy's.
 * A forced or one-choice decision is answered at once. All randomness comes from `rnd`, the bot's own
 * generator. In a room while a person may still act in the Action phase it plays as greedy does
 * (bot/teammate.ts: the team's shared pool waits for the people). Returns null when the seat may not act.
 */
export function searchWith(rules: SiegePlanRules, budget: SearchBudget, greedy: SiegeBot, rank: Ranking): SiegeBot {
  return (s: SiegeState, seat: SiegeSeatId, rnd: RandomState, table?: BotTable): SiegeAction | null => {
    if (peopleStillActing(s, table) || (budget.phases && !budget.phases.includes(s.phase))) return greedy(s, seat, rnd, table);
    const known = siegeHintState(s);
    const legal = rules.legalActions(known, seat) as SiegeAction[];
    if (legal.length <= 1) return legal[0] ?? null;
    const pick = greedy(known, seat, rnd)!;
    const cands = candidatesOf(rank, known, seat, legal, pick, budget.candidates);
    if (cands.length === 1) return pick;
    const values: number[][] = cands.map(() => []);
    for (let w = 0; w < Math.max(1, budget.worlds); w++) {
      const world = sampleHidden(copyPlain(known), rnd);
      const playRnd = createRandom(`play:${drawInt(rnd, 0, 0x7fffffff)}`);
      cands.forEach((a, k) => {
        const c = copyPlain(world);
        rules.applyTrusted(c, seat, a);
        rollOut(rules, greedy, c, copyPlain(playRnd), known.round, budget.horizon);
        values[k]!.push(positionValue(c));
      });
      if (budget.timeUp?.()) break;
    }
    let best = 0;
    let bestGain = 0;
    for (let k = 1; k < cands.length; k++) {
      const gain = clearGain(values[k]!, values[0]!);
      if (gain > bestGain) [best, bestGain] = [k, gain];
    }
    return cands[best]!;
  };
}
