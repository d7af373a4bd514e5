import { SIEGE_BOARD as B, spaceIndex } from "../../src/siege/board";
import { lootSplits } from "../../src/siege/raiders/move";
import { restoreOrder } from "../../src/siege/round/phases/housekeeping";
import { guardSteps } from "../../src/siege/round/phases/four-r";
import { viewSiege } from "../../src/siege/ruleset/view";
import type { GameEvent } from "../../src/core/ruleset";
import type { SiegeState } from "../../src/siege/state/game";
import type { RaidersUnit } from "../../src/siege/state/units";
import { beginZedsActivations } from "../../src/siege/procedure/activations";
import { placeZedsAt } from "../../src/siege/arrivals/zeds";
import { act, actionPhase, blank, choose, counter, draw, ofType, refused, run, unit, zed } from "./kit";

const at = (id: string) => spaceIndex(id);

/** Puts a Raiders unit on space `where` (as Raiders Appear! does, on a Start). */
function raiders(s: SiegeState, where: string, patch: Partial<RaidersUnit> = {}): RaidersUnit {
  const r: RaidersUnit = { id: "raiders-9", at: at(where), side: "full", hits: 0, ...patch };
  s.raiders[r.id] = r;
  return r;
}

/** Enters the 4R phase of a round whose card is `card` (4R 1 for Raiders Appear!) and runs it up to the lead's budget or a decision. */
function fourR(s: SiegeState, card: SiegeState["decks"]["current"] = "raiders-appear"): GameEvent[] {
  s.decks.current = card;
  s.phase = "4r";
  s.work.push({ t: "enter", phase: "4r" });
  return run(s);
}

describe("siege §6.4 Raiders Appear!", () => {
  test("siege §6.4 Raiders Appear!: the Raiders go on the Start of the track with most Chaos, sharing it with the Zeds there (G6)", () => {
    const s = blank(["seat1"]);
    // the whole track counts: Highway 2 markers on two spaces, Forest 1
    s.spaces[at("highway:3")]!.chaos = 1;
    s.spaces[at("highway:0")]!.chaos = 1;
    s.spaces[at("forest:4")]!.chaos = 1;
    const z = zed(s, "5/3", "highway:7");
    const ev = draw(s, "raiders-appear");
    expect(s.pending).toEqual([]);
    const rs = Object.values(s.raiders);
    expect(rs).toEqual([{ id: expect.stringMatching(/^raiders-\d+$/), at: B.startOf.highway, side: "full", hits: 0 }]);
    expect(ofType(ev, "raidersAppear").map((e) => [e.track, e.space])).toEqual([["highway", B.startOf.highway]]);
    expect(s.zeds[z.id]!.at).toBe(B.startOf.highway);
    expect(ofType(ev, "raidersHandToHand")).toEqual([]);
  });

  test("siege §6.4 Raiders Appear! with tied tracks: the lead picks among them (decided, D1)", () => {
    const s = blank(["seat1", "seat2"]);
    s.spaces[at("forest:4")]!.chaos = 1;
    s.spaces[at("suburbs:3")]!.chaos = 1;
    draw(s, "raiders-appear");
    expect(s.pending[0]).toMatchObject({ purpose: "raidersTrack", seats: ["seat1"], options: ["forest", "suburbs"] });
    const ev = choose(s, "seat1", "suburbs");
    expect(ofType(ev, "raidersAppear").map((e) => [e.track, e.space])).toEqual([["suburbs", B.startOf.suburbs]]);
  });

  test("siege §6.4 Raiders Appear!: they move this round too — in the 4R phase, 1 space toward TC off their Start", () => {
    const s = blank(["seat1"]);
    s.spaces[at("mountain:2")]!.chaos = 2;
    draw(s, "raiders-appear");
    const ev = fourR(s);
    expect(Object.values(s.raiders).map((r) => r.at)).toEqual([at("mountain:6")]);
    expect(ofType(ev, "raidersMove").map((e) => [e.from, e.to])).toEqual([[B.startOf.mountain, at("mountain:6")]]);
  });
});

