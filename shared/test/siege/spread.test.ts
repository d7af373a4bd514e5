import { SIEGE_BOARD as B, spaceIndex } from "../../src/siege/board";
import type { SiegeState } from "../../src/siege/state/game";
import { blank, choose, counter, draw, ofType, run, unit, zed, zedsOn } from "./kit";

const at = (id: string) => spaceIndex(id);

/** A blank game on a Spread of the Zed Disease round (its Start already done: the round is marked), in `phase`. */
function spreadRound(phase: SiegeState["phase"]): SiegeState {
  const s = blank(["seat1"]);
  s.decks.current = "spread-of-the-zed-disease";
  s.flags.push("spread");
  s.phase = phase;
  return s;
}

describe("siege §6.3 Spread of the Zed Disease", () => {
  test("siege §6.3 Spread of the Zed Disease: the Start is a Fate draw, a new Zeds on the Fated track's Start before the plot twist, and the round is marked", () => {
    const s = blank(["seat1"]);
    s.decks.fate = ["bad-ammo-expired-supplies"]; // Where: Forest; its twist −2 Supplies, −1 Ammo
    s.supplies = 5;
    s.ammo = 5;
    const id = counter(s, "5/3");
    s.rnd.script = [s.reserve.indexOf(id)];
    const ev = draw(s, "spread-of-the-zed-disease");
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "eventSkipped")).toEqual([]);
    expect(ofType(ev, "newZeds").map((e) => [e.zeds, e.space])).toEqual([[id, B.startOf.forest]]);
    const types = ev.map((e) => e.type);
    expect(types.indexOf("newZeds")).toBeLessThan(types.indexOf("resources"));
    expect([s.supplies, s.ammo]).toEqual([3, 4]);
    expect(s.flags).toContain("spread");
  });

  test("siege §6.3 Spread of the Zed Disease: a Civilians unit hospitalised by a Zeds attack rises as a new Zeds where it stood once that fight is over, before the next group moves (G14, G16: a full space sends it back toward Start)", () => {
    const s = spreadRound("zeds");
    unit(s, "civ3", "forest:2", "seat1"); // Civilians 2/1
    const a = zed(s, "5/3", "forest:3");
    const b = zed(s, "4/2", "forest:3");
    const c = zed(s, "3/2", "forest:5");
    const risen = counter(s, "6/3");
    s.zedsPhase = { activations: ["forest"], current: 0, moved: [] };
    s.work.push({ t: "pass", track: "forest" });
    // the Mob (9 against 2: Zeds×3) rolls 2+3 = 5 → 0/4: the Civilians take their last hit; Save 5 → a Bed; then the draw of the new counter
    s.rnd.script = [2, 3, 5, s.reserve.indexOf(risen)];
    run(s);
    expect((s.pending[0] as { purpose: string }).purpose).toBe("save");
    const ev = choose(s, "seat1", "roll");
    expect(s.rnd.script).toEqual([]);
    expect(s.units.civ3).toMatchObject({ at: at("bed1"), coma: true });
    expect(ofType(ev, "spreadQueued").map((e) => [e.unit, e.space])).toEqual([["civ3", at("forest:2")]]);
    expect(ofType(ev, "spreadSpawn").map((e) => [e.unit, e.space])).toEqual([["civ3", at("forest:2")]]);
    // the Mob holds the space: the new Zeds lands on the first space back toward Start with room
    expect(ofType(ev, "newZeds").map((e) => [e.zeds, e.space])).toEqual([[risen, at("forest:3")]]);
    expect(zedsOn(s, "forest:2")).toEqual([a.id, b.id].sort());
    expect(zedsOn(s, "forest:3")).toEqual([risen]);
    const types = ev.map((e) => e.type);
    expect(types.indexOf("spreadSpawn")).toBeLessThan(types.lastIndexOf("zedsMove"));
    expect(s.zeds[c.id]!.at).toBe(at("forest:4")); // the next group moved after the rising
    expect(s.flags.filter((f) => f.startsWith("spread-spawn:"))).toEqual([]);
  });

  test("siege §6.3 Spread of the Zed Disease: a killed Civilians unit rises and the new Zeds attack the player units still on its space (G16)", () => {
    const s = spreadRound("action");
    s.actionPhase = { playerAction: { seat1: true }, done: [], healed: [], equipped: false, used: [], free: {} };
    unit(s, "civ3", "forest:2", "seat1", { side: "reduced", hits: 1 }); // its next hit is its last
    unit(s, "furies", "forest:2", "seat1");
    const risen = counter(s, "2/1");
    s.work.push({ t: "hitsPlayer", unit: "civ3", space: at("forest:2"), n: 1 });
    run(s);
    // the Furies (6) defend against the risen 2/1: Humans×3; 6+6 = 12 → 5/0*: it flips, keeps 2 hits and retreats
    s.rnd.script = [s.reserve.indexOf(risen), 6, 6];
    const ev = choose(s, "seat1", "decline");
    expect(s.rnd.script).toEqual([]);
    expect(s.units.civ3!.at).toBe(B.cemetery);
    expect(ofType(ev, "newZeds").map((e) => [e.zeds, e.space])).toEqual([[risen, at("forest:2")]]);
    const fight = ofType(ev, "handToHand")[0]!;
    expect([fight.unit, fight.column, fight.zedsHits, fight.playerHits, fight.loser]).toEqual(["furies", "Humans×3", 5, 0, "zeds"]);
    expect(s.zeds[risen]).toMatchObject({ at: at("forest:3"), side: "reduced", hits: 2 });
    expect(s.units.furies).toMatchObject({ at: at("forest:2"), hits: 0 });
    expect(s.infection).toBe(1);
  });

  test("siege §6.3 Spread of the Zed Disease: Heroes, heroic Civilians and Civilians lost in TC do not rise, nor Civilians on another round", () => {
    const s = spreadRound("action");
    s.actionPhase = { playerAction: { seat1: true }, done: [], healed: [], equipped: false, used: [], free: {} };
    unit(s, "piazza", "forest:2", "seat1");
    unit(s, "furies", "highway:3", "seat1");
    unit(s, "civ1", "TC", "seat1");
    s.work.push({ t: "save", unit: "piazza" }, { t: "save", unit: "furies" }, { t: "save", unit: "civ1" });
    run(s);
    choose(s, "seat1", "decline");
    choose(s, "seat1", "decline");
    const ev = choose(s, "seat1", "decline");
    expect(["piazza", "furies", "civ1"].map((id) => s.units[id]!.at)).toEqual([B.cemetery, B.cemetery, B.cemetery]);
    expect(ofType(ev, "spreadQueued")).toEqual([]);
    expect(s.zeds).toEqual({});

    const t = blank(["seat1"]);
    t.decks.current = "hunting-cabin";
    t.phase = "action";
    t.actionPhase = { playerAction: { seat1: true }, done: [], healed: [], equipped: false, used: [], free: {} };
    unit(t, "civ3", "forest:2", "seat1");
    t.work.push({ t: "save", unit: "civ3" });
    run(t);
    const ev2 = choose(t, "seat1", "decline");
    expect(t.units.civ3!.at).toBe(B.cemetery);
    expect(ofType(ev2, "spreadQueued")).toEqual([]);
    expect(t.zeds).toEqual({});
  });
});
