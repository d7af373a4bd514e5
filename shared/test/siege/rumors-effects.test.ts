import type { GameEvent } from "../../src/core/ruleset";
import { SIEGE_BOARD as B, spaceIndex } from "../../src/siege/board";
import { hthShift } from "../../src/siege/combat/hand-to-hand";
import { siegeEngine } from "../../src/siege/ruleset/engine";
import { playOut, randomBot, replay, siege } from "../../src/siege";
import { ACTION_SECURE, ANY_TIME_SECURE } from "../../src/siege/rumors-and-rails/rumors/secure";
import { outbreakSpace } from "../../src/siege/arrivals/zeds";
import { placeChaosIfDue } from "../../src/siege/round/zeds/move";
import { forageColumn, spaceNamed, spaceTerrain } from "../../src/siege/rumors-and-rails/rumors/named";
import { revealPlace } from "../../src/siege/rumors-and-rails/rumors/place";
import { then } from "../../src/siege/procedure/stack";
import type { SiegeState } from "../../src/siege/state/game";
import type { SiegeSeatId } from "../../src/siege/state/options";
import type { ChoiceDecision } from "../../src/siege/state/pending";
import type { RumorId } from "../../src/siege/state/rumors";
import { beginZedsActivations } from "../../src/siege/procedure/activations";
import { blank, choose, ofType, run, unit, unitsOn, zed, zedsOn, act, actionPhase, refused } from "./kit";

const at = (id: string) => spaceIndex(id);

/** The open choice. */
function open(s: SiegeState): ChoiceDecision {
  expect(s.pending[0]?.kind).toBe("choose");
  return s.pending[0] as ChoiceDecision;
}

/** Reveals Place rumor `rumor` by `unitId` and runs the procedure up to its first choice. */
function reveal(s: SiegeState, rumor: RumorId, unitId: string): GameEvent[] {
  const ev: GameEvent[] = [];
  revealPlace(s, rumor, unitId, ev);
  return [...ev, ...run(s)];
}

const secure = (s: SiegeState, ...rumors: RumorId[]) => s.rumors!.secure.push(...rumors);
const play = (s: SiegeState, seat: SiegeSeatId, rumor: RumorId) => act(s, seat, { type: "playSecure", rumor });

