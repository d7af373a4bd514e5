import { SIEGE_BOARD as B, spaceIndex } from "../../src/siege/board";
import { reachable } from "../../src/siege/actions/move";
import { shots } from "../../src/siege/actions/gunfire";
import { forageYield } from "../../src/siege/actions/forage";
import { siegeEngine } from "../../src/siege/ruleset/engine";
import { act, actionPhase, choose, ofType, refused, run, unit, zed } from "./kit";

const at = (id: string) => spaceIndex(id);

describe("siege §2.6 the Action phase", () => {
  test("siege D1 each seat has one Player Action and the Event Actions are shared; every seat's done ends the phase", () => {
    const s = actionPhase(["seat1", "seat2"], 1);
    unit(s, "civ1", "TC", "seat1");
    unit(s, "civ2", "TC", "seat2");
    expect(siegeEngine.actingSeats(s)).toEqual(["seat1", "seat2"]);
    act(s, "seat1", { type: "move", unit: "civ1", to: at("forest:0"), pay: "player" });
    refused(s, "seat1", { type: "move", unit: "civ1", to: at("forest:1"), pay: "player" }, "siege.playerActionSpent");
    act(s, "seat1", { type: "move", unit: "civ1", to: at("forest:1"), pay: "event" });
    expect(s.actionTrack).toBe(0);
    refused(s, "seat2", { type: "move", unit: "civ2", to: at("forest:0"), pay: "event" }, "siege.noEventAction");
    refused(s, "seat2", { type: "move", unit: "civ1", to: at("forest:2"), pay: "player" }, "siege.notYoursNowWhy", { unit: "civ1" });
    act(s, "seat1", { type: "done" });
    expect(siegeEngine.actingSeats(s)).toEqual(["seat2"]);
    act(s, "seat2", { type: "done" });
    expect(s.actionPhase.done).toEqual(["seat1", "seat2"]);
  });

  test("siege §2.6 Move: up to Movement, never into a Start, stops on entering Chaos, never through Zeds; the Mayor makes entering TC free (G22)", () => {
    const s = actionPhase();
    const c = unit(s, "civ1", "forest:5", "seat1"); // Movement 2
    const to = reachable(s, c).map((r) => B.spaces[r.to]!.id);
    // either way along the track (away from TC too), but never the Start
    expect(to.sort()).toEqual(["forest:3", "forest:4", "forest:6"]);
    const p = unit(s, "piazza", "forest:6", "seat1"); // Movement 5
    expect(reachable(s, p).map((r) => B.spaces[r.to]!.id)).not.toContain("forest:7");
    s.spaces[at("forest:4")]!.chaos = 1;
    expect(reachable(s, c).map((r) => B.spaces[r.to]!.id).sort()).toEqual(["forest:4", "forest:6"]);
    s.spaces[at("forest:4")]!.chaos = 0;
    zed(s, "3/2", "forest:4");
    expect(reachable(s, c).map((r) => B.spaces[r.to]!.id).sort()).toEqual(["forest:4", "forest:6"]);
    const h = unit(s, "civ2", "forest:1", "seat1");
    expect(reachable(s, h).map((r) => r.to)).toContain(B.tc);
    unit(s, "hernandez", "TC", "seat2");
    // with the Mayor, TC costs nothing: civ2 reaches another track's #0 and #1? only #0 (2 Movement: FO0 1, TC 0, HW0 1)
    expect(reachable(s, h).map((r) => B.spaces[r.to]!.id)).toContain("highway:0");
  });

  test("siege §2.6 a move to a space that is not on the board is refused with its reason, not a crash (found by the fuzzer)", () => {
    const s = actionPhase();
    unit(s, "piazza", "forest:5", "seat1");
    for (const to of [-21, -1, B.spaces.length, 1006]) refused(s, "seat1", { type: "move", unit: "piazza", to, pay: "player" }, "siege.cannotMove", { unit: "piazza", space: `space ${to}` });
  });

  test("siege §3.4 a move may pass a full friendly space but not end there", () => {
    const s = actionPhase();
    unit(s, "civ2", "forest:1", "seat2");
    unit(s, "civ3", "forest:1", "seat2");
    const c = unit(s, "civ1", "forest:0", "seat1");
    const to = reachable(s, c).map((r) => B.spaces[r.to]!.id);
    expect(to).not.toContain("forest:1");
    expect(to).toContain("forest:2");
  });

  test("siege §2.6 entering Zeds starts a Hand-to-hand with the mover attacking; G18 the loser falls back along its own path", () => {
    const s = actionPhase();
    const c = unit(s, "civ1", "forest:0", "seat1"); // 3/1, Movement 2
    const z = zed(s, "9/4", "forest:2");
    s.rnd.script = [1, 2, 1]; // 3 on Zeds×3: 0/5 → last hit; Save 1
    act(s, "seat1", { type: "move", unit: "civ1", to: at("forest:2"), pay: "player" });
    expect(s.infection).toBe(1);
    // last hit before the retreat: the Save
    choose(s, "seat1", "roll");
    expect(c.at).toBe(B.cemetery);
    expect(z.at).toBe(at("forest:2"));
  });

  test("siege G18 a losing attacker that survives retreats to the previous space of its path", () => {
    const s = actionPhase();
    const f = unit(s, "furies", "forest:0", "seat1"); // 6/3, 2 hits per side, Tenacious; Movement 4, path FO0 → FO1 → FO2
    zed(s, "9/4", "forest:2");
    s.rnd.script = [3, 4, 1, 1]; // 7 on Zeds+ (9 > 6): 1/2; both Tenacious dice fail
    act(s, "seat1", { type: "move", unit: "furies", to: at("forest:2"), pay: "player" });
    expect([f.at, f.side, f.hits]).toEqual([at("forest:1"), "reduced", 0]);
  });

  test("siege §4.3 Gunfire costs 1 Action and 1 Ammo, hits the target alone, and is refused without Ammo", () => {
    const s = actionPhase();
    s.ammo = 1;
    unit(s, "civ7", "forest:1", "seat1"); // 4/2 fires 4
    const a = zed(s, "5/3", "forest:2");
    const b = zed(s, "4/2", "forest:2");
    s.rnd.script = [4, 4]; // 8 on Strength 4: 2 hits
    act(s, "seat1", { type: "fire", unit: "civ7", target: a.id, pay: "player" });
    expect([a.hits, b.hits, s.ammo]).toEqual([2, 0, 0]);
    refused(s, "seat1", { type: "fire", unit: "civ7", target: a.id, pay: "event" }, "siege.ammoShort", { need: 1, left: 0 });
  });

  test("siege §4.3 never from or into a Start; from TC into every Town space", () => {
    const s = actionPhase();
    const c = unit(s, "civ7", "forest:6", "seat1");
    zed(s, "5/3", "forest:7");
    expect(shots(s, c)).toEqual([]);
    const t = unit(s, "civ6", "TC", "seat1");
    zed(s, "4/2", "highway:0");
    zed(s, "3/2", "highway:1");
    expect(shots(s, t).map((x) => x.space)).toEqual([at("highway:0")]);
  });

  test("siege G22 Piazza's Long-Range 2/4/3 from TC (TC the end of every track) and her free step back", () => {
    const s = actionPhase();
    s.ammo = 3;
    unit(s, "piazza", "forest:0", "seat1");
    const z = zed(s, "7/4", "forest:3");
    expect(shots(s, s.units.piazza!)).toEqual([{ target: z.id, range: 3, space: at("forest:3") }]);
    s.rnd.script = [6, 6]; // 12 on Strength 3: 2 hits
    act(s, "seat1", { type: "fire", unit: "piazza", target: z.id, pay: "player" });
    expect(z.hits).toBe(2);
    const d = s.pending[0] as { purpose: string; options: string[] };
    expect([d.purpose, d.options]).toEqual(["stepBack", ["stay", "alone"]]);
    choose(s, "seat1", "alone");
    expect(s.units.piazza!.at).toBe(B.tc);
  });

  test("siege G22 Piazza's step back may take any units of her space along, Refugees included: with them into TC the Refugees go to the Camp (G8)", () => {
    const s = actionPhase();
    s.ammo = 3;
    s.rumors = null; // no rumor procedure at the Camp: only the +1 Infection (G8)
    unit(s, "piazza", "forest:0", "seat1");
    unit(s, "refugees", "forest:0", null, { id: "r1" });
    const z = zed(s, "7/4", "forest:3");
    s.rnd.script = [1, 1]; // 2 on Strength 3: no hit
    act(s, "seat1", { type: "fire", unit: "piazza", target: z.id, pay: "player" });
    const d = s.pending[0] as { purpose: string; options: string[] };
    expect([d.purpose, d.options]).toEqual(["stepBack", ["stay", "alone", "with:r1"]]);
    const infection = s.infection;
    const ev = choose(s, "seat1", "with:r1");
    expect(s.units.piazza!.at).toBe(B.tc);
    expect(s.units.r1!.at).toBe(B.camp);
    expect(s.infection).toBe(infection + 1);
    expect(ofType(ev, "toCamp")).toHaveLength(1);
  });

  test("siege G22 Refugees stepping back with Piazza onto a track space take no room there (only player units count, §3.4)", () => {
    const s = actionPhase();
    s.ammo = 3;
    unit(s, "piazza", "forest:2", "seat1");
    unit(s, "refugees", "forest:2", null, { id: "r1" });
    unit(s, "civ1", "forest:1", "seat2"); // one player unit already there: room for one more
    const z = zed(s, "7/4", "forest:4");
    s.rnd.script = [1, 1];
    act(s, "seat1", { type: "fire", unit: "piazza", target: z.id, pay: "player" });
    expect((s.pending[0] as { options: string[] }).options).toEqual(["stay", "alone", "with:r1"]);
    choose(s, "seat1", "with:r1");
    expect([s.units.piazza!.at, s.units.r1!.at]).toEqual([at("forest:1"), at("forest:1")]);
  });

  test("siege §3.3 Piazza may fire for two Actions instead of Action + Ammo: Player + Event, or two Event Actions", () => {
    const s = actionPhase(["seat1"], 1);
    s.ammo = 0;
    unit(s, "piazza", "forest:1", "seat1");
    const z = zed(s, "5/3", "forest:2");
    const fires = siegeEngine.legalActions(s, "seat1").filter((a) => a.type === "fire");
    expect(fires).toEqual([{ type: "fire", unit: "piazza", target: z.id, pay: "player", noAmmo: true, pay2: "event" }]);
    refused(s, "seat1", { type: "fire", unit: "piazza", target: z.id, pay: "player" }, "siege.ammoShort", { need: 1, left: 0 });
    s.rnd.script = [1, 1]; // 2 on the column: no hit
    act(s, "seat1", fires[0]!);
    expect([s.actionTrack, s.actionPhase.playerAction.seat1, s.ammo]).toEqual([0, false, 0]);
  });

  test("siege §4.3 the Mayor's fire support: a TC unit fires with +1 column without an Action, once per phase", () => {
    const s = actionPhase(["seat1"], 0);
    s.ammo = 2;
    s.actionPhase.playerAction = { seat1: false };
    unit(s, "hernandez", "TC", "seat1");
    const c = unit(s, "civ4", "TC", "seat1"); // 2/1
    const z = zed(s, "5/3", "forest:0");
    s.rnd.script = [4, 4]; // 8: Strength 2 → 1 hit; with +1 (column 3) → 2
    act(s, "seat1", { type: "fire", unit: c.id, target: z.id, pay: "mayor" });
    expect([z.hits, s.ammo]).toEqual([2, 1]);
    refused(s, "seat1", { type: "fire", unit: c.id, target: z.id, pay: "mayor" }, "siege.mayorSupport");
  });

  test("siege §5.5 the Forage table: Town 6 is a choice, the Farm 6 two Supplies, the Mine Ammo", () => {
    expect(forageYield("town", 3)).toEqual({ supplies: 0, ammo: 0 });
    expect(forageYield("town", 4)).toEqual({ supplies: 1, ammo: 0 });
    expect(forageYield("town", 6)).toBe("pick");
    expect(forageYield("farm", 6)).toEqual({ supplies: 2, ammo: 0 });
    expect(forageYield("mine", 5)).toEqual({ supplies: 0, ammo: 1 });
    expect(forageYield("mine", 6)).toEqual({ supplies: 0, ammo: 2 });
    expect(forageYield("named", 6)).toEqual({ supplies: 0, ammo: 1 });
  });

  test("siege G22 the Mayor adds +1 to Forage in TC: 5 becomes 6, the owner picks", () => {
    const s = actionPhase(["seat1"]);
    s.supplies = 3;
    s.ammo = 3;
    unit(s, "hernandez", "TC", "seat1");
    s.rnd.script = [5];
    act(s, "seat1", { type: "forage", unit: "hernandez", pay: "player" });
    const ev = choose(s, "seat1", "ammo");
    expect([s.supplies, s.ammo]).toEqual([3, 4]);
    // the yield event says what was found, as every Forage's does (the log's sentence reads its numbers)
    expect(ofType(ev, "forageYield")).toMatchObject([{ take: "ammo", supplies: 0, ammo: 1 }]);
  });

  test("siege §5.5 nobody forages on an unnamed space or a Start", () => {
    const s = actionPhase(["seat1"]);
    unit(s, "civ1", "forest:1", "seat1");
    refused(s, "seat1", { type: "forage", unit: "civ1", pay: "player" }, "siege.nothingToForage", { space: "FO1" });
  });

  test("siege G21 Heal: wake from coma first, then a hit, then flip; once per unit per round; −1 Infection", () => {
    const s = actionPhase(["seat1"], 3);
    s.infection = 4;
    const u = unit(s, "schmidt", "bed1", "seat1", { coma: true, side: "reduced" });
    act(s, "seat1", { type: "heal", unit: "schmidt", pay: "player" });
    expect([u.coma, u.side, u.hits, s.infection]).toEqual([false, "reduced", 0, 3]);
    refused(s, "seat1", { type: "heal", unit: "schmidt", pay: "event" }, "siege.healedThisRound", { unit: "schmidt" });
    s.actionPhase.healed = [];
    act(s, "seat1", { type: "heal", unit: "schmidt", pay: "event" });
    expect(u.side).toBe("full");
  });

  test("siege §2.6 Discharge is free: to TC, or the Cemetery from coma", () => {
    const s = actionPhase(["seat1"], 0);
    unit(s, "civ1", "bed1", "seat1");
    unit(s, "civ2", "bed2", "seat1", { coma: true });
    act(s, "seat1", { type: "discharge", unit: "civ1" });
    act(s, "seat1", { type: "discharge", unit: "civ2" });
    expect([s.units.civ1!.at, s.units.civ2!.at]).toEqual([B.tc, B.cemetery]);
    expect(s.actionPhase.playerAction.seat1).toBe(true);
  });

  test("siege §2.6 Build Improved Defenses: 1 Action + 2 Supplies, not on a Chaos space or in TC, Q15 one per track", () => {
    const s = actionPhase(["seat1"]);
    s.supplies = 3;
    unit(s, "civ1", "forest:2", "seat1");
    unit(s, "civ2", "TC", "seat1");
    act(s, "seat1", { type: "barricade", unit: "civ1", pay: "player" });
    expect([s.spaces[at("forest:2")]!.barricade, s.supplies]).toEqual(["barricade", 1]);
    refused(s, "seat1", { type: "barricade", unit: "civ2", pay: "event" }, "siege.barricadeTrack");
    // Q15: one Barricade per track
    s.supplies = 4;
    unit(s, "civ3", "forest:4", "seat1");
    refused(s, "seat1", { type: "barricade", unit: "civ3", pay: "event" }, "siege.barricadePerTrack");
  });

  test("siege G30 Ferry: a unit on SU0–SU2 flips the Destroyed Bridge; a Ferry ends a move there", () => {
    const s = actionPhase(["seat1"]);
    s.spaces[at("suburbs:1")]!.bridge = "destroyed";
    const c = unit(s, "civ1", "suburbs:0", "seat1");
    expect(reachable(s, c).map((r) => r.to)).not.toContain(at("suburbs:1"));
    act(s, "seat1", { type: "ferry", unit: "civ1", pay: "player" });
    expect(s.spaces[at("suburbs:1")]!.bridge).toBe("ferry");
    expect(reachable(s, c).map((r) => B.spaces[r.to]!.id)).not.toContain("suburbs:2");
    expect(reachable(s, c).map((r) => B.spaces[r.to]!.id)).toContain("suburbs:1");
  });

  test("siege §2.6 Equip Refugees: free, once per round, a Camp Refugees unit brings Civilians back from the Cemetery, reduced", () => {
    const s = actionPhase(["seat1"], 0);
    unit(s, "refugees", "camp", null, { id: "r1" });
    unit(s, "refugees", "camp", null, { id: "r2" });
    unit(s, "civ1", "cemetery", "seat1");
    unit(s, "civ2", "cemetery", "seat1");
    act(s, "seat1", { type: "equip", refugees: "r1", civilians: "civ1" });
    expect([s.units.civ1!.at, s.units.civ1!.side, s.units.r1]).toEqual([B.tc, "reduced", undefined]);
    refused(s, "seat1", { type: "equip", refugees: "r2", civilians: "civ2" }, "siege.equippedAlready");
  });

  test("siege §3.3 Schmidt's Character Action gives him an extra Action; Hunt's gives one to a Civilians unit in or next to his space", () => {
    const s = actionPhase(["seat1"], 0);
    unit(s, "schmidt", "TC", "seat1");
    unit(s, "hunt", "forest:0", "seat1");
    unit(s, "civ1", "forest:1", "seat1");
    act(s, "seat1", { type: "ability", unit: "schmidt" });
    act(s, "seat1", { type: "move", unit: "schmidt", to: at("highway:0"), pay: "free" });
    refused(s, "seat1", { type: "ability", unit: "schmidt" }, "siege.characterUsed", { unit: "schmidt" });
    act(s, "seat1", { type: "ability", unit: "hunt", target: "civ1" });
    act(s, "seat1", { type: "move", unit: "civ1", to: at("forest:3"), pay: "free" });
    expect(s.actionPhase.playerAction.seat1).toBe(true);
  });

  test("siege §2.6 units in a Chaos space or in coma take no Actions", () => {
    const s = actionPhase(["seat1"]);
    s.spaces[at("forest:3")]!.chaos = 1;
    unit(s, "civ1", "forest:3", "seat1");
    refused(s, "seat1", { type: "move", unit: "civ1", to: at("forest:2"), pay: "player" }, "siege.notYoursNowWhy", { unit: "civ1" });
  });
});

