import { SIEGE_BOARD as B, spaceIndex as at } from "../../src/siege/board";
import { hthShift } from "../../src/siege/combat/hand-to-hand";
import { isHidden, minefieldAt } from "../../src/siege/heroes/state";
import { fightersAt } from "../../src/siege/state/occupancy";
import { restoreOrder } from "../../src/siege/round/phases/housekeeping";
import { siegeEngine } from "../../src/siege/ruleset/engine";
import type { GameEvent } from "../../src/core/ruleset";
import type { SiegeState } from "../../src/siege/state/game";
import { beginZedsActivations } from "../../src/siege/procedure/activations";
import { greedyBot } from "../../src/siege";
import { createRandom } from "../../src/core/rng";
import { act, actionPhase, blank, choose, draw, ofType, refused, run, unit, unitsOn, zed, zedsOn } from "./kit";

/** The Forest track activates once (§2.5) and the procedure runs until it ends or asks; returns its events. */
function forest(s: SiegeState): GameEvent[] {
  beginZedsActivations(s, ["forest"]);
  return run(s);
}

/** The rolls of one purpose among the events. */
const rolls = (ev: GameEvent[], purpose: string) => ofType(ev, "roll").filter((e) => e.purpose === purpose);

describe("siege §3.3 Colonel Kingman", () => {
  test("siege §3.3 Kingman: Zeds moving next to him are stopped on 5–6 (G5 step 2: the cancelled move has no effect)", () => {
    const s = blank();
    unit(s, "kingman", "forest:1", "seat1");
    const z = zed(s, "5/3", "forest:3");
    s.spaces[at("forest:3")]!.barricade = "barricade";
    s.rnd.script = [5];
    const ev = forest(s);
    expect(rolls(ev, "perimeter")).toMatchObject([{ dice: [5], unit: "kingman", space: at("forest:2") }]);
    expect(ofType(ev, "zedsStopped")).toMatchObject([{ zeds: [z.id], space: at("forest:3"), unit: "kingman" }]);
    expect(zedsOn(s, "forest:3")).toEqual([z.id]);
    // cancelled: the Barricade of the space it would have left stays
    expect(s.spaces[at("forest:3")]!.barricade).toBe("barricade");
    expect(s.rnd.script).toEqual([]);
  });

  test("siege §3.3 Kingman: on 1–4 the Zeds move on; Zeds moving into a space neither his nor next to his roll nothing", () => {
    const s = blank();
    unit(s, "kingman", "forest:1", "seat1");
    const z = zed(s, "5/3", "forest:3");
    const far = zed(s, "4/2", "forest:6");
    s.rnd.script = [4];
    const ev = forest(s);
    expect(rolls(ev, "perimeter")).toHaveLength(1);
    expect(zedsOn(s, "forest:2")).toEqual([z.id]);
    expect(zedsOn(s, "forest:5")).toEqual([far.id]);
    expect(ofType(ev, "zedsStopped")).toEqual([]);
  });

  test("siege §3.3 Kingman: +1 column when defending (Zeds 4 against 3: Zeds+ → Even; 4+4 gives 2/1*)", () => {
    const s = blank();
    const k = unit(s, "kingman", "forest:1", "seat1");
    const z = zed(s, "4/2", "forest:2");
    expect(hthShift(s, "kingman", at("forest:1"), true, [z])).toBe(1);
    expect(hthShift(s, "kingman", at("forest:1"), false, [z])).toBe(0);
    // the perimeter roll fails (1), then the fight
    s.rnd.script = [1, 4, 4];
    const ev = forest(s);
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Even", zedsHits: 2, playerHits: 1, loser: "zeds" }]);
    expect(k).toMatchObject({ at: at("forest:1"), side: "reduced", hits: 0 });
    expect(s.zeds[z.id]).toMatchObject({ at: at("forest:2"), hits: 2 });
    expect(s.infection).toBe(1);
  });

  test("siege §3.3 §1.4 Kingman's Bastion: 1 Action + 3 Supplies, Terrain 3 on his space, once per game, permanent", () => {
    const s = actionPhase();
    unit(s, "kingman", "forest:1", "seat1");
    s.supplies = 3;
    const ev = act(s, "seat1", { type: "bastion", unit: "kingman", pay: "player" });
    expect(ofType(ev, "bastion")).toMatchObject([{ unit: "kingman", space: at("forest:1"), rule: "siege §3.3" }]);
    expect(s.spaces[at("forest:1")]!.barricade).toBe("bastion");
    expect([s.supplies, s.actionPhase.playerAction.seat1]).toEqual([0, false]);
    // Terrain: the Bastion's +3 beats the space's 0, and Kingman's own +1 comes on top
    const z = zed(s, "6/3", "forest:2");
    expect(hthShift(s, "kingman", at("forest:1"), true, [z])).toBe(4);
    s.supplies = 5;
    refused(s, "seat1", { type: "bastion", unit: "kingman", pay: "event" }, "siege.bastionUsed");
    // permanent: Zeds leaving its space do not remove it (a Barricade would go, G19)
    s.units.kingman!.at = at("mountain:3");
    s.phase = "zeds";
    s.zeds[z.id]!.at = at("forest:1");
    forest(s);
    expect(zedsOn(s, "forest:0")).toEqual([z.id]);
    expect(s.spaces[at("forest:1")]!.barricade).toBe("bastion");
    // Hard-headed Zeds smash a Barricade they enter (§6.4), not a Bastion (the first Zeds leave the map first)
    delete s.zeds[z.id];
    s.flags.push("hard-headed");
    const next = zed(s, "4/2", "forest:2");
    const later = forest(s);
    expect(zedsOn(s, "forest:1")).toEqual([next.id]);
    expect(ofType(later, "barricadeRemoved")).toEqual([]);
    expect(s.spaces[at("forest:1")]!.barricade).toBe("bastion");
  });

  test("siege §3.3 Kingman's Bastion refused without 3 Supplies, off a track space, and for anyone but Kingman", () => {
    const s = actionPhase();
    unit(s, "kingman", "forest:1", "seat1");
    unit(s, "schmidt", "forest:2", "seat1");
    s.supplies = 2;
    refused(s, "seat1", { type: "bastion", unit: "kingman", pay: "player" }, "siege.bastionCost");
    s.supplies = 3;
    refused(s, "seat1", { type: "bastion", unit: "schmidt", pay: "player" }, "siege.heroNoAbility", { unit: "schmidt" });
    s.units.kingman!.at = B.tc;
    refused(s, "seat1", { type: "bastion", unit: "kingman", pay: "player" }, "siege.fortTrack");
    refused(s, "seat2", { type: "bastion", unit: "kingman", pay: "player" }, "siege.notYoursNow", { unit: "kingman" });
  });

  test("siege §3.3 Kingman's Minefield: 1 Action + 2 Supplies + 1 Ammo; Zeds entering take a Strength-7, then a Strength-4 Gunfire attack, then it is gone", () => {
    const s = actionPhase();
    unit(s, "kingman", "forest:1", "seat1");
    s.supplies = 2;
    s.ammo = 1;
    act(s, "seat1", { type: "minefield", unit: "kingman", pay: "event" });
    expect([s.supplies, s.ammo, s.actionTrack, minefieldAt(s, at("forest:1"))]).toEqual([0, 0, 1, 7]);
    s.supplies = 9;
    s.ammo = 9;
    refused(s, "seat1", { type: "minefield", unit: "kingman", pay: "player" }, "siege.minefieldUsed");
    // Kingman leaves (no perimeter roll there), the Zeds come
    s.units.kingman!.at = at("mountain:4");
    s.phase = "zeds";
    const first = zed(s, "6/3", "forest:2");
    const second = zed(s, "5/3", "forest:3");
    // Strength 7+, 5+6 = 11: 4 hits (the 6/3 flips and takes 1 more)
    s.rnd.script = [5, 6];
    let ev = forest(s);
    expect(rolls(ev, "minefield")).toMatchObject([{ dice: [5, 6], target: first.id, strength: 7, column: "7+" }]);
    expect(ofType(ev, "minefieldHits")).toMatchObject([{ target: first.id, hits: 4 }]);
    expect(s.zeds[first.id]).toMatchObject({ at: at("forest:1"), side: "reduced", hits: 1 });
    expect(minefieldAt(s, at("forest:1"))).toBe(4);
    // next activation: the first goes on to the Business District, the second comes onto the Minefield: Strength 4, 3+4 = 7: 2 hits
    s.rnd.script = [3, 4];
    ev = forest(s);
    expect(rolls(ev, "minefield")).toMatchObject([{ dice: [3, 4], target: second.id, strength: 4, column: "4" }]);
    expect(s.zeds[second.id]).toMatchObject({ at: at("forest:1"), side: "full", hits: 2 });
    expect(minefieldAt(s, at("forest:1"))).toBe(0);
    expect(s.rnd.script).toEqual([]);
  });

  test("siege §3.3 Kingman's Minefield refused without 2 Supplies and 1 Ammo", () => {
    const s = actionPhase();
    unit(s, "kingman", "forest:1", "seat1");
    s.supplies = 2;
    s.ammo = 0;
    refused(s, "seat1", { type: "minefield", unit: "kingman", pay: "player" }, "siege.minefieldCost");
  });
});

