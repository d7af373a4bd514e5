import { spaceIndex } from "../../src/siege/board";
import type { SiegeState } from "../../src/siege/state/game";
import type { SiegeSeatId } from "../../src/siege/state/options";
import { blank, choose, counter, draw, ofType, run, unit, zed } from "./kit";

const at = (id: string) => spaceIndex(id);

/** A blank game in the Zeds phase of a What's That Smell? round, about to run the phase's end (Pressure, then the card's text). */
function smellRound(seats: SiegeSeatId[] = ["seat1", "seat2"]): SiegeState {
  const s = blank(seats);
  s.decks.current = "whats-that-smell";
  s.phase = "zeds";
  s.work.push({ t: "zedsEnd" });
  return s;
}

/** The units no Smell Zeds may go for: in TC, Villagers alone, a Hero on a Start, a comatose unit in a Bed, and a train. */
function bystanders(s: SiegeState): void {
  unit(s, "piazza", "TC", "seat1");
  unit(s, "villagers", "forest:4", null, { id: "villagers-forest:4" });
  unit(s, "hunt", "mountain:7", "seat2");
  unit(s, "civ2", "bed1", "seat1", { coma: true });
  s.trains = [{ id: "wh-cargo", at: at("highway:2"), side: "departure", passengers: [] }];
}

describe("siege §6.3 What's That Smell?", () => {
  test("siege §6.3 What's That Smell?: at the end of the Zeds phase a reduced Zeds appears on a player unit's space outside TC of the lead's choice and attacks; it wins and flips to full", () => {
    const s = smellRound();
    bystanders(s);
    unit(s, "civ3", "forest:2", "seat1"); // Civilians 2/1
    unit(s, "furies", "suburbs:3", "seat2");
    run(s);
    const d = s.pending[0] as { purpose: string; options: string[]; seats: string[] };
    expect([d.purpose, d.options, d.seats]).toEqual(["smell", ["forest:2", "suburbs:3"], ["seat1"]]);
    const id = counter(s, "6/4");
    const left = s.reserve.length;
    // the draw takes the 6/4; reduced, Strength 4 against 2: Zeds×2; 4+4 = 8 → 1 hit to the Zeds, 2 to the Civilians, the Zeds win
    s.rnd.script = [s.reserve.indexOf(id), 4, 4];
    const ev = choose(s, "seat1", "forest:2");
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "smellZeds").map((e) => [e.zeds, e.space])).toEqual([[id, at("forest:2")]]);
    expect(s.reserve).toHaveLength(left - 1);
    const fight = ofType(ev, "handToHand")[0]!;
    expect([fight.column, fight.zedsHits, fight.playerHits, fight.loser]).toEqual(["Zeds×2", 1, 2, "player"]);
    expect(s.infection).toBe(1);
    // the winner turns over to its full side; the hit it took stays on it
    expect(ofType(ev, "smellFlip").map((e) => e.zeds)).toEqual([id]);
    expect(s.zeds[id]).toMatchObject({ at: at("forest:2"), side: "full", hits: 1, markers: [] });
    expect(s.units.civ3).toMatchObject({ at: at("forest:1"), side: "reduced", hits: 0 });
    expect(s.flags.filter((f) => f.startsWith("smell:"))).toEqual([]);
  });

  test("siege §6.3 What's That Smell?: Zeds that lose their attack retreat toward Start and stay reduced", () => {
    const s = smellRound(["seat1"]);
    unit(s, "furies", "suburbs:3", "seat1"); // 6/3, Tenacious, in the Village of Beauxville (+1)
    const id = counter(s, "7/5");
    // one space: taken at once; reduced Strength 5 against 6: Humans+, +1 Terrain → Humans×2; 1+2 = 3 → 2/2*, the Zeds lose;
    // the Furies roll 6 and 6 against their two hits
    s.rnd.script = [s.reserve.indexOf(id), 1, 2, 6, 6];
    const ev = run(s);
    expect(s.rnd.script).toEqual([]);
    expect(s.pending).toEqual([]);
    const fight = ofType(ev, "handToHand")[0]!;
    expect([fight.column, fight.zedsHits, fight.playerHits, fight.loser]).toEqual(["Humans×2", 2, 2, "zeds"]);
    expect(ofType(ev, "smellFlip")).toEqual([]);
    expect(s.zeds[id]).toMatchObject({ at: at("suburbs:4"), side: "reduced", hits: 2 });
    expect(s.units.furies).toMatchObject({ at: at("suburbs:3"), side: "full", hits: 0 });
    expect(s.spaces[at("suburbs:4")]!.chaos).toBe(1); // it came to rest on Farmingdale University (G5)
    expect(s.flags.filter((f) => f.startsWith("smell:"))).toEqual([]);
  });

  test("siege §6.3 What's That Smell? comes after Zeds Pressure (G15: the end-of-Zeds-phase text is last)", () => {
    const s = smellRound(["seat1", "seat2"]);
    // the card has no Pressure icon (G31): Pressure comes only with option every-round
    s.options.pressure = "every-round";
    const p = zed(s, "4/2", "highway:5");
    unit(s, "civ7", "mountain:3", "seat1"); // Civilians 4/2
    const id = counter(s, "2/1");
    // reduced Strength 1 against 4: Humans×3; 6+6 = 12 → 5/0*: the Zeds are eliminated
    s.rnd.script = [s.reserve.indexOf(id), 6, 6];
    const ev = run(s);
    expect(s.rnd.script).toEqual([]);
    const types = ev.map((e) => e.type);
    expect(s.zeds[p.id]!.at).toBe(at("highway:4"));
    expect(types.indexOf("pressure")).toBeGreaterThanOrEqual(0);
    expect(types.indexOf("pressure")).toBeLessThan(types.indexOf("smellZeds"));
    expect(s.zeds[id]).toBeUndefined();
    expect(s.reserve).toContain(id);
    expect(ofType(ev, "smellFlip")).toEqual([]);
  });

  test("siege §6.3 What's That Smell? with no player unit outside TC able to fight (G1: trains are never its target) does nothing", () => {
    const s = smellRound();
    bystanders(s);
    const left = [...s.reserve];
    const ev = run(s);
    expect(s.pending).toEqual([]);
    expect(ofType(ev, "noEffect").map((e) => e.rule)).toEqual(["siege §6.3"]);
    expect(ofType(ev, "smellZeds")).toEqual([]);
    expect(s.zeds).toEqual({});
    expect(s.reserve).toEqual(left);
  });

  test("siege §6.3 What's That Smell? with an empty reserve places nothing (G13)", () => {
    const s = smellRound();
    unit(s, "civ3", "forest:2", "seat1");
    s.reserve = [];
    const ev = run(s);
    expect(s.pending).toEqual([]);
    expect(ofType(ev, "reserveEmpty").map((e) => e.rule)).toEqual(["siege G13"]);
    expect(s.zeds).toEqual({});
    expect(s.units.civ3!.at).toBe(at("forest:2"));
  });

  test("siege §6.3 What's That Smell?'s Draw has no Start text and skips nothing", () => {
    const s = blank(["seat1"]);
    const ev = draw(s, "whats-that-smell");
    expect(s.decks.current).toBe("whats-that-smell");
    expect(ofType(ev, "eventSkipped")).toEqual([]);
  });
});
