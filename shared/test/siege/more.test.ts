import type { GameEvent } from "../../src/core/ruleset";
import { expectRefusal, expectRefusalError } from "../refusal";
import { SIEGE_BOARD as B, spaceIndex } from "../../src/siege/board";
import { reachable } from "../../src/siege/actions/move";
import { siegeEngine } from "../../src/siege/ruleset/engine";
import { endOfActionPhaseCards } from "../../src/siege/cards/event/effects";
import { placementSpace, placeZedsAt } from "../../src/siege/arrivals/zeds";
import type { SiegeState } from "../../src/siege/state/game";
import type { SiegeSeatId } from "../../src/siege/state/options";
import { blank, choose, draw, ofType, run, unit, zed, zedsOn } from "./kit";

const at = (id: string) => spaceIndex(id);

function act(s: SiegeState, seat: SiegeSeatId, a: object): GameEvent[] {
  return siegeEngine.apply(s, seat, a as never);
}

function actionPhase(seats: SiegeSeatId[] = ["seat1"], events = 2): SiegeState {
  const s = blank(seats);
  s.phase = "action";
  s.actionTrack = events;
  s.actionPhase = { playerAction: Object.fromEntries(seats.map((x) => [x, true])), done: [], healed: [], equipped: false, used: [], free: {} };
  return s;
}

describe("siege §3.2 Super-Zeds that need code", () => {
  test("siege §3.2 Wolf Zeds try a second move after their track's pass", () => {
    const s = blank(["seat1"]);
    s.zeds["wolf-zeds"] = { id: "wolf-zeds", kind: "super", at: at("highway:5"), side: "full", hits: 0, markers: [] };
    s.zedsPhase = { activations: ["highway"], current: 0, moved: [] };
    s.work.push({ t: "activation" });
    run(s);
    expect(s.zeds["wolf-zeds"]!.at).toBe(at("highway:3"));
  });

  test("siege §3.2 Berserkers that attack and win advance again at once, leaving their Mob", () => {
    const s = blank(["seat1"]);
    s.zeds.berserkers = { id: "berserkers", kind: "super", at: at("forest:6"), side: "full", hits: 0, markers: [] };
    const other = zed(s, "2/1", "forest:6");
    unit(s, "civ4", "forest:5", "seat1"); // 2/1
    s.rnd.script = [1, 1, 1]; // 2 on Zeds×3 (9 ≥ 3×2): 0/5; the Save 1
    s.work.push({ t: "advance", ids: ["berserkers", other.id], from: at("forest:6") });
    run(s);
    choose(s, "seat1", "roll");
    expect([s.zeds.berserkers!.at, other.at]).toEqual([at("forest:4"), at("forest:5")]);
  });
});

describe("siege C10 Pressure details", () => {
  test("siege C10 equal Strength and distance: the lead picks; a blocked pick still counts as pressed (G30)", () => {
    const s = blank(["seat1", "seat2", "seat3"]);
    s.decks.current = "tenacious-zeds"; // a Pressure icon card (G31)
    s.lead = "seat3";
    const a = zed(s, "5/3", "forest:3");
    const b = zed(s, "5/3", "highway:3");
    s.spaces[at("forest:2")]!.noEntry = true;
    s.work.push({ t: "zedsEnd" });
    run(s);
    const d = s.pending[0] as { purpose: string; options: string[]; seats: string[] };
    expect([d.purpose, d.options, d.seats]).toEqual(["pressure", ["forest:3", "highway:3"], ["seat3"]]);
    choose(s, "seat3", "forest:3");
    expect([a.at, b.at]).toEqual([at("forest:3"), at("highway:2")]);
  });
});

