import { measuredOdds, oddsMeasuredFor } from "@zedfall/shared/siege/odds";
import type { PressureOption } from "@zedfall/shared/siege/state/options";
import { t } from "../../shell/i18n";

/**
 * The lobby's line on a Siege table's measured odds (bench/siege-odds.ts, siege G31): for `filled`
 * seats and the table's `pressure` option (printed when unset), the strong bot's win rate, else the
 * greedy bot's, saying which and over how many games; for a table whose other options are not those
 * the odds were measured in (a short deck, a module off, the Basic Heroes) a line that says no odds
 * were measured for it, rather than another game's; null with no seat filled or no measured row.
 */
export function oddsLine(options: Record<string, unknown>, filled: number): string | null {
  if (!filled) return null;
  if (!oddsMeasuredFor(options)) return t("siege.oddsNotMeasured");
  const o = measuredOdds(filled, (options.pressure as PressureOption | undefined) ?? "printed");
  return o ? t(o.bot === "strong" ? "siege.oddsStrong" : "siege.oddsGreedy", { n: o.percent, games: o.games }) : null;
}
