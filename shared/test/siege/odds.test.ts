import { measuredOdds, ODDS_MIN_GAMES, ODDS_ROWS, ODDS_SETUP, oddsMeasuredFor } from "../../src/siege/odds";
import { parseSiegeOptions } from "../../src/siege/state/options";

/*
 * siege G31 the measured odds table (shared/src/siege/odds.json, written by bench/siege-odds.ts):
 * the lobby's line says a setup's win rate from it.
 */

describe("siege G31 the measured odds table", () => {
  test("siege G31 every row is a measurement: wins within games, the 95 % interval around the rate, one row a bot and setup", () => {
    const keys = new Set<string>();
    for (const r of ODDS_ROWS) {
      expect(r.games).toBeGreaterThan(0);
      expect(r.wins).toBeGreaterThanOrEqual(0);
      expect(r.wins).toBeLessThanOrEqual(r.games);
      expect(r.low).toBeLessThanOrEqual(r.wins / r.games + 1e-4);
      expect(r.high).toBeGreaterThanOrEqual(r.wins / r.games - 1e-4);
      expect(r.losses.tc + r.losses.chaos + r.losses.unfinished).toBe(r.games - r.wins);
      expect(["printed", "off", "every-round"]).toContain(r.pressure);
      const k = `${r.bot}/${r.seats}/${r.pressure}`;
      expect(keys.has(k)).toBe(false);
      keys.add(k);
    }
  });

  test("siege G31 a setup's odds come from the strong bot's row, else the greedy bot's, each only from 100 games or more, else none", () => {
    const enough = (bot: string, r: { seats: number; pressure: string }) => ODDS_ROWS.find((x) => x.bot === bot && x.seats === r.seats && (r.seats === 1 || x.pressure === r.pressure) && x.games >= ODDS_MIN_GAMES);
    for (const r of ODDS_ROWS) {
      const from = enough("strong", r) ?? enough("greedy", r);
      const o = measuredOdds(r.seats, r.pressure);
      expect(o).toEqual(from ? { bot: from.bot, percent: Math.round((100 * from.wins) / from.games), games: from.games } : null);
    }
    // the strong bot was measured at `printed` only: `off` at 2 seats quotes greedy's 1,000 games (19 won)
    expect(measuredOdds(2, "off")).toEqual({ bot: "greedy", percent: 2, games: 1000 });
    expect(measuredOdds(2, "printed")).toMatchObject({ bot: "strong", games: 2000 });
    // one seat never meets Zeds Pressure (siege G31): its row stands for every value
    expect(measuredOdds(1, "every-round")).toEqual(measuredOdds(1, "printed"));
    expect(measuredOdds(1, "off")).toMatchObject({ bot: "strong", games: 1250 });
    expect(measuredOdds(5, "printed")).toBeNull();
  });

  test("siege G31 the odds hold for the setup they were measured in (the options' defaults) and no other: a short deck, a module off or the Basic Heroes", () => {
    expect(parseSiegeOptions({})).toMatchObject(ODDS_SETUP);
    expect(oddsMeasuredFor({})).toBe(true);
    expect(oddsMeasuredFor({ deck: "normal", trains: true, rumors: true, heroes: "draw", pressure: "off" })).toBe(true);
    expect(oddsMeasuredFor({ deck: "short" })).toBe(false);
    expect(oddsMeasuredFor({ trains: false })).toBe(false);
    expect(oddsMeasuredFor({ rumors: false })).toBe(false);
    expect(oddsMeasuredFor({ heroes: "basic" })).toBe(false);
  });
});
