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
 * The measured win rate of a team of bots at `seats` filled seats (1–4) and Zeds Pressure `pressure`
 * (siege G31): from the strong bot's row, else the greedy bot's; null when neither was measured.
 * Returns the bot, the rate in whole percent (rounded) and the games it comes from.
 */
export function measuredOdds(seats: number, pressure: PressureOption): { bot: "strong" | "greedy"; percent: number; games: number } | null {
  for (const bot of ["strong", "greedy"] as const) {
    const r = ODDS_ROWS.find((x) => x.bot === bot && x.seats === seats && x.pressure === pressure);
    if (r && r.games > 0) return { bot, percent: Math.round((100 * r.wins) / r.games), games: r.games };
  }
  return null;
}
