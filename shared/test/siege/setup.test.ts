import { RuleError } from "../../src/core/errors";
import { createRandom } from "../../src/core/rng";
import { SIEGE_BOARD as B, spaceIndex, spaceLabel } from "../../src/siege/board";
import { CARDS_BELOW_GUARD, DECK_COUNTS, buildEventDeck } from "../../src/siege/cards/decks";
import { EVENT_CARDS, EVENT_CARD_IDS } from "../../src/siege/cards/event/deck";
import { FATE_CARDS, FATE_CARD_IDS, RUMOR_IDS } from "../../src/siege/cards/fate/deck";
import { parseSiegeOptions } from "../../src/siege/state/options";
import { CHAOS_POOL_LEVEL_II, setupSiege, setupSiegeFrom } from "../../src/siege/ruleset/setup";
import type { SiegeState } from "../../src/siege/state/game";
import { ZEDS_COUNTERS } from "../../src/siege/units/zeds";
import { expectRefusalError } from "../refusal";

const unitsAt = (s: SiegeState, id: string) =>
  Object.values(s.units)
    .filter((u) => u.at === spaceIndex(id))
    .map((u) => u.id)
    .sort();

describe("siege D2 options", () => {
  test("siege D2 defaults: one seat, normal deck, trains and rumors on", () => {
    expect(parseSiegeOptions({})).toEqual({ seats: ["seat1"], deck: "normal", trains: true, rumors: true, heroes: "draw", pressure: "printed" });
    expect(parseSiegeOptions(undefined)).toEqual({ seats: ["seat1"], deck: "normal", trains: true, rumors: true, heroes: "draw", pressure: "printed" });
  });
  test("siege D2 seats come back in seat order", () => {
    expect(parseSiegeOptions({ seats: ["seat3", "seat1"] }).seats).toEqual(["seat1", "seat3"]);
  });
  test("siege D2 bad options are refused with BAD_OPTIONS naming the option", () => {
    const refused = (o: unknown) => {
      try {
        parseSiegeOptions(o);
      } catch (e) {
        expect(e).toBeInstanceOf(RuleError);
        expect((e as RuleError).code).toBe("BAD_OPTIONS");
        return e as RuleError;
      }
      throw new Error("accepted");
    };
    expectRefusalError(refused({ deck: "long" }), "msg.badOption", { option: "deck", detail: "Invalid option: expected one of \"normal\"|\"short\"" });
    expectRefusalError(refused({ seats: ["seat1", "seat1"] }), "msg.badOption", { option: "seats", detail: "a seat is listed twice" });
    expectRefusalError(refused({ seats: [] }), "msg.badOption", { option: "seats", detail: "Too small: expected array to have >=1 items" });
    expectRefusalError(refused({ seats: ["seat5"] }), "msg.badOption", { option: "seats.0", detail: "Invalid option: expected one of \"seat1\"|\"seat2\"|\"seat3\"|\"seat4\"" });
    expectRefusalError(refused({ trains: "yes" }), "msg.badOption", { option: "trains", detail: "Invalid input: expected boolean, received string" });
    expectRefusalError(refused({ level: 3 }), "msg.badOption", { option: "(options)", detail: "Unrecognized key: \"level\"" });
  });
  test("[S-T0] Freight Trains and Rumor Mill can each be played alone, on the Level II setup", () => {
    const onlyTrains = setupSiege({ trains: true, rumors: false }, "m");
    expect(onlyTrains.trains).toHaveLength(2);
    expect(onlyTrains.rumors).toBeNull();
    const onlyRumors = setupSiege({ trains: false, rumors: true }, "m");
    expect(onlyRumors.trains).toEqual([]);
    expect(onlyRumors.rumors!.stack).toHaveLength(16);
    // Level II material is in play either way: Villagers, the Chaos pool, green cards
    for (const s of [onlyTrains, onlyRumors]) {
      expect(s.chaosPool).toBe(10);
      expect(s.decks.event).toContain("national-guard-arrives");
      expect(Object.values(s.units).filter((u) => u.def === "villagers")).toHaveLength(5);
    }
  });
});

