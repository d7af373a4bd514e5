import { readFileSync } from "node:fs";
import { join } from "node:path";
import { siege, siegeEngine, type SiegeAction, type SiegeSeatId } from "@zedfall/shared/src/siege";

/**
 * The Rumors and Rails e2e game (e2e/rails/plan.json, played in two browsers by `npm run e2e`)
 * checked offline: when a rule change breaks it, this says so in seconds. Regenerate it with
 * `node --import tsx e2e/rails/plan.ts`.
 */
describe("the scripted Rumors and Rails game of the e2e test", () => {
  test("[S-T10] [S-R3] the plan replays: a Hero rides a train from Town Center to a Station that pays, and later a Hero reveals a rumor that is an item", () => {
    const plan = JSON.parse(readFileSync(join(process.cwd(), "e2e", "rails", "plan.json"), "utf8")) as {
      seed: string;
      options: Record<string, unknown>;
      seats: SiegeSeatId[];
      log: { seat: SiegeSeatId; action: SiegeAction }[];
      train: number;
      trainEnd: number;
      reveal: number;
      run: { train: string; hero: string; station: number; seat: SiegeSeatId };
    };
    const s = siege.setup({ ...plan.options, seats: plan.seats }, plan.seed);
    const ride: string[] = [];
    for (const [i, e] of plan.log.entries()) {
      let ev;
      try {
        ev = siege.apply(s, e.seat, e.action);
      } catch (err) {
        throw new Error(`entry ${i} ${JSON.stringify(e)} is refused now: ${(err as Error).message} — regenerate e2e/rails/plan.json`);
      }
      if (i >= plan.train && i < plan.trainEnd) ride.push(...ev.map((x) => x.type));
      if (i === plan.trainEnd - 1) {
        expect(s.units[plan.run.hero]!.at).toBe(plan.run.station);
        expect(s.trains.find((t) => t.id === plan.run.train)).toMatchObject({ at: plan.run.station, side: "departure", passengers: [] });
      }
    }
    expect(plan.log[plan.train]!.action).toEqual({ type: "trainMove", train: plan.run.train, pay: "player" });
    expect(ride).toEqual(expect.arrayContaining(["trainBoard", "trainMove", "stationBonus", "passengersOff"]));
    // the moment of the reveal: a seat may reveal, and what it turns up is an item
    const by = plan.seats.find((x) => siegeEngine.legalActions(s, x).some((a) => a.type === "reveal"))!;
    expect(by).toBeDefined();
    const reveal = siegeEngine.legalActions(s, by).find((a) => a.type === "reveal")!;
    const ev = siege.apply(s, by, reveal as SiegeAction) as { type: string; kind?: string; rumor?: string; unit?: string }[];
    const shown = ev.find((e) => e.type === "rumorRevealed")!;
    expect(shown.kind).toBe("attach");
    expect(s.units[shown.unit!]!.items).toContain(shown.rumor);
  });
});
