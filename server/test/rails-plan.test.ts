import { readFileSync } from "node:fs";
import { join } from "node:path";
import { siege, type SiegeAction, type SiegeSeatId } from "@zedfall/shared/siege";

/**
 * The Rumors and Rails e2e game (e2e/rails/plan.json, played in two browsers by `npm run e2e`)
 * checked offline: when a rule change breaks it, this says so in seconds. Regenerate it with
 * `node --import tsx e2e/rails/plan.ts`.
 */
describe("the scripted Rumors and Rails game of the e2e test", () => {
  test("[S-T10] [S-R3] [S-R9] the plan replays: a Hero rides a train from Town Center to a Station that pays, later a Hero reveals the Mystic Amulet, and then a roll opens its offer", () => {
    const plan = JSON.parse(readFileSync(join(process.cwd(), "e2e", "rails", "plan.json"), "utf8")) as {
      seed: string;
      options: Record<string, unknown>;
      seats: SiegeSeatId[];
      log: { seat: SiegeSeatId; action: SiegeAction }[];
      train: number;
      trainEnd: number;
      reveal: number;
      amulet: number;
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
    // the reveal entry turned up the Amulet, on the revealing unit
    expect(plan.log[plan.reveal]!.action.type).toBe("reveal");
    const holder = (plan.log[plan.reveal]!.action as { unit: string }).unit;
    expect(s.units[holder]?.items ?? []).toContain("mystic-amulet");
    // the moment of the offer: the Amulet's window is open for the holder's seat, with at least one die to turn
    const w = s.pending[0] as unknown as { kind: string; seats: string[]; unit: string; offers: { die: number; dice: number[]; outcome: string }[] };
    expect(w.kind).toBe("amulet");
    expect(w.unit).toBe(holder);
    expect(w.seats).toEqual([s.units[holder]!.seat]);
    expect(w.offers.length).toBeGreaterThan(0);
    for (const o of w.offers) expect(o.dice[o.die]).toBe(5);
  });
});
