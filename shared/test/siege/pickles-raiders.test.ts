import { SIEGE_BOARD as B, spaceIndex as at } from "../../src/siege/board";
import { isHidden } from "../../src/siege/heroes/state";
import { fightersAt } from "../../src/siege/state/occupancy";
import type { GameEvent } from "../../src/core/ruleset";
import type { SiegeState } from "../../src/siege/state/game";
import type { RaidersUnit } from "../../src/siege/state/units";
import { beginZedsActivations } from "../../src/siege/procedure/activations";
import { act, actionPhase, blank, choose, ofType, run, unit, unitsOn, zed, zedsOn } from "./kit";

/*
 * Pickles (siege §3.3 "sharing a space with Zeds/Raiders: 1 = fight, 2–6 = hidden; Zeds/Raiders
 * leaving his space stopped on 4–6") against the Raiders (§2.2 step 1, §4.1): his stealth roll when
 * they meet — their 4R move onto him, his Move onto them — and his bark on their 4R move off his
 * space. Every die is scripted; the choices made where the rules are silent are in
 * docs/play/siege-heroes-s4.md.
 */

/** Puts a Raiders unit on space `where`. */
function raiders(s: SiegeState, where: string, patch: Partial<RaidersUnit> = {}): RaidersUnit {
  const r: RaidersUnit = { id: "raiders-9", at: at(where), side: "full", hits: 0, ...patch };
  s.raiders[r.id] = r;
  return r;
}

/** Enters the 4R phase of a Raiders Appear! round (4R 1) and runs it up to the lead's budget or a decision. */
function fourR(s: SiegeState): GameEvent[] {
  s.decks.current = "raiders-appear";
  s.phase = "4r";
  s.work.push({ t: "enter", phase: "4r" });
  return run(s);
}

/** The Forest track activates once (§2.5) and the procedure runs until it ends or asks; returns its events. */
function forest(s: SiegeState): GameEvent[] {
  beginZedsActivations(s, ["forest"]);
  return run(s);
}

/** The rolls of one purpose among the events. */
const rolls = (ev: GameEvent[], purpose: string) => ofType(ev, "roll").filter((e) => e.purpose === purpose);

/** Pickles' standing roll: hidden on `where` among the Zeds `zeds` and the Raiders `raiders` (as a roll of 2–6 leaves it). */
function hiddenAmong(s: SiegeState, where: string, zeds: string[], raidersIds: string[]): void {
  s.heroes = { used: [], minefields: {}, stealth: { pickles: { at: at(where), zeds, raiders: raidersIds, hidden: true } } };
}