describe("siege §2.2 the Raiders' 4R move", () => {
  test("siege §2.2 Raiders move 1 toward TC in the 4R phase and fight the Zeds they meet", () => {
    const s = blank(["seat1"]);
    const r = raiders(s, "forest:6");
    const z = zed(s, "3/2", "forest:5");
    // Raiders 6 against Zeds 3: Humans×2; 3+4 = 7 → 3/1*: the Zeds take 3 (flip), the Raiders 1; the Zeds lose
    s.rnd.script = [3, 4];
    const ev = fourR(s);
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "raidersHandToHand").map((e) => [e.column, e.zedsHits, e.raidersHits, e.loser])).toEqual([["Humans×2", 3, 1, "foe"]]);
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:5"), side: "full", hits: 1 });
    expect(s.zeds[z.id]).toMatchObject({ at: at("forest:6"), side: "reduced", hits: 0 });
    // +1 Infection: the rule exempts only Raiders against player units (§4.1 step 5)
    expect(s.infection).toBe(1);
  });

  test("siege §2.2 Raiders fight a player unit there with Hand-to-hand: the defender's Terrain counts, Holding Out ends, no Infection (§4.1 step 5)", () => {
    const s = blank(["seat1"]);
    const r = raiders(s, "forest:5");
    unit(s, "civ1", "forest:4", "seat1", { holdingOut: true });
    unit(s, "villagers-forest:4", "forest:4", null, { def: "villagers" });
    // Raiders 6 against Civilians 3: Zeds×2, +1 Village → Zeds+; 4+4 = 8 → 2/2*: 2 hits each, the Raiders lose
    s.rnd.script = [4, 4];
    const ev = fourR(s);
    expect(ofType(ev, "raidersHandToHand").map((e) => [e.foe, e.column, e.raidersHits, e.unitHits, e.loser])).toEqual([["civ1", "Zeds+", 2, 2, "raiders"]]);
    expect(s.units.civ1).toMatchObject({ at: at("forest:4"), side: "reduced", hits: 0, holdingOut: false });
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:5"), hits: 2 });
    expect(ofType(ev, "raidersRetreat").map((e) => [e.from, e.to])).toEqual([[at("forest:4"), at("forest:5")]]);
    expect(s.infection).toBe(0);
    expect(s.units["villagers-forest:4"]!.def).toBe("villagers");
  });

  test("siege §4.5 player units that lose to the Raiders retreat toward TC", () => {
    const s = blank(["seat1"]);
    raiders(s, "forest:3");
    unit(s, "civ1", "forest:2", "seat1");
    // Raiders 6 against 3: Zeds×2; 4+5 = 9 → 1/2: the Civilians flip and lose
    s.rnd.script = [4, 5];
    fourR(s);
    expect(s.units.civ1).toMatchObject({ at: at("forest:1"), side: "reduced" });
    expect(Object.values(s.raiders)).toEqual([expect.objectContaining({ at: at("forest:2"), hits: 1 })]);
  });

  test("siege §2.2 Raiders leave Villagers, Refugees and trains alone and cannot enter the Destroyed Bridge (§1.4)", () => {
    const s = blank(["seat1"]);
    const r = raiders(s, "forest:5");
    unit(s, "villagers-forest:4", "forest:4", null, { def: "villagers" });
    unit(s, "refugees-1", "forest:4", null, { def: "refugees" });
    s.trains = [{ id: "wh-cargo", at: at("forest:4"), side: "departure", passengers: [] }];
    const r2 = raiders(s, "suburbs:2", { id: "raiders-10" });
    s.spaces[at("suburbs:1")]!.bridge = "destroyed";
    const ev = fourR(s);
    expect(ofType(ev, "raidersHandToHand")).toEqual([]);
    expect(s.raiders[r.id]!.at).toBe(at("forest:4"));
    expect(s.units["refugees-1"]!.at).toBe(at("forest:4"));
    expect(s.trains).toHaveLength(1);
    expect(s.raiders[r2.id]!.at).toBe(at("suburbs:2"));
    expect(ofType(ev, "raidersHeld").map((e) => e.raiders)).toEqual([r2.id]);
  });
});

describe("siege §6.5 Torrential Rain and the Raiders", () => {
  test("siege §6.5 Torrential Rain: no more movement on the Mountain track this round holds the Raiders there too (decided, beside G29)", () => {
    const s = blank(["seat1"]);
    const r = raiders(s, "mountain:6");
    const f = raiders(s, "forest:6", { id: "raiders-10" });
    s.flags.push("torrential-rain");
    const ev = fourR(s);
    expect(s.raiders[r.id]!.at).toBe(at("mountain:6"));
    expect(ofType(ev, "raidersHeld").map((e) => e.raiders)).toEqual([r.id]);
    expect(s.raiders[f.id]!.at).toBe(at("forest:5"));
  });
});