describe("siege G16 placing new Zeds", () => {
  test("siege G16 a full target space sends the new Zeds back toward Start until there is room", () => {
    const s = blank(["seat1"]);
    zed(s, "3/2", "forest:2");
    zed(s, "4/2", "forest:2");
    zed(s, "5/3", "forest:3");
    expect(placementSpace(s, at("forest:2"))).toBe(at("forest:3"));
    zed(s, "5/2", "forest:3");
    expect(placementSpace(s, at("forest:2"))).toBe(at("forest:4"));
  });

  test("siege G13 an empty reserve places nothing; an empty bag gives a normal Zeds", () => {
    const s = blank(["seat1"]);
    s.bag = [];
    s.rnd.script = [0];
    const z = placeZedsAt(s, at("forest:5"), true, [], "siege G13");
    expect(z?.kind).toBe("normal");
    s.reserve = [];
    const ev: GameEvent[] = [];
    expect(placeZedsAt(s, at("forest:5"), false, ev, "siege G13")).toBeNull();
    expect(ofType(ev, "reserveEmpty")).toHaveLength(1);
  });

  test("siege §2.3 d a new Zeds placed on player units attacks them", () => {
    const s = blank(["seat1"]);
    unit(s, "civ7", "forest:4", "seat1");
    s.rnd.script = [0, 6, 6]; // reserve index 0; 12: the Zeds lose
    placeZedsAt(s, at("forest:4"), false, [], "siege §2.3");
    const ev = run(s);
    expect(ofType(ev, "handToHand")).toHaveLength(1);
    expect(s.infection).toBe(1);
  });
});

describe("siege §6.3–§6.4 more Event texts", () => {
  test("siege §6.3 A Hero Arrives: a random available Hero, TC or a Start of the lead's choice", () => {
    const s = blank(["seat1"]);
    draw(s, "a-hero-arrives-blue");
    choose(s, "seat1", "TC");
    const hero = Object.values(s.units).find((u) => u.at === B.tc)!;
    expect(["hauser", "santana", "rusty", "wright"]).toContain(hero.id);
    expect(s.available).not.toContain(hero.id);
  });

  test("siege §6.3 Keep Calm and Kill Zeds: the lead's Hero gets +2 columns when attacking this round", () => {
    const s = blank(["seat1"]);
    unit(s, "hunt", "TC", "seat1");
    draw(s, "keep-calm-and-kill-zeds");
    expect(s.flags).toContain("keep-calm:hunt");
  });

  test("siege §6.3 Well-Armed Civilians: the lead's Civilians unit gets the marker (+1 column, G28)", () => {
    const s = blank(["seat1"]);
    unit(s, "civ1", "TC", "seat1");
    unit(s, "civ2", "TC", "seat1");
    draw(s, "well-armed-civilians");
    choose(s, "seat1", "civ2");
    expect(s.units.civ2!.markers).toEqual(["well-armed"]);
  });

  test("siege §6.3 Mine Explosion!: units at the Mine take 1 hit and retreat; No Entry there this round", () => {
    const s = blank(["seat1"]);
    const c = unit(s, "civ7", "mountain:4", "seat1");
    draw(s, "mine-explosion");
    expect([c.hits, c.at, s.spaces[at("mountain:4")]!.noEntry]).toEqual([1, at("mountain:3"), true]);
  });

  test("siege §6.4 Where Do They All Come From?: a new Zeds on every Zeds-controlled Village; every Zeds loses its hits", () => {
    const s = blank(["seat1"]);
    s.spaces[at("forest:4")]!.chaos = 1;
    const z = zed(s, "4/2", "suburbs:3", { hits: 1 });
    s.rnd.script = [0, 0];
    draw(s, "where-do-they-all-come-from");
    expect([zedsOn(s, "forest:4").length, zedsOn(s, "suburbs:3").length, z.hits]).toEqual([1, 2, 0]);
  });

  test("siege §6.4 Oh, This Is Bad…: Fate draw, a new Zeds on that track's #1", () => {
    const s = blank(["seat1"]);
    s.decks.fate = ["the-living-dead"]; // Mountain; its twist adds two at St. Thomas
    s.rnd.script = [0, 0, 0];
    draw(s, "oh-this-is-bad");
    expect(zedsOn(s, "mountain:1")).toHaveLength(1);
    expect(zedsOn(s, "forest:4")).toHaveLength(2);
  });

  test("siege §6.4 What the Hell Is That?: Infection to 13 queues an Unchecked Outbreak", () => {
    const s = blank(["seat1"]);
    s.infection = 3;
    draw(s, "what-the-hell-is-that");
    expect([s.infection, s.outbreakQueued]).toEqual([13, true]);
  });

  test("siege G28 Hospital Efficiency: the lead's choice at the start of the Action phase", () => {
    const s = blank(["seat1"]);
    s.decks.current = "hospital-efficiency";
    s.infection = 5;
    const u = unit(s, "civ1", "bed1", "seat1", { hits: 1 });
    s.phase = "action";
    s.work.push({ t: "enter", phase: "action" });
    run(s);
    choose(s, "seat1", "infection-1-heal-1");
    expect(s.infection).toBe(4);
    choose(s, "seat1", "civ1");
    expect(u.hits).toBe(0);
    expect(s.infection).toBe(4); // a free Heal does not lower Infection
  });

  test("siege §6.3 Hunting Cabin (+2 Ammo, the Campground) and §6.4 You Find a Pantry (+4 Supplies, Forest Town space) at the end of the Action phase", () => {
    const s = blank(["seat1"]);
    s.ammo = 1;
    s.supplies = 1;
    unit(s, "civ1", "mountain:2", "seat1");
    unit(s, "civ2", "forest:0", "seat1");
    s.decks.current = "hunting-cabin";
    endOfActionPhaseCards(s, []);
    s.decks.current = "you-find-a-pantry";
    endOfActionPhaseCards(s, []);
    expect([s.ammo, s.supplies]).toEqual([3, 5]);
  });

  test("siege §2.8 the blue End card Once and for all, goodnight wins at the start of the Zeds phase", () => {
    const s = blank(["seat1"]);
    s.decks.current = "end-once-and-for-all-goodnight";
    s.phase = "zeds";
    s.work.push({ t: "enter", phase: "zeds" });
    run(s);
    expect(s.result?.winner).toBe("defenders");
  });
});