describe("siege §2.0 Level II setup", () => {
  test("siege §2.0 setup is deterministic from the seed and plain JSON", () => {
    const a = setupSiege({ seats: ["seat1", "seat2"] }, "seed-1");
    const b = setupSiege({ seats: ["seat1", "seat2"] }, "seed-1");
    expect(a).toEqual(b);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    const decks = new Set(["seed-1", "seed-2", "seed-3", "seed-4"].map((seed) => setupSiege({}, seed).decks.event.join()));
    expect(decks.size).toBeGreaterThan(1);
  });

  test("siege §2.0 Level I resources from 2 dice: Supplies = sum, Ammo = 6 − lower; Infection 0", () => {
    const rnd = createRandom("r");
    rnd.script = [3, 5];
    // the Basic heroes: no arrival bonus on top of the roll (heroes/arrival.ts)
    const s = setupSiegeFrom(parseSiegeOptions({ heroes: "basic" }), rnd);
    expect(s.setupRoll).toEqual([3, 5]);
    expect([s.supplies, s.ammo, s.infection, s.actionTrack]).toEqual([8, 3, 0, 0]);
    const r2 = createRandom("r");
    r2.script = [6, 6];
    const t = setupSiegeFrom(parseSiegeOptions({ heroes: "basic" }), r2);
    expect([t.supplies, t.ammo]).toEqual([12, 0]);
  });

  test("siege §2.0 one random normal Zeds unit, full and unhurt, on each Start space; 30 left in the reserve", () => {
    const s = setupSiege({}, "z");
    const zs = Object.values(s.zeds);
    expect(zs.map((z) => spaceLabel(z.at)).sort()).toEqual(["FO Start", "HW Start", "MO Start", "SU Start"]);
    expect(zs.every((z) => z.kind === "normal" && z.side === "full" && z.hits === 0 && ZEDS_COUNTERS.some((c) => c.id === z.id))).toBe(true);
    expect(s.reserve).toHaveLength(30);
    expect([...s.reserve, ...zs.map((z) => z.id)].sort()).toEqual(ZEDS_COUNTERS.map((c) => c.id));
  });

  test("siege §2.0 each Village holds a full Civilians unit Holding Out and a Villagers counter; TC one Civilians unit; the 7th is spare", () => {
    const s = setupSiege({}, "v");
    const villages = ["forest:4", "mountain:5", "highway:5", "suburbs:5", "suburbs:3"];
    const civs: string[] = [];
    for (const v of villages) {
      const here = Object.values(s.units).filter((u) => u.at === spaceIndex(v));
      expect(here).toHaveLength(2);
      const civ = here.find((u) => u.def.startsWith("civ"))!;
      expect(civ).toMatchObject({ side: "full", hits: 0, holdingOut: true });
      expect(here.find((u) => u.def === "villagers")).toMatchObject({ id: `villagers-${v}`, seat: null, holdingOut: false });
      civs.push(civ.id);
    }
    const tcCivs = Object.values(s.units).filter((u) => u.at === B.tc && u.def.startsWith("civ"));
    expect(tcCivs).toHaveLength(1);
    expect(tcCivs[0]!.holdingOut).toBe(false);
    expect([...civs, tcCivs[0]!.id, ...s.spareCivilians].sort()).toEqual(["civ1", "civ2", "civ3", "civ4", "civ5", "civ6", "civ7"]);
  });

  test("siege §2.0 S1 the Basic four Heroes and the Farmingdale Furies start in TC, full side", () => {
    const s = setupSiege({ heroes: "basic" }, "h");
    expect(unitsAt(s, "TC").filter((id) => !id.startsWith("civ"))).toEqual(["furies", "hernandez", "hunt", "piazza", "schmidt"]);
    expect(["piazza", "hernandez", "schmidt", "hunt", "furies"].every((id) => s.units[id]!.side === "full")).toBe(true);
    expect(Object.keys(s.units)).toHaveLength(5 + 6 + 5);
  });

  test("siege D1 G30 units are dealt round-robin: Piazza, Hernandez, Schmidt, Hunt, Furies, TC Civilians, Village Civilians Forest to Suburbs", () => {
    const s = setupSiege({ seats: ["seat1", "seat2", "seat3"], heroes: "basic" }, "deal");
    const civAt = (id: string) => Object.values(s.units).find((u) => u.at === spaceIndex(id) && u.def.startsWith("civ"))!;
    const order = [s.units.piazza!, s.units.hernandez!, s.units.schmidt!, s.units.hunt!, s.units.furies!, civAt("TC"), civAt("forest:4"), civAt("mountain:5"), civAt("highway:5"), civAt("suburbs:5"), civAt("suburbs:3")];
    expect(order.map((u) => u.seat)).toEqual(["seat1", "seat2", "seat3", "seat1", "seat2", "seat3", "seat1", "seat2", "seat3", "seat1", "seat2"]);
    const solo = setupSiege({ heroes: "basic" }, "deal");
    expect(Object.values(solo.units).every((u) => (u.def === "villagers" ? u.seat === null : u.seat === "seat1"))).toBe(true);
  });

  test("siege §2.0 Level I/II pools: 9 Super-Zeds in the bag, Chaos pool 10, the G17 pool available, empty Beds and Camp", () => {
    const s = setupSiege({ heroes: "basic" }, "p");
    expect([...s.bag].sort()).toEqual(["berserkers", "devastators", "doomed", "giants", "ironclads", "leapers", "oozers", "regenerators", "wolf-zeds"]);
    expect(s.chaosPool).toBe(CHAOS_POOL_LEVEL_II);
    expect(CHAOS_POOL_LEVEL_II).toBe(10);
    expect(s.available).toHaveLength(16); // the 11 stat-only units of G17 and the five S4 heroes
    expect(Object.values(s.units).some((u) => u.at === B.camp || B.beds.includes(u.at))).toBe(false);
    expect(s.spaces.every((sp) => sp.chaos === 0 && !sp.noEntry && sp.barricade === null && sp.bridge === null && sp.rumor === null)).toBe(true);
  });

  test("siege G12 round 1 starts at the Draw phase with the first seat as lead; every seat holds its Player Action", () => {
    const s = setupSiege({ seats: ["seat2", "seat4"] }, "l");
    expect([s.phase, s.round, s.lead]).toEqual(["draw", 1, "seat2"]);
    expect(s.actionPhase).toEqual({ playerAction: { seat2: true, seat4: true }, done: [], healed: [], equipped: false, used: [], free: {} });
    expect(s.pending).toEqual([]);
    expect(s.result).toBeNull();
  });

  test("[S-T1] both trains start in Town Center, Departure side up, nobody aboard", () => {
    const s = setupSiege({}, "t");
    expect(s.trains).toEqual([
      { id: "wh-cargo", at: B.tc, side: "departure", passengers: [] },
      { id: "express-bv", at: B.tc, side: "departure", passengers: [] },
    ]);
  });

  test("[S-R1] all 16 rumors are shuffled face down in a stack; none is on the map", () => {
    const stacks = ["a", "b", "c"].map((seed) => setupSiege({}, seed).rumors!);
    for (const r of stacks) {
      expect([...r.stack].sort()).toEqual([...RUMOR_IDS].sort());
      expect(r.tokens).toEqual({});
      expect(r.secure).toEqual([]);
    }
    expect(new Set(stacks.map((r) => r.stack.join())).size).toBeGreaterThan(1);
  });
});