describe("siege §6.3 Mine Explosion and the Raiders", () => {
  test("siege §6.3 Mine Explosion!: Raiders at the Mine are units there too (decided): 1 hit, then they retreat toward their Start", () => {
    const s = blank(["seat1"]);
    const r = raiders(s, "mountain:4");
    const ev = draw(s, "mine-explosion");
    expect(s.raiders[r.id]).toMatchObject({ at: at("mountain:5"), hits: 1 });
    expect(ofType(ev, "raidersRetreat").map((e) => [e.from, e.to])).toEqual([[at("mountain:4"), at("mountain:5")]]);
    expect(s.spaces[at("mountain:4")]!.noEntry).toBe(true);
  });
});

describe("siege Q5 Raiders reaching TC", () => {
  test("siege Q5 Raiders reaching TC: the lead splits a loss of 6 between Supplies and Ammo", () => {
    const s = blank(["seat1", "seat2"]);
    s.round = 2;
    s.lead = "seat2";
    s.supplies = 5;
    s.ammo = 4;
    const r = raiders(s, "highway:0");
    const ev = fourR(s);
    expect(ofType(ev, "raidersReachTC").map((e) => e.raiders)).toEqual([r.id]);
    expect(s.pending[0]).toMatchObject({ purpose: "raidersLoot", seats: ["seat2"], options: ["2+4", "3+3", "4+2", "5+1"] });
    const ev2 = choose(s, "seat2", "4+2");
    expect([s.supplies, s.ammo]).toEqual([1, 2]);
    expect(ofType(ev2, "raidersLoot").map((e) => [e.supplies, e.ammo])).toEqual([[4, 2]]);
    expect(s.raiders).toEqual({});
  });

  test("siege Q5 reduced Raiders loot their Strength 3; tracks that cannot pay it all lose what is left (D6: one option, taken at once)", () => {
    expect(lootSplits(10, 10, 3)).toEqual(["0+3", "1+2", "2+1", "3+0"]);
    expect(lootSplits(2, 1, 6)).toEqual(["2+1"]);
    const s = blank(["seat1"]);
    s.supplies = 2;
    s.ammo = 0;
    raiders(s, "forest:0", { side: "reduced", hits: 1 });
    fourR(s);
    expect(s.pending).toEqual([]);
    expect([s.supplies, s.ammo]).toEqual([0, 0]);
    expect(s.raiders).toEqual({});
  });
});

