import { RuleError } from "../../src/core/errors";
import { expectRefusal } from "../refusal";
import { SIEGE_BOARD as B, spaceIndex } from "../../src/siege/board";
import { siegeEngine } from "../../src/siege/ruleset/engine";
import type { ChoiceDecision } from "../../src/siege/state/pending";
import { beginZedsActivations } from "../../src/siege/procedure/activations";
import { answerReroll, blank, choose, ofType, run, unit, unitsOn, zed, zedsOn } from "./kit";

describe("siege T9 a Mob splits on stacking", () => {
  const scene = () => {
    const s = blank();
    s.spaces[spaceIndex("forest:0")]!.noEntry = true;
    const lone = zed(s, "3/2", "forest:1");
    const big = zed(s, "6/3", "forest:2");
    const small = zed(s, "4/2", "forest:2");
    return { s, lone, big, small };
  };

  test("siege T9 No Entry on FO0 holds the FO1 Zed; only the Mob's 6/3 moves to FO1; the 4/2 stays; nobody moves again", () => {
    const { s, lone, big, small } = scene();
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);
    expect(zedsOn(s, "forest:1")).toEqual([lone.id, big.id].sort());
    expect(zedsOn(s, "forest:2")).toEqual([small.id]);
    expect(ofType(ev, "zedsHeld").map((e) => e.zeds)).toEqual([[lone.id]]);
    expect(ofType(ev, "zedsMove").map((e) => e.zeds)).toEqual([[big.id]]);
    expect(ofType(ev, "handToHand")).toHaveLength(0);
    expect(s.spaces.every((sp) => sp.chaos === 0)).toBe(true);
    expect(s.work).toEqual([]);
    expect(s.zedsPhase!.current).toBe(1);
  });

  test("siege T9 variant: a train on FO2 is destroyed by the 6/3 leaving toward TC", () => {
    const { s, big, small } = scene();
    s.trains = [
      { id: "wh-cargo", at: spaceIndex("forest:2"), side: "departure", passengers: [] },
      { id: "express-bv", at: B.tc, side: "departure", passengers: [] },
    ];
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);
    expect(s.trains.map((t) => t.id)).toEqual(["express-bv"]);
    expect(ofType(ev, "trainDestroyed")).toMatchObject([{ train: "wh-cargo", rule: "siege S-T5" }]);
    expect(s.zeds[big.id]!.at).toBe(spaceIndex("forest:1"));
    expect(s.zeds[small.id]!.at).toBe(spaceIndex("forest:2"));
  });
});

describe("siege T10 defenders lose in a Village", () => {
  test("siege T10 the Zed 6/4 enters St. Thomas: Zeds+ after the Village, 2+4 → 1/3; Civilians flip, retreat past full FO3 to FO2; Villagers flee to FO3 as Refugees; Chaos; +1 Infection", () => {
    const s = blank();
    const z = zed(s, "6/4", "forest:5");
    const civ = unit(s, "civ1", "forest:4", "seat1", { holdingOut: true });
    unit(s, "villagers", "forest:4", null, { id: "villagers-forest:4" });
    unit(s, "hunt", "forest:3", "seat1");
    unit(s, "schmidt", "forest:3", "seat2");
    s.rnd.script = [2, 4];
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);

    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Zeds+", dice: [2, 4], zedsHits: 1, playerHits: 3, loser: "player" }]);
    expect(s.zeds[z.id]).toMatchObject({ at: spaceIndex("forest:4"), side: "full", hits: 1 });
    expect(s.units.civ1).toMatchObject({ at: spaceIndex("forest:2"), side: "reduced", hits: 1, holdingOut: false });
    expect(civ.id).toBe("civ1");
    expect(s.units["villagers-forest:4"]).toBeUndefined();
    const refugees = Object.values(s.units).filter((u) => u.def === "refugees");
    expect(refugees).toHaveLength(1);
    expect(refugees[0]!.at).toBe(spaceIndex("forest:3"));
    expect(unitsOn(s, "forest:3")).toEqual(["hunt", refugees[0]!.id, "schmidt"].sort());
    expect(s.spaces[spaceIndex("forest:4")]!.chaos).toBe(1);
    expect(s.chaosPool).toBe(9);
    expect(s.infection).toBe(1);
    expect(s.rnd.script).toEqual([]);
    expect(s.work).toEqual([]);
  });
});