describe("siege §3.3 Mr. Johnson", () => {
  test("siege §3.3 Johnson: arrives with +2 Supplies +3 Ammo (I Think I See Someone; 20 at most, §5.1)", () => {
    const s = actionPhase();
    s.decks.keep = ["i-think-i-see-someone"];
    s.supplies = 5;
    s.ammo = 18;
    const ev = act(s, "seat1", { type: "playKeep", card: "i-think-i-see-someone", target: "johnson@forest:7" });
    expect(s.units.johnson).toMatchObject({ at: at("forest:7"), seat: "seat1" });
    expect([s.supplies, s.ammo]).toEqual([7, 20]);
    expect(ofType(ev, "arrivalBonus")).toMatchObject([{ unit: "johnson", supplies: 2, ammo: 3, rule: "siege §3.3" }]);
    expect(s.available).not.toContain("johnson");
  });

  test("siege §3.3 §6.3 Johnson: A Hero Arrives brings him with his +2 Supplies +3 Ammo", () => {
    const s = blank();
    s.available = ["johnson"];
    s.supplies = 1;
    s.ammo = 1;
    s.rnd.script = [0];
    draw(s, "a-hero-arrives-blue");
    choose(s, s.lead, "TC");
    expect(s.units.johnson).toMatchObject({ at: B.tc, seat: s.lead });
    expect([s.supplies, s.ammo]).toEqual([3, 4]);
  });

  test("siege §3.3 §5.5 Johnson is a scavenger: 2 dice, the higher one kept; natural doubles count twice", () => {
    const s = actionPhase();
    unit(s, "johnson", "TC", "seat1");
    s.supplies = 0;
    s.rnd.script = [5, 3];
    let ev = act(s, "seat1", { type: "forage", unit: "johnson", pay: "player" });
    expect(rolls(ev, "forage")).toMatchObject([{ dice: [5, 3] }]);
    expect(s.supplies).toBe(1);
    s.rnd.script = [4, 4];
    ev = act(s, "seat1", { type: "forage", unit: "johnson", pay: "event" });
    expect(ofType(ev, "forageYield")).toHaveLength(2);
    expect(s.supplies).toBe(3);
  });

  test("siege §3.3 Johnson: Gunfire at +2 columns (Strength 3 fires on column 5: 2+3 gives 2 hits)", () => {
    const s = actionPhase();
    unit(s, "johnson", "forest:1", "seat1");
    const z = zed(s, "6/3", "forest:2");
    s.ammo = 1;
    s.rnd.script = [2, 3];
    const ev = act(s, "seat1", { type: "fire", unit: "johnson", target: z.id, pay: "player" });
    expect(ofType(ev, "fire")).toMatchObject([{ unit: "johnson", target: z.id }]);
    expect(ofType(ev, "gunfireHits")).toMatchObject([{ hits: 2 }]);
    expect(s.zeds[z.id]!.hits).toBe(2);
    expect(s.ammo).toBe(0);
  });

  test("siege §3.3 Johnson's traps: Zeds entering his space on 4–6 take 1 hit and he steps back instead of fighting (no Infection)", () => {
    const s = blank();
    unit(s, "johnson", "forest:1", "seat1");
    const z = zed(s, "5/3", "forest:2");
    s.rnd.script = [4];
    const ev = forest(s);
    expect(rolls(ev, "trap")).toMatchObject([{ dice: [4], unit: "johnson" }]);
    expect(ofType(ev, "trapSprung")).toMatchObject([{ unit: "johnson", space: at("forest:1") }]);
    expect(ofType(ev, "handToHand")).toEqual([]);
    expect(s.zeds[z.id]).toMatchObject({ at: at("forest:1"), hits: 1 });
    expect(s.units.johnson!.at).toBe(at("forest:0"));
    expect(s.infection).toBe(0);
  });

  test("siege §3.3 Johnson's traps on 1–3 fail and he fights (5 against 3: Zeds+; 6+6 gives 2/0*)", () => {
    const s = blank();
    unit(s, "johnson", "forest:1", "seat1");
    const z = zed(s, "5/3", "forest:2");
    s.rnd.script = [3, 6, 6];
    const ev = forest(s);
    expect(ofType(ev, "trapFailed")).toMatchObject([{ unit: "johnson" }]);
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Zeds+", zedsHits: 2, playerHits: 0, loser: "zeds" }]);
    expect(s.zeds[z.id]).toMatchObject({ at: at("forest:2"), hits: 2 });
    expect(s.units.johnson).toMatchObject({ at: at("forest:1"), side: "full" });
    expect(s.infection).toBe(1);
  });

  test("siege §3.3 G21 Johnson's Heal: 1 Action + 1 Supply, a unit in or next to his space, −1 Infection, once per unit per round", () => {
    const s = actionPhase();
    unit(s, "johnson", "forest:1", "seat1");
    unit(s, "civ1", "forest:2", "seat2", { side: "reduced" });
    unit(s, "civ2", "forest:4", "seat2", { side: "reduced" });
    s.supplies = 2;
    s.infection = 3;
    const ev = act(s, "seat1", { type: "healNearby", unit: "johnson", target: "civ1", pay: "player" });
    expect(ofType(ev, "heal")).toMatchObject([{ unit: "civ1", rule: "siege G21" }]);
    expect(s.units.civ1).toMatchObject({ side: "full", hits: 0 });
    expect([s.supplies, s.infection]).toEqual([1, 2]);
    refused(s, "seat1", { type: "healNearby", unit: "johnson", target: "civ1", pay: "event" }, "siege.healedThisRound", { unit: "civ1" });
    refused(s, "seat1", { type: "healNearby", unit: "johnson", target: "civ2", pay: "event" }, "siege.healNearbyTarget", { unit: "johnson" });
    s.supplies = 0;
    s.units.civ2!.at = at("forest:1");
    refused(s, "seat1", { type: "healNearby", unit: "johnson", target: "civ2", pay: "event" }, "siege.healNearbyCost");
  });
});

