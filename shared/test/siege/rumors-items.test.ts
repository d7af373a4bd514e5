import type { GameEvent } from "../../src/core/ruleset";
import { SIEGE_BOARD as B } from "../../src/siege/board";
import { nextPhase } from "../../src/siege/round/flow";
import { then } from "../../src/siege/procedure/stack";
import { blank, choose, ofType, run, unit, zed, zedsOn } from "./kit";
import { act, actionPhase, activate, at, refused, token } from "./rumor-kit";

describe("siege S-R6 G10 Attach items", () => {
  test("[S-R6] an Attach rumor stays with the revealing unit and can be given free to a unit on the same space (any seat's)", () => {
    const s = actionPhase();
    unit(s, "piazza", "forest:3", "seat1");
    unit(s, "civ1", "forest:3", "seat2");
    token(s, "darpa-battlesuit", "forest:3");
    act(s, "seat1", { type: "reveal", unit: "piazza", pay: "player" });
    expect(s.units.piazza!.items).toEqual(["darpa-battlesuit"]);
    const ev = act(s, "seat1", { type: "giveItem", unit: "piazza", item: "darpa-battlesuit", to: "civ1" });
    expect(ofType(ev, "itemGiven")).toMatchObject([{ item: "darpa-battlesuit", from: "piazza", to: "civ1" }]);
    expect(s.units.piazza!.items).toEqual([]);
    expect(s.units.civ1!.items).toEqual(["darpa-battlesuit"]);
    // free: no Action spent
    expect([s.actionPhase.playerAction.seat1, s.actionTrack]).toEqual([false, 2]);
  });

  test("siege G10 no item to a unit elsewhere, to Refugees or Villagers, or to a train (refused with the reason, nothing changed); several items per unit; gone in the Cemetery", () => {
    const s = actionPhase();
    unit(s, "piazza", "forest:3", "seat1", { items: ["zeds-siren", "mystic-amulet"] });
    unit(s, "hunt", "forest:2", "seat2");
    unit(s, "refugees", "forest:3", null, { id: "refugees-1" });
    unit(s, "villagers", "forest:3", null, { id: "villagers-1" });
    s.trains = [{ id: "wh-cargo", at: at("forest:3"), side: "departure", passengers: [] }];
    refused(s, "seat1", { type: "giveItem", unit: "piazza", item: "zeds-siren", to: "hunt" }, "siege.notOnSpace", { unit: "hunt", unit2: "piazza", space: "FO3" });
    refused(s, "seat1", { type: "giveItem", unit: "piazza", item: "zeds-siren", to: "refugees-1" }, "siege.noCarriers");
    refused(s, "seat1", { type: "giveItem", unit: "piazza", item: "zeds-siren", to: "villagers-1" }, "siege.noCarriers");
    refused(s, "seat1", { type: "giveItem", unit: "piazza", item: "zeds-siren", to: "wh-cargo" }, "siege.itemToTrain");
    refused(s, "seat2", { type: "giveItem", unit: "piazza", item: "zeds-siren", to: "hunt" }, "siege.notYours", { unit: "piazza" });
    refused(s, "seat1", { type: "giveItem", unit: "piazza", item: "darpa-battlesuit", to: "hunt" }, "siege.notCarrying", { unit: "piazza", item: "darpa-battlesuit" });
    // the carrier takes its last hit and declines the Save: its items are gone
    then(s, { t: "save", unit: "piazza" });
    run(s);
    choose(s, "seat1", "decline");
    expect(s.units.piazza).toMatchObject({ at: B.cemetery, items: [] });
  });

  test("[S-R7] DARPA Battlesuit: +2 hits in every Hand-to-hand its carrier fights (here defending)", () => {
    const s = blank();
    zed(s, "6/3", "forest:3");
    unit(s, "piazza", "forest:2", "seat1", { items: ["darpa-battlesuit"] });
    // Zeds×2 (6 vs 3), FO2 unnamed; 4+4=8 → 1/2; +2 → the Zed takes 3 and flips; Piazza's 2 hits each get a DARPA die: 4 prevents, 2 does not
    s.rnd.script = [4, 4, 4, 2];
    activate(s);
    const ev = run(s);
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Zeds×2", zedsHits: 3, playerHits: 2, darpa: 2, loser: "player" }]);
    const z = Object.values(s.zeds).find((x) => x.at === at("forest:2"))!;
    expect(z).toMatchObject({ side: "reduced", hits: 0 });
    expect(ofType(ev, "hitPrevented")).toMatchObject([{ unit: "piazza" }]);
    expect(s.units.piazza).toMatchObject({ side: "reduced", hits: 0, at: at("forest:1") });
    expect(s.rnd.script).toEqual([]);
  });

  test("[S-R7] DARPA Battlesuit: +2 hits when its carrier attacks too", () => {
    const s = actionPhase(["seat1"]);
    const z = zed(s, "6/3", "forest:2");
    unit(s, "piazza", "forest:1", "seat1", { items: ["darpa-battlesuit"] });
    // 6 vs 3 attacking: Zeds×2, no Terrain for attackers; 6+6=12 → 2/1* → 4 hits on the Zed: it flips and takes 1 more; Piazza's hit: DARPA die 6 prevents it
    s.rnd.script = [6, 6, 6];
    const ev = act(s, "seat1", { type: "move", unit: "piazza", to: at("forest:2"), pay: "player" });
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Zeds×2", zedsHits: 4, playerHits: 1, darpa: 2, loser: "zeds" }]);
    expect(s.zeds[z.id]).toMatchObject({ at: at("forest:3"), side: "reduced", hits: 1 });
    expect(s.units.piazza).toMatchObject({ at: at("forest:2"), side: "full", hits: 0 });
    expect(s.rnd.script).toEqual([]);
  });

  test("[S-R7] DARPA on an already Tenacious unit: 2 dice per hit, one succeeding on 4–6, one on the unit's own numbers; either prevents (G7)", () => {
    const s = blank();
    zed(s, "8/4", "forest:3");
    unit(s, "rusty", "forest:2", "seat1", { items: ["darpa-battlesuit"] }); // 4/5, Tenacious on 5–6, no column shift of his own
    // Zeds×2 (8 vs 4); 1+1=2 → 0/5 (+2 on the Zeds); the 5 hits: [3,5] prevented (own 5), [4,1] prevented (suit 4), [3,4] hit, [1,6] prevented, [2,2] hit
    s.rnd.script = [1, 1, 3, 5, 4, 1, 3, 4, 1, 6, 2, 2];
    activate(s);
    const ev = run(s);
    expect(ofType(ev, "roll").filter((e) => e.purpose === "tenacious").map((e) => e.dice)).toEqual([[3, 5], [4, 1], [3, 4], [1, 6], [2, 2]]);
    expect(ofType(ev, "hitPrevented")).toHaveLength(3);
    // two hits landed: the first flips Rusty, the second is a hit on the reduced side
    expect(ofType(ev, "unitFlipped")).toMatchObject([{ unit: "rusty" }]);
    expect(ofType(ev, "lastHit")).toMatchObject([{ unit: "rusty" }]);
    expect(ofType(ev, "handToHand")).toMatchObject([{ zedsHits: 2, playerHits: 5 }]);
    expect(s.rnd.script).toEqual([]);
  });

  test("siege G7 a forced Even-column attack is no Hand-to-hand (no +2), but its hits on the carrier meet the Battlesuit's Tenacity", () => {
    const s = blank();
    unit(s, "piazza", "forest:2", "seat1", { items: ["darpa-battlesuit"] });
    then(s, { t: "evenAttack", track: "forest" });
    // Even, 2+3=5 → 2 hits on Piazza; DARPA dice: 4 prevents, 1 does not
    s.rnd.script = [2, 3, 4, 1];
    const ev = run(s);
    expect(ofType(ev, "handToHand")).toEqual([]);
    expect(ofType(ev, "evenAttackHits")).toMatchObject([{ unit: "piazza", hits: 2 }]);
    expect(ofType(ev, "roll").filter((e) => e.purpose === "tenacious").map((e) => e.dice)).toEqual([[4], [1]]);
    expect(s.units.piazza).toMatchObject({ side: "reduced", hits: 0 });
    expect(s.rnd.script).toEqual([]);
  });

  test("[S-R8] Pulsing Green Crystal: once per round, 1 Action for this unit only; not in Chaos; the flag clears with the round", () => {
    const s = actionPhase(["seat1"], 0);
    unit(s, "hunt", "forest:1", "seat1", { items: ["pulsing-green-crystal"] });
    unit(s, "piazza", "forest:1", "seat1");
    s.actionPhase.playerAction.seat1 = false;
    act(s, "seat1", { type: "crystal", unit: "hunt" });
    expect(s.actionPhase.free).toEqual({ hunt: 1 });
    // the Action is Hunt's own: not Piazza's
    refused(s, "seat1", { type: "move", unit: "piazza", to: at("forest:0"), pay: "free" }, "siege.noFreeAction");
    act(s, "seat1", { type: "move", unit: "hunt", to: at("forest:0"), pay: "free" });
    expect(s.units.hunt!.at).toBe(at("forest:0"));
    refused(s, "seat1", { type: "crystal", unit: "hunt" }, "siege.crystalUsed");
    // next round: usable again, but not in a Chaos space
    s.flags = [];
    s.spaces[at("forest:0")]!.chaos = 1;
    refused(s, "seat1", { type: "crystal", unit: "hunt" }, "siege.cannotActNow", { unit: "hunt" });
  });

  test("siege G10 the Crystal's once-per-round flag clears when Housekeeping ends", () => {
    const s = actionPhase(["seat1"]);
    s.flags = ["crystal-used", "amulet-used"];
    s.phase = "housekeeping";
    nextPhase(s, []);
    expect(s.flags).toEqual([]);
    expect(s.phase).toBe("draw");
  });
});