describe("siege §2.5 Rule 4.4 and the G5 pipeline", () => {
  test("siege §2.5 a Zeds unit entering Town Center loses the game", () => {
    const s = blank();
    const z = zed(s, "2/1", "mountain:0");
    beginZedsActivations(s, ["mountain"]);
    run(s);
    expect(s.phase).toBe("over");
    expect(s.result).toMatchObject({ winner: "zeds", rule: "siege §2.5" });
    // the reason is data the client words: its key, the Zeds that broke in and the space they came from
    expect(s.result!.key).toBe("breakIn");
    expect(s.result!.params).toMatchObject({ zeds: [z.id], space: "mountain:0" });
    expect(s.work).toEqual([]);
  });

  test("siege §2.5 step 1 a track without Zeds gets a new one on its Start, which moves only at the next activation", () => {
    const s = blank();
    beginZedsActivations(s, ["highway", "highway"]);
    const reserve = s.reserve.length;
    const ev = run(s);
    const placed = ofType(ev, "newZeds");
    expect(placed).toHaveLength(1);
    const id = placed[0]!.zeds as string;
    expect(s.reserve).toHaveLength(reserve - 1);
    expect(s.reserve).not.toContain(id);
    expect(ofType(ev, "zedsMove")).toMatchObject([{ zeds: [id], from: B.startOf.highway, to: spaceIndex("highway:6") }]);
    expect(s.zeds[id]!.at).toBe(spaceIndex("highway:6"));
  });

  test("siege §4.5 G5 G19 losing Zeds go back whence they came; Chaos where they come to rest; a retreat keeps the Barricade", () => {
    const s = blank();
    const z = zed(s, "2/1", "forest:4");
    unit(s, "furies", "forest:3", "seat2");
    s.spaces[spaceIndex("forest:3")]!.barricade = "barricade";
    s.rnd.script = [3, 4];
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);
    // 6 against 2 is Humans×3; Terrain only shifts further right, clamped; 7 → 3/0*
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Humans×3", zedsHits: 3, playerHits: 0, loser: "zeds" }]);
    expect(s.zeds[z.id]).toMatchObject({ at: spaceIndex("forest:4"), side: "reduced", hits: 0 });
    expect(s.units.furies).toMatchObject({ at: spaceIndex("forest:3"), side: "full", hits: 0 });
    expect(s.spaces[spaceIndex("forest:4")]!.chaos).toBe(1);
    expect(s.spaces[spaceIndex("forest:3")]!.chaos).toBe(0);
    expect(s.spaces[spaceIndex("forest:3")]!.barricade).toBe("barricade");
    expect(s.infection).toBe(1);
    expect(ofType(ev, "zedsMove")).toHaveLength(1);
  });

  test("siege G19 Zeds leaving a space by a move remove its Barricade", () => {
    const s = blank();
    zed(s, "2/1", "forest:3");
    s.spaces[spaceIndex("forest:3")]!.barricade = "barricade";
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);
    expect(s.spaces[spaceIndex("forest:3")]!.barricade).toBeNull();
    expect(ofType(ev, "barricadeRemoved")).toHaveLength(1);
  });

  test("siege §5.6 a Chaos marker due with an empty pool loses the game", () => {
    const s = blank();
    zed(s, "2/1", "forest:4");
    s.chaosPool = 0;
    beginZedsActivations(s, ["forest"]);
    run(s);
    expect(s.result).toMatchObject({ winner: "zeds", rule: "siege §5.6" });
    // the result names the space the marker was due on (a client says the reason in its words with it)
    expect(s.result!.params).toMatchObject({ space: "forest:3" });
  });

  test("siege §2.5 step 3 a full destination holds a lone Zeds unit back", () => {
    const s = blank();
    const a = zed(s, "4/2", "suburbs:3");
    const b = zed(s, "4/2", "suburbs:3");
    const c = zed(s, "5/3", "suburbs:4");
    s.spaces[spaceIndex("suburbs:2")]!.noEntry = true;
    beginZedsActivations(s, ["suburbs"]);
    const ev = run(s);
    expect(zedsOn(s, "suburbs:3")).toEqual([a.id, b.id].sort());
    expect(zedsOn(s, "suburbs:4")).toEqual([c.id]);
    expect(ofType(ev, "zedsHeld")).toHaveLength(2);
  });

  test("siege §2.5 step 3 D1 a Mob of equal Strengths with room for one: the lead picks who goes", () => {
    const s = blank();
    zed(s, "3/2", "forest:1");
    const a = zed(s, "4/2", "forest:2");
    const b = zed(s, "4/2", "forest:2");
    s.spaces[spaceIndex("forest:0")]!.noEntry = true;
    beginZedsActivations(s, ["forest"]);
    run(s);
    const d = s.pending[0] as ChoiceDecision;
    expect(d).toMatchObject({ kind: "choose", purpose: "mover", seats: ["seat1"], options: [a.id, b.id].sort() });
    choose(s, "seat1", b.id);
    expect(s.zeds[b.id]!.at).toBe(spaceIndex("forest:1"));
    expect(s.zeds[a.id]!.at).toBe(spaceIndex("forest:2"));
    expect(s.work).toEqual([]);
  });
});

