import { SIEGE_BOARD as B, spaceIndex } from "../../src/siege/board";
import { blank, choose, draw, ofType, unit } from "./kit";

const at = (id: string) => spaceIndex(id);

describe("siege §6.4 Contaminated Water", () => {
  test("siege §6.4 Contaminated Water: the Start rolls 1 die and the lead loses that many, one at a time, in any mix of Supplies and hits to player units (G30: never Villagers or Refugees; G1: never a train)", () => {
    const s = blank(["seat1", "seat2"]);
    s.supplies = 2;
    unit(s, "civ3", "forest:2", "seat2"); // Civilians 2/1
    unit(s, "piazza", "TC", "seat2");
    unit(s, "villagers", "forest:4", null, { id: "villagers-forest:4" });
    unit(s, "refugees", "forest:1", null, { id: "refugees-1" });
    unit(s, "civ2", "bed1", "seat1", { coma: true });
    s.trains = [{ id: "wh-cargo", at: at("highway:2"), side: "departure", passengers: [] }];
    s.rnd.script = [3];
    const ev = draw(s, "contaminated-water");
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "eventSkipped")).toEqual([]);
    expect(ofType(ev, "waterLoss").map((e) => e.n)).toEqual([3]);
    const d = s.pending[0] as { purpose: string; options: string[]; seats: string[] };
    expect([d.purpose, d.options, d.seats]).toEqual(["water", ["supplies", "civ3", "piazza"], ["seat1"]]);
    choose(s, "seat1", "supplies");
    expect(s.supplies).toBe(1);
    const hit = choose(s, "seat1", "civ3");
    expect(ofType(hit, "waterHit").map((e) => e.unit)).toEqual(["civ3"]);
    expect(s.units.civ3).toMatchObject({ at: at("forest:2"), side: "full", hits: 1 });
    const last = choose(s, "seat1", "supplies");
    expect(ofType(last, "waterSupply").map((e) => e.supplies)).toEqual([0]);
    expect(s.supplies).toBe(0);
    expect(s.units.piazza).toMatchObject({ side: "full", hits: 0 });
    expect(s.work.some((w) => w.t === "water")).toBe(false);
    expect((s.pending[0] as { purpose?: string } | undefined)?.purpose).not.toBe("water");
  });

  test("siege §6.4 Contaminated Water: with no Supplies the only unit takes every hit (its Save included) and what nobody can take is lost", () => {
    const s = blank(["seat1"]);
    s.supplies = 0;
    unit(s, "civ3", "forest:2", "seat1"); // Civilians 2/1: 2 hits a side, the fourth is its last
    s.rnd.script = [6];
    const ev = draw(s, "contaminated-water");
    expect(ofType(ev, "waterHit")).toHaveLength(4);
    const d = s.pending[0] as { purpose: string; options: string[] };
    expect([d.purpose, d.options]).toEqual(["save", ["roll", "decline"]]);
    const after = choose(s, "seat1", "decline");
    expect(s.units.civ3!.at).toBe(B.cemetery);
    expect(ofType(after, "waterLost").map((e) => e.n)).toEqual([2]);
    expect(s.supplies).toBe(0);
  });

  test("siege §6.4 Contaminated Water with Supplies and nobody to hit takes Supplies only, at once", () => {
    const s = blank(["seat1"]);
    s.supplies = 7;
    unit(s, "piazza", "bed2", "seat1"); // a Bed's unit takes no Eat hit (phases/eat.ts)
    s.rnd.script = [5];
    const ev = draw(s, "contaminated-water");
    expect(s.pending).toEqual([]);
    expect(ofType(ev, "waterSupply").map((e) => e.supplies)).toEqual([6, 5, 4, 3, 2]);
    expect(s.supplies).toBe(2);
    expect(s.units.piazza).toMatchObject({ hits: 0, side: "full" });
  });
});
