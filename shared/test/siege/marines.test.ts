import { SIEGE_BOARD as B, spaceIndex } from "../../src/siege/board";
import type { GameEvent } from "../../src/core/ruleset";
import type { SiegeState } from "../../src/siege/state/game";
import { beginZedsActivations } from "../../src/siege/procedure/activations";
import { act, actionPhase, blank, choose, draw, ofType, refused, run, unit, zed } from "./kit";

const at = (id: string) => spaceIndex(id);

/**
 * Enters the 4R phase of a round whose card is The Marines Deploy (4R 1) and runs it up to the lead's
 * budget or a decision; a Refugees unit on Suburbs #2 keeps the budget open, so an answer through the
 * engine stops there.
 */
function fourR(s: SiegeState): GameEvent[] {
  unit(s, "refugees-1", "suburbs:2", null, { def: "refugees" });
  s.decks.current = "the-marines-deploy";
  s.phase = "4r";
  s.work.push({ t: "enter", phase: "4r" });
  return run(s);
}

describe("siege §6.4 The Marines Deploy", () => {
  test("siege §6.4 The Marines Deploy: a Fate draw, the Marines on that track's Start for the lead with +4 Ammo, before the card's plot twist", () => {
    const s = blank(["seat1", "seat2"]);
    s.round = 2;
    s.lead = "seat2";
    s.decks.fate = ["bad-ammo-expired-supplies"]; // Where: Forest; twist −2 Supplies, −1 Ammo
    s.supplies = 5;
    s.ammo = 5;
    const z = zed(s, "5/3", "forest:7");
    const ev = draw(s, "the-marines-deploy");
    expect(s.units.marines).toMatchObject({ def: "marines", seat: "seat2", at: B.startOf.forest, side: "full", hits: 0 });
    expect(ofType(ev, "unitArrives").map((e) => [e.unit, e.space])).toEqual([["marines", B.startOf.forest]]);
    expect(ofType(ev, "marinesAmmo").map((e) => e.ammo)).toEqual([9]);
    const types = ev.map((e) => e.type);
    expect(types.indexOf("marinesAmmo")).toBeLessThan(types.indexOf("resources"));
    expect([s.supplies, s.ammo]).toEqual([3, 8]);
    // G6: no combat on a Start
    expect(s.zeds[z.id]!.at).toBe(B.startOf.forest);
    expect(ofType(ev, "handToHand")).toEqual([]);
  });

  test("siege §6.4 The Marines Deploy: Ammo stops at 20 (§5.1); a second deployment with the counter in the game brings nobody", () => {
    const s = blank(["seat1"]);
    s.decks.fate = ["bad-ammo-expired-supplies", "bad-ammo-expired-supplies"];
    s.supplies = 10;
    s.ammo = 18;
    draw(s, "the-marines-deploy");
    expect(s.ammo).toBe(19); // 18 + 4 → 20, then the twist's −1
    const ev = draw(s, "the-marines-deploy");
    expect(ofType(ev, "marinesAmmo")).toEqual([]);
    expect(ofType(ev, "noEffect")).toHaveLength(1);
    expect(Object.keys(s.units).filter((id) => s.units[id]!.def === "marines")).toEqual(["marines"]);
  });
});