describe("siege S-R10 G10 the Zeds Siren", () => {
  const t1 = () => {
    const s = actionPhase(["seat1"]);
    s.trains = [{ id: "wh-cargo", at: at("forest:2"), side: "departure", passengers: [] }];
    const a = zed(s, "4/2", "forest:2");
    unit(s, "hunt", "forest:1", "seat1", { items: ["zeds-siren"] });
    return { s, a };
  };

  test("siege T1 variant (a): the Siren rolls 3+2=5 ≥ 4: A retreats to FO3 (The Farm), Chaos there; the train stays and survives A's next move", () => {
    const { s, a } = t1();
    s.rnd.script = [3, 2];
    const ev = act(s, "seat1", { type: "siren", unit: "hunt", target: a.id, pay: "player" });
    expect(ofType(ev, "siren")).toMatchObject([{ unit: "hunt", target: a.id, dice: [3, 2], result: "retreat" }]);
    expect(s.zeds[a.id]!.at).toBe(at("forest:3"));
    expect(s.spaces[at("forest:3")]!.chaos).toBe(1);
    expect(s.trains).toHaveLength(1);
    expect(ofType(ev, "trainDestroyed")).toEqual([]);
    // Forest activates: A comes back to FO2, onto the train, which survives (it is entering, not leaving)
    activate(s);
    run(s);
    expect(s.zeds[a.id]!.at).toBe(at("forest:2"));
    expect(s.trains).toMatchObject([{ id: "wh-cargo", at: at("forest:2") }]);
    expect(s.rnd.script).toEqual([]);
  });

  test("[S-R10] 2 dice ≥ the unit's Strength → it retreats; doubles → also killed, but only on a success (1+1 fails, 2+2 kills)", () => {
    const { s, a } = t1();
    s.rnd.script = [1, 1];
    let ev = act(s, "seat1", { type: "siren", unit: "hunt", target: a.id, pay: "player" });
    expect(ofType(ev, "siren")).toMatchObject([{ dice: [1, 1], result: "fail" }]);
    expect(s.zeds[a.id]!.at).toBe(at("forest:2"));
    s.rnd.script = [2, 2];
    ev = act(s, "seat1", { type: "siren", unit: "hunt", target: a.id, pay: "event" });
    expect(ofType(ev, "siren")).toMatchObject([{ dice: [2, 2], result: "kill" }]);
    expect(s.zeds[a.id]).toBeUndefined();
    expect(s.reserve).toContain(a.id);
    expect(s.trains).toHaveLength(1);
    expect(s.rnd.script).toEqual([]);
  });

  test("siege G10 the Siren uses the target's own Strength and leaves its Mob partner; from TC any #0; never a Start (refused with the reason, nothing changed)", () => {
    const s = actionPhase(["seat1"]);
    zed(s, "5/3", "highway:0");
    const weak = zed(s, "3/2", "highway:0");
    unit(s, "hunt", "TC", "seat1", { items: ["zeds-siren"] });
    s.rnd.script = [2, 1];
    act(s, "seat1", { type: "siren", unit: "hunt", target: weak.id, pay: "player" });
    expect(s.zeds[weak.id]!.at).toBe(at("highway:1"));
    expect(zedsOn(s, "highway:0")).toHaveLength(1);
    const st = actionPhase(["seat1"]);
    const onStart = zed(st, "2/1", "forest:7");
    unit(st, "hunt", "forest:6", "seat1", { items: ["zeds-siren"] });
    refused(st, "seat1", { type: "siren", unit: "hunt", target: onStart.id, pay: "player" }, "siege.sirenStart", { space: "FO Start" });
    const far = zed(st, "3/2", "forest:4");
    refused(st, "seat1", { type: "siren", unit: "hunt", target: far.id, pay: "player" }, "siege.sirenReach", { zeds: "z02", unit: "hunt" });
    expect(s.rnd.script).toEqual([]);
  });
});