describe("siege §6.5 more Keep cards", () => {
  test("siege §6.5 Community Organiser puts an available heroic Civilians unit or the spare Civilians in TC for the seat", () => {
    const s = actionPhase(["seat1", "seat2"]);
    s.decks.keep = ["community-organiser"];
    const spare = s.spareCivilians[0]!;
    act(s, "seat2", { type: "playKeep", card: "community-organiser", target: spare });
    expect([s.units[spare]!.at, s.units[spare]!.seat, s.spareCivilians]).toEqual([B.tc, "seat2", []]);
  });

  test("siege §6.5 I Think I See Someone: a chosen available Hero on a Start space", () => {
    const s = actionPhase();
    s.decks.keep = ["i-think-i-see-someone"];
    act(s, "seat1", { type: "playKeep", card: "i-think-i-see-someone", target: "wright@highway:7" });
    expect(s.units.wright!.at).toBe(B.startOf.highway);
  });

  test("siege §6.5 Commandeered Vehicles: +3 Movement on the Hero's Moves this round", () => {
    const s = actionPhase();
    s.decks.keep = ["commandeered-vehicles"];
    const h = unit(s, "hunt", "forest:0", "seat1"); // Movement 4
    expect(reachable(s, h).map((r) => r.to)).not.toContain(at("forest:6"));
    act(s, "seat1", { type: "playKeep", card: "commandeered-vehicles", target: "hunt" });
    expect(reachable(s, h).map((r) => r.to)).toContain(at("forest:6"));
  });
});

describe("siege §2.2 the National Guard in 4R", () => {
  test("siege §2.2 step 4 the Guard may step 1 space either way, never into TC (C9) or a Start; the lead moves it", () => {
    const s = blank(["seat1", "seat2"]);
    s.decks.current = null;
    s.phase = "4r";
    s.fourR = { left: 0 };
    unit(s, "national-guard", "forest:0", "seat2");
    expect(siegeEngine.actingSeats(s)).toEqual(["seat1"]);
    expect(siegeEngine.legalActions(s, "seat1")).toEqual([{ type: "guardStep", to: at("forest:1") }, { type: "endFourR" }]);
    act(s, "seat1", { type: "guardStep", to: at("forest:1") });
    expect(s.units["national-guard"]!.at).toBe(at("forest:1"));
    expect(siegeEngine.actingSeats(s)).toEqual([]);
  });
});

