import type { GameEvent } from "../../src/core/ruleset";
import { SIEGE_BOARD as B, spaceIndex } from "../../src/siege/board";
import { reachCamp } from "../../src/siege/arrivals/camp";
import type { SiegeState } from "../../src/siege/state/game";
import { act, blank, choose, draw, ofType, run, unit, zed } from "./kit";

const at = (id: string) => spaceIndex(id);

/** A blank game whose next Fate card is Bad Ammo, Expired Supplies (Where: Forest; its twist −2 Supplies, −1 Ammo). */
function forestFate(seats: SiegeState["seats"] = ["seat1"]): SiegeState {
  const s = blank(seats);
  s.decks.fate = ["bad-ammo-expired-supplies"];
  s.supplies = 5;
  s.ammo = 5;
  return s;
}

/** V.I.P. Survivors (as Unidentified Mob puts them on the map) on space `where`. */
function vip(s: SiegeState, where: string, id = "vip-1") {
  return unit(s, "vip", where, null, { id });
}

describe("siege §6.4 Unidentified Mob", () => {
  test("siege §6.4 Unidentified Mob: a Fate draw; with Infection 8 or more a Super-Zeds from the bag goes on the Fated track's Start, before the card's plot twist", () => {
    const s = forestFate();
    s.infection = 8;
    s.bag = ["giants", "oozers"];
    s.rnd.script = [1]; // the bag's second: the Oozers
    const ev = draw(s, "unidentified-mob");
    expect(s.rnd.script).toEqual([]);
    expect(ofType(ev, "eventSkipped")).toEqual([]);
    expect(ofType(ev, "mobSuper").map((e) => [e.track, e.infection])).toEqual([["forest", 8]]);
    expect(ofType(ev, "newZeds").map((e) => [e.zeds, e.space])).toEqual([["oozers", B.startOf.forest]]);
    expect(s.zeds.oozers).toMatchObject({ kind: "super", at: B.startOf.forest, side: "full", hits: 0 });
    expect(s.bag).toEqual(["giants"]);
    const types = ev.map((e) => e.type);
    expect(types.indexOf("newZeds")).toBeLessThan(types.indexOf("resources")); // the twist comes after
    expect([s.supplies, s.ammo]).toEqual([3, 4]);
    expect(Object.values(s.units).filter((u) => u.def === "vip")).toEqual([]);
  });

  test("siege §6.4 Unidentified Mob: with Infection below 8 V.I.P. Survivors appear on the Fated track's Start, sharing it with the Zeds there without a fight (G6)", () => {
    const s = forestFate();
    s.infection = 7;
    const z = zed(s, "5/3", "forest:7");
    const ev = draw(s, "unidentified-mob");
    expect(ofType(ev, "mobVip").map((e) => [e.track, e.infection])).toEqual([["forest", 7]]);
    const vips = Object.values(s.units).filter((u) => u.def === "vip");
    expect(vips).toHaveLength(1);
    expect(vips[0]).toMatchObject({ seat: null, at: B.startOf.forest, side: "full", hits: 0 });
    expect(vips[0]!.id).toMatch(/^vip-\d+$/);
    expect(ofType(ev, "unitArrives").map((e) => [e.unit, e.space])).toEqual([[vips[0]!.id, B.startOf.forest]]);
    expect(s.zeds[z.id]!.at).toBe(B.startOf.forest);
    expect(ofType(ev, "handToHand")).toEqual([]);
    expect(ofType(ev, "devoured")).toEqual([]);
    expect(s.infection).toBe(7);
  });

  test("siege §6.4 Unidentified Mob with Infection 8 or more and an empty bag: a normal Zeds instead; bag and reserve empty: nothing (G13)", () => {
    const s = forestFate();
    s.infection = 9;
    s.bag = [];
    const id = s.reserve[0]!;
    s.rnd.script = [0];
    const ev = draw(s, "unidentified-mob");
    expect(ofType(ev, "bagEmpty")).toHaveLength(1);
    expect(s.zeds[id]).toMatchObject({ kind: "normal", at: B.startOf.forest, side: "full" });
    const t = forestFate();
    t.infection = 9;
    t.bag = [];
    t.reserve = [];
    const ev2 = draw(t, "unidentified-mob");
    expect(ofType(ev2, "reserveEmpty")).toHaveLength(1);
    expect(t.zeds).toEqual({});
    expect(Object.values(t.units)).toEqual([]);
  });
});