describe("siege §2.2 step 2 the Rangers' 4R move", () => {
  test("siege §2.2 the Rangers may move 1 space in any direction in 4R: off their Start, the owner's choice", () => {
    const s = blank(["seat1", "seat2"]);
    unit(s, "marines", "highway:7", "seat2");
    const ev = fourR(s);
    expect(ofType(ev, "fourR")).toHaveLength(1);
    expect(s.pending[0]).toMatchObject({ purpose: "rangersMove", seats: ["seat2"], options: ["stay", "highway:6"], unit: "marines" });
    const ev2 = choose(s, "seat2", "highway:6");
    expect(ofType(ev2, "move").map((e) => [e.unit, e.from, e.to])).toEqual([["marines", B.startOf.highway, at("highway:6")]]);
    expect(s.units.marines!.at).toBe(at("highway:6"));
    expect(s.phase).toBe("4r");
  });

  test("siege §2.2 the Rangers' 4R move goes either way but never into Zeds or Raiders (decided, as the Guard's C9), and `stay` passes", () => {
    const s = blank(["seat1"]);
    unit(s, "marines", "forest:2", "seat1");
    zed(s, "4/2", "forest:1");
    const ev = fourR(s);
    expect(ofType(ev, "fourR")).toHaveLength(1);
    expect(s.pending[0]).toMatchObject({ purpose: "rangersMove", options: ["stay", "forest:3"] });
    const ev2 = choose(s, "seat1", "stay");
    expect(ofType(ev2, "rangersStay").map((e) => e.unit)).toEqual(["marines"]);
    expect(s.units.marines!.at).toBe(at("forest:2"));
    expect(s.phase).toBe("4r");
    const t = blank(["seat1"]);
    unit(t, "marines", "forest:0", "seat1");
    t.raiders["raiders-1"] = { id: "raiders-1", at: at("forest:2"), side: "full", hits: 0 };
    fourR(t);
    // the Raiders move first (G4): onto forest:1, so the Marines may only go into TC
    expect(t.raiders["raiders-1"]!.at).toBe(at("forest:1"));
    expect(t.pending[0]).toMatchObject({ purpose: "rangersMove", options: ["stay", "TC"] });
  });

  test("siege G4 order: the Raiders move before the Rangers, and the Rangers before the lead's Refugee movements", () => {
    const s = blank(["seat1"]);
    unit(s, "marines", "suburbs:7", "seat1");
    s.raiders["raiders-1"] = { id: "raiders-1", at: at("suburbs:5"), side: "full", hits: 0 };
    const ev = fourR(s);
    const types = ev.map((e) => e.type);
    expect(types.indexOf("raidersMove")).toBeGreaterThan(-1);
    expect(s.pending[0]).toMatchObject({ purpose: "rangersMove" });
    // the lead cannot spend the budget while the Rangers' choice is open
    expect(s.work.map((w) => w.t)).toEqual(["rangers"]);
  });
});

describe("siege §3.3 the Marines in combat", () => {
  test("siege §3.3 Marines: +1 column in Hand-to-hand", () => {
    const s = blank(["seat1"]);
    unit(s, "marines", "forest:2", "seat1");
    zed(s, "5/3", "forest:3");
    // Zeds 5 against Marines 5: Even, +1 → Humans+; 3+4 = 7 → 2/1*
    s.rnd.script = [3, 4];
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);
    expect(ofType(ev, "handToHand").map((e) => [e.column, e.zedsHits, e.playerHits, e.loser])).toEqual([["Humans+", 2, 1, "zeds"]]);
    expect(s.units.marines).toMatchObject({ at: at("forest:2"), side: "full", hits: 1 });
  });

  test("siege §4.3 Marines: Long-Range 2 at −1 column", () => {
    const s = actionPhase(["seat1"]);
    unit(s, "marines", "forest:2", "seat1");
    const z = zed(s, "6/3", "forest:4");
    s.ammo = 2;
    // fire Strength 5 at range 2, −1 column → the Strength 4 column; 4+4 = 8 → 2 hits (the Strength 5 column would give 3)
    s.rnd.script = [4, 4];
    const ev = act(s, "seat1", { type: "fire", unit: "marines", target: z.id, pay: "player" });
    expect(ofType(ev, "fire").map((e) => e.range)).toEqual([2]);
    expect(ofType(ev, "gunfireHits").map((e) => e.hits)).toEqual([2]);
    expect(s.zeds[z.id]!.hits).toBe(2);
  });
});

describe("siege §3.3 the Marines are not Heroes", () => {
  test("siege §3.3 the Marines (a Ranger unit) take no Hero or Civilians rule: they do not Forage (§5.5) and Keep Calm cannot pick them (§6.3)", () => {
    const s = actionPhase(["seat1"]);
    unit(s, "marines", "forest:0", "seat1");
    unit(s, "schmidt", "TC", "seat1");
    refused(s, "seat1", { type: "forage", unit: "marines", pay: "player" }, "siege.foragers");
    const t = blank(["seat1", "seat2"]);
    unit(t, "marines", "forest:2", "seat1");
    unit(t, "schmidt", "TC", "seat1");
    unit(t, "hunt", "TC", "seat2");
    draw(t, "keep-calm-and-kill-zeds");
    expect(t.pending[0]).toMatchObject({ purpose: "keepCalm", options: ["hunt", "schmidt"] });
  });
});