describe("siege F1 hand-overs are bounded", () => {
  const give = (unit: string, to: SiegeSeatId) => ({ type: "handOver", unit, to });

  test("siege F1 a unit changes hands at most twice in one Action phase: the third hand-over is not legal and is refused with the bound", () => {
    const s = actionPhase(["seat1", "seat2", "seat3"]);
    unit(s, "civ1", "TC", "seat1");
    unit(s, "civ2", "TC", "seat1");
    act(s, "seat1", give("civ1", "seat2"));
    act(s, "seat2", give("civ1", "seat1"));
    expect(s.units.civ1!.seat).toBe("seat1");
    expect(s.actionPhase.handOvers).toEqual({ civ1: 2 });
    const bound = ["siege.handOverBound", { unit: "civ1", n: 2 }] as const;
    const before = JSON.stringify(s);
    expectRefusal(() => act(s, "seat1", give("civ1", "seat3")), ...bound);
    expect(JSON.stringify(s)).toBe(before);
    expectRefusalError(siegeEngine.refusal(s, "seat1", give("civ1", "seat2")), ...bound);
    expect(siegeEngine.legalActions(s, "seat1").filter((a) => a.type === "handOver")).toEqual([give("civ2", "seat2"), give("civ2", "seat3")]);
    // the rules' own refusals come first; the other unit is not bounded by civ1's count
    expectRefusalError(siegeEngine.refusal(s, "seat2", give("civ1", "seat3")), "siege.notYourUnit", { unit: "civ1" });
    act(s, "seat1", give("civ2", "seat3"));
    expect(s.units.civ2!.seat).toBe("seat3");
  });

  test("siege F1 the count starts again in the next Action phase, and a phase without hand-overs adds no count to the state", () => {
    const s = actionPhase(["seat1", "seat2"]);
    s.decks.current = s.decks.event[0]!;
    unit(s, "civ1", "TC", "seat1");
    expect(s.actionPhase).not.toHaveProperty("handOvers");
    act(s, "seat1", give("civ1", "seat2"));
    act(s, "seat2", give("civ1", "seat1"));
    expectRefusalError(siegeEngine.refusal(s, "seat1", give("civ1", "seat2")), "siege.handOverBound", { unit: "civ1", n: 2 });
    act(s, "seat1", { type: "done" });
    act(s, "seat2", { type: "done" });
    // the round runs on (seeded) to the next Action phase
    expect([s.round, s.phase]).toEqual([2, "action"]);
    expect(s.actionPhase).not.toHaveProperty("handOvers");
    act(s, "seat1", give("civ1", "seat2"));
    expect(s.actionPhase.handOvers).toEqual({ civ1: 1 });
  });

  test("siege F1 a stored log past the bound still replays (applyStored), checked against the rules themselves", () => {
    const s = actionPhase(["seat1", "seat2"]);
    unit(s, "civ1", "TC", "seat1");
    act(s, "seat1", give("civ1", "seat2"));
    act(s, "seat2", give("civ1", "seat1"));
    siegeEngine.applyStored(s, "seat1", give("civ1", "seat2"));
    expect(s.units.civ1!.seat).toBe("seat2");
    expect(s.actionPhase.handOvers).toEqual({ civ1: 3 });
    expectRefusal(() => siegeEngine.applyStored(s, "seat1", give("civ1", "seat2")), "siege.notYourUnit", { unit: "civ1" });
  });
});

describe("siege D1 handing units over", () => {
  test("siege D1 a seat may hand its unit to another seat in the Action phase; not a team unit, not another seat's", () => {
    const s = actionPhase(["seat1", "seat2"]);
    unit(s, "civ1", "TC", "seat1");
    unit(s, "refugees", "forest:2", null, { id: "r1" });
    act(s, "seat1", { type: "handOver", unit: "civ1", to: "seat2" });
    expect(s.units.civ1!.seat).toBe("seat2");
    expectRefusalError(siegeEngine.refusal(s, "seat1", { type: "handOver", unit: "civ1", to: "seat2" }), "siege.notYourUnit", { unit: "civ1" });
    expectRefusalError(siegeEngine.refusal(s, "seat1", { type: "handOver", unit: "r1", to: "seat2" }), "siege.notYourUnit", { unit: "r1" });
    expectRefusalError(siegeEngine.refusal(s, "seat2", { type: "handOver", unit: "civ1", to: "seat3" }), "siege.notOtherSeat", { seat: "seat3" });
  });
});