describe("siege S-R9 G10 the Mystic Amulet", () => {
  test("siege T6 Terrain stacking with a train, and the Amulet: 2+3 on Even is fatal; die 2→5 gives 2/1*: the Zed takes 2, Piazza flips, the Zed retreats to MO3", () => {
    const s = blank();
    unit(s, "piazza", "mountain:2", "seat2", { items: ["mystic-amulet"] });
    s.trains = [{ id: "express-bv", at: at("mountain:2"), side: "departure", passengers: [] }];
    const z = zed(s, "6/3", "mountain:3");
    s.infection = 2;
    s.rnd.script = [2, 3];
    activate(s, "mountain");
    let ev = run(s);
    expect(ofType(ev, "roll").find((e) => e.purpose === "handToHand")).toMatchObject({ column: "Even", dice: [2, 3] });
    expect(s.pending[0]).toMatchObject({
      kind: "amulet",
      seats: ["seat2"],
      unit: "piazza",
      dice: [2, 3],
      offers: [
        { die: 0, dice: [5, 3], outcome: "hthZedsLose", params: { cell: "2/1*" } },
        { die: 1, dice: [2, 5], outcome: "hthZedsLose", params: { cell: "2/2*" } },
      ],
    });
    ev = act(s, "seat2", { type: "amulet", die: 0 });
    expect(ofType(ev, "amulet")).toMatchObject([{ unit: "piazza", die: 0, from: 2, to: 5 }]);
    expect(ofType(ev, "handToHand")).toMatchObject([{ dice: [5, 3], zedsHits: 2, playerHits: 1, loser: "zeds" }]);
    expect(s.zeds[z.id]).toMatchObject({ at: at("mountain:3"), side: "full", hits: 2 });
    expect(s.units.piazza).toMatchObject({ at: at("mountain:2"), side: "reduced", hits: 0 });
    expect(s.infection).toBe(3);
    expect(s.spaces[at("mountain:3")]!.chaos + s.spaces[at("mountain:2")]!.chaos).toBe(0);
    expect(s.flags).toContain("amulet-used");
    expect(s.rnd.script).toEqual([]);
  });

  test("siege T6 variant, Night Assault: no Terrain at all, the column stays Zeds×2", () => {
    const s = blank();
    unit(s, "piazza", "mountain:2", "seat2", { items: ["mystic-amulet"] });
    s.trains = [{ id: "express-bv", at: at("mountain:2"), side: "departure", passengers: [] }];
    zed(s, "6/3", "mountain:3");
    s.flags.push("no-terrain");
    s.rnd.script = [2, 3];
    activate(s, "mountain");
    const ev = run(s);
    expect(ofType(ev, "roll").find((e) => e.purpose === "handToHand")).toMatchObject({ column: "Zeds×2" });
  });

  test("[S-R9] once per round, after a die is rolled, turn it to 5 — offered only when that changes the outcome (a Forage: 3 finds nothing, 5 a Supply)", () => {
    const s = actionPhase(["seat1"]);
    unit(s, "hunt", "forest:4", "seat1", { items: ["mystic-amulet"] }); // St. Thomas: the named column
    s.supplies = 4;
    s.rnd.script = [3];
    act(s, "seat1", { type: "forage", unit: "hunt", pay: "player" });
    expect(s.pending[0]).toMatchObject({ kind: "amulet", seats: ["seat1"], dice: [3], offers: [{ die: 0, dice: [5] }] });
    expect((s.pending[0] as unknown as { offers: { events: GameEvent[] }[] }).offers[0]!.events).toEqual([{ type: "forageYield", supplies: 1, ammo: 0, rule: "siege §5.5" }]);
    // bad input: a die that is not offered
    refused(s, "seat1", { type: "amulet", die: 1 }, "siege.amuletDie", { die: 1, dice: "0" });
    act(s, "seat1", { type: "amulet", die: 0 });
    expect(s.supplies).toBe(5);
    // used for this round: the next roll gets no window
    s.rnd.script = [3];
    act(s, "seat1", { type: "forage", unit: "hunt", pay: "event" });
    expect(s.pending).toEqual([]);
    expect(s.supplies).toBe(5);
    expect(s.rnd.script).toEqual([]);
  });

  test("siege G10 the Amulet is not offered when a 5 would change nothing, nor in coma; it works in Chaos; a pass keeps it for later in the round", () => {
    const s = actionPhase(["seat1"]);
    unit(s, "hunt", "forest:4", "seat1", { items: ["mystic-amulet"] });
    s.rnd.script = [4];
    act(s, "seat1", { type: "forage", unit: "hunt", pay: "player" });
    expect(s.pending).toEqual([]); // 4 and 5 both find 1 Supply
    // the holder in a Chaos space: another unit's Forage still gets the window; pass
    unit(s, "piazza", "forest:3", "seat1");
    s.spaces[at("forest:4")]!.chaos = 1;
    s.rnd.script = [1];
    act(s, "seat1", { type: "forage", unit: "piazza", pay: "event" });
    expect(s.pending[0]).toMatchObject({ kind: "amulet", unit: "hunt" });
    act(s, "seat1", { type: "amuletPass" });
    expect(s.flags).not.toContain("amulet-used");
    s.units.hunt!.coma = true;
    s.rnd.script = [1];
    act(s, "seat1", { type: "forage", unit: "piazza", pay: "event" });
    expect(s.pending).toEqual([]);
    expect(s.rnd.script).toEqual([]);
  });

  test("siege G10 the Amulet on any server roll: a failed Siren (2+1 against 4) turned to a retreat, and the next roll this round (a Save) gets no window", () => {
    const s = actionPhase(["seat1"]);
    const a = zed(s, "4/2", "forest:2");
    unit(s, "hunt", "forest:1", "seat1", { items: ["zeds-siren", "mystic-amulet"] });
    s.rnd.script = [2, 1];
    act(s, "seat1", { type: "siren", unit: "hunt", target: a.id, pay: "player" });
    expect(s.pending[0]).toMatchObject({
      kind: "amulet",
      dice: [2, 1],
      offers: [
        { die: 0, dice: [5, 1], outcome: "sirenRetreat", params: {} },
        { die: 1, dice: [2, 5], outcome: "sirenRetreat", params: {} },
      ],
    });
    const ev = act(s, "seat1", { type: "amulet", die: 1 });
    expect(ofType(ev, "siren")).toMatchObject([{ dice: [2, 5], result: "retreat" }]);
    expect(s.zeds[a.id]!.at).toBe(at("forest:3"));
    unit(s, "piazza", "forest:0", "seat1");
    then(s, { t: "save", unit: "piazza" });
    run(s);
    s.rnd.script = [3];
    choose(s, "seat1", "roll");
    expect(s.pending).toEqual([]);
    expect(s.units.piazza!.at).toBe(B.cemetery);
    expect(s.rnd.script).toEqual([]);
  });

  test("siege G10 the Amulet on a Save (no outcome given: the continuation is tried on copies): 3 → 5 saves the unit", () => {
    const s = actionPhase(["seat1"]);
    unit(s, "hunt", "TC", "seat1", { items: ["mystic-amulet"] });
    unit(s, "piazza", "forest:0", "seat1");
    then(s, { t: "save", unit: "piazza" });
    run(s);
    s.rnd.script = [3];
    choose(s, "seat1", "roll");
    expect(s.pending[0]).toMatchObject({ kind: "amulet", dice: [3], offers: [{ die: 0, dice: [5] }] });
    expect((s.pending[0] as unknown as { offers: { events: GameEvent[] }[] }).offers[0]!.events).toEqual([
      { type: "toHospital", unit: "piazza", bed: "bed1", rule: "siege §4.6" },
      { type: "infection", from: 0, to: 1, rule: "siege §4.6" },
    ]);
    expect(s.units.piazza!.at).toBe(at("forest:0"));
    act(s, "seat1", { type: "amulet", die: 0 });
    expect(s.units.piazza).toMatchObject({ at: B.beds[0], coma: true });
    expect(s.rnd.script).toEqual([]);
  });

  test("siege G11 W3 the Amulet's window comes after the re-roll choice (Schmidt keeps his roll, then may turn a die)", () => {
    const s = blank();
    zed(s, "6/3", "forest:3");
    unit(s, "schmidt", "forest:2", "seat1", { items: ["mystic-amulet"] });
    // 6 vs 4: Zeds+, +1 Schmidt → Even; 2+3=5 → 1/2
    s.rnd.script = [2, 3];
    activate(s);
    run(s);
    expect(s.pending[0]).toMatchObject({ kind: "reroll" });
    act(s, "seat1", { type: "keepRoll" });
    expect(s.pending[0]).toMatchObject({ kind: "amulet", unit: "schmidt", dice: [2, 3] });
    act(s, "seat1", { type: "amulet", die: 1 });
    expect(s.flags).toContain("amulet-used");
    expect(s.rnd.script).toEqual([]);
  });
});