describe("siege §3.3 Pickles", () => {
  test("siege §3.3 §3.4 Pickles: Zeds entering his space, he rolls 2–6 and hides: no fight, no Infection, he stays with the Zeds", () => {
    const s = blank();
    const p = unit(s, "pickles", "forest:1", "seat1");
    const z = zed(s, "5/3", "forest:2");
    s.rnd.script = [3];
    const ev = forest(s);
    expect(rolls(ev, "stealth")).toMatchObject([{ dice: [3], unit: "pickles" }]);
    expect(ofType(ev, "hides")).toMatchObject([{ unit: "pickles", space: at("forest:1") }]);
    expect(ofType(ev, "handToHand")).toEqual([]);
    expect(s.infection).toBe(0);
    expect(zedsOn(s, "forest:1")).toEqual([z.id]);
    expect(unitsOn(s, "forest:1")).toEqual(["pickles"]);
    expect(isHidden(s, p)).toBe(true);
    expect(fightersAt(s, at("forest:1"))).toEqual([]);
  });

  test("siege §3.4 §2.5 a hidden Pickles does not protect Villagers: they flee as Refugees", () => {
    const s = blank();
    unit(s, "pickles", "forest:4", "seat1");
    unit(s, "villagers", "forest:4", null, { id: "villagers-forest:4" });
    const z = zed(s, "5/3", "forest:5");
    s.rnd.script = [2];
    const ev = forest(s);
    expect(ofType(ev, "hides")).toHaveLength(1);
    expect(ofType(ev, "villagersFlee")).toMatchObject([{ from: at("forest:4"), to: at("forest:3") }]);
    expect(unitsOn(s, "forest:4")).toEqual(["pickles"]);
    expect(zedsOn(s, "forest:4")).toEqual([z.id]);
    // St. Thomas is named: Chaos where the Zeds came to rest
    expect(s.spaces[at("forest:4")]!.chaos).toBe(1);
  });

  test("siege §3.3 Pickles: on a 1 he is found and fights (5 against 2: Zeds×2; 6+6 gives 2/1*)", () => {
    const s = blank();
    const p = unit(s, "pickles", "forest:1", "seat1");
    const z = zed(s, "5/3", "forest:2");
    s.rnd.script = [1, 6, 6];
    const ev = forest(s);
    expect(ofType(ev, "found")).toMatchObject([{ unit: "pickles" }]);
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Zeds×2", zedsHits: 2, playerHits: 1, loser: "zeds" }]);
    expect(p).toMatchObject({ at: at("forest:1"), side: "reduced" });
    expect(s.zeds[z.id]!.at).toBe(at("forest:2"));
  });

  test("siege §3.3 Pickles' bark: Zeds leaving his space are stopped on 4–6; on 1–3 they go and he is no longer hidden", () => {
    const s = blank();
    const p = unit(s, "pickles", "forest:2", "seat1");
    const z = zed(s, "5/3", "forest:2");
    s.heroes = { used: [], minefields: {}, stealth: { pickles: { at: at("forest:2"), zeds: [z.id], hidden: true } } };
    s.rnd.script = [4];
    let ev = forest(s);
    expect(rolls(ev, "bark")).toMatchObject([{ dice: [4], unit: "pickles", space: at("forest:2") }]);
    expect(ofType(ev, "zedsStopped")).toHaveLength(1);
    expect(zedsOn(s, "forest:2")).toEqual([z.id]);
    s.rnd.script = [3];
    ev = forest(s);
    expect(zedsOn(s, "forest:1")).toEqual([z.id]);
    expect(p.at).toBe(at("forest:2"));
    expect(isHidden(s, p)).toBe(false);
  });

  test("siege §3.3 Pickles moving into Zeds rolls first: hidden (2–6), he does not attack", () => {
    const s = actionPhase();
    unit(s, "pickles", "forest:1", "seat1");
    const z = zed(s, "6/3", "forest:3");
    s.rnd.script = [6];
    const ev = act(s, "seat1", { type: "move", unit: "pickles", to: at("forest:3"), pay: "player" });
    expect(ofType(ev, "hides")).toMatchObject([{ unit: "pickles", space: at("forest:3") }]);
    expect(ofType(ev, "handToHand")).toEqual([]);
    expect(unitsOn(s, "forest:3")).toEqual(["pickles"]);
    expect(zedsOn(s, "forest:3")).toEqual([z.id]);
    expect(s.infection).toBe(0);
  });

  test("siege §3.3 Pickles rolls again each time he comes to share a space: hidden, out and back into the same Zeds, a 1 and he fights", () => {
    const s = actionPhase();
    const p = unit(s, "pickles", "forest:1", "seat1");
    const z = zed(s, "6/3", "forest:3");
    s.rnd.script = [6];
    act(s, "seat1", { type: "move", unit: "pickles", to: at("forest:3"), pay: "player" });
    expect(isHidden(s, p)).toBe(true);
    act(s, "seat1", { type: "move", unit: "pickles", to: at("forest:2"), pay: "event" });
    expect(isHidden(s, p)).toBe(false);
    expect(s.heroes!.stealth).toEqual({});
    // back into the same Zeds: a new roll, 1, so he attacks them (6 against 2: 3+3 on the table)
    s.rnd.script = [1, 3, 3];
    const ev = act(s, "seat1", { type: "move", unit: "pickles", to: at("forest:3"), pay: "event" });
    expect(rolls(ev, "stealth")).toMatchObject([{ dice: [1], unit: "pickles" }]);
    expect(ofType(ev, "handToHand")).toMatchObject([{ unit: "pickles", space: at("forest:3") }]);
    expect(isHidden(s, p)).toBe(false);
    expect(z.id in s.zeds).toBe(true);
  });

  test("siege §3.3 Pickles (docs/siege-heroes-s4.md \"One roll per meeting\"): the Zeds he hid among leave and come back by a retreat — a new stealth roll, not the old one", () => {
    const s = blank();
    const p = unit(s, "pickles", "forest:2", "seat1");
    unit(s, "civ4", "forest:1", "seat2"); // Civilians 2/1
    const z = zed(s, "5/3", "forest:2");
    s.heroes = { used: [], minefields: {}, stealth: { pickles: { at: at("forest:2"), zeds: [z.id], hidden: true } } };
    // bark 1: the Zeds go; 5 against 2 (Zeds×2), 6+6 gives 2/1*: they lose and retreat to Forest #2;
    // there Pickles meets them anew: 1, found, so the retreat is a fight (G6) he must take — 1+1 on Zeds×2
    s.rnd.script = [1, 6, 6, 1, 1, 1];
    const ev = forest(s);
    expect(ofType(ev, "handToHand")[0]).toMatchObject({ space: at("forest:1"), loser: "zeds" });
    expect(rolls(ev, "stealth")).toMatchObject([{ dice: [1], unit: "pickles", space: at("forest:2") }]);
    expect(ofType(ev, "found")).toMatchObject([{ unit: "pickles" }]);
    expect(ofType(ev, "handToHand")).toHaveLength(2);
    expect(isHidden(s, p)).toBe(false);
  });

  test("siege §3.3 Pickles: the Zeds come back by a retreat and he rolls 2–6 — hidden again by the new roll, no fight", () => {
    const s = blank();
    const p = unit(s, "pickles", "forest:2", "seat1");
    unit(s, "civ4", "forest:1", "seat2");
    const z = zed(s, "5/3", "forest:2");
    s.heroes = { used: [], minefields: {}, stealth: { pickles: { at: at("forest:2"), zeds: [z.id], hidden: true } } };
    s.rnd.script = [1, 6, 6, 5];
    const ev = forest(s);
    expect(rolls(ev, "stealth")).toMatchObject([{ dice: [5], unit: "pickles", space: at("forest:2") }]);
    expect(ofType(ev, "handToHand")).toHaveLength(1);
    expect([z.at, p.at, isHidden(s, p)]).toEqual([at("forest:2"), at("forest:2"), true]);
    expect(s.rnd.script).toEqual([]);
  });

  test("siege §2.6 §2.7 Pickles: Movement 6 through Chaos, acts in Chaos; never builds, never fires, never restores order", () => {
    const s = actionPhase();
    unit(s, "pickles", "forest:1", "seat1");
    unit(s, "civ1", "mountain:1", "seat1");
    s.spaces[at("forest:1")]!.chaos = 1;
    s.spaces[at("forest:2")]!.chaos = 1;
    s.spaces[at("mountain:1")]!.chaos = 1;
    s.supplies = 5;
    refused(s, "seat1", { type: "barricade", unit: "pickles", pay: "player" }, "siege.neverBuilds", { unit: "pickles" });
    // a Civilians unit in Chaos cannot act; Pickles can, and runs through the Chaos on Forest #2
    refused(s, "seat1", { type: "move", unit: "civ1", to: at("mountain:2"), pay: "player" }, "siege.notYoursNowWhy", { unit: "civ1" });
    act(s, "seat1", { type: "move", unit: "pickles", to: at("forest:6"), pay: "player" });
    expect(s.units.pickles!.at).toBe(at("forest:6"));
    expect(siegeEngine.legalActions(s, "seat1").some((a) => a.type === "fire")).toBe(false);
    // Restore Order: Pickles alone in Chaos does not restore it, a Civilians unit does
    s.units.pickles!.at = at("forest:2");
    const ev: GameEvent[] = [];
    restoreOrder(s, ev);
    expect(s.spaces[at("forest:2")]!.chaos).toBe(1);
    expect(s.spaces[at("mountain:1")]!.chaos).toBe(0);
    expect(ofType(ev, "restoreOrder")).toMatchObject([{ space: at("mountain:1") }]);
  });
});

