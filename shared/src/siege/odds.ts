import table from "./odds.json";
import type { PressureOption } from "./state/options";

/** One measured setup of the odds table (odds.json, written by bench/siege-odds.ts). */
export interface OddsRow {
  bot: "greedy" | "strong";
  seats: number;
  pressure: PressureOption;
  games: number;
  wins: number;
  /** The 95 % Wilson interval of the win rate. */
  low: number;
  high: number;
  meanRounds: number;
  losses: { tc: number; chaos: number; unfinished: number };
  date: string;
  commit: string;
}

/** The measured odds table (client-safe data: no rule, no secret). */
export const ODDS_ROWS: readonly OddsRow[] = (table as { rows: OddsRow[] }).rows;

/**
 * The fewest games a row must come from for the lobby to quote it: at 100 games a 95 % interval is
 * at most about ±10 points wide; a row of a handful of games (its interval 0–49 %) says nothing.
 */
export const ODDS_MIN_GAMES = 100;

/**
 * The table options the odds bench plays besides the seats and `pressure` (bench/siege-odds.ts):
 * the normal deck, both modules on, drawn Heroes (each the option's default).
 */
export const ODDS_SETUP = { deck: "normal", trains: true, rumors: true, heroes: "draw" } as const;

/**
 * Whether table options `options` (an unset option is its default) are the setup the odds were
 * measured in, apart from the seats and `pressure`: a shorter deck or a module off is another game,
 * whose odds the table does not know.
 */
export function oddsMeasuredFor(options: Record<string, unknown>): boolean {
  return Object.entries(ODDS_SETUP).every(([k, v]) => (options[k] ?? v) === v);
}

/**
 * The measured win rate of a team of bots at `seats` filled seats (1–4) and Zeds Pressure `pressure`
 * (siege G31): from the strong bot's row, else the greedy bot's, each only when it comes from at
 * least ODDS_MIN_GAMES games (at one seat a row of any `pressure`: Pressure never comes solo); null when neither does. Returns the bot, the rate in whole percent
 * (rounded) and the games it comes from.
 */
export function measuredOdds(seats: number, pressure: PressureOption): { bot: "strong" | "greedy"; percent: number; games: number } | null {
  for (const bot of ["strong", "greedy"] as const) {
    // one seat never meets Zeds Pressure (siege G31): its games stand for every `pressure` value
    const r = ODDS_ROWS.find((x) => x.bot === bot && x.seats === seats && (seats === 1 || x.pressure === pressure));
    if (r && r.games >= ODDS_MIN_GAMES) return { bot, percent: Math.round((100 * r.wins) / r.games), games: r.games };
  }
  return null;
}