describe("siege §2.5 Zeds moving into Raiders", () => {
  test("siege §2.5 Zeds moving into a Raiders space attack them; Raiders that lose retreat toward their Start (§4.5)", () => {
    const s = blank(["seat1"]);
    const r = raiders(s, "forest:2");
    const z = zed(s, "4/2", "forest:3");
    // Zeds 4 against Raiders 6: Humans+; 1+1 = 2 → 0/3: the Raiders flip and lose
    s.rnd.script = [1, 1];
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);
    expect(ofType(ev, "raidersHandToHand").map((e) => [e.column, e.loser])).toEqual([["Humans+", "raiders"]]);
    expect(s.zeds[z.id]!.at).toBe(at("forest:2"));
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:3"), side: "reduced", hits: 0 });
    expect(s.infection).toBe(1);
  });

  test("siege §2.8 on a BRAINS! round Zeds that beat the Raiders advance again at once, after the Raiders' retreat", () => {
    const s = blank(["seat1"]);
    const r = raiders(s, "forest:2");
    const z = zed(s, "4/2", "forest:3");
    s.flags.push("brains");
    // Zeds 4 against Raiders 6: Humans+; 1+1 = 2 → 0/3: the Raiders flip, lose and retreat to forest:3; the Zeds advance to forest:1
    s.rnd.script = [1, 1];
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:3"), side: "reduced" });
    expect(s.zeds[z.id]!.at).toBe(at("forest:1"));
    const retreat = ev.findIndex((e) => e.type === "raidersRetreat");
    const advance = ev.findIndex((e) => e.type === "zedsMove" && e.to === at("forest:1"));
    expect(ofType(ev, "brains")).toHaveLength(1);
    expect(retreat).toBeGreaterThan(-1);
    expect(advance).toBeGreaterThan(retreat);
  });

  test("siege G16 new Zeds placed on a Raiders space attack them (decided: one placement procedure, Zeds coming to rest fight the Raiders there as §2.5 step 5)", () => {
    const s = blank(["seat1"]);
    const r = raiders(s, "highway:4");
    const ev: GameEvent[] = [];
    s.reserve = [counter(s, "4/2")];
    placeZedsAt(s, at("highway:4"), false, ev, "siege §2.3");
    // Zeds 4 against Raiders 6: Humans+; 1+1 = 2 → 0/3: the Raiders flip and retreat toward their Start
    s.rnd.script = [1, 1];
    const ev2 = run(s);
    expect(ofType(ev2, "raidersHandToHand").map((e) => [e.foe, e.column, e.loser])).toEqual([["zeds", "Humans+", "raiders"]]);
    expect(s.raiders[r.id]).toMatchObject({ at: at("highway:5"), side: "reduced" });
    expect(s.infection).toBe(1);
  });

  test("siege §2.5 Zeds that lose to Raiders retreat toward their Start", () => {
    const s = blank(["seat1"]);
    const r = raiders(s, "forest:2");
    const z = zed(s, "4/2", "forest:3");
    // 6+6 = 12 on Humans+ → 4/0*: the Zeds flip, take 1 more and retreat
    s.rnd.script = [6, 6];
    beginZedsActivations(s, ["forest"]);
    run(s);
    expect(s.zeds[z.id]).toMatchObject({ at: at("forest:3"), side: "reduced", hits: 1 });
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:2"), hits: 0 });
  });

  test("siege §4.5 retreating Raiders pass over No Entry; landing on Zeds they attack, and losing that retreat fight eliminates them (G6)", () => {
    const s = blank(["seat1"]);
    const r = raiders(s, "forest:4");
    unit(s, "civ1", "forest:3", "seat1");
    s.spaces[at("forest:4")]!.noEntry = true;
    const z = zed(s, "9/4", "forest:5");
    // Raiders 6 vs Civilians 3 on The Farm (+1): 4+4 = 8 on Zeds+ → 2/2*: the Raiders lose, retreat over forest:4 (No Entry) onto the Zeds;
    // Zeds 9 vs Raiders 6: Zeds+; 1+1 = 2 → 0/4: the Raiders lose the retreat fight and are eliminated
    s.rnd.script = [4, 4, 1, 1];
    const ev = fourR(s);
    expect(ofType(ev, "raidersRetreat").map((e) => [e.from, e.to])).toEqual([[at("forest:3"), at("forest:5")]]);
    expect(ofType(ev, "raidersHandToHand").map((e) => e.foe)).toEqual(["civ1", "zeds"]);
    expect(s.raiders[r.id]).toBeUndefined();
    expect(ofType(ev, "raidersEliminated").map((e) => [e.raiders, e.space])).toEqual([[r.id, at("forest:5")]]);
    expect(s.zeds[z.id]).toMatchObject({ at: at("forest:5"), hits: 0 });
  });
});