describe("siege §3.3 Alyssa Darling", () => {
  test("siege §3.3 Alyssa: meeting Zeds on 3–6 she fights at +2 columns with no Infection and no hits to her", () => {
    const s = blank();
    const a = unit(s, "alyssa", "forest:1", "seat1");
    const z = zed(s, "6/3", "forest:2");
    // meeting roll 4; 6 against 3: Zeds×2, +2 → Even; 3+3 = 6 gives 1/2 (she loses, takes no hits, retreats)
    s.rnd.script = [4, 3, 3];
    const ev = forest(s);
    expect(rolls(ev, "meeting")).toMatchObject([{ dice: [4], unit: "alyssa" }]);
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Even", zedsHits: 1, playerHits: 0, loser: "player" }]);
    expect(a).toMatchObject({ at: at("forest:0"), side: "full", hits: 0 });
    expect(s.zeds[z.id]).toMatchObject({ at: at("forest:1"), hits: 1 });
    expect(s.infection).toBe(0);
  });

  test("siege §3.3 Alyssa: on a 2 her owner may step back (a decision): no fight, no Infection", () => {
    const s = blank();
    const a = unit(s, "alyssa", "forest:1", "seat2");
    const z = zed(s, "6/3", "forest:2");
    s.rnd.script = [2];
    forest(s);
    expect(s.pending[0]).toMatchObject({ kind: "choose", purpose: "meetingStepBack", seats: ["seat2"], options: ["fight", "stepBack"] });
    const ev = choose(s, "seat2", "stepBack");
    expect(ofType(ev, "handToHand")).toEqual([]);
    expect(a.at).toBe(at("forest:0"));
    expect(zedsOn(s, "forest:1")).toEqual([z.id]);
    expect(s.infection).toBe(0);
  });

  test("siege §3.3 Alyssa: a 2 and she stays, or a 1: a normal fight (Zeds×2; 6+6 gives 2/1*, her Tenacious 5–6 fails on 1)", () => {
    const s = blank();
    const a = unit(s, "alyssa", "forest:1", "seat2");
    zed(s, "6/3", "forest:2");
    s.rnd.script = [2, 6, 6, 1];
    forest(s);
    const ev = choose(s, "seat2", "fight");
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Zeds×2", zedsHits: 2, playerHits: 1, loser: "zeds" }]);
    expect(a).toMatchObject({ at: at("forest:1"), side: "reduced" });
    expect(s.infection).toBe(1);
  });
});