describe("siege §4.1 Hand-to-hand in the Zeds phase", () => {
  test("siege G12 the defender: the lead picks among two seats' units; the chosen unit fights, the Zeds lose and retreat", () => {
    const s = blank();
    const z = zed(s, "6/3", "forest:3");
    unit(s, "civ1", "forest:2", "seat1");
    unit(s, "civ7", "forest:2", "seat2");
    s.rnd.script = [6, 6];
    beginZedsActivations(s, ["forest"]);
    run(s);
    expect(s.pending[0]).toMatchObject({ kind: "choose", purpose: "defender", seats: ["seat1"], options: ["civ1", "civ7"] });
    expect(siegeEngine.legalActions(s, "seat2")).toEqual([]);
    expect(() => choose(s, "seat2", "civ7")).toThrow(RuleError);
    const ev = choose(s, "seat1", "civ7");
    // 6 against 4 is Zeds+; 12 → 2/0*
    expect(ofType(ev, "handToHand")).toMatchObject([{ unit: "civ7", column: "Zeds+", zedsHits: 2, playerHits: 0, loser: "zeds" }]);
    expect(ofType(ev, "roll")[0]).toMatchObject({ purpose: "handToHand", unit: "civ7" });
    expect(s.zeds[z.id]).toMatchObject({ at: spaceIndex("forest:3"), side: "full", hits: 2 });
    expect(s.spaces[spaceIndex("forest:3")]!.chaos).toBe(1);
    expect(s.infection).toBe(1);
  });

  test("siege G12 the defender: when both units are one seat's, that seat picks", () => {
    const s = blank();
    zed(s, "6/3", "forest:3");
    unit(s, "civ1", "forest:2", "seat2");
    unit(s, "civ7", "forest:2", "seat2");
    beginZedsActivations(s, ["forest"]);
    run(s);
    expect(s.pending[0]).toMatchObject({ purpose: "defender", seats: ["seat2"] });
  });

  test("siege G12 Q17 hits on a Mob are placed one at a time by the seat whose unit fought", () => {
    const s = blank();
    const big = zed(s, "5/3", "forest:3");
    const small = zed(s, "4/2", "forest:3");
    unit(s, "civ7", "forest:2", "seat2");
    s.rnd.script = [6, 6];
    beginZedsActivations(s, ["forest"]);
    run(s);
    // 9 against 4 is Zeds×2; 12 → 2/1*
    expect(s.pending[0]).toMatchObject({ purpose: "mobHit", seats: ["seat2"], options: [big.id, small.id].sort() });
    choose(s, "seat2", big.id);
    expect(s.pending[0]).toMatchObject({ purpose: "mobHit", seats: ["seat2"] });
    choose(s, "seat2", small.id);
    expect(s.zeds[big.id]).toMatchObject({ hits: 1, at: spaceIndex("forest:3") });
    expect(s.zeds[small.id]).toMatchObject({ hits: 1, at: spaceIndex("forest:3") });
    expect(s.units.civ7).toMatchObject({ hits: 1, side: "full", at: spaceIndex("forest:2") });
    expect(s.pending).toEqual([]);
    expect(s.work).toEqual([]);
  });

  test("siege §3.1 §4.6 Tenacious dice per hit (4–6 prevent), Schmidt's +1 column, the last hit and a declined Save", () => {
    const s = blank();
    const z = zed(s, "8/4", "forest:3");
    unit(s, "schmidt", "forest:2", "seat1");
    // 8 against 4 is Zeds×2, Schmidt +1 → Zeds+; 1+1 → 0/4; Tenacious 4 (saved), 2 (flips), 6 (saved), 1 (last hit)
    s.rnd.script = [1, 1, 4, 2, 6, 1];
    beginZedsActivations(s, ["forest"]);
    run(s);
    expect(s.pending[0]).toMatchObject({ kind: "reroll", seats: ["seat1"], dice: [1, 1], unit: "schmidt" });
    const ev = answerReroll(s, "seat1", "keepRoll");
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Zeds+", zedsHits: 0, playerHits: 4 }]);
    expect(ofType(ev, "hitPrevented")).toHaveLength(2);
    expect(s.pending[0]).toMatchObject({ purpose: "save", seats: ["seat1"], options: ["roll", "decline"] });
    const more = choose(s, "seat1", "decline");
    expect(s.units.schmidt!.at).toBe(B.cemetery);
    expect(ofType(more, "toCemetery")).toHaveLength(1);
    expect(s.zeds[z.id]!.at).toBe(spaceIndex("forest:2"));
    expect(s.rnd.script).toEqual([]);
    expect(s.infection).toBe(1);
  });

  test("siege G22 W3 Hunt's owner may re-roll a Hand-to-hand once; the second roll is final", () => {
    const s = blank();
    const z = zed(s, "9/4", "forest:3");
    unit(s, "hunt", "forest:2", "seat2");
    // 9 against 5 is Zeds+; 1+1 → 0/4 is re-rolled: 6+6 → 2/0*, the Zed retreats
    s.rnd.script = [1, 1, 6, 6];
    beginZedsActivations(s, ["forest"]);
    run(s);
    expect(s.pending[0]).toMatchObject({ kind: "reroll", seats: ["seat2"], dice: [1, 1] });
    expect(siegeEngine.legalActions(s, "seat2")).toEqual([{ type: "reroll" }, { type: "keepRoll" }]);
    expect(siegeEngine.legalActions(s, "seat1")).toEqual([]);
    const ev = answerReroll(s, "seat2", "reroll");
    expect(ofType(ev, "roll").map((e) => e.purpose)).toEqual(["handToHandReroll"]);
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Zeds+", dice: [6, 6], zedsHits: 2, playerHits: 0, loser: "zeds" }]);
    expect(s.pending).toEqual([]);
    expect(s.zeds[z.id]).toMatchObject({ at: spaceIndex("forest:3"), hits: 2 });
    expect(s.units.hunt).toMatchObject({ at: spaceIndex("forest:2"), hits: 0 });
    expect(s.rnd.script).toEqual([]);
  });

  test("siege D6 a choice outside the options is refused and changes nothing", () => {
    const s = blank();
    zed(s, "6/3", "forest:3");
    unit(s, "civ1", "forest:2", "seat1");
    unit(s, "civ7", "forest:2", "seat1");
    beginZedsActivations(s, ["forest"]);
    run(s);
    const before = JSON.stringify(s);
    expectRefusal(() => choose(s, "seat1", "hunt"), "siege.notAnOption", { option: "hunt", options: "civ1, civ7" });
    expect(JSON.stringify(s)).toBe(before);
  });

  test("siege G6 two defenders retreat to a space with room for one: their owner picks who stops, the other goes on", () => {
    const s = blank();
    zed(s, "9/4", "forest:3");
    unit(s, "civ1", "forest:2", "seat1");
    unit(s, "civ2", "forest:2", "seat1");
    unit(s, "hernandez", "forest:1", "seat2");
    s.rnd.script = [3, 4];
    beginZedsActivations(s, ["forest"]);
    run(s);
    choose(s, "seat1", "civ1");
    // 9 against 3 is Zeds×3; 7 → 0/3: civ1 flips and keeps 1 hit
    expect(s.units.civ1).toMatchObject({ side: "reduced", hits: 1 });
    expect(s.pending[0]).toMatchObject({ purpose: "retreatStop", seats: ["seat1"], options: ["civ1", "civ2"] });
    choose(s, "seat1", "civ2");
    expect(unitsOn(s, "forest:1")).toEqual(["civ2", "hernandez"]);
    expect(unitsOn(s, "forest:0")).toEqual(["civ1"]);
    expect(zedsOn(s, "forest:2")).toHaveLength(1);
    expect(s.work).toEqual([]);
  });

  test("siege §2.5 step 5 Q10 unprotected Refugees are devoured (+2 Infection); the lead's Save puts them in a Bed in coma (+1)", () => {
    const s = blank();
    zed(s, "2/1", "forest:3");
    const r = unit(s, "refugees", "forest:2", null, { id: "refugees-9" });
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);
    expect(ofType(ev, "devoured")).toHaveLength(1);
    expect(s.infection).toBe(2);
    expect(s.pending[0]).toMatchObject({ purpose: "save", seats: ["seat1"] });
    s.rnd.script = [5];
    choose(s, "seat1", "roll");
    expect(s.units[r.id]).toMatchObject({ at: B.beds[0], coma: true });
    expect(s.infection).toBe(3);
    expect(s.work).toEqual([]);
  });

  test("siege §2.5 step 5 unprotected Villagers flee as Refugees, but not into Zeds: then they are devoured", () => {
    const s = blank();
    zed(s, "2/1", "highway:6");
    zed(s, "3/1", "highway:4");
    s.spaces[spaceIndex("highway:3")]!.noEntry = true;
    unit(s, "villagers", "highway:5", null, { id: "villagers-highway:5" });
    beginZedsActivations(s, ["highway"]);
    const ev = run(s);
    expect(ofType(ev, "villagersFlee")).toMatchObject([{ from: spaceIndex("highway:5"), to: spaceIndex("highway:5") }]);
    expect(ofType(ev, "devoured")).toHaveLength(1);
    expect(s.infection).toBe(2);
    expect(s.pending[0]).toMatchObject({ purpose: "save" });
    choose(s, "seat1", "decline");
    expect(Object.values(s.units).map((u) => [u.def, u.at])).toEqual([["refugees", B.cemetery]]);
    expect(s.spaces[spaceIndex("highway:5")]!.chaos).toBe(1);
  });
});