describe("siege §2.6 player units against Raiders", () => {
  test("siege §2.6 a player unit moving into a Raiders space attacks them (no Terrain, no Infection); Raiders that lose retreat toward their Start", () => {
    const s = actionPhase(["seat1"]);
    const r = raiders(s, "forest:2");
    unit(s, "civ1", "forest:1", "seat1");
    // Civilians 3 attack Raiders 6: Zeds×2; 6+6 = 12 → 2/1*: the Raiders lose
    s.rnd.script = [6, 6];
    const ev = act(s, "seat1", { type: "move", unit: "civ1", to: at("forest:2"), pay: "player" });
    expect(ofType(ev, "raidersHandToHand").map((e) => [e.foe, e.column, e.raidersHits, e.unitHits, e.loser])).toEqual([["civ1", "Zeds×2", 2, 1, "raiders"]]);
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:3"), hits: 2 });
    expect(s.units.civ1).toMatchObject({ at: at("forest:2"), hits: 1 });
    expect(s.infection).toBe(0);
  });

  test("siege G18 a player unit that loses its attack on Raiders falls back along its path; a move never passes through Raiders", () => {
    const s = actionPhase(["seat1"]);
    const r = raiders(s, "forest:2");
    unit(s, "civ1", "forest:0", "seat1");
    refused(s, "seat1", { type: "move", unit: "civ1", to: at("forest:3"), pay: "player" }, "siege.cannotMove", { unit: "civ1", space: "FO3" });
    // Civilians 3 attack Raiders 6: Zeds×2; 3+3 = 6 → 0/3: the Civilians flip, take 1 more and lose
    s.rnd.script = [3, 3];
    act(s, "seat1", { type: "move", unit: "civ1", to: at("forest:2"), pay: "player" });
    expect(s.units.civ1).toMatchObject({ at: at("forest:1"), side: "reduced", hits: 1 });
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:2"), hits: 0 });
  });

  test("siege §4.3 Gunfire may target Raiders: the cell's hits go on them", () => {
    const s = actionPhase(["seat1"]);
    const r = raiders(s, "forest:2");
    unit(s, "civ1", "forest:1", "seat1");
    s.ammo = 3;
    // fire Strength 3, 6+6 = 12 → 2 hits
    s.rnd.script = [6, 6];
    const ev = act(s, "seat1", { type: "fire", unit: "civ1", target: r.id, pay: "player" });
    expect(ofType(ev, "gunfireHits").map((e) => e.hits)).toEqual([2]);
    expect(s.raiders[r.id]).toMatchObject({ hits: 2, side: "full" });
    expect(s.ammo).toBe(2);
    expect(s.infection).toBe(0);
  });

  test("siege §3.3 Raiders are eliminated outright by the hit that fills their reduced side: no Save (G14)", () => {
    const s = actionPhase(["seat1"]);
    const r = raiders(s, "forest:2", { side: "reduced", hits: 2 });
    unit(s, "civ1", "forest:1", "seat1");
    // fire Strength 3, 3+3 = 6 → 1 hit
    s.rnd.script = [3, 3];
    const ev = act(s, "seat1", { type: "fire", unit: "civ1", target: r.id, pay: "player" });
    expect(s.raiders).toEqual({});
    expect(ofType(ev, "raidersEliminated").map((e) => e.raiders)).toEqual([r.id]);
    expect(s.pending).toEqual([]);
    expect(s.work).toEqual([]);
  });
});

describe("siege §2.7 Restore Order with Raiders", () => {
  test("siege §2.7 a Chaos space holding Raiders loses 1 Chaos marker, +1 Infection", () => {
    const s = blank(["seat1"]);
    raiders(s, "forest:4");
    s.spaces[at("forest:4")]!.chaos = 1;
    s.chaosPool = 9;
    const ev: GameEvent[] = [];
    restoreOrder(s, ev);
    expect(s.spaces[at("forest:4")]!.chaos).toBe(0);
    expect([s.chaosPool, s.infection]).toEqual([10, 1]);
  });
});

describe("siege G2 passengers off onto Raiders", () => {
  test("siege G2 a train stops on Raiders and its passenger gets off to attack them (no Infection); the losing Raiders retreat toward their Start", () => {
    const s = actionPhase(["seat1"], 0);
    s.trains = [{ id: "wh-cargo", at: B.tc, side: "departure", passengers: [] }];
    const r = raiders(s, "forest:2");
    unit(s, "civ7", "TC", "seat1"); // 4/2
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    choose(s, "seat1", "civ7");
    // the Raiders end the path on the Forest track like Zeds do
    const opts = (s.pending[0] as { options: string[] }).options;
    expect(opts.filter((o) => B.spaces[Number(o)]!.track === "forest").map(Number)).toEqual([at("forest:0"), at("forest:1"), at("forest:2")]);
    // Civilians 4 attack Raiders 6: Zeds+; 6+6 = 12 → 2/0*
    s.rnd.script = [6, 6];
    const ev = choose(s, "seat1", String(at("forest:2")));
    expect(ofType(ev, "raidersHandToHand").map((e) => [e.foe, e.column, e.raidersHits, e.unitHits, e.loser])).toEqual([["civ7", "Zeds+", 2, 0, "raiders"]]);
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:3"), hits: 2 });
    expect(s.units.civ7!.at).toBe(at("forest:2"));
    expect(s.trains[0]!.at).toBe(at("forest:2"));
    expect(s.infection).toBe(0);
  });
});