describe("siege §6.1 deck build", () => {
  const actOf = (id: string) => EVENT_CARDS[id as keyof typeof EVENT_CARDS].act;

  test("siege §6.6 the pool: 19 non-End blue cards, 18 non-End green cards, 3 End cards; 18 Fate cards", () => {
    expect(EVENT_CARD_IDS).toHaveLength(40);
    expect(new Set(EVENT_CARD_IDS).size).toBe(40);
    const c = (colour: string, end: boolean) => EVENT_CARD_IDS.filter((id) => EVENT_CARDS[id].colour === colour && (EVENT_CARDS[id].act === "end") === end).length;
    expect([c("blue", false), c("green", false), c("blue", true) + c("green", true)]).toEqual([19, 18, 3]);
    expect(FATE_CARD_IDS).toHaveLength(18);
    expect(FATE_CARD_IDS.filter((id) => FATE_CARDS[id].keep)).toHaveLength(9);
  });

  test("siege Staging: the Acts hold 6, 10, 9, 4 normal cards; Act 3's specials are BRAINS! and Where Do They All Come From? (the Guard excluded, C7)", () => {
    const normals = [1, 2, 3, 4].map((a) => EVENT_CARD_IDS.filter((id) => EVENT_CARDS[id].act === a && !EVENT_CARDS[id].special).length);
    expect(normals).toEqual([6, 10, 9, 4]);
    const specials = (a: number) => EVENT_CARD_IDS.filter((id) => EVENT_CARDS[id].act === a && EVENT_CARDS[id].special && id !== "national-guard-arrives");
    expect(specials(3)).toEqual(["brains-1", "where-do-they-all-come-from"]);
    expect(specials(1)).toEqual([]);
  });

  test("siege §6.3 card boxes read from the table: Cardio, the blue End card, BRAINS! +3, National Guard Arrives!", () => {
    expect(EVENT_CARDS["rule-7-cardio"]).toEqual({ id: "rule-7-cardio", colour: "blue", act: 1, special: false, fourR: 1, outbreakRoll: true, eat: 1, zeds: ["suburbs", "suburbs"], actions: 1, pressureIcon: false });
    expect(EVENT_CARDS["end-good-bad-im-the-one-with-the-gun"]).toMatchObject({ act: "end", fourR: 2, eat: 1, zeds: "fate-twice", actions: 0 });
    expect(EVENT_CARDS["brains-3"]).toMatchObject({ colour: "green", act: 2, special: true, zeds: "all", brains: 3, eat: 0 });
    expect(EVENT_CARDS["national-guard-arrives"]).toMatchObject({ act: 3, special: true, zeds: "none", actions: 0 });
    expect(EVENT_CARDS.nightfall).toMatchObject({ eat: "die", zeds: ["highway", "forest"], actions: 4 });
  });

  for (const deck of ["normal", "short"] as const) {
    test(`siege §6.1 C7 a ${deck} deck: Acts in order with their counts, one End card last, National Guard Arrives! with 9 cards below`, () => {
      for (const seed of ["d1", "d2", "d3", "d4", "d5"]) {
        const d = buildEventDeck(createRandom(seed), deck);
        expect(d).toHaveLength(deck === "normal" ? 27 : 21);
        expect(new Set(d).size).toBe(d.length);
        expect(d.indexOf("national-guard-arrives")).toBe(d.length - 1 - CARDS_BELOW_GUARD);
        expect(actOf(d[d.length - 1]!)).toBe("end");
        const acts = d.filter((id) => id !== "national-guard-arrives").slice(0, -1).map(actOf) as number[];
        expect([...acts].sort((a, b) => a - b)).toEqual(acts);
        for (let a = 1; a <= 4; a++) {
          const of = d.filter((id) => id !== "national-guard-arrives" && actOf(id) === a);
          expect(of.filter((id) => EVENT_CARDS[id].special)).toHaveLength(DECK_COUNTS[deck].specials[a - 1]!);
          expect(of.filter((id) => !EVENT_CARDS[id].special)).toHaveLength(DECK_COUNTS[deck].normals[a - 1]!);
        }
      }
    });
  }

  test("siege §6.1 the End card is drawn at random from the three", () => {
    const ends = new Set(Array.from({ length: 30 }, (_, i) => buildEventDeck(createRandom(`e${i}`), "normal").at(-1)));
    expect(ends).toEqual(new Set(["end-once-and-for-all-goodnight", "end-good-bad-im-the-one-with-the-gun", "end-want-a-piece-of-me"]));
  });

  test("siege §6.2 the Fate deck holds all 18 cards, Infested Vermin included, shuffled by the seed", () => {
    const s = setupSiege({}, "f");
    expect([...s.decks.fate].sort()).toEqual([...FATE_CARD_IDS].sort());
    expect(setupSiege({}, "f2").decks.fate).not.toEqual(s.decks.fate);
    expect(s.decks).toMatchObject({ current: null, eventDiscard: [], fateDiscard: [], keep: [] });
  });
});
