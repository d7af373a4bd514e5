import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRandom } from "@zedfall/shared";
import { siege, siegeEngine, type SiegeAction, type SiegeSeatId } from "@zedfall/shared/siege";
import { BASIC_UNITS, POOL_UNITS } from "@zedfall/shared/siege/units/player";

/**
 * The Level II e2e game (e2e/level2/plan.json, played in two browsers by `npm run e2e`) checked
 * offline: when a rule change breaks it, this says so in seconds. Regenerate it with
 * `node --import tsx e2e/level2/plan.ts`.
 */
describe("the scripted Level II game of the e2e test", () => {
  const plan = JSON.parse(readFileSync(join(process.cwd(), "e2e", "level2", "plan.json"), "utf8")) as {
    seed: string;
    options: Record<string, unknown>;
    seats: SiegeSeatId[];
    log: { seat: SiegeSeatId; action: SiegeAction }[];
    heroes: { unit: string; def: string; seat: SiegeSeatId }[];
    raiders: number;
    raidersOnMap: { id: string; at: number }[];
    hint: number;
    hintSeat: SiegeSeatId;
    hintAction: SiegeAction;
    result: { winner: string; rule: string; key: string; params: Record<string, string | number | string[]> };
  };

  test("[siege §2.0] [siege §6.4] [siege §7] the plan replays: drawn Heroes beyond the Basic four, Raiders on the map, the Hint's suggestion for the one seat that may act, and the game's end with its epilogue score", () => {
    expect(plan.options).toEqual({ deck: "short", trains: true, rumors: true, heroes: "draw" });
    expect(plan.seats).toEqual(["seat1", "seat2"]);
    const s = siege.setup({ ...plan.options, seats: plan.seats }, plan.seed);
    // the draw: 4 Heroes and 1 heroic Civilians unit (Basic or Level II pool units); those beyond the Basic four are the plan's, by seat
    const pool = new Set(POOL_UNITS.map((d) => d.id));
    const basic = new Set(BASIC_UNITS.map((d) => d.id));
    const dealt = Object.values(s.units).filter((u) => pool.has(u.def) || basic.has(u.def));
    expect(dealt).toHaveLength(5);
    expect(dealt.filter((u) => pool.has(u.def)).map((u) => ({ unit: u.id, def: u.def, seat: u.seat }))).toEqual(plan.heroes);
    expect(plan.heroes.length).toBeGreaterThan(0);
    for (const [i, e] of plan.log.entries()) {
      if (i === plan.raiders - 1) expect(Object.keys(s.raiders)).toEqual([]);
      if (i === plan.raiders) expect(Object.values(s.raiders).map((r) => ({ id: r.id, at: r.at }))).toEqual(plan.raidersOnMap);
      if (i === plan.hint) {
        // exactly one seat may act, and the server's Hint (hints.ts) would suggest the plan's action to it, changing nothing
        expect(plan.seats.filter((x) => siegeEngine.legalActions(s, x).length > 0)).toEqual([plan.hintSeat]);
        const before = JSON.stringify(s);
        const suggested = siege.bots[siege.hintBot]!(siege.hintState(s, plan.hintSeat), plan.hintSeat, createRandom(`hint:${plan.hintSeat}:${i}`));
        expect(suggested).toEqual(plan.hintAction);
        expect(siegeEngine.legalActions(s, plan.hintSeat)).toContainEqual(plan.hintAction);
        expect(JSON.stringify(s)).toBe(before);
      }
      expect(s.result).toBeNull();
      try {
        siege.apply(s, e.seat, e.action);
      } catch (err) {
        throw new Error(`entry ${i} ${JSON.stringify(e)} is refused now: ${(err as Error).message} — regenerate e2e/level2/plan.json`);
      }
    }
    expect(plan.raiders).toBeGreaterThan(0);
    expect(plan.hint).toBeGreaterThanOrEqual(plan.raiders);
    expect(plan.log.length).toBeLessThanOrEqual(400);
    expect(s.result).toMatchObject(plan.result);
  });
});
