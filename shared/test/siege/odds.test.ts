import { measuredOdds, ODDS_ROWS } from "../../src/siege/odds";

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

  test("siege G31 a setup's odds come from the strong bot's row, else the greedy bot's, else none", () => {
    for (const r of ODDS_ROWS) {
      const o = measuredOdds(r.seats, r.pressure)!;
      const strong = ODDS_ROWS.find((x) => x.bot === "strong" && x.seats === r.seats && x.pressure === r.pressure);
      const from = strong ?? r;
      expect(o).toEqual({ bot: from.bot, percent: Math.round((100 * from.wins) / from.games), games: from.games });
    }
    expect(measuredOdds(5, "printed")).toBeNull();
  });
});
