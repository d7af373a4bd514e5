import { createRandom } from "../../src/core/rng";
import { SIEGE_BOARD as B, spaceIndex } from "../../src/siege/board";
import { DRAWN_HEROES, drawHeroes, levelTwoPool } from "../../src/siege/heroes/draw";
import { parseSiegeOptions } from "../../src/siege/state/options";
import { siege } from "../../src/siege";
import { setupSiege, setupSiegeFrom } from "../../src/siege/ruleset/setup";
import type { SiegeState } from "../../src/siege/state/game";
import { BASIC_UNITS, POOL_UNITS, unitDef } from "../../src/siege/units/player";

const POOL_HEROES = ["piazza", "hernandez", "schmidt", "hunt", "hauser", "santana", "rusty", "wright", "kingman", "johnson", "pickles", "alyssa"];
const POOL_HEROIC = ["furies", "horatius", "firefighters", "bauer", "riot-squad", "veterans", "salvation", "wzed", "clarion-courier"];

/** The units a setup puts in TC that are not ordinary Civilians, sorted. */
const tcHeroes = (s: SiegeState) =>
  Object.values(s.units)
    .filter((u) => u.at === B.tc && unitDef(u.def).category !== "civilians")
    .map((u) => u.id)
    .sort();

describe("siege §7 the random Level II hero draw", () => {
  test("siege §7 C13 the Level II pool is every Basic, Level I and II Hero and heroic Civilians unit defined, no scientist", () => {
    expect(levelTwoPool()).toEqual({ heroes: POOL_HEROES, heroic: POOL_HEROIC });
    // read from the definitions: every hero/heroic def of BASIC_UNITS and POOL_UNITS is in it
    const defs = [...BASIC_UNITS, ...POOL_UNITS].filter((d) => d.category === "hero" || d.category === "heroic-civilians");
    expect([...levelTwoPool().heroes, ...levelTwoPool().heroic].sort()).toEqual(defs.map((d) => d.id).sort());
  });

  test("siege §2.0 §7 a scripted draw: 4 Heroes one at a time from what is left, then 1 heroic Civilians unit; the rest stay available (G17)", () => {
    const rnd = createRandom("draw");
    rnd.script = [7, 6, 5, 4, 7];
    const d = drawHeroes("draw", rnd);
    expect(d.drawn).toEqual(["wright", "rusty", "santana", "hauser", "wzed"]);
    expect(d.available).toEqual(["piazza", "hernandez", "schmidt", "hunt", "furies", "horatius", "firefighters", "bauer", "riot-squad", "veterans", "salvation", "kingman", "johnson", "pickles", "alyssa", "clarion-courier"]);
    expect(rnd.script).toEqual([]);
    const first = createRandom("draw");
    first.script = [0, 0, 0, 0, 2];
    expect(drawHeroes("draw", first).drawn).toEqual(["piazza", "hernandez", "schmidt", "hunt", "firefighters"]);
  });

  test("siege §2.0 option heroes basic: the Basic four and the Furies, no draw, POOL_UNITS available", () => {
    const rnd = createRandom("basic");
    const before = structuredClone(rnd);
    expect(drawHeroes("basic", rnd)).toEqual({ drawn: ["piazza", "hernandez", "schmidt", "hunt", "furies"], available: POOL_UNITS.map((d) => d.id) });
    expect(rnd).toEqual(before);
  });

  test("siege §7 D2 a room's default setup draws 4 Heroes and 1 heroic Civilians unit into TC, full side; the undrawn 16 are available", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const s = setupSiege({}, seed);
      const drawn = tcHeroes(s);
      // the Clarion Courier, when drawn, brings one more heroic Civilians unit as it enters play (§3.3, heroes/arrival.ts)
      const courier = drawn.includes("clarion-courier") ? 1 : 0;
      expect(drawn.filter((id) => POOL_HEROES.includes(id))).toHaveLength(DRAWN_HEROES);
      expect(drawn.filter((id) => POOL_HEROIC.includes(id))).toHaveLength(1 + courier);
      expect(drawn).toHaveLength(5 + courier);
      expect(drawn.every((id) => s.units[id]!.side === "full" && s.units[id]!.hits === 0)).toBe(true);
      expect([...s.available, ...drawn].sort()).toEqual([...POOL_HEROES, ...POOL_HEROIC].sort());
      expect(s.available).toHaveLength(16 - courier);
    }
    const sets = new Set(["a", "b", "c", "d", "e", "f"].map((seed) => tcHeroes(setupSiege({}, seed)).join()));
    expect(sets.size).toBeGreaterThan(1);
  });

  test("siege §2.0 the hero draw comes last: a seed deals the same Zeds, Civilians, decks and rumors with either option", () => {
    for (const seed of ["s1", "s2", "s3"]) {
      const drawn = setupSiege({ seats: ["seat1", "seat2"] }, seed);
      const basic = setupSiege({ seats: ["seat1", "seat2"], heroes: "basic" }, seed);
      expect(drawn.setupRoll).toEqual(basic.setupRoll);
      expect(drawn.zeds).toEqual(basic.zeds);
      expect(drawn.decks).toEqual(basic.decks);
      expect(drawn.rumors).toEqual(basic.rumors);
      expect(drawn.spareCivilians).toEqual(basic.spareCivilians);
      for (const v of ["forest:4", "mountain:5", "highway:5", "suburbs:5", "suburbs:3", "TC"]) {
        const civ = (s: SiegeState) => Object.values(s.units).filter((u) => u.at === spaceIndex(v) && u.def.startsWith("civ")).map((u) => u.id);
        expect(civ(drawn)).toEqual(civ(basic));
      }
    }
  });

  test("siege G30 deal order with drawn Heroes: the 4 Heroes in draw order, then the heroic Civilians, the TC Civilians, the Village Civilians", () => {
    const o = parseSiegeOptions({ seats: ["seat1", "seat2", "seat3", "seat4"] });
    // the generator as the hero draw finds it: a basic setup makes every other draw and no hero draw
    const at = createRandom("g30");
    setupSiegeFrom({ ...o, heroes: "basic" }, at);
    const expected = drawHeroes("draw", at).drawn;
    const s = setupSiegeFrom(o, createRandom("g30"));
    expect(tcHeroes(s)).toEqual([...expected].sort());
    const civAt = (id: string) => Object.values(s.units).find((u) => u.at === spaceIndex(id) && u.def.startsWith("civ"))!;
    const order = [...expected.map((id) => s.units[id]!), civAt("TC"), civAt("forest:4"), civAt("mountain:5"), civAt("highway:5"), civAt("suburbs:5"), civAt("suburbs:3")];
    expect(order.map((u) => u.seat)).toEqual(["seat1", "seat2", "seat3", "seat4", "seat1", "seat2", "seat3", "seat4", "seat1", "seat2", "seat3"]);
  });

  test("siege §3.3 arrival bonuses of drawn units apply at setup: Horatius +3 Supplies, Salvation troops +2, Mr. Johnson +2 Supplies +3 Ammo (20 at most)", () => {
    const seeds = Array.from({ length: 200 }, (_, i) => `arr-${i}`);
    const found = { horatius: 0, salvation: 0 };
    for (const seed of seeds) {
      const drawn = setupSiege({}, seed);
      const basic = setupSiege({ heroes: "basic" }, seed);
      const bonus = (drawn.units.horatius ? 3 : 0) + (drawn.units.salvation ? 2 : 0) + (drawn.units.johnson ? 2 : 0);
      expect(drawn.supplies).toBe(Math.min(20, basic.supplies + bonus));
      expect(drawn.ammo).toBe(Math.min(20, basic.ammo + (drawn.units.johnson ? 3 : 0)));
      if (drawn.units.horatius) found.horatius++;
      if (drawn.units.salvation) found.salvation++;
    }
    // the seeds hold both cases (1 heroic Civilians unit in 9 is drawn per game)
    expect(found.horatius).toBeGreaterThan(0);
    expect(found.salvation).toBeGreaterThan(0);
  });
});

describe("siege §7 stored games from before the hero draw", () => {
  test("siege §2.0 options stored without `heroes` (every game dealt the Basic four then) set up with the Basic four; parsed room options keep the draw", () => {
    const old = siege.lobby.optionsFor({ deck: "normal", trains: true, rumors: true } as never, ["seat1"]);
    expect(old.heroes).toBe("basic");
    expect(tcHeroes(siege.setup(old, "old-game"))).toEqual(["furies", "hernandez", "hunt", "piazza", "schmidt"]);
    const fresh = siege.lobby.optionsFor(siege.lobby.parseOptions({}), ["seat1"]);
    expect(fresh.heroes).toBe("draw");
  });
});