describe("siege G6 and G10 Raiders in retreats and napalm", () => {
  test("siege G6 a player unit retreating onto Raiders attacks them; losing that fight is its last hit", () => {
    const s = blank(["seat1"]);
    const r = raiders(s, "forest:0");
    unit(s, "civ7", "forest:1", "seat1"); // 4/2
    zed(s, "8/4", "forest:2");
    // Rule #7: Cardio lets the Civilians retreat instead of fighting the Zeds (G30): onto the Raiders on forest:0
    s.flags.push("cardio");
    beginZedsActivations(s, ["forest"]);
    run(s);
    expect(s.pending[0]).toMatchObject({ purpose: "cardio", seats: ["seat1"] });
    // Civilians 4 attack Raiders 6: Zeds+; 3+3 = 6 → 1/3: the Civilians flip, take 1 more and lose the retreat fight
    s.rnd.script = [3, 3];
    const ev = choose(s, "seat1", "retreat");
    expect(ofType(ev, "raidersHandToHand").map((e) => [e.foe, e.column, e.raidersHits, e.unitHits, e.loser])).toEqual([["civ7", "Zeds+", 1, 3, "foe"]]);
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:0"), hits: 1 });
    expect(ofType(ev, "lastHit").map((e) => [e.unit, e.rule])).toEqual([["civ7", "siege G6"]]);
    expect(s.pending[0]).toMatchObject({ purpose: "save", seats: ["seat1"] });
  });

  test("siege G10 the Red Telephone's napalm removes the Raiders on its target", () => {
    const s = actionPhase(["seat1"]);
    const r = raiders(s, "forest:4");
    s.work.push({ t: "secure", rumor: "the-red-telephone", seat: "seat1" });
    run(s);
    choose(s, "seat1", "forest:4");
    const ev = choose(s, "seat1", "none");
    expect(s.raiders[r.id]).toBeUndefined();
    expect(ofType(ev, "raidersEliminated").map((e) => e.raiders)).toEqual([r.id]);
    expect(ofType(ev, "napalm")).toMatchObject([{ spaces: [at("forest:4")], killed: [r.id] }]);
  });
});

describe("siege §3.3 Raiders beside the other rules", () => {
  test("siege §2.2 step 4 the National Guard's free 4R step never goes into Raiders (no attack, as C9 keeps it out of Zeds)", () => {
    const s = blank(["seat1"]);
    unit(s, "national-guard", "forest:3", "seat1");
    raiders(s, "forest:2");
    expect(guardSteps(s)).toEqual([at("forest:4")]);
  });

  test("siege D4 Raiders are public: every seat's view and the spectator's hold them as the state does", () => {
    const s = blank(["seat1", "seat2"]);
    const r = raiders(s, "suburbs:4", { side: "reduced", hits: 1 });
    for (const viewer of ["seat1", "seat2", "spectator"] as const) expect(viewSiege(s, viewer).raiders).toEqual({ [r.id]: { ...r } });
    const v = viewSiege(s, "seat1");
    v.raiders[r.id]!.hits = 2;
    expect(r.hits).toBe(1);
  });
});

describe("siege G11 Keep cards in a fight with Raiders", () => {
  test("siege G11 W2 before a Raiders fight's roll: the lead may play The Man With No Name for the defender (+3 columns), used up by that fight", () => {
    const s = blank(["seat1", "seat2"]);
    const r = raiders(s, "forest:3");
    unit(s, "civ1", "forest:2", "seat2"); // 3/1
    s.decks.keep = ["the-man-with-no-name"];
    fourR(s);
    expect(s.pending[0]).toMatchObject({ purpose: "w2", seats: ["seat1"], options: ["none", "the-man-with-no-name"], unit: "civ1" });
    // Raiders 6 against Civilians 3: Zeds×2, +3 → Humans+; 3+4 = 7 → 2/1*: the Raiders lose
    s.rnd.script = [3, 4];
    const ev = choose(s, "seat1", "the-man-with-no-name");
    expect(ofType(ev, "playKeep").map((e) => [e.card, e.target])).toEqual([["the-man-with-no-name", "civ1"]]);
    expect(ofType(ev, "raidersHandToHand").map((e) => [e.column, e.raidersHits, e.unitHits, e.loser])).toEqual([["Humans+", 2, 1, "raiders"]]);
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:3"), hits: 2 });
    expect(s.decks.keep).toEqual([]);
    expect(s.flags.filter((f) => f.startsWith("no-name"))).toEqual([]);
  });
});