describe("siege §6.5 Keep cards in the Action phase (W5)", () => {
  test("siege §6.5 Adrenaline Supply: +2 Event Actions; Civilians Organise: a Civil Leader marker", () => {
    const s = actionPhase(["seat1"], 0);
    s.decks.keep = ["adrenaline-supply", "civilians-organise"];
    unit(s, "civ1", "TC", "seat1");
    act(s, "seat1", { type: "playKeep", card: "adrenaline-supply" });
    act(s, "seat1", { type: "playKeep", card: "civilians-organise", target: "civ1" });
    expect([s.actionTrack, s.units.civ1!.markers, s.decks.keep, s.decks.fateDiscard]).toEqual([2, ["civil-leader"], [], ["adrenaline-supply", "civilians-organise"]]);
  });

  test("siege G11 W2 Killer Bulldozer: offered before an attack's roll, +2 columns for that fight only", () => {
    const s = actionPhase(["seat1"]);
    s.decks.keep = ["killer-bulldozer"];
    unit(s, "civ7", "forest:1", "seat1"); // 4
    zed(s, "8/4", "forest:2"); // Zeds×2 → +2 → Even
    refused(s, "seat1", { type: "playKeep", card: "killer-bulldozer", target: "civ7" }, "siege.notActionKeep", { card: "killer-bulldozer" });
    act(s, "seat1", { type: "move", unit: "civ7", to: at("forest:2"), pay: "player" });
    const d = s.pending[0] as { purpose: string; options: string[]; seats: string[] };
    expect([d.purpose, d.options, d.seats]).toEqual(["w2", ["none", "killer-bulldozer"], ["seat1"]]);
    s.rnd.script = [3, 4, 1, 1]; // 7 on Even: 2/2*; the Civilians are not Tenacious
    const ev = choose(s, "seat1", "killer-bulldozer");
    expect(ofType(ev, "handToHand")[0]).toMatchObject({ column: "Even", zedsHits: 2, playerHits: 2, loser: "zeds" });
    expect(s.flags).not.toContain("bulldozer:civ7");
    expect(s.decks.keep).toEqual([]);
  });

  test("siege G11 W2 The Man With No Name is offered to the lead when Zeds attack, +3 columns", () => {
    const s = actionPhase(["seat1", "seat2"]);
    s.phase = "zeds";
    s.lead = "seat2";
    s.decks.keep = ["the-man-with-no-name"];
    unit(s, "civ7", "forest:3", "seat1"); // 4 in the Farm (+1)
    const z = zed(s, "8/4", "forest:4"); // Zeds×2, +1 Terrain, +3 → Humans×2
    s.work.push({ t: "advance", ids: [z.id], from: z.at });
    s.rnd.script = [3, 4]; // 7 on Humans×2: 3/1*
    run(s);
    expect((s.pending[0] as { seats: string[] }).seats).toEqual(["seat2"]);
    const ev = choose(s, "seat2", "the-man-with-no-name");
    expect(ofType(ev, "handToHand")[0]).toMatchObject({ column: "Humans×2", zedsHits: 3, playerHits: 1 });
  });
});