describe("siege §3.3 V.I.P. Survivors", () => {
  test("siege §3.3 V.I.P. Survivors are Refugees: a 4R movement takes them into TC, +1 Infection, into the Camp, then the lead's bonus, then their rumor procedure (G8)", () => {
    const s = forestFate(["seat1", "seat2"]);
    s.phase = "4r";
    s.fourR = { left: 1 };
    s.infection = 6;
    const v = vip(s, "forest:0");
    act(s, "seat1", { type: "refugee", unit: v.id });
    expect(s.units[v.id]!.at).toBe(B.camp);
    expect(s.infection).toBe(7);
    const d = s.pending[0] as { purpose: string; options: string[]; seats: string[]; unit?: string };
    expect([d.purpose, d.options, d.seats, d.unit]).toEqual(["vip", ["infection-0", "heal-all", "supplies-ammo"], ["seat1"], v.id]);
    const ev = choose(s, "seat1", "infection-0");
    expect(s.infection).toBe(0);
    const types = ev.map((e) => e.type);
    expect(types.slice(0, 3)).toEqual(["chose", "vipBonus", "infection"]);
    expect(types.indexOf("infection")).toBeLessThan(types.indexOf("rumorDrawn"));
    expect(ofType(ev, "vipBonus").map((e) => [e.unit, e.bonus])).toEqual([[v.id, "infection-0"]]);
  });

  test("siege §3.3 V.I.P. Survivors arriving with other Refugees: each arrival's bonus and rumor procedure in arrival order (G8)", () => {
    const s = blank(["seat1"]);
    const v = vip(s, "forest:0");
    const r = unit(s, "refugees", "highway:0", null, { id: "refugees-9" });
    const ev: GameEvent[] = [];
    reachCamp(s, v, "siege G8", ev);
    reachCamp(s, r, "siege G8", ev);
    // the top of the stack runs first
    expect([...s.work].reverse()).toEqual([
      { t: "vipBonus", unit: v.id },
      { t: "rumorArrival", unit: v.id },
      { t: "rumorArrival", unit: r.id },
    ]);
  });

  test("siege §3.3 V.I.P. Survivors' bonus: heal every player unit in play whole (G21 Heals as needed, no Infection drop)", () => {
    const s = blank(["seat1"]);
    s.infection = 5;
    const v = vip(s, "camp");
    unit(s, "piazza", "bed1", "seat1", { coma: true, side: "reduced" });
    unit(s, "civ3", "forest:2", "seat1", { side: "reduced", hits: 1 });
    unit(s, "hunt", "TC", "seat1");
    unit(s, "civ1", "cemetery", "seat1", { side: "reduced" });
    s.work.push({ t: "vipBonus", unit: v.id });
    run(s);
    const ev = choose(s, "seat1", "heal-all");
    expect(s.units.piazza).toMatchObject({ at: at("bed1"), coma: false, side: "full", hits: 0 });
    expect(s.units.civ3).toMatchObject({ at: at("forest:2"), side: "full", hits: 0 });
    expect(s.units.hunt).toMatchObject({ side: "full", hits: 0 });
    expect(s.units.civ1).toMatchObject({ at: B.cemetery, side: "reduced" });
    expect(ofType(ev, "heal").map((e) => e.unit)).toEqual(["civ3", "civ3", "piazza", "piazza"]);
    expect(s.infection).toBe(5);
    expect(s.actionPhase.healed).toEqual([]);
  });

  test("siege §3.3 V.I.P. Survivors' bonus: +4 Supplies and +2 Ammo, gains above 20 lost (§5.1)", () => {
    const s = blank(["seat1"]);
    s.supplies = 18;
    s.ammo = 3;
    const v = vip(s, "camp");
    s.work.push({ t: "vipBonus", unit: v.id });
    run(s);
    choose(s, "seat1", "supplies-ammo");
    expect([s.supplies, s.ammo]).toEqual([20, 5]);
  });

  test("siege §3.3 V.I.P. Survivors caught by Zeds are devoured as Refugees (+2 Infection, the lead's Save, Q10)", () => {
    const s = blank(["seat1"]);
    const v = vip(s, "forest:5");
    const z = zed(s, "4/2", "forest:6");
    s.work.push({ t: "advance", ids: [z.id], from: at("forest:6") });
    const ev = run(s);
    expect(ofType(ev, "devoured").map((e) => e.unit)).toEqual([v.id]);
    expect(s.infection).toBe(2);
    const d = s.pending[0] as { purpose: string; seats: string[] };
    expect([d.purpose, d.seats]).toEqual(["save", ["seat1"]]);
  });
});