describe("siege §3.3 the Clarion Courier", () => {
  test("siege §3.3 Clarion Courier: Zeds entering TC must beat a TC unit (+2 Terrain) instead of winning; thrown back they stay on the Town space", () => {
    const s = blank();
    unit(s, "clarion-courier", "TC", "seat1");
    const f = unit(s, "furies", "TC", "seat1");
    const z = zed(s, "5/3", "forest:0");
    // 5 against 6: Humans+, TC +2 → Humans×3; 1+1 gives 2/2*; the Furies' Tenacious dice fail (1, 1)
    s.rnd.script = [1, 1, 1, 1];
    forest(s);
    expect(s.pending[0]).toMatchObject({ kind: "choose", purpose: "defender", seats: ["seat1"], options: ["clarion-courier", "furies"] });
    const ev = choose(s, "seat1", "furies");
    expect(ofType(ev, "tcStand")).toHaveLength(1);
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Humans×3", zedsHits: 2, playerHits: 2, loser: "zeds" }]);
    expect(s.result).toBeNull();
    expect(s.zeds[z.id]).toMatchObject({ at: at("forest:0"), hits: 2 });
    expect(f).toMatchObject({ at: B.tc, side: "reduced" });
    expect(s.infection).toBe(1);
    expect(s.rnd.script).toEqual([]);
  });

  test("siege §3.3 §7 Clarion Courier: a Zeds win at the gate loses the game; without the Courier, entering TC loses at once", () => {
    const s = blank();
    unit(s, "clarion-courier", "TC", "seat1");
    zed(s, "5/3", "forest:0");
    // 5 against 1: Zeds×3, +2 → Zeds+; 3+4 = 7 gives 1/2 (the Courier flips, the Zeds win)
    s.rnd.script = [3, 4];
    const ev = forest(s);
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Zeds+", loser: "player" }]);
    expect(s.result).toMatchObject({ winner: "zeds", rule: "siege §3.3" });
    const t = blank();
    zed(t, "5/3", "forest:0");
    unit(t, "furies", "TC", "seat1");
    const ev2 = forest(t);
    expect(ofType(ev2, "tcStand")).toEqual([]);
    expect(t.result).toMatchObject({ winner: "zeds", rule: "siege §2.5" });
  });

  test("siege §3.3 the fight at the gate is a Hand-to-hand like any other: the 12th Veterans Division always win it, the Riot Squad raise no Infection there", () => {
    // the same dice against the same Zeds: Bob Bauer's crew (3/2) lose at the gate, the 12th Veterans (3/2) win it
    const gate = (defender: string) => {
      const s = blank();
      unit(s, "clarion-courier", "TC", "seat1");
      unit(s, defender, "TC", "seat1");
      zed(s, "5/3", "forest:0");
      s.rnd.script = [1, 2];
      forest(s);
      const ev = choose(s, "seat1", defender);
      return { s, hth: ofType(ev, "handToHand")[0] };
    };
    const bauer = gate("bauer");
    expect(bauer.hth).toMatchObject({ loser: "player" });
    expect(bauer.s.result).toMatchObject({ winner: "zeds", rule: "siege §3.3" });
    const veterans = gate("veterans");
    expect(veterans.hth).toMatchObject({ loser: "zeds", rule: "siege §3.3" });
    expect(veterans.s.result).toBeNull();
    expect(veterans.s.infection).toBe(1);
    const riot = gate("riot-squad");
    expect(riot.s.infection).toBe(0);
  });

  test("siege §3.3 G5 the cancel rolls come before the Courier's fight: Kingman in Town Center stops Zeds entering it on 5–6", () => {
    const s = blank();
    unit(s, "clarion-courier", "TC", "seat1");
    unit(s, "kingman", "TC", "seat1");
    const z = zed(s, "5/3", "forest:0");
    s.rnd.script = [6];
    const ev = forest(s);
    expect(rolls(ev, "perimeter")).toMatchObject([{ dice: [6], space: B.tc }]);
    expect(ofType(ev, "tcStand")).toEqual([]);
    expect(zedsOn(s, "forest:0")).toEqual([z.id]);
    expect(s.result).toBeNull();
  });

  test("siege §3.3 G22 the Courier's fight at the gate is a Hand-to-hand: Hunt's re-roll window is offered", () => {
    const s = blank();
    unit(s, "clarion-courier", "TC", "seat1");
    unit(s, "hunt", "TC", "seat1");
    zed(s, "5/3", "forest:0");
    s.rnd.script = [1, 2];
    forest(s);
    choose(s, "seat1", "hunt");
    expect(s.pending[0]).toMatchObject({ kind: "reroll", seats: ["seat1"], dice: [1, 2] });
  });

  test("siege §3.3 Clarion Courier: brings one more heroic Civilians unit when it enters play (Community Organiser)", () => {
    const s = actionPhase();
    s.decks.keep = ["community-organiser"];
    // the heroic Civilians still available after the Courier: horatius, firefighters, bauer, …; the draw takes the second
    s.rnd.script = [1];
    const ev = act(s, "seat1", { type: "playKeep", card: "community-organiser", target: "clarion-courier" });
    expect(unitsOn(s, "TC")).toEqual(["clarion-courier", "firefighters"]);
    expect(s.units.firefighters!.seat).toBe("seat1");
    expect(s.available).not.toContain("firefighters");
    expect(ofType(ev, "unitArrives")).toMatchObject([{ unit: "firefighters", space: B.tc }]);
  });
});