describe("siege Part A2 Place rumors", () => {
  test("[S-R11] Ancient Cemetery: the lead puts it on an unnamed non-Start space of choice; a Zeds unit moving off it takes 2 hits (Tenacious rolls apply)", () => {
    const s = blank();
    unit(s, "hunt", "forest:2", "seat2");
    reveal(s, "ancient-cemetery", "hunt");
    const d = open(s);
    expect([d.purpose, d.seats]).toEqual(["place", ["seat1"]]);
    // G10: no named space (The Farm FO3, Campground MO2, the Town spaces), no Start, no space with another Place marker
    expect(d.options).toContain("forest:2");
    for (const bad of ["forest:3", "forest:4", "forest:0", "forest:7", "mountain:2", "suburbs:1", "TC"]) expect(d.options).not.toContain(bad);
    expect(d.options).toHaveLength(13);
    const ev = choose(s, "seat1", "forest:2");
    expect(ofType(ev, "placeMarker")).toMatchObject([{ rumor: "ancient-cemetery", space: at("forest:2") }]);
    expect(s.rumors!.places).toEqual({ "ancient-cemetery": at("forest:2") });

    s.units = {};
    const a = zed(s, "6/3", "forest:3", { markers: ["tenacious"] });
    const b = zed(s, "5/3", "forest:2", { markers: ["tenacious"] });
    s.rnd.script = [2, 5]; // b: the first hit prevented (1–3, Q13), the second lands
    beginZedsActivations(s, ["forest"]);
    const mv = run(s);
    expect(s.rnd.script).toEqual([]);
    expect(ofType(mv, "cemeteryHits")).toMatchObject([{ zeds: [b.id], space: at("forest:2") }]);
    expect(s.zeds[b.id]).toMatchObject({ at: at("forest:1"), hits: 1, side: "full" });
    // a moves onto the Cemetery: entering it costs nothing
    expect(s.zeds[a.id]).toMatchObject({ at: at("forest:2"), hits: 0 });
  });

  test("[S-R11] siege G19 Ancient Cemetery: Zeds retreating off it take the 2 hits too, the survivors retreat", () => {
    const s = blank();
    s.rumors!.places["ancient-cemetery"] = at("highway:2");
    const a = zed(s, "6/3", "highway:2");
    const b = zed(s, "4/2", "highway:2", { side: "reduced", hits: 1 });
    s.rnd.script = [];
    then(s, { t: "retreatZeds", from: at("highway:2"), ids: [a.id, b.id] });
    const ev = run(s);
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "cemeteryHits")).toMatchObject([{ zeds: [a.id, b.id], space: at("highway:2"), hits: 2 }]);
    expect(s.zeds[b.id]).toBeUndefined();
    expect(s.reserve).toContain(b.id);
    expect(s.zeds[a.id]).toMatchObject({ at: at("highway:3"), hits: 2, side: "full" });
    expect(s.work).toEqual([]);
  });

  test("[S-R11] siege T1 (c): FO2 is the Ancient Cemetery; a reduced Zed with 2 hits dies leaving, the train and the Barricade survive", () => {
    const s = blank();
    s.rumors!.places["ancient-cemetery"] = at("forest:2");
    const a = zed(s, "4/2", "forest:2", { side: "reduced", hits: 2 });
    s.trains = [{ id: "wh-cargo", at: at("forest:2"), side: "departure", passengers: [] }];
    s.spaces[at("forest:2")]!.barricade = "barricade";
    s.rnd.script = [];
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "zedsEliminated")).toMatchObject([{ zeds: a.id }]);
    expect(ofType(ev, "cemeteryStops")).toHaveLength(1);
    expect(ofType(ev, "zedsMove")).toEqual([]);
    expect(ofType(ev, "trainDestroyed")).toEqual([]);
    expect(s.trains).toEqual([{ id: "wh-cargo", at: at("forest:2"), side: "departure", passengers: [] }]);
    expect(s.spaces[at("forest:2")]!.barricade).toBe("barricade");
    expect(zedsOn(s, "forest:1")).toEqual([]);
    expect(s.spaces[at("forest:1")]!.chaos).toBe(0);
  });

  test("[S-R12] Weapons Control Office: goes into TC by itself; a Forage in a Town space with a result of 1 or 2 gains +1 Ammo, elsewhere not", () => {
    const s = actionPhase(["seat1"], 3);
    unit(s, "civ1", "forest:0", "seat1");
    unit(s, "civ2", "forest:3", "seat1");
    const ev = reveal(s, "weapons-control-office", "civ1");
    expect(s.pending).toEqual([]);
    expect(ofType(ev, "placeMarker")).toMatchObject([{ rumor: "weapons-control-office", space: B.tc }]);
    s.ammo = 4;
    s.rnd.script = [2, 3, 1];
    const e1 = act(s, "seat1", { type: "forage", unit: "civ1", pay: "player" });
    expect(ofType(e1, "weaponsOffice")).toMatchObject([{ result: 2, ammo: 5 }]);
    act(s, "seat1", { type: "forage", unit: "civ1", pay: "event" }); // 3: nothing
    act(s, "seat1", { type: "forage", unit: "civ2", pay: "event" }); // The Farm, 1: not a Town space
    expect(s.rnd.script).toEqual([]);
    expect(s.ammo).toBe(5);
  });

  test("[S-R12] siege C4 the Mayor (+1) forages in TC with the Weapons Control Office: natural 1 → 2 → +1 Ammo; natural 2 → 3 → nothing", () => {
    const s = actionPhase(["seat1"], 1);
    s.rumors!.places["weapons-control-office"] = B.tc;
    unit(s, "hernandez", "TC", "seat1");
    s.ammo = 0;
    s.supplies = 0;
    s.rnd.script = [1, 2];
    act(s, "seat1", { type: "forage", unit: "hernandez", pay: "player" });
    expect(s.ammo).toBe(1);
    const ev = act(s, "seat1", { type: "forage", unit: "hernandez", pay: "event" });
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "weaponsOffice")).toEqual([]);
    expect([s.ammo, s.supplies]).toEqual([1, 0]);
  });

  test("[S-R13] Secret Air Force Base: on a #1 of choice; at the end of the Action phase with a unit there the lead takes a free Heal (−1 Infection); no Research option at Level II (C12)", () => {
    const s = actionPhase(["seat1", "seat2"]);
    unit(s, "piazza", "mountain:1", "seat2");
    unit(s, "civ2", "bed1", "seat2", { side: "reduced", hits: 1 });
    unit(s, "civ3", "bed2", "seat1", { side: "reduced" });
    reveal(s, "secret-air-force-base", "piazza");
    expect(open(s).options).toEqual(["forest:1", "mountain:1", "highway:1", "suburbs:1"]);
    choose(s, "seat1", "mountain:1");
    s.actionPhase.healed = ["civ3"]; // healed this round already: once per unit (§2.6)
    s.infection = 4;
    act(s, "seat1", { type: "done" });
    act(s, "seat2", { type: "done" });
    const d = open(s);
    expect([d.purpose, d.seats, d.options]).toEqual(["airBase", ["seat1"], ["heal:civ2", "action"]]);
    expect(d.options.some((o) => /research/i.test(o))).toBe(false);
    const ev = choose(s, "seat1", "heal:civ2");
    expect(s.units.civ2).toMatchObject({ hits: 0, side: "reduced" });
    expect(s.infection).toBe(3);
    expect(s.actionPhase.healed).toEqual(["civ3", "civ2"]);
    expect(ofType(ev, "airBase")).toMatchObject([{ take: "heal", unit: "civ2", space: at("mountain:1"), infection: 3 }]);
    expect([s.pending, s.work]).toEqual([[], []]);
  });

  test("[S-R13] Secret Air Force Base: a train there counts (G1); +1 Action used at once reopens the phase for the lead alone, and the base pays once", () => {
    const s = actionPhase(["seat1", "seat2"], 2);
    s.rumors!.places["secret-air-force-base"] = at("forest:1");
    s.trains = [{ id: "wh-cargo", at: at("forest:1"), side: "departure", passengers: [] }];
    unit(s, "civ1", "TC", "seat1");
    unit(s, "civ2", "TC", "seat2");
    act(s, "seat1", { type: "done" });
    act(s, "seat2", { type: "done" });
    // no Bed unit to heal: the only option is taken by itself (D6)
    expect(s.pending).toEqual([]);
    expect(s.actionTrack).toBe(1);
    expect(siegeEngine.actingSeats(s)).toEqual(["seat1"]);
    refused(s, "seat1", { type: "move", unit: "civ1", to: at("forest:0"), pay: "player" }, "siege.playerActionSpent");
    act(s, "seat1", { type: "move", unit: "civ1", to: at("forest:0"), pay: "event" });
    expect(s.actionTrack).toBe(0);
    const ev = act(s, "seat1", { type: "done" });
    expect(ofType(ev, "airBase")).toEqual([]);
    expect([s.pending, s.work, s.actionPhase.done.length]).toEqual([[], [], 2]);
  });

  test("[S-R14] Tall-Mart: on its space or an adjacent one (not Start); that space is named: Forage 'other named', Terrain +1, Chaos, not a Village; +2 Supplies or +1 Ammo in Housekeeping", () => {
    const s = blank();
    unit(s, "hunt", "forest:6", "seat2");
    reveal(s, "tall-mart-distribution-center", "hunt");
    expect(open(s).options).toEqual(["forest:6", "forest:5"]); // board order, never the Start
    s.pending = [];
    s.work = [];
    s.units.hunt!.at = at("forest:2");
    reveal(s, "tall-mart-distribution-center", "hunt");
    expect(open(s).options.sort()).toEqual(["forest:1", "forest:2", "forest:3"]);
    const i = at("forest:2");
    expect([spaceNamed(s, i), spaceTerrain(s, i), forageColumn(s, i)]).toEqual([false, 0, null]);
    unit(s, "civ1", "forest:2", "seat1");
    expect(hthShift(s, "civ1", i, true, [])).toBe(0);
    choose(s, "seat1", "forest:2");
    expect([spaceNamed(s, i), spaceTerrain(s, i), forageColumn(s, i)]).toEqual([true, 1, "named"]);
    expect(hthShift(s, "civ1", i, true, [])).toBe(1);
    // not a Village: the Outbreak fallback stays St. Thomas (FO4)
    expect(outbreakSpace(s, "forest")).toBe(at("forest:4"));
    // Zeds coming to rest there put Chaos
    s.units = {};
    zed(s, "3/2", "forest:2");
    const ev: GameEvent[] = [];
    placeChaosIfDue(s, i, ev);
    expect(s.spaces[i]!.chaos).toBe(1);
    expect(ofType(ev, "chaos")).toMatchObject([{ space: i }]);
  });

  test("[S-R14] Tall-Mart: a Forage there reads the 'other named' column; in Housekeeping after Restore Order a player unit there gives the lead's pick of +2 Supplies or +1 Ammo", () => {
    const s = actionPhase(["seat1", "seat2"], 0);
    s.rumors!.places["tall-mart-distribution-center"] = at("highway:2");
    unit(s, "civ1", "highway:2", "seat2");
    s.ammo = 3;
    s.supplies = 19;
    s.rnd.script = [6];
    act(s, "seat2", { type: "forage", unit: "civ1", pay: "player" });
    expect(s.rnd.script).toEqual([]);
    expect(s.ammo).toBe(4); // other named, 6: 1 Ammo
    s.phase = "housekeeping";
    then(s, { t: "enter", phase: "housekeeping" });
    run(s);
    const d = open(s);
    expect([d.purpose, d.seats, d.options]).toEqual(["tallMart", ["seat1"], ["supplies", "ammo"]]);
    const ev = choose(s, "seat1", "supplies");
    expect(s.supplies).toBe(20); // 20 at most (§5.1)
    expect(ofType(ev, "tallMart")).toMatchObject([{ take: "supplies", space: at("highway:2"), supplies: 20, ammo: 4 }]);
    // nobody there: no bonus
    s.units = {};
    then(s, { t: "enter", phase: "housekeeping" });
    run(s);
    expect(s.pending).toEqual([]);
  });
});