describe("siege §3.3 Pickles and the Raiders: his stealth roll", () => {
  test("siege §3.3 §2.2 Pickles: Raiders entering his space in 4R, he rolls 2–6 and hides: no fight, he stays with the Raiders", () => {
    const s = blank(["seat1"]);
    const p = unit(s, "pickles", "forest:2", "seat1");
    const r = raiders(s, "forest:3");
    s.rnd.script = [2];
    const ev = fourR(s);
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "raidersMove").map((e) => [e.from, e.to])).toEqual([[at("forest:3"), at("forest:2")]]);
    expect(rolls(ev, "stealth")).toMatchObject([{ dice: [2], unit: "pickles", space: at("forest:2") }]);
    expect(ofType(ev, "hidesFromRaiders")).toMatchObject([{ unit: "pickles", space: at("forest:2") }]);
    expect(ofType(ev, "found")).toEqual([]);
    expect(ofType(ev, "raidersHandToHand")).toEqual([]);
    expect(s.raiders[r.id]).toEqual({ id: r.id, at: at("forest:2"), side: "full", hits: 0 });
    expect(p).toMatchObject({ at: at("forest:2"), side: "full", hits: 0 });
    expect(s.heroes!.stealth.pickles).toEqual({ at: at("forest:2"), zeds: [], raiders: [r.id], hidden: true });
    expect(isHidden(s, p)).toBe(true);
    expect(fightersAt(s, at("forest:2"))).toEqual([]);
  });

  test("siege §3.3 §2.2 Pickles: Raiders entering his space in 4R, on a 1 he is found and defends (6 against 2: Zeds×3, St. Thomas +1 → Zeds×2; 6+6 gives 2/1*)", () => {
    const s = blank(["seat1"]);
    const p = unit(s, "pickles", "forest:4", "seat1");
    const r = raiders(s, "forest:5");
    s.rnd.script = [1, 6, 6];
    const ev = fourR(s);
    expect(s.rnd.script).toEqual([]);
    expect(rolls(ev, "stealth")).toMatchObject([{ dice: [1], unit: "pickles" }]);
    expect(ofType(ev, "found")).toMatchObject([{ unit: "pickles", space: at("forest:4") }]);
    expect(ofType(ev, "hidesFromRaiders")).toEqual([]);
    expect(ofType(ev, "raidersHandToHand").map((e) => [e.foe, e.column, e.raidersHits, e.unitHits, e.loser])).toEqual([["pickles", "Zeds×2", 2, 1, "raiders"]]);
    expect(p).toMatchObject({ at: at("forest:4"), side: "reduced", hits: 0 });
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:5"), hits: 2 });
    expect(isHidden(s, p)).toBe(false);
    // no Infection for Raiders against a player unit (§4.1 step 5)
    expect(s.infection).toBe(0);
  });

  test("siege §3.3 §4.1 Pickles hidden from the Raiders (2–6): the other unit on his space defends alone, and losing it retreats without him (decided)", () => {
    const s = blank(["seat1"]);
    const p = unit(s, "pickles", "forest:2", "seat1");
    unit(s, "civ1", "forest:2", "seat1");
    const r = raiders(s, "forest:3");
    // Pickles hides (4); Civilians 3 alone against Raiders 6: Zeds×2; 4+5 = 9 → 1/2: the Civilians flip and lose
    s.rnd.script = [4, 4, 5];
    const ev = fourR(s);
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "hidesFromRaiders")).toHaveLength(1);
    expect(s.pending.filter((d) => (d as { purpose?: string }).purpose === "defender")).toEqual([]);
    expect(ofType(ev, "raidersHandToHand").map((e) => [e.foe, e.column, e.raidersHits, e.unitHits, e.loser])).toEqual([["civ1", "Zeds×2", 1, 2, "foe"]]);
    expect(s.units.civ1).toMatchObject({ at: at("forest:1"), side: "reduced" });
    expect(unitsOn(s, "forest:2")).toEqual(["pickles"]);
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:2"), hits: 1 });
    expect(isHidden(s, p)).toBe(true);
  });

  test("siege §3.3 §4.1 Pickles found by the Raiders (1): he is a defender like any other unit, and retreats with the losers", () => {
    const s = blank(["seat1"]);
    const p = unit(s, "pickles", "forest:2", "seat1");
    unit(s, "civ1", "forest:2", "seat1");
    const r = raiders(s, "forest:3");
    s.rnd.script = [1];
    let ev = fourR(s);
    expect(ofType(ev, "found")).toMatchObject([{ unit: "pickles" }]);
    expect(s.pending[0]).toMatchObject({ purpose: "defender", seats: ["seat1"], options: ["civ1", "pickles"] });
    // the Civilians defend: 4+5 = 9 on Zeds×2 → 1/2, the defenders lose and every one that can fight retreats
    s.rnd.script = [4, 5];
    ev = choose(s, "seat1", "civ1");
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "raidersHandToHand").map((e) => [e.foe, e.loser])).toEqual([["civ1", "foe"]]);
    expect(ofType(ev, "retreat").map((e) => [e.unit, e.to]).sort()).toEqual([
      ["civ1", at("forest:1")],
      ["pickles", at("forest:1")],
    ]);
    expect(p).toMatchObject({ at: at("forest:1"), side: "full" });
    expect(s.raiders[r.id]!.at).toBe(at("forest:2"));
  });

  test("siege §3.3 §2.6 Pickles moving onto the Raiders rolls first: hidden (2–6), he does not attack and stays with them", () => {
    const s = actionPhase(["seat1"]);
    const p = unit(s, "pickles", "forest:1", "seat1");
    const r = raiders(s, "forest:3");
    s.rnd.script = [5];
    const ev = act(s, "seat1", { type: "move", unit: "pickles", to: at("forest:3"), pay: "player" });
    expect(s.rnd.script).toEqual([]);
    expect(rolls(ev, "stealth")).toMatchObject([{ dice: [5], unit: "pickles", space: at("forest:3") }]);
    expect(ofType(ev, "hidesFromRaiders")).toMatchObject([{ unit: "pickles", space: at("forest:3") }]);
    expect(ofType(ev, "raidersHandToHand")).toEqual([]);
    expect(unitsOn(s, "forest:3")).toEqual(["pickles"]);
    expect(s.raiders[r.id]).toEqual({ id: r.id, at: at("forest:3"), side: "full", hits: 0 });
    expect(isHidden(s, p)).toBe(true);
  });

  test("siege §3.3 §2.6 Pickles moving onto the Raiders, on a 1 he is found and attacks (6 against 2: Zeds×3, Well-Armed +1 → Zeds×2; 6+6 gives 2/1*)", () => {
    const s = actionPhase(["seat1"]);
    const p = unit(s, "pickles", "forest:1", "seat1", { markers: ["well-armed"] });
    const r = raiders(s, "forest:3");
    s.rnd.script = [1, 6, 6];
    const ev = act(s, "seat1", { type: "move", unit: "pickles", to: at("forest:3"), pay: "player" });
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "found")).toMatchObject([{ unit: "pickles", space: at("forest:3") }]);
    expect(ofType(ev, "raidersHandToHand").map((e) => [e.foe, e.column, e.raidersHits, e.unitHits, e.loser])).toEqual([["pickles", "Zeds×2", 2, 1, "raiders"]]);
    expect(p).toMatchObject({ at: at("forest:3"), side: "reduced" });
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:4"), hits: 2 });
  });

  test("siege §3.3 §4.1 Raiders entering where Pickles hides among Zeds fight the Zeds; he stays hidden from both, with no new roll (decided)", () => {
    const s = blank(["seat1"]);
    const p = unit(s, "pickles", "forest:2", "seat1");
    const z = zed(s, "3/2", "forest:2");
    hiddenAmong(s, "forest:2", [z.id], []);
    const r = raiders(s, "forest:3");
    // Raiders 6 against Zeds 3: Humans×2; 3+4 = 7 → 3/1*: the Zeds flip and lose, retreating to The Farm
    s.rnd.script = [3, 4];
    const ev = fourR(s);
    expect(s.rnd.script).toEqual([]);
    expect(rolls(ev, "stealth")).toEqual([]);
    expect(ofType(ev, "raidersHandToHand").map((e) => [e.foe, e.column, e.zedsHits, e.raidersHits, e.loser])).toEqual([["zeds", "Humans×2", 3, 1, "foe"]]);
    expect(s.zeds[z.id]).toMatchObject({ at: at("forest:3"), side: "reduced" });
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:2"), hits: 1 });
    // the Zeds are gone, the Raiders that joined keep his roll standing
    expect(s.heroes!.stealth.pickles).toEqual({ at: at("forest:2"), zeds: [z.id], raiders: [r.id], hidden: true });
    expect(isHidden(s, p)).toBe(true);
    expect(unitsOn(s, "forest:2")).toEqual(["pickles"]);
  });

  test("siege §3.3 §2.5 Zeds entering where Pickles hides among Raiders fight the Raiders; he stays hidden, with no new roll", () => {
    const s = blank(["seat1"]);
    const p = unit(s, "pickles", "forest:1", "seat1");
    const r = raiders(s, "forest:1");
    hiddenAmong(s, "forest:1", [], [r.id]);
    const z = zed(s, "3/2", "forest:2");
    // Zeds 3 against Raiders 6: Humans×2; 3+4 = 7 → 3/1*: the Zeds lose and retreat
    s.rnd.script = [3, 4];
    const ev = forest(s);
    expect(s.rnd.script).toEqual([]);
    expect(rolls(ev, "stealth")).toEqual([]);
    expect(ofType(ev, "handToHand")).toEqual([]);
    expect(ofType(ev, "raidersHandToHand").map((e) => [e.foe, e.loser])).toEqual([["zeds", "foe"]]);
    expect(zedsOn(s, "forest:2")).toEqual([z.id]);
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:1"), hits: 1 });
    expect(isHidden(s, p)).toBe(true);
    expect(s.heroes!.stealth.pickles!.zeds).toEqual([z.id]);
  });
});