describe("siege §3.3 G22 the Mayor's once-per-game rally", () => {
  test("siege §3.3 Mayor Hernandez: once per game every player unit in Town spaces/TC gets 1 free Action", () => {
    const s = actionPhase();
    unit(s, "hernandez", "TC", "seat1");
    unit(s, "civ1", "forest:0", "seat2");
    unit(s, "piazza", "mountain:2", "seat1");
    unit(s, "refugees", "highway:0", null, { id: "refugees-1" });
    const ev = act(s, "seat1", { type: "townRally", unit: "hernandez" });
    expect(ofType(ev, "townRally")).toMatchObject([{ unit: "hernandez", units: ["civ1", "hernandez", "refugees-1"], rule: "siege §3.3" }]);
    expect(s.actionPhase.free).toEqual({ civ1: 1, hernandez: 1, "refugees-1": 1 });
    // no Action paid for it
    expect([s.actionPhase.playerAction.seat1, s.actionTrack]).toEqual([true, 2]);
    // seat2 spends civ1's free Action
    act(s, "seat2", { type: "move", unit: "civ1", to: at("forest:1"), pay: "free" });
    expect(s.units.civ1!.at).toBe(at("forest:1"));
    expect(s.actionPhase.free.civ1).toBe(0);
    refused(s, "seat1", { type: "townRally", unit: "hernandez" }, "siege.rallyUsed");
  });

  test("siege §3.3 the Mayor's rally is refused while nobody is in town, and for another seat", () => {
    const s = actionPhase();
    unit(s, "hernandez", "mountain:3", "seat1");
    refused(s, "seat1", { type: "townRally", unit: "hernandez" }, "siege.nobodyInTown");
    s.units.hernandez!.at = B.tc;
    refused(s, "seat2", { type: "townRally", unit: "hernandez" }, "siege.notYoursNow", { unit: "hernandez" });
  });
});