describe("siege Part A2 Secure rumors", () => {
  test("[S-R15] Dr. Marteuse's Diary: a Super-Zeds of choice goes back into the bag, its Mob partner stays; the Research part is skipped with a log line (C12)", () => {
    const s = actionPhase(["seat1", "seat2"]);
    secure(s, "dr-marteuses-diary");
    s.bag = s.bag.filter((x) => x !== "giants" && x !== "oozers");
    s.zeds.giants = { id: "giants", kind: "super", at: at("suburbs:3"), side: "full", hits: 1, markers: [] };
    s.zeds.oozers = { id: "oozers", kind: "super", at: at("mountain:5"), side: "full", hits: 0, markers: [] };
    const partner = zed(s, "4/2", "suburbs:3");
    const ev = play(s, "seat2", "dr-marteuses-diary");
    const d = open(s);
    expect([d.purpose, d.seats, d.options]).toEqual(["diary", ["seat2"], ["giants", "oozers"]]);
    const ev2 = choose(s, "seat2", "giants");
    expect(s.zeds.giants).toBeUndefined();
    expect(s.bag).toContain("giants");
    expect(zedsOn(s, "suburbs:3")).toEqual([partner.id]);
    expect(ofType(ev, "researchSkipped")).toHaveLength(1);
    expect(ofType(ev, "securePlayed")).toMatchObject([{ rumor: "dr-marteuses-diary", seat: "seat2" }]);
    expect(ofType(ev2, "diary")).toMatchObject([{ zeds: "giants", space: at("suburbs:3") }]);
    expect(s.rumors!.secure).toEqual([]);
  });

  test("[S-R15] Diary is refused with no Super-Zeds on the map, the state unchanged", () => {
    const s = actionPhase(["seat1"]);
    secure(s, "dr-marteuses-diary");
    zed(s, "4/2", "suburbs:3");
    refused(s, "seat1", { type: "playSecure", rumor: "dr-marteuses-diary" }, "siege.noSuperZeds");
  });

  test("[S-R16] Giant Hardware Store: +7 Supplies (20 at most), any time: in the Action phase by any seat, in 4R by the lead, at the lead's own choice", () => {
    const s = actionPhase(["seat1", "seat2"]);
    secure(s, "giant-hardware-store", "giant-hardware-store", "giant-hardware-store");
    s.supplies = 5;
    const ev = play(s, "seat2", "giant-hardware-store");
    expect(s.supplies).toBe(12);
    expect(ofType(ev, "securePlayed")).toMatchObject([{ rumor: "giant-hardware-store", seat: "seat2" }]);
    s.phase = "4r";
    s.fourR.left = 1;
    unit(s, "refugees-1", "forest:3", null, { def: "refugees" }); // the 4R budget is open for the lead
    refused(s, "seat2", { type: "playSecure", rumor: "giant-hardware-store" }, "msg.notYourTurn", { seat: "seat2" });
    play(s, "seat1", "giant-hardware-store");
    expect(s.supplies).toBe(19);
    // Zeds phase, a choice of the lead open (an Eat hit): the lead may play it first; the choice stays open
    s.phase = "eat";
    unit(s, "civ1", "TC", "seat1");
    unit(s, "civ2", "TC", "seat2");
    then(s, { t: "eatHits", n: 1 });
    run(s);
    const d = open(s);
    expect(siegeEngine.legalActions(s, "seat1")).toContainEqual({ type: "playSecure", rumor: "giant-hardware-store" });
    play(s, "seat1", "giant-hardware-store");
    expect(s.supplies).toBe(20);
    expect(s.pending[0]).toEqual(d);
    expect(s.rumors!.secure).toEqual([]);
  });

  test("[S-R17] Help Arrives!: an available Hero or heroic Civilians unit of choice into TC or onto a Start of choice, for the playing seat", () => {
    const s = actionPhase(["seat1", "seat2"]);
    secure(s, "help-arrives");
    s.available = ["wright", "horatius"];
    play(s, "seat2", "help-arrives");
    const d = open(s);
    expect([d.purpose, d.seats, d.options]).toEqual(["helpArrives", ["seat2"], ["horatius", "wright"]]);
    choose(s, "seat2", "wright");
    expect(open(s)).toMatchObject({ purpose: "helpArrivesSpace", options: ["TC", "forest:7", "mountain:7", "highway:7", "suburbs:7"] });
    const ev = choose(s, "seat2", "highway:7");
    expect(s.units.wright).toMatchObject({ seat: "seat2", at: at("highway:7"), side: "full", hits: 0 });
    expect(s.available).toEqual(["horatius"]);
    expect(ofType(ev, "helpArrives")).toMatchObject([{ unit: "wright", space: at("highway:7"), seat: "seat2" }]);
  });

  test("[S-R17] Help Arrives! is refused with an empty pool, the state unchanged", () => {
    const s = actionPhase(["seat1"]);
    secure(s, "help-arrives");
    s.available = [];
    refused(s, "seat1", { type: "playSecure", rumor: "help-arrives" }, "siege.noHeroAvailable");
  });

  test("[S-R18] Police Gun Cabinet: +5 Ammo (20 at most), any time", () => {
    const s = actionPhase(["seat1"]);
    secure(s, "police-gun-cabinet", "police-gun-cabinet");
    s.ammo = 2;
    const ev = play(s, "seat1", "police-gun-cabinet");
    expect(ofType(ev, "secureGain")).toMatchObject([{ rumor: "police-gun-cabinet", ammo: 7 }]);
    s.ammo = 18;
    play(s, "seat1", "police-gun-cabinet");
    expect(s.ammo).toBe(20);
  });

  test("[S-R19] Rumors of Our Downfall: 2 player units of choice from the Cemetery into TC, reduced, hits cleared; all if fewer", () => {
    const s = actionPhase(["seat1", "seat2"]);
    secure(s, "rumors-of-our-downfall", "rumors-of-our-downfall");
    unit(s, "piazza", "cemetery", "seat2");
    unit(s, "civ1", "cemetery", "seat1");
    unit(s, "civ2", "cemetery", "seat1");
    unit(s, "refugees-1", "cemetery", null, { def: "refugees" });
    play(s, "seat1", "rumors-of-our-downfall");
    expect(open(s)).toMatchObject({ purpose: "downfall", seats: ["seat1"], options: ["civ1", "civ2", "piazza"] });
    choose(s, "seat1", "piazza");
    expect(open(s).options).toEqual(["civ1", "civ2"]);
    const ev = choose(s, "seat1", "civ2");
    expect(s.units.piazza).toMatchObject({ at: B.tc, side: "reduced", hits: 0, seat: "seat2" });
    expect(s.units.civ2).toMatchObject({ at: B.tc, side: "reduced", hits: 0 });
    expect(ofType(ev, "downfall")).toMatchObject([{ unit: "civ2", space: B.tc }]);
    expect(unitsOn(s, "cemetery")).toEqual(["civ1", "refugees-1"]);
    // one left: it comes alone, no choice
    play(s, "seat2", "rumors-of-our-downfall");
    expect(s.pending).toEqual([]);
    expect(unitsOn(s, "cemetery")).toEqual(["refugees-1"]);
    expect(s.units.civ1!.at).toBe(B.tc);
  });

  test("[S-R19] Rumors of Our Downfall is refused with no player unit in the Cemetery, the state unchanged", () => {
    const s = actionPhase(["seat1"]);
    secure(s, "rumors-of-our-downfall");
    unit(s, "refugees-1", "cemetery", null, { def: "refugees" });
    refused(s, "seat1", { type: "playSecure", rumor: "rumors-of-our-downfall" }, "siege.cemeteryEmpty");
  });

  test("[S-R20] The Red Telephone: No Entry on the target, everything on it and on 1 adjacent space dies (Saves for player units, none for Villagers), trains burn, rumors stay; 1 Chaos on each", () => {
    const s = actionPhase(["seat1", "seat2"]);
    secure(s, "the-red-telephone");
    const farm = at("forest:3");
    const thomas = at("forest:4");
    unit(s, "civ1", "forest:4", "seat2");
    unit(s, "villagers-forest:4", "forest:4", null, { def: "villagers" });
    const n = zed(s, "5/3", "forest:4");
    s.bag = s.bag.filter((x) => x !== "leapers");
    s.zeds.leapers = { id: "leapers", kind: "super", at: thomas, side: "full", hits: 0, markers: [] };
    const m = zed(s, "6/3", "forest:3");
    s.trains = [{ id: "wh-cargo", at: farm, side: "departure", passengers: [] }];
    s.spaces[thomas]!.chaos = 1;
    s.chaosPool = 9;
    s.spaces[thomas]!.rumor = "r7";
    s.rumors!.tokens.r7 = { rumor: "zeds-siren", at: thomas, revealed: false };
    play(s, "seat1", "the-red-telephone");
    expect(open(s)).toMatchObject({ purpose: "napalm", seats: ["seat1"] });
    choose(s, "seat1", "forest:4");
    expect(open(s)).toMatchObject({ purpose: "napalmAdjacent", options: ["none", "forest:5", "forest:3"] });
    const ev = choose(s, "seat1", "forest:3");
    expect(ofType(ev, "napalm")).toMatchObject([{ spaces: [thomas, farm], killed: expect.arrayContaining(["civ1", "villagers-forest:4", n.id, "leapers", m.id, "wh-cargo"]) }]);
    expect(s.zeds).toEqual({});
    expect(s.reserve).toEqual(expect.arrayContaining([n.id, m.id]));
    expect(s.bag).not.toContain("leapers"); // G27: a killed Super-Zeds leaves the game
    expect(s.trains).toEqual([]);
    // the Civilians' owner rolls the Save: 5 → Hospital
    expect(open(s)).toMatchObject({ purpose: "save", seats: ["seat2"] });
    s.rnd.script = [5];
    const ev2 = choose(s, "seat2", "roll");
    expect(s.rnd.script).toEqual([]);
    expect(s.units.civ1).toMatchObject({ at: at("bed1"), coma: true });
    expect(s.units["villagers-forest:4"]).toBeUndefined(); // no Save (G14)
    expect(ofType(ev2, "unitRemoved")).toMatchObject([{ unit: "villagers-forest:4" }]);
    expect(ofType(ev2, "chaos").map((e) => e.space)).toEqual([thomas, farm]);
    expect([s.spaces[thomas]!.chaos, s.spaces[farm]!.chaos, s.chaosPool]).toEqual([2, 1, 7]);
    expect([s.spaces[thomas]!.noEntry, s.spaces[farm]!.noEntry]).toEqual([true, false]);
    expect(s.spaces[thomas]!.rumor).toBe("r7");
    expect(s.rumors!.tokens.r7).toEqual({ rumor: "zeds-siren", at: thomas, revealed: false });
    expect(s.rumors!.secure).toEqual([]);
    expect([s.pending, s.work]).toEqual([[], []]);
  });

  test("[S-R20] siege C6 the Red Telephone's targets: track spaces #0–#6 only; the adjacent one not a Start nor TC; a Start is refused, the state unchanged", () => {
    const s = actionPhase(["seat1"]);
    secure(s, "the-red-telephone");
    play(s, "seat1", "the-red-telephone");
    const d = open(s);
    expect(d.options).toHaveLength(28);
    for (const bad of ["forest:7", "mountain:7", "highway:7", "suburbs:7", "TC", "bed1", "camp", "cemetery"]) expect(d.options).not.toContain(bad);
    refused(s, "seat1", { type: "choose", option: "forest:7" }, "siege.notAnOption", { option: "forest:7", options: "forest:6, forest:5, forest:4, forest:3, forest:2, forest:1, forest:0, mountain:6, mountain:5, mountain:4, mountain:3, mountain:2, mountain:1, mountain:0, highway:6, highway:5, highway:4, highway:3, highway:2, highway:1, highway:0, suburbs:6, suburbs:5, suburbs:4, suburbs:3, suburbs:2, suburbs:1, suburbs:0" });
    choose(s, "seat1", "mountain:6");
    expect(open(s).options).toEqual(["none", "mountain:5"]);
    s.pending = [];
    s.work = [{ t: "secure", rumor: "the-red-telephone", seat: "seat1" }];
    run(s);
    choose(s, "seat1", "suburbs:0");
    expect(open(s).options).toEqual(["none", "suburbs:1"]);
    choose(s, "seat1", "none");
    expect(s.spaces[at("suburbs:0")]!.chaos).toBe(1);
    expect(s.spaces[at("suburbs:1")]!.chaos).toBe(0);
  });

  test("[S-R20] siege §5.6 the Red Telephone loses the game when the Chaos pool is empty", () => {
    const s = actionPhase(["seat1"]);
    secure(s, "the-red-telephone");
    s.chaosPool = 0;
    play(s, "seat1", "the-red-telephone");
    choose(s, "seat1", "highway:2");
    const ev = choose(s, "seat1", "none");
    expect(s.phase).toBe("over");
    expect(s.result).toMatchObject({ winner: "zeds", rule: "siege §5.6" });
    expect(ofType(ev, "gameOver")).toHaveLength(1);
  });

  test("[S-R20] siege G10 the Red Telephone warns before a losing target: an empty pool marks every main target, one marker left every adjacent one (not none)", () => {
    const s = actionPhase(["seat1"]);
    secure(s, "the-red-telephone");
    s.chaosPool = 0;
    play(s, "seat1", "the-red-telephone");
    const main = open(s) as { options: string[]; loses?: string[] };
    expect(main.loses).toEqual(main.options);
    expect(main.loses).toHaveLength(28);
    s.chaosPool = 1;
    choose(s, "seat1", "highway:2");
    expect(open(s)).toMatchObject({ purpose: "napalmAdjacent", options: ["none", "highway:3", "highway:1"], loses: ["highway:3", "highway:1"] });
    choose(s, "seat1", "none");
    expect(s.result).toBeNull();
    expect(s.chaosPool).toBe(0);
  });

  test("[S-R20] siege G10 with Chaos markers enough no target is marked as losing", () => {
    const s = actionPhase(["seat1"]);
    secure(s, "the-red-telephone");
    s.chaosPool = 2;
    play(s, "seat1", "the-red-telephone");
    expect(open(s)).not.toHaveProperty("loses");
    choose(s, "seat1", "highway:2");
    expect(open(s)).toMatchObject({ purpose: "napalmAdjacent" });
    expect(open(s)).not.toHaveProperty("loses");
  });

  test("[S-R21] Final Thesis: 3 Keep cards of choice from the Fate discards into the Keep hand; fewer → all; refused with none", () => {
    const s = actionPhase(["seat1", "seat2"]);
    secure(s, "final-thesis", "final-thesis", "final-thesis");
    s.decks.fateDiscard = ["bad-ammo-expired-supplies", "killer-bulldozer", "adrenaline-supply", "the-living-dead", "they-took-the-bait", "civilians-organise"];
    play(s, "seat2", "final-thesis");
    expect(open(s)).toMatchObject({ purpose: "thesis", seats: ["seat2"], options: ["adrenaline-supply", "civilians-organise", "killer-bulldozer", "they-took-the-bait"] });
    choose(s, "seat2", "killer-bulldozer");
    choose(s, "seat2", "they-took-the-bait");
    const ev = choose(s, "seat2", "adrenaline-supply");
    expect(ofType(ev, "thesis")).toMatchObject([{ card: "adrenaline-supply" }]);
    expect(s.decks.keep).toEqual(["killer-bulldozer", "they-took-the-bait", "adrenaline-supply"]);
    expect(s.decks.fateDiscard).toEqual(["bad-ammo-expired-supplies", "the-living-dead", "civilians-organise"]);
    play(s, "seat1", "final-thesis");
    expect(s.pending).toEqual([]);
    expect(s.decks.fateDiscard).toEqual(["bad-ammo-expired-supplies", "the-living-dead"]);
    expect(s.decks.keep).toContain("civilians-organise");
    refused(s, "seat1", { type: "playSecure", rumor: "final-thesis" }, "siege.noKeepDiscarded");
  });

  test("[S-R22] Battle Plan Code: Black: +2 Ammo +1 Supplies; the lead's unit adds the fire Strength of its space's able units to its next Gunfire this round (still 1 Ammo, 7+ caps)", () => {
    const s = actionPhase(["seat1", "seat2"], 3);
    secure(s, "battle-plan-code-black");
    s.ammo = 5;
    s.supplies = 5;
    unit(s, "civ3", "forest:1", "seat2"); // 2/1
    unit(s, "hunt", "forest:1", "seat1"); // fires 5
    unit(s, "furies", "TC", "seat1"); // never fires: not nameable
    const z = zed(s, "9/4", "forest:2");
    play(s, "seat2", "battle-plan-code-black");
    expect([s.ammo, s.supplies]).toEqual([7, 6]);
    const d = open(s);
    expect([d.purpose, d.seats, d.options]).toEqual(["battlePlan", ["seat1"], ["civ3", "hunt"]]);
    choose(s, "seat1", "civ3");
    // 2 + 5 = 7 → the 7+ column; 3+4 = 7 → 3 hits (Strength 2 alone: 0)
    s.rnd.script = [3, 4];
    const ev = act(s, "seat2", { type: "fire", unit: "civ3", target: z.id, pay: "player" });
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "battlePlanFire")).toMatchObject([{ unit: "civ3", added: 5, by: ["hunt"] }]);
    expect(ofType(ev, "gunfireHits")).toMatchObject([{ hits: 3 }]);
    expect(s.ammo).toBe(6);
    // used up: the next shot is its own Strength again
    s.rnd.script = [3, 4];
    const ev2 = act(s, "seat2", { type: "fire", unit: "civ3", target: z.id, pay: "event" });
    expect(ofType(ev2, "battlePlanFire")).toEqual([]);
    expect(ofType(ev2, "gunfireHits")).toMatchObject([{ hits: 0 }]);
    expect(s.rnd.script).toEqual([]);
  });

  test("[S-R22] Battle Plan is played a second time in a later round, never twice in one, then it is out of the game", () => {
    const s = actionPhase(["seat1"]);
    secure(s, "battle-plan-code-black");
    s.ammo = 0;
    s.supplies = 0;
    const ev = play(s, "seat1", "battle-plan-code-black");
    expect(ofType(ev, "securePlayed")).toMatchObject([{ rumor: "battle-plan-code-black", play: 1 }]);
    expect(s.rumors!.secure).toEqual(["battle-plan-code-black"]);
    refused(s, "seat1", { type: "playSecure", rumor: "battle-plan-code-black" }, "siege.battlePlanTwice");
    s.round += 1;
    const ev2 = play(s, "seat1", "battle-plan-code-black");
    expect(ofType(ev2, "securePlayed")).toMatchObject([{ play: 2 }]);
    expect([s.ammo, s.supplies, s.rumors!.secure]).toEqual([4, 2, []]);
    s.round += 1;
    refused(s, "seat1", { type: "playSecure", rumor: "battle-plan-code-black" }, "siege.notHeld", { rumor: "battle-plan-code-black" });
  });

  test("[S-R23] Secure rumors are the team's like Keep cards, played at their time, then out of the game; outside their time or not held: refused, nothing changed", () => {
    const s = actionPhase(["seat1", "seat2"]);
    secure(s, "police-gun-cabinet", "the-red-telephone");
    refused(s, "seat1", { type: "playSecure", rumor: "giant-hardware-store" }, "siege.notHeld", { rumor: "giant-hardware-store" });
    // any seat still acting plays the team's rumor; then it is gone from the game
    play(s, "seat2", "police-gun-cabinet");
    expect(s.rumors!.secure).toEqual(["the-red-telephone"]);
    refused(s, "seat1", { type: "playSecure", rumor: "police-gun-cabinet" }, "siege.notHeld", { rumor: "police-gun-cabinet" });
    // an Action-phase rumor: not in 4R, not by a seat that is done, not at an open choice
    act(s, "seat2", { type: "done" });
    refused(s, "seat2", { type: "playSecure", rumor: "the-red-telephone" }, "msg.notYourTurn", { seat: "seat2" });
    s.actionPhase.done = [];
    s.phase = "4r";
    s.fourR.left = 1;
    unit(s, "refugees-1", "forest:3", null, { def: "refugees" }); // the 4R budget is open for the lead
    refused(s, "seat1", { type: "playSecure", rumor: "the-red-telephone" }, "siege.secureAction", { rumor: "the-red-telephone" });
    s.phase = "zeds";
    unit(s, "civ1", "TC", "seat1");
    unit(s, "civ2", "TC", "seat1");
    then(s, { t: "eatHits", n: 1 });
    run(s);
    refused(s, "seat1", { type: "playSecure", rumor: "the-red-telephone" }, "siege.secureAction", { rumor: "the-red-telephone" });
    expect(siegeEngine.legalActions(s, "seat1")).not.toContainEqual({ type: "playSecure", rumor: "the-red-telephone" });
    expect(s.rumors!.secure).toEqual(["the-red-telephone"]);
  });

  test("siege G11 W4 an any-time rumor at another seat's choice outside the Action phase: only the lead plays the team's cards", () => {
    const s = blank(["seat1", "seat2"]);
    secure(s, "giant-hardware-store");
    unit(s, "civ1", "forest:1", "seat2");
    unit(s, "civ2", "forest:1", "seat2");
    zed(s, "8/4", "forest:2");
    s.rnd.script = [];
    beginZedsActivations(s, ["forest"]);
    run(s);
    expect(open(s)).toMatchObject({ purpose: "defender", seats: ["seat2"] });
    refused(s, "seat2", { type: "playSecure", rumor: "giant-hardware-store" }, "siege.leadPlays");
    expect(s.rnd.script).toEqual([]);
  });
});

describe("siege Part A2 property: random games with the rumor effects in play", () => {
  test("siege S-R23 random games holding every Secure rumor twice, with every Place marker on the map, run without a fault and play them", () => {
    let played = 0;
    for (let g = 0; g < 6; g++) {
      const start = siege.setup({ seats: ["seat1", "seat2"] }, `effects-${g}`);
      start.rumors!.secure.push(...ANY_TIME_SECURE, ...ACTION_SECURE, ...ANY_TIME_SECURE, ...ACTION_SECURE);
      start.rumors!.places = { "ancient-cemetery": at("forest:2"), "weapons-control-office": B.tc, "secret-air-force-base": at("highway:1"), "tall-mart-distribution-center": at("suburbs:2") };
      const { state, log, stalled } = playOut(start, {}, randomBot, `effects-bot-${g}`, 4000);
      expect(stalled).toBe(false);
      expect(state.phase === "over" || log.length === 4000).toBe(true);
      played += log.filter((e) => e.action.type === "playSecure").length;
      // the log replays to the same game (every effect is deterministic)
      expect(replay(start, log)).toEqual(state);
    }
    expect(played).toBeGreaterThan(10);
  });
});