describe("siege §3.3 Pickles and the Raiders: his bark", () => {
  test("siege §3.3 Pickles: Raiders leaving his space in 4R are stopped on 4–6; on 1–3 they go and he is no longer hidden", () => {
    const s = blank(["seat1"]);
    const p = unit(s, "pickles", "forest:2", "seat1");
    const r = raiders(s, "forest:3");
    // round 1: they come onto him and he hides (2)
    s.rnd.script = [2];
    fourR(s);
    expect(isHidden(s, p)).toBe(true);
    // round 2: he barks 4, they stay (and he does not roll for stealth again)
    s.rnd.script = [4];
    let ev = fourR(s);
    expect(s.rnd.script).toEqual([]);
    expect(rolls(ev, "bark")).toMatchObject([{ dice: [4], unit: "pickles", raiders: r.id, space: at("forest:2") }]);
    expect(ofType(ev, "raidersStopped")).toMatchObject([{ raiders: r.id, space: at("forest:2"), unit: "pickles" }]);
    expect(ofType(ev, "raidersMove")).toEqual([]);
    expect(s.raiders[r.id]!.at).toBe(at("forest:2"));
    expect(isHidden(s, p)).toBe(true);
    // round 3: he barks 3, they go on to Forest #1 and his roll no longer stands
    s.rnd.script = [3];
    ev = fourR(s);
    expect(s.rnd.script).toEqual([]);
    expect(rolls(ev, "bark")).toMatchObject([{ dice: [3] }]);
    expect(ofType(ev, "raidersStopped")).toEqual([]);
    expect(ofType(ev, "raidersMove").map((e) => [e.from, e.to])).toEqual([[at("forest:2"), at("forest:1")]]);
    expect(s.raiders[r.id]!.at).toBe(at("forest:1"));
    expect(p.at).toBe(at("forest:2"));
    expect(isHidden(s, p)).toBe(false);
  });

  test("siege §3.3 §2.2 Q5 Pickles' bark on a Town space also keeps the Raiders out of TC (6: no loot); on 1–3 they loot it (decided)", () => {
    const s = blank(["seat1"]);
    const p = unit(s, "pickles", "forest:0", "seat1");
    const r = raiders(s, "forest:0");
    hiddenAmong(s, "forest:0", [], [r.id]);
    s.supplies = 4;
    s.ammo = 2;
    s.rnd.script = [6];
    let ev = fourR(s);
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "raidersStopped")).toMatchObject([{ raiders: r.id, space: at("forest:0") }]);
    expect(ofType(ev, "raidersReachTC")).toEqual([]);
    expect([s.supplies, s.ammo]).toEqual([4, 2]);
    expect(s.raiders[r.id]!.at).toBe(at("forest:0"));
    s.rnd.script = [1];
    ev = fourR(s);
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "raidersReachTC")).toMatchObject([{ raiders: r.id, from: at("forest:0") }]);
    // 4 Supplies and 2 Ammo cannot pay 6: the only split takes everything
    expect(ofType(ev, "raidersLoot")).toMatchObject([{ supplies: 4, ammo: 2 }]);
    expect([s.supplies, s.ammo]).toEqual([0, 0]);
    expect(s.raiders[r.id]).toBeUndefined();
    expect(p.at).toBe(at("forest:0"));
    expect(B.toward[at("forest:0")]).toBe(B.tc);
  });

  test("siege §3.3 G5 Pickles does not bark at Raiders retreating off his space (decided, as for Zeds' retreats)", () => {
    const s = actionPhase(["seat1"]);
    const p = unit(s, "pickles", "forest:2", "seat1");
    const r = raiders(s, "forest:2");
    hiddenAmong(s, "forest:2", [], [r.id]);
    unit(s, "civ1", "forest:1", "seat1");
    // Civilians 3 attack Raiders 6: Zeds×2; 6+6 = 12 → 2/1*: the Raiders lose and retreat toward their Start, no bark
    s.rnd.script = [6, 6];
    const ev = act(s, "seat1", { type: "move", unit: "civ1", to: at("forest:2"), pay: "player" });
    expect(s.rnd.script).toEqual([]);
    expect(rolls(ev, "bark")).toEqual([]);
    expect(ofType(ev, "raidersRetreat").map((e) => [e.from, e.to])).toEqual([[at("forest:2"), at("forest:3")]]);
    expect(s.raiders[r.id]).toMatchObject({ at: at("forest:3"), hits: 2 });
    expect(unitsOn(s, "forest:2")).toEqual(["civ1", "pickles"]);
    expect(isHidden(s, p)).toBe(false);
  });

  test("siege §3.3 Kingman's perimeter stays the Zeds' own: Raiders moving next to him roll nothing (decided)", () => {
    const s = blank(["seat1"]);
    unit(s, "kingman", "forest:1", "seat1");
    const r = raiders(s, "forest:3");
    s.rnd.script = [];
    const ev = fourR(s);
    expect(ofType(ev, "roll")).toEqual([]);
    expect(ofType(ev, "raidersMove").map((e) => [e.raiders, e.to])).toEqual([[r.id, at("forest:2")]]);
  });
});