describe("siege S-R9 G11 the Amulet on the S4 rolls", () => {
  test("siege §3.3 S-R9 Kingman's perimeter roll is the kernel's: the Mystic Amulet may turn a 4 into 5 and stop the move", () => {
    const s = blank();
    unit(s, "kingman", "forest:1", "seat1");
    unit(s, "piazza", "mountain:5", "seat2", { items: ["mystic-amulet"] });
    const z = zed(s, "5/3", "forest:3");
    s.rnd.script = [4];
    forest(s);
    expect(s.pending[0]).toMatchObject({ kind: "amulet", seats: ["seat2"], dice: [4], offers: [{ die: 0, dice: [5], outcome: "moveStopped", params: {} }] });
    const ev = act(s, "seat2", { type: "amulet", die: 0 });
    expect(ofType(ev, "zedsStopped")).toHaveLength(1);
    expect(zedsOn(s, "forest:3")).toEqual([z.id]);
  });
});

describe("siege D6 the bots answer the S4 decisions", () => {
  test("siege §3.3 the greedy bot steps Alyssa back from Zeds twice her Strength, sends the Minefield at the strongest Zeds and rallies a full town", () => {
    const s = blank();
    unit(s, "alyssa", "forest:1", "seat1");
    zed(s, "6/3", "forest:2");
    s.rnd.script = [2];
    forest(s);
    expect(greedyBot(s, "seat1", createRandom("b"))).toEqual({ type: "choose", option: "stepBack" });
    const m = blank();
    m.heroes = { used: [], minefields: { [String(at("forest:1"))]: 7 }, stealth: {} };
    const weak = zed(m, "3/2", "forest:2");
    const strong = zed(m, "6/3", "forest:2");
    forest(m);
    expect(m.pending[0]).toMatchObject({ purpose: "minefieldTarget", options: [weak.id, strong.id].sort() });
    expect(greedyBot(m, m.lead, createRandom("b"))).toEqual({ type: "choose", option: strong.id });
    const r = actionPhase(["seat1"]);
    unit(r, "hernandez", "TC", "seat1");
    unit(r, "civ1", "TC", "seat1");
    unit(r, "civ2", "forest:0", "seat1");
    expect(greedyBot(r, "seat1", createRandom("b"))).toEqual({ type: "townRally", unit: "hernandez" });
  });
});
