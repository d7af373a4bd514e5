import type { GameEvent } from "../../src/core/ruleset";
import { SIEGE_BOARD as B, spaceIndex, type LineId } from "../../src/siege/board";
import { siegeEngine } from "../../src/siege/ruleset/engine";
import { playerRoom } from "../../src/siege/state/occupancy";
import { boardable } from "../../src/siege/rumors-and-rails/trains/boarding";
import { destinations, type Load } from "../../src/siege/rumors-and-rails/trains/lines";
import type { SiegeState } from "../../src/siege/state/game";
import type { Train } from "../../src/siege/state/map";
import type { SiegeSeatId } from "../../src/siege/state/options";
import type { ChoiceDecision } from "../../src/siege/state/pending";
import { beginZedsActivations } from "../../src/siege/procedure/activations";
import { blank, choose, ofType, run, unit, unitsOn, zed, zedsOn, act, actionPhase as kitActionPhase, refused } from "./kit";

const at = (id: string) => spaceIndex(id);
const ids = (xs: number[]) => xs.map((i) => B.spaces[i]!.id);

/**
 * A blank game (kit) in the Action phase with `events` Event Actions and every seat's Player
 * Action; no current Event card, so the flow does not move on; the Rumor Mill off (the modules are
 * independent, S-T0: the trains tests do not depend on the rumor procedure of a Camp arrival).
 */
function actionPhase(seats: SiegeSeatId[] = ["seat1", "seat2"], events = 2): SiegeState {
  const s = kitActionPhase(seats, events);
  s.rumors = null;
  return s;
}

/** A blank game in the 4R phase with `left` Refugee movements for the lead (seat1); no current card, the Rumor Mill off. */
function fourR(left: number, seats: SiegeSeatId[] = ["seat1", "seat2"]): SiegeState {
  const s = blank(seats);
  s.rumors = null;
  s.phase = "4r";
  s.fourR = { left };
  return s;
}

/** Puts train `id` on space `where` with side `side`. */
function train(s: SiegeState, id: LineId, where: string, side: Train["side"] = "departure"): Train {
  const t: Train = { id, at: at(where), side, passengers: [] };
  s.trains.push(t);
  return t;
}

/** The open choice. */
function ask(s: SiegeState): ChoiceDecision {
  const d = s.pending[0] as ChoiceDecision;
  expect(d?.kind).toBe("choose");
  return d;
}

/** The destination space ids of train `t` with `load` aboard. */
function dests(s: SiegeState, t: Train, load?: Load): string[] {
  return ids(destinations(s, t, load));
}

const FOREST_OUT = ["forest:0", "forest:1", "forest:2", "forest:3", "forest:4", "forest:5", "forest:6"];
const HIGHWAY_OUT = ["highway:0", "highway:1", "highway:2", "highway:3", "highway:4", "highway:5", "highway:6"];

describe("Part A1 freight trains: what a train is", () => {
  test("[S-T2] a train takes no room (no stacking limit): it stops where 2 player units stand and the space stays full for units; Departure runs away from TC, Arrival toward it", () => {
    const s = actionPhase();
    const t = train(s, "wh-cargo", "forest:2");
    unit(s, "civ1", "forest:3", "seat2");
    unit(s, "civ2", "forest:3", "seat2");
    expect(dests(s, t)).toEqual(["forest:3", "forest:4", "forest:5", "forest:6"]);
    t.side = "arrival";
    expect(dests(s, t)).toEqual(["forest:1", "forest:0", "TC"]);
    t.side = "departure";
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    expect(ask(s)).toMatchObject({ purpose: "destination", seats: ["seat1"], options: ["forest:3", "forest:4", "forest:5", "forest:6"].map((x) => String(at(x))) });
    const ev = choose(s, "seat1", String(at("forest:3")));
    expect(t.at).toBe(at("forest:3"));
    expect(unitsOn(s, "forest:3")).toEqual(["civ1", "civ2"]);
    expect(playerRoom(s, at("forest:3"))).toBe(0);
    expect(ofType(ev, "trainMove")).toMatchObject([{ train: "wh-cargo", from: at("forest:2"), to: at("forest:3"), passengers: [], rule: "siege S-T7" }]);
  });

  test("[S-T3] a train carries up to 2 of the acting seat's player units or 1 Refugees unit; never the National Guard, Villagers, Holding-Out Civilians or another seat's units", () => {
    const s = actionPhase();
    const t = train(s, "wh-cargo", "TC");
    unit(s, "piazza", "TC", "seat1");
    unit(s, "schmidt", "TC", "seat1");
    unit(s, "hunt", "TC", "seat1");
    unit(s, "furies", "TC", "seat2");
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    expect(ask(s)).toMatchObject({ purpose: "passengers", seats: ["seat1"], options: ["hunt", "piazza", "schmidt", "go"] });
    choose(s, "seat1", "piazza");
    expect(t.passengers).toEqual(["piazza"]);
    expect(ask(s)).toMatchObject({ purpose: "passengers", options: ["hunt", "schmidt", "go"] });
    choose(s, "seat1", "schmidt");
    // full: the destination comes next, a third passenger is not asked
    expect(t.passengers).toEqual(["piazza", "schmidt"]);
    expect(ask(s).purpose).toBe("destination");

    const g = actionPhase();
    const t2 = train(g, "wh-cargo", "forest:2", "arrival");
    unit(g, "national-guard", "forest:2", "seat1");
    unit(g, "civ1", "forest:2", "seat1");
    unit(g, "refugees", "forest:2", null, { id: "r1" });
    expect(boardable(g, t2, "seat1")).toEqual(["civ1", "r1"]);
    act(g, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    // the Refugees' boarding costs 1 more Action: only the Event Action is left, so it pays by itself
    choose(g, "seat1", "r1");
    expect([t2.passengers, g.actionTrack]).toEqual([["r1"], 1]);
    expect(ask(g).purpose).toBe("destination");

    const v = actionPhase();
    const t3 = train(v, "wh-cargo", "forest:4");
    unit(v, "civ1", "forest:4", "seat1", { holdingOut: true });
    unit(v, "villagers", "forest:4", null, { id: "villagers-forest:4" });
    expect(boardable(v, t3, "seat1")).toEqual([]);
  });

  test("[S-T4] a train alone on a Chaos space restores order in Housekeeping: 1 Chaos back to the pool, +1 Infection", () => {
    const s = blank(["seat1"]);
    s.decks.current = "hunting-cabin";
    s.spaces[at("highway:5")]!.chaos = 1;
    s.chaosPool = 9;
    train(s, "wh-cargo", "highway:5");
    s.phase = "housekeeping";
    s.work.push({ t: "enter", phase: "housekeeping" });
    const ev = run(s);
    expect(ofType(ev, "restoreOrder")).toMatchObject([{ space: at("highway:5") }]);
    expect([s.spaces[at("highway:5")]!.chaos, s.chaosPool, s.infection]).toEqual([0, 10, 1]);
  });

  test("[S-T5] a Zeds unit leaving a train's space toward TC destroys it (Goodbye); a Zeds retreat away from TC does not", () => {
    const s = blank();
    train(s, "wh-cargo", "forest:3");
    const a = zed(s, "4/2", "forest:3");
    s.work.push({ t: "retreatZeds", from: at("forest:3"), ids: [a.id] });
    let ev = run(s);
    expect(a.at).toBe(at("forest:4"));
    expect(ofType(ev, "trainDestroyed")).toEqual([]);
    expect(s.trains.map((t) => t.at)).toEqual([at("forest:3")]);
    const b = zed(s, "3/2", "forest:3");
    beginZedsActivations(s, ["forest"]);
    ev = run(s);
    expect(b.at).toBe(at("forest:2"));
    expect(ofType(ev, "trainDestroyed")).toMatchObject([{ train: "wh-cargo", space: at("forest:3"), rule: "siege S-T5" }]);
    expect(s.trains).toEqual([]);
  });

  test("siege G1 Zeds entering a space where only a train stands do not fight: they share it with the train", () => {
    const s = blank();
    train(s, "express-bv", "suburbs:2");
    const z = zed(s, "5/3", "suburbs:3");
    beginZedsActivations(s, ["suburbs"]);
    const ev = run(s);
    expect(z.at).toBe(at("suburbs:2"));
    expect(ofType(ev, "handToHand")).toEqual([]);
    expect(s.trains.map((t) => t.at)).toEqual([at("suburbs:2")]);
    expect(s.infection).toBe(0);
  });
});

describe("siege G1 a train counts as a player unit on its space for presence bonuses", () => {
  test("siege G1 a train parked on the Campground earns Hunting Cabin's +2 Ammo, one on the Forest Town space You Find a Pantry's +4 Supplies", () => {
    const s = blank(["seat1"]);
    s.ammo = 3;
    s.supplies = 3;
    s.decks.current = "hunting-cabin";
    train(s, "express-bv", "mountain:2");
    s.work.push({ t: "actionEnd" });
    run(s);
    expect(s.ammo).toBe(5);
    s.decks.current = "you-find-a-pantry";
    s.work.push({ t: "actionEnd" });
    run(s);
    expect(s.supplies).toBe(3); // no train on the Forest Town space yet
    train(s, "wh-cargo", "forest:0");
    s.work.push({ t: "actionEnd" });
    run(s);
    expect(s.supplies).toBe(7);
  });
});

describe("Part A1 freight trains: where a train may go", () => {
  test("[S-T6] WH-Cargo runs only on Forest and Highway, Express-BV only on Mountain and Suburbs; off TC a train keeps to its own track", () => {
    const s = actionPhase();
    const wh = train(s, "wh-cargo", "TC");
    const ex = train(s, "express-bv", "TC");
    expect(dests(s, wh)).toEqual([...FOREST_OUT, ...HIGHWAY_OUT]);
    expect(dests(s, ex)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => `mountain:${n}`).concat([0, 1, 2, 3, 4, 5, 6].map((n) => `suburbs:${n}`)));
    wh.at = at("forest:2");
    expect(dests(s, wh)).toEqual(["forest:3", "forest:4", "forest:5", "forest:6"]);
    // another line's track is no destination: the choice refuses it and nothing changes
    wh.at = B.tc;
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    refused(s, "seat1", { type: "choose", option: String(at("mountain:1")) }, "siege.notAnOption", { option: "14", options: "7, 6, 5, 4, 3, 2, 1, 23, 22, 21, 20, 19, 18, 17" });
  });

  test("[S-T7] moving costs 1 Action (Player or Event) or 1 Refugee movement; the train goes along one path as far as wished, only in its side's direction", () => {
    const s = actionPhase(["seat1", "seat2"], 1);
    const t = train(s, "wh-cargo", "forest:4", "arrival");
    expect(siegeEngine.legalActions(s, "seat1").filter((a) => a.type === "trainMove")).toEqual([
      { type: "trainMove", train: "wh-cargo", pay: "player" },
      { type: "trainMove", train: "wh-cargo", pay: "event" },
    ]);
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    expect(s.actionPhase.playerAction.seat1).toBe(false);
    expect(ask(s).options).toEqual(["forest:3", "forest:2", "forest:1", "forest:0", "TC"].map((x) => String(at(x))));
    // against its side (away from TC on Arrival) is refused, nothing changes
    refused(s, "seat1", { type: "choose", option: String(at("forest:5")) }, "siege.notAnOption", { option: "2", options: "4, 5, 6, 7, 32" });
    choose(s, "seat1", String(at("forest:2")));
    expect([t.at, t.side]).toEqual([at("forest:2"), "arrival"]);
    act(s, "seat2", { type: "trainMove", train: "wh-cargo", pay: "event" });
    choose(s, "seat2", String(at("forest:0")));
    expect([t.at, s.actionTrack]).toEqual([at("forest:0"), 0]);

    const r = fourR(1);
    const e = train(r, "express-bv", "TC");
    act(r, "seat1", { type: "trainMove", train: "express-bv", pay: "4r" });
    expect(r.fourR.left).toBe(0);
    choose(r, "seat1", String(at("mountain:5")));
    expect(e.at).toBe(at("mountain:5"));
  });

  test("[S-T8] Departure → Arrival costs 1 Action or 1 Refugee movement, not in TC, not on a Zeds-controlled space", () => {
    const s = actionPhase();
    const t = train(s, "wh-cargo", "forest:3");
    const ev = act(s, "seat1", { type: "trainTurn", train: "wh-cargo", pay: "event" });
    expect([t.side, s.actionTrack]).toEqual(["arrival", 1]);
    expect(ofType(ev, "trainTurn")).toMatchObject([{ train: "wh-cargo", side: "arrival", rule: "siege S-T8" }]);
    // the turn is a purchase of its own: the train has not moved
    expect(t.at).toBe(at("forest:3"));
    const e = train(s, "express-bv", "TC");
    refused(s, "seat1", { type: "trainTurn", train: "express-bv", pay: "player" }, "siege.trainInTc", { train: "express-bv" });
    e.at = at("mountain:2");
    s.spaces[at("mountain:2")]!.chaos = 1;
    refused(s, "seat1", { type: "trainTurn", train: "express-bv", pay: "player" }, "siege.trainInChaos", { space: "MO2", train: "express-bv" });
    s.spaces[at("mountain:2")]!.chaos = 0;
    zed(s, "3/2", "mountain:2");
    refused(s, "seat1", { type: "trainTurn", train: "express-bv", pay: "player" }, "siege.trainFrozen", { space: "MO2", train: "express-bv" });

    const r = fourR(2);
    const w = train(r, "wh-cargo", "highway:6");
    act(r, "seat1", { type: "trainTurn", train: "wh-cargo", pay: "4r" });
    expect([w.side, r.fourR.left]).toEqual(["arrival", 1]);
  });

  test("[S-T9] an Arrival train entering TC turns to Departure by itself and for free; there is no paid flip back", () => {
    const s = actionPhase();
    const t = train(s, "express-bv", "suburbs:1", "arrival");
    refused(s, "seat1", { type: "trainTurn", train: "express-bv", pay: "player" }, "siege.trainArrivalSide", { train: "express-bv" });
    act(s, "seat1", { type: "trainMove", train: "express-bv", pay: "player" });
    const ev = choose(s, "seat1", String(B.tc));
    expect([t.at, t.side, s.actionTrack]).toEqual([B.tc, "departure", 2]);
    expect(ofType(ev, "trainTurn")).toMatchObject([{ train: "express-bv", side: "departure", rule: "siege S-T9" }]);
  });

  test("[S-T10] a Departure movement ending on a Station pays: University Infection −4 (not below 0), The Farm +3 Supplies, the Mine +2 Ammo, the Power Plant +2 Event Actions", () => {
    const cases: { line: LineId; space: string; set: (s: SiegeState) => void; get: (s: SiegeState) => number[]; want: number[]; field: Record<string, number> }[] = [
      { line: "express-bv", space: "suburbs:4", set: (s) => (s.infection = 6), get: (s) => [s.infection], want: [2], field: { infection: -4, total: 2 } },
      { line: "express-bv", space: "suburbs:4", set: (s) => (s.infection = 3), get: (s) => [s.infection], want: [0], field: { infection: -3, total: 0 } },
      { line: "wh-cargo", space: "forest:3", set: (s) => (s.supplies = 5), get: (s) => [s.supplies], want: [8], field: { supplies: 3, total: 8 } },
      { line: "wh-cargo", space: "forest:3", set: (s) => (s.supplies = 18), get: (s) => [s.supplies], want: [20], field: { supplies: 2, total: 20 } },
      { line: "express-bv", space: "mountain:4", set: (s) => (s.ammo = 4), get: (s) => [s.ammo], want: [6], field: { ammo: 2, total: 6 } },
      // the Power Plant's two Event Actions come on top of the one left after paying with the Player Action
      { line: "wh-cargo", space: "highway:3", set: () => undefined, get: (s) => [s.actionTrack], want: [3], field: { actions: 2, total: 3 } },
    ];
    for (const c of cases) {
      const s = actionPhase(["seat1"], 1);
      const t = train(s, c.line, "TC");
      c.set(s);
      act(s, "seat1", { type: "trainMove", train: c.line, pay: "player" });
      const ev = choose(s, "seat1", String(at(c.space)));
      expect(c.get(s)).toEqual(c.want);
      expect(t.at).toBe(at(c.space));
      expect(ofType(ev, "stationBonus")).toMatchObject([{ train: c.line, station: B.spaces[at(c.space)]!.station, space: at(c.space), rule: "siege S-T10", ...c.field }]);
    }
  });

  test("[S-T11] entering a space with Zeds ends the movement there", () => {
    const s = actionPhase();
    const t = train(s, "wh-cargo", "TC");
    zed(s, "3/2", "forest:3");
    expect(dests(s, t)).toEqual(["forest:0", "forest:1", "forest:2", "forest:3", ...HIGHWAY_OUT]);
    t.at = at("forest:6");
    t.side = "arrival";
    expect(dests(s, t)).toEqual(["forest:5", "forest:4", "forest:3"]);
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    choose(s, "seat1", String(at("forest:3")));
    expect(t.at).toBe(at("forest:3"));
  });

  test("[S-T12] while Zeds share its space a train can neither move nor turn, and nobody boards it", () => {
    const s = actionPhase();
    const t = train(s, "wh-cargo", "forest:3");
    zed(s, "3/2", "forest:3");
    unit(s, "civ1", "forest:3", "seat1");
    refused(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" }, "siege.trainFrozen", { space: "FO3", train: "wh-cargo" });
    refused(s, "seat1", { type: "trainTurn", train: "wh-cargo", pay: "player" }, "siege.trainFrozen", { space: "FO3", train: "wh-cargo" });
    expect(siegeEngine.legalActions(s, "seat1").filter((a) => a.type.startsWith("train"))).toEqual([]);
    expect(boardable(s, t, "seat1")).toEqual([]);
  });

  test("[S-T13] a train may not enter a space with the No Entry marker, nor pass it", () => {
    const s = actionPhase();
    const t = train(s, "wh-cargo", "TC");
    s.spaces[at("forest:2")]!.noEntry = true;
    expect(dests(s, t)).toEqual(["forest:0", "forest:1", ...HIGHWAY_OUT]);
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    refused(s, "seat1", { type: "choose", option: String(at("forest:2")) }, "siege.notAnOption", { option: "5", options: "7, 6, 23, 22, 21, 20, 19, 18, 17" });
    refused(s, "seat1", { type: "choose", option: String(at("forest:3")) }, "siege.notAnOption", { option: "4", options: "7, 6, 23, 22, 21, 20, 19, 18, 17" });
  });

  test("[S-T14] a train need not stop on a Chaos space: it passes it, or stops there", () => {
    const s = actionPhase();
    const t = train(s, "wh-cargo", "TC");
    s.spaces[at("forest:2")]!.chaos = 1;
    expect(dests(s, t)).toEqual([...FOREST_OUT, ...HIGHWAY_OUT]);
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    choose(s, "seat1", String(at("forest:5")));
    expect(t.at).toBe(at("forest:5"));
    // and it may leave a Chaos space (G3: the no-Actions-in-Chaos rule does not bind trains)
    t.at = at("forest:2");
    expect(siegeEngine.refusal(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "event" })).toBeNull();
  });

  test("[S-T15] a train obeys a Destroyed Bridge (no entry) and ignores a Ferry (no stop)", () => {
    const s = actionPhase();
    const t = train(s, "express-bv", "TC");
    s.spaces[at("suburbs:1")]!.bridge = "destroyed";
    expect(dests(s, t).filter((x) => x.startsWith("suburbs"))).toEqual(["suburbs:0"]);
    s.spaces[at("suburbs:1")]!.bridge = "ferry";
    expect(dests(s, t).filter((x) => x.startsWith("suburbs"))).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => `suburbs:${n}`));
    unit(s, "civ1", "TC", "seat1");
    act(s, "seat1", { type: "trainMove", train: "express-bv", pay: "player" });
    choose(s, "seat1", "civ1");
    choose(s, "seat1", String(at("suburbs:3")));
    expect([t.at, s.units.civ1!.at]).toEqual([at("suburbs:3"), at("suburbs:3")]);
  });

  test("[S-T16] entering TC ends the movement and every passenger gets off there", () => {
    const s = actionPhase();
    const t = train(s, "wh-cargo", "forest:2", "arrival");
    unit(s, "civ1", "forest:2", "seat1");
    unit(s, "civ2", "forest:2", "seat1");
    expect(dests(s, t)).toEqual(["forest:1", "forest:0", "TC"]);
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    choose(s, "seat1", "civ1");
    choose(s, "seat1", "civ2");
    const ev = choose(s, "seat1", String(B.tc));
    expect(unitsOn(s, "TC")).toEqual(["civ1", "civ2"]);
    expect([t.at, t.passengers]).toEqual([B.tc, []]);
    expect(ofType(ev, "passengersOff")).toMatchObject([{ train: "wh-cargo", space: B.tc, units: ["civ1", "civ2"], rule: "siege S-T16" }]);
  });

  test("[S-T17] passengers ride from the start to the end: nobody boards or gets off midway, and the spaces passed are not entered (no Chaos stop)", () => {
    const s = actionPhase();
    const t = train(s, "wh-cargo", "TC");
    unit(s, "civ1", "TC", "seat1");
    unit(s, "civ2", "forest:1", "seat1");
    s.spaces[at("forest:2")]!.chaos = 1;
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    choose(s, "seat1", "civ1");
    // civ2 on the way is not offered (only units on the train's space board, before the movement): with nobody else to board, the destination comes next
    expect(ask(s).purpose).toBe("destination");
    expect(t.passengers).toEqual(["civ1"]);
    const ev = choose(s, "seat1", String(at("forest:4")));
    expect([s.units.civ1!.at, s.units.civ2!.at, t.at]).toEqual([at("forest:4"), at("forest:1"), at("forest:4")]);
    expect(t.passengers).toEqual([]);
    expect(ofType(ev, "trainMove")).toMatchObject([{ from: B.tc, to: at("forest:4"), passengers: ["civ1"] }]);
    expect(ofType(ev, "move")).toEqual([]);
  });

  test("[S-T18] player units board for free; a Refugees unit boards for 1 more Action (a choice when both kinds are left) or 1 more Refugee movement, offered only when it can be paid", () => {
    const s = actionPhase(["seat1"], 2);
    train(s, "wh-cargo", "highway:1", "arrival");
    unit(s, "refugees", "highway:1", null, { id: "r1" });
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "event" });
    choose(s, "seat1", "r1");
    expect(ask(s)).toMatchObject({ purpose: "boardingPay", options: ["player", "event"] });
    const ev = choose(s, "seat1", "player");
    expect([s.actionPhase.playerAction.seat1, s.actionTrack]).toEqual([false, 1]);
    expect(ofType(ev, "trainBoard")).toMatchObject([{ train: "wh-cargo", unit: "r1", pay: "player", rule: "siege S-T18" }]);

    const free = actionPhase(["seat1"], 0);
    train(free, "wh-cargo", "highway:1", "arrival");
    unit(free, "civ1", "highway:1", "seat1");
    unit(free, "refugees", "highway:1", null, { id: "r1" });
    act(free, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    // nothing left to pay the Refugees with: only the free player unit is offered
    expect(ask(free)).toMatchObject({ purpose: "passengers", options: ["civ1", "go"] });
    choose(free, "seat1", "civ1");
    expect(ask(free).purpose).toBe("destination");
    expect(free.trains[0]!.passengers).toEqual(["civ1"]);

    const r = fourR(1);
    train(r, "wh-cargo", "highway:1", "arrival");
    unit(r, "refugees", "highway:1", null, { id: "r1" });
    act(r, "seat1", { type: "trainMove", train: "wh-cargo", pay: "4r" });
    // the budget is spent on the movement: the Refugees cannot board, so the only answer (go) is taken and the destination asked
    expect(ask(r)).toMatchObject({ purpose: "destination" });
    expect(r.trains[0]!.passengers).toEqual([]);
  });

  test("[S-T20] trains never withdraw or retreat: defenders who lose on a train's space retreat and the train stays with the Zeds", () => {
    const s = blank();
    const t = train(s, "wh-cargo", "forest:2");
    unit(s, "civ3", "forest:2", "seat1"); // 2/1
    const z = zed(s, "9/4", "forest:3");
    // 9 vs 2: Zeds×3, +1 for the train → Zeds×2; 4+4 → 1/2: civ3 flips and retreats
    s.rnd.script = [4, 4];
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);
    expect(ofType(ev, "handToHand")).toMatchObject([{ column: "Zeds×2", zedsHits: 1, playerHits: 2, loser: "player" }]);
    expect(s.units.civ3).toMatchObject({ at: at("forest:1"), side: "reduced" });
    expect([z.at, t.at, t.side]).toEqual([at("forest:2"), at("forest:2"), "departure"]);
    expect(s.rnd.script).toEqual([]);
  });
});

describe("siege G2 passengers", () => {
  test("siege G2 the passengers must fit where they get off (≤2 player units there), TC is unlimited", () => {
    const s = actionPhase();
    const t = train(s, "wh-cargo", "TC");
    unit(s, "civ5", "forest:1", "seat2");
    unit(s, "civ6", "forest:1", "seat2");
    unit(s, "civ4", "forest:3", "seat2");
    expect(dests(s, t, { players: 1, refugee: false }).filter((x) => x.startsWith("forest"))).toEqual(["forest:0", "forest:2", "forest:3", "forest:4", "forest:5", "forest:6"]);
    expect(dests(s, t, { players: 2, refugee: false }).filter((x) => x.startsWith("forest"))).toEqual(["forest:0", "forest:2", "forest:4", "forest:5", "forest:6"]);
    t.at = at("forest:4");
    t.side = "arrival";
    expect(dests(s, t, { players: 2, refugee: false })).toEqual(["forest:2", "forest:0", "TC"]);
  });

  test("siege G2 units in Chaos may board (boarding is not an Action); any seat may move a train, with its own units only (G12)", () => {
    const s = actionPhase();
    const t = train(s, "wh-cargo", "forest:2", "arrival");
    s.spaces[at("forest:2")]!.chaos = 1;
    unit(s, "civ1", "forest:2", "seat1");
    unit(s, "civ2", "forest:2", "seat2");
    act(s, "seat2", { type: "trainMove", train: "wh-cargo", pay: "player" });
    expect(ask(s)).toMatchObject({ purpose: "passengers", seats: ["seat2"], options: ["civ2", "go"] });
    choose(s, "seat2", "civ2");
    choose(s, "seat2", String(B.tc));
    expect([s.units.civ2!.at, s.units.civ1!.at, t.at]).toEqual([B.tc, at("forest:2"), B.tc]);
    expect(s.actionPhase.playerAction).toEqual({ seat1: true, seat2: false });
  });

  test("siege G2 a train carrying Refugees never enters Zeds (A1): with the only Zeds-free destination left, it is taken by itself", () => {
    const s = actionPhase();
    const t = train(s, "wh-cargo", "forest:2", "arrival");
    unit(s, "refugees", "forest:2", null, { id: "r1" });
    zed(s, "3/2", "forest:0");
    expect(dests(s, t)).toEqual(["forest:1", "forest:0"]);
    expect(dests(s, t, { players: 0, refugee: true })).toEqual(["forest:1"]);
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    const ev = choose(s, "seat1", "r1");
    expect(s.pending).toEqual([]);
    expect([t.at, s.units.r1!.at, s.actionTrack]).toEqual([at("forest:1"), at("forest:1"), 1]);
    expect(ofType(ev, "trainMove")).toMatchObject([{ to: at("forest:1"), passengers: ["r1"] }]);
    // with Zeds two spaces on, a Refugees unit is not offered where every destination holds Zeds
    const g = actionPhase();
    const t2 = train(g, "wh-cargo", "forest:1", "arrival");
    unit(g, "refugees", "forest:1", null, { id: "r2" });
    zed(g, "3/2", "forest:0");
    expect(boardable(g, t2, "seat1")).toEqual([]);
  });
});

describe("siege G3 G4 the movement and the 4R budget", () => {
  test("siege G3 a zero-length move is not offered: a Departure train at the end of its line (#6) must be turned first", () => {
    const s = actionPhase();
    const t = train(s, "wh-cargo", "forest:6");
    refused(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" }, "siege.trainStuckDeparture", { train: "wh-cargo", space: "FO6" });
    expect(siegeEngine.legalActions(s, "seat1").filter((a) => a.type.startsWith("train"))).toEqual([
      { type: "trainTurn", train: "wh-cargo", pay: "player" },
      { type: "trainTurn", train: "wh-cargo", pay: "event" },
    ]);
    // never into the Start
    t.at = at("forest:5");
    expect(dests(s, t)).toEqual(["forest:6"]);
  });

  test("siege G3 a Bridge destroyed under a train: it stays, may leave, may not come back", () => {
    const s = actionPhase();
    const t = train(s, "express-bv", "suburbs:1");
    s.spaces[at("suburbs:1")]!.bridge = "destroyed";
    expect(dests(s, t)).toEqual(["suburbs:2", "suburbs:3", "suburbs:4", "suburbs:5", "suburbs:6"]);
    act(s, "seat1", { type: "trainMove", train: "express-bv", pay: "player" });
    choose(s, "seat1", String(at("suburbs:3")));
    act(s, "seat1", { type: "trainTurn", train: "express-bv", pay: "event" });
    expect(dests(s, t)).toEqual(["suburbs:2"]);
  });

  test("siege G3 passing through a Station pays nothing", () => {
    const s = actionPhase();
    train(s, "wh-cargo", "TC");
    s.supplies = 5;
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    const ev = choose(s, "seat1", String(at("forest:4")));
    expect(s.supplies).toBe(5);
    expect(ofType(ev, "stationBonus")).toEqual([]);
  });

  test("siege G4 the lead alone spends the 4R budget on trains, and may always end 4R with train options left", () => {
    const s = fourR(2);
    train(s, "wh-cargo", "TC");
    expect(siegeEngine.actingSeats(s)).toEqual(["seat1"]);
    expect(siegeEngine.refusal(s, "seat2", { type: "trainMove", train: "wh-cargo", pay: "4r" })?.code).toBe("NOT_YOUR_TURN");
    refused(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" }, "siege.pay4r");
    act(s, "seat1", { type: "endFourR" });
    expect(siegeEngine.actingSeats(s)).toEqual([]);
    expect(s.fourR.left).toBe(0);
  });

  test("siege G4 a Refugees unit walks at most once in one 4R phase: with a budget of 2 the second step of the same unit is refused, another unit may walk", () => {
    const s = fourR(2);
    unit(s, "refugees", "forest:3", null, { id: "r1" });
    unit(s, "refugees", "highway:2", null, { id: "r2" });
    act(s, "seat1", { type: "refugee", unit: "r1" });
    expect(s.units.r1!.at).toBe(at("forest:2"));
    expect(siegeEngine.legalActions(s, "seat1").filter((a) => a.type === "refugee")).toEqual([{ type: "refugee", unit: "r2" }]);
    refused(s, "seat1", { type: "refugee", unit: "r1" }, "siege.refugeesWalked", { unit: "r1" });
    expect([s.units.r1!.at, s.fourR.left]).toEqual([at("forest:2"), 1]);
    act(s, "seat1", { type: "refugee", unit: "r2" });
    expect([s.units.r2!.at, s.fourR.left]).toEqual([at("highway:1"), 0]);
  });

  test("siege G4 once every Refugees unit has walked, the 4R phase no longer waits for the lead (the rest of the budget is lost)", () => {
    const s = fourR(2);
    unit(s, "refugees", "forest:3", null, { id: "r1" });
    s.trains = [];
    act(s, "seat1", { type: "refugee", unit: "r1" });
    expect(s.units.r1!.at).toBe(at("forest:2"));
    expect(siegeEngine.actingSeats(s)).toEqual([]);
  });

  test("siege G29 under Torrential Rain no train enters a Mountain space", () => {
    const s = actionPhase();
    const t = train(s, "express-bv", "TC");
    s.flags.push("torrential-rain");
    expect(dests(s, t)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => `suburbs:${n}`));
  });
});

describe("siege S-T7 bad train input is refused with a reason and changes nothing", () => {
  test("siege S-T7 a destroyed train, a spent Player Action, Refugee movements outside 4R, a seat that said done", () => {
    const s = actionPhase(["seat1", "seat2"], 0);
    train(s, "wh-cargo", "TC");
    refused(s, "seat1", { type: "trainMove", train: "express-bv", pay: "player" }, "siege.trainNotInGame", { train: "express-bv" });
    refused(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "4r" }, "siege.refugeeMovesWhen");
    refused(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "event" }, "siege.noEventAction");
    refused(s, "seat1", { type: "trainMove", train: "freight", pay: "player" }, "msg.badAction", { type: "trainMove", detail: "train: Invalid option: expected one of \"wh-cargo\"|\"express-bv\"" });
    s.actionPhase.playerAction.seat1 = false;
    refused(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" }, "siege.playerActionSpent");
    act(s, "seat2", { type: "done" });
    refused(s, "seat2", { type: "trainTurn", train: "wh-cargo", pay: "player" }, "msg.notYourTurn", { seat: "seat2" });
  });

  test("siege S-T3 a third passenger, a unit not on the train's space and the train's own space as a destination are refused", () => {
    const s = actionPhase();
    train(s, "wh-cargo", "TC");
    unit(s, "civ1", "TC", "seat1");
    unit(s, "civ2", "TC", "seat1");
    unit(s, "civ3", "TC", "seat1");
    unit(s, "civ4", "forest:0", "seat1");
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    refused(s, "seat1", { type: "choose", option: "civ4" }, "siege.notAnOption", { option: "civ4", options: "civ1, civ2, civ3, go" });
    choose(s, "seat1", "civ1");
    choose(s, "seat1", "civ2");
    refused(s, "seat1", { type: "choose", option: "civ3" }, "siege.notAnOption", { option: "civ3", options: "6, 5, 4, 3, 2, 1, 23, 22, 21, 20, 19, 18, 17" });
    refused(s, "seat1", { type: "choose", option: String(B.tc) }, "siege.notAnOption", { option: "32", options: "6, 5, 4, 3, 2, 1, 23, 22, 21, 20, 19, 18, 17" });
    refused(s, "seat2", { type: "choose", option: String(at("forest:1")) }, "msg.notYourTurn", { seat: "seat2" });
  });
});

describe("siege T1 a train dies only when a Zed leaves toward TC", () => {
  test("siege T1 WH-Cargo on FO2 with Zed A 4/2: Forest activates, A goes to FO1, the train is removed, no combat, no Chaos", () => {
    const s = blank();
    train(s, "wh-cargo", "forest:2");
    const a = zed(s, "4/2", "forest:2");
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);
    expect(a.at).toBe(at("forest:1"));
    expect(s.trains).toEqual([]);
    expect(ofType(ev, "trainDestroyed")).toMatchObject([{ train: "wh-cargo", space: at("forest:2") }]);
    expect(ofType(ev, "handToHand")).toEqual([]);
    expect(s.spaces.every((sp) => sp.chaos === 0)).toBe(true);
    expect(s.chaosPool).toBe(10);
  });

  test("siege T1 variant b: No Entry on FO0 pins a Mob on FO1, so A cannot move and the train survives", () => {
    const s = blank();
    const t = train(s, "wh-cargo", "forest:2");
    const a = zed(s, "4/2", "forest:2");
    zed(s, "3/2", "forest:1");
    zed(s, "2/1", "forest:1");
    s.spaces[at("forest:0")]!.noEntry = true;
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);
    expect(a.at).toBe(at("forest:2"));
    expect(s.trains).toEqual([t]);
    expect(ofType(ev, "trainDestroyed")).toEqual([]);
    expect(ofType(ev, "zedsHeld")).toHaveLength(2);
  });
});

describe("siege T3 passengers get off onto Zeds", () => {
  /** WH-Cargo in TC carrying seat1's Civilians A (4/2) and B (2/1) to FO2, where a Zed 5/3 waits; A attacks first. */
  const scene = (dice: number[]) => {
    const s = actionPhase(["seat1"], 0);
    const t = train(s, "wh-cargo", "TC");
    unit(s, "civ7", "TC", "seat1"); // A 4/2
    unit(s, "civ3", "TC", "seat1"); // B 2/1
    const z = zed(s, "5/3", "forest:2");
    s.rnd.script = dice;
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    choose(s, "seat1", "civ7");
    choose(s, "seat1", "civ3");
    expect(ask(s).options).toEqual(["forest:0", "forest:1", "forest:2", ...HIGHWAY_OUT].map((x) => String(at(x))));
    const ev: GameEvent[] = [...choose(s, "seat1", String(at("forest:2")))];
    expect(ask(s)).toMatchObject({ purpose: "passengerFight", seats: ["seat1"], options: ["civ7", "civ3"] });
    expect(t.passengers).toEqual([]);
    ev.push(...choose(s, "seat1", "civ7"));
    return { s, t, z, ev };
  };

  test("siege T3 A attacks: 5 > 4 → Zeds+; 4+5 → 2/2*: the Zed takes 2, A flips, +1 Infection, the Zed retreats to The Farm with Chaos; B does not fight", () => {
    const { s, t, z, ev } = scene([4, 5]);
    expect(ofType(ev, "handToHand")).toMatchObject([{ unit: "civ7", column: "Zeds+", dice: [4, 5], zedsHits: 2, playerHits: 2, loser: "zeds" }]);
    expect(z).toMatchObject({ at: at("forest:3"), side: "full", hits: 2 });
    expect(s.units.civ7).toMatchObject({ at: at("forest:2"), side: "reduced", hits: 0 });
    expect(s.units.civ3).toMatchObject({ at: at("forest:2"), side: "full", hits: 0 });
    expect(t.at).toBe(at("forest:2"));
    expect(s.spaces[at("forest:3")]!.chaos).toBe(1);
    expect(s.infection).toBe(1);
    expect([s.pending, s.work, s.rnd.script]).toEqual([[], [], []]);
  });

  test("siege T3 variant: 1+3 → 0/3, A retreats to FO1; B must attack at Zeds×2, 3+4 → 0/3 and retreats to FO1; +2 Infection; the train stays with the Zed and cannot move", () => {
    const { s, t, z, ev } = scene([1, 3, 3, 4]);
    expect(ofType(ev, "handToHand")).toMatchObject([
      { unit: "civ7", column: "Zeds+", zedsHits: 0, playerHits: 3, loser: "player" },
      { unit: "civ3", column: "Zeds×2", zedsHits: 0, playerHits: 3, loser: "player" },
    ]);
    expect(s.units.civ7).toMatchObject({ at: at("forest:1"), side: "reduced", hits: 1 });
    expect(s.units.civ3).toMatchObject({ at: at("forest:1"), side: "reduced", hits: 1 });
    expect(ofType(ev, "retreat").map((e) => [e.unit, e.to])).toEqual([
      ["civ7", at("forest:1")],
      ["civ3", at("forest:1")],
    ]);
    expect(s.infection).toBe(2);
    expect([z.at, z.hits, t.at]).toEqual([at("forest:2"), 0, at("forest:2")]);
    s.actionTrack = 1;
    refused(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "event" }, "siege.trainFrozen", { space: "FO2", train: "wh-cargo" });
    expect(zedsOn(s, "forest:2")).toEqual([z.id]);
    expect([s.pending, s.work, s.rnd.script]).toEqual([[], [], []]);
  });
});

describe("siege G18 a losing passenger retreats by G6", () => {
  test("siege G18 a passenger who loses retreats 1 toward TC, not back along the train's path; landing on Zeds there it attacks them (a retreat fight, G6)", () => {
    const s = actionPhase(["seat1"], 0);
    const t = train(s, "wh-cargo", "forest:4", "arrival");
    unit(s, "civ7", "forest:4", "seat1"); // 4/2
    const a = zed(s, "5/3", "forest:2");
    const b = zed(s, "3/2", "forest:1");
    // 5 vs 4 Zeds+: 3+4 → 1/2, civ7 flips and loses; on FO1 it attacks the 3/2 reduced (2): Zeds+, 6+6 → 2/0*, the Zed retreats to FO2
    s.rnd.script = [3, 4, 6, 6];
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    choose(s, "seat1", "civ7");
    expect(ask(s).options).toEqual([String(at("forest:3")), String(at("forest:2"))]);
    const ev = choose(s, "seat1", String(at("forest:2")));
    expect(ofType(ev, "handToHand")).toMatchObject([
      { unit: "civ7", space: at("forest:2"), column: "Zeds+", zedsHits: 1, playerHits: 2, loser: "player" },
      { unit: "civ7", space: at("forest:1"), column: "Zeds+", zedsHits: 2, playerHits: 0, loser: "zeds" },
    ]);
    expect(ofType(ev, "retreat")).toMatchObject([{ unit: "civ7", from: at("forest:2"), to: at("forest:1"), rule: "siege G6" }]);
    expect(s.units.civ7).toMatchObject({ at: at("forest:1"), side: "reduced", hits: 0 });
    expect([a.at, a.hits, b.at, b.hits]).toEqual([at("forest:2"), 1, at("forest:2"), 2]);
    expect([t.at, s.infection]).toEqual([at("forest:2"), 2]);
    expect(s.rnd.script).toEqual([]);
  });
});

describe("siege G14 an Unchecked Outbreak between two passengers' fights", () => {
  test("siege G14 the first passenger's fight takes Infection to 13: the Unchecked Outbreak runs after that fight and its retreat, before the second passenger attacks", () => {
    const s = actionPhase(["seat1"], 0);
    s.infection = 12;
    s.bag = ["giants"];
    s.decks.fate = ["bad-ammo-expired-supplies"]; // Where: Forest
    s.supplies = 5;
    s.ammo = 5;
    train(s, "wh-cargo", "TC");
    unit(s, "civ7", "TC", "seat1");
    unit(s, "civ3", "TC", "seat1");
    zed(s, "5/3", "forest:2");
    // A: 1+3 on Zeds+ → 0/3; the Outbreak lowers Infection by 1+1; the bag's only Super-Zeds; B: 3+4 on Zeds×2 → 0/3
    s.rnd.script = [1, 3, 1, 1, 0, 3, 4];
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "player" });
    choose(s, "seat1", "civ7");
    choose(s, "seat1", "civ3");
    choose(s, "seat1", String(at("forest:2")));
    const ev = choose(s, "seat1", "civ7");
    const fights = ev.map((e, i) => (e.type === "handToHand" ? i : -1)).filter((i) => i >= 0);
    const outbreak = ev.findIndex((e) => e.type === "outbreak");
    expect(fights).toHaveLength(2);
    expect(outbreak).toBeGreaterThan(ev.findIndex((e) => e.type === "retreat" && e.unit === "civ7"));
    expect(outbreak).toBeLessThan(fights[1]!);
    expect(zedsOn(s, "forest:4")).toEqual(["giants"]); // St. Thomas, the Forest Village nearest TC
    expect([s.infection, s.supplies, s.ammo]).toEqual([12, 3, 4]);
    expect(s.rnd.script).toEqual([]);
  });
});

describe("siege T4 the 4R budget", () => {
  test("siege T4 4R = 2 spent on a train: Power Plant, then a turn; the Action phase opens with 3 Event Actions", () => {
    const s = blank(["seat1"]);
    s.rumors = null;
    s.decks.current = "a-hero-arrives-green"; // 4R 2, the Zeds of Forest, Suburbs, Highway
    s.actionTrack = 1;
    const t = train(s, "wh-cargo", "TC");
    s.phase = "4r";
    s.work.push({ t: "enter", phase: "4r" });
    run(s);
    expect([s.fourR.left, siegeEngine.actingSeats(s)]).toEqual([2, ["seat1"]]);
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "4r" });
    const ev = choose(s, "seat1", String(at("highway:3")));
    expect(ofType(ev, "stationBonus")).toMatchObject([{ station: "power-plant", actions: 2 }]);
    expect(s.actionTrack).toBe(3);
    expect(s.phase).toBe("4r");
    act(s, "seat1", { type: "trainTurn", train: "wh-cargo", pay: "4r" });
    // the budget is spent: the flow runs Infection, Eat and the Zeds phase into the Action phase
    expect(s.phase).toBe("action");
    expect(s.actionTrack).toBe(3);
    expect([t.at, t.side]).toEqual([at("highway:3"), "arrival"]);
  });

  test("siege T4 variant: 4R = 0 gives no train options and the phase does not wait", () => {
    const s = fourR(3);
    train(s, "wh-cargo", "TC");
    s.decks.current = "hunting-cabin"; // 4R 0
    s.work.push({ t: "enter", phase: "4r" });
    const ev = run(s);
    expect(ofType(ev, "fourR")).toMatchObject([{ budget: 0 }]);
    expect(s.fourR.left).toBe(0);
    expect(siegeEngine.actingSeats(s)).toEqual([]);
    expect(siegeEngine.legalActions(s, "seat1")).toEqual([]);
    expect(siegeEngine.refusal(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "4r" })?.code).toBe("NOT_YOUR_TURN");
  });

  test("siege T4 variant: WH-Cargo on HW1 on Arrival with Refugees R: boarding (1) + moving to TC (2); the train turns to Departure, R goes to the Camp, +1 Infection", () => {
    const s = fourR(2);
    const t = train(s, "wh-cargo", "highway:1", "arrival");
    unit(s, "refugees", "highway:1", null, { id: "r1" });
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "4r" });
    expect(ask(s)).toMatchObject({ purpose: "passengers", options: ["r1", "go"] });
    choose(s, "seat1", "r1");
    expect(s.fourR.left).toBe(0);
    expect(ask(s)).toMatchObject({ purpose: "destination", options: [String(at("highway:0")), String(B.tc)] });
    const ev = choose(s, "seat1", String(B.tc));
    expect([t.at, t.side, t.passengers]).toEqual([B.tc, "departure", []]);
    expect(s.units.r1!.at).toBe(B.camp);
    expect(s.infection).toBe(1);
    expect(ofType(ev, "toCamp")).toMatchObject([{ unit: "r1" }]);
    expect(siegeEngine.actingSeats(s)).toEqual([]);
  });
});

describe("siege T5 when a Station pays", () => {
  test("siege T5 Express-BV TC → SU4: Infection −4 (not below 0); no 0-space move; SU4 → SU6 nothing; turned, SU6 → SU4 nothing (Arrival)", () => {
    const s = actionPhase(["seat1"], 3);
    const t = train(s, "express-bv", "TC");
    s.infection = 3;
    act(s, "seat1", { type: "trainMove", train: "express-bv", pay: "player" });
    let ev = choose(s, "seat1", String(at("suburbs:4")));
    expect(s.infection).toBe(0);
    expect(ofType(ev, "stationBonus")).toMatchObject([{ station: "university", infection: -3 }]);
    expect(dests(s, t)).toEqual(["suburbs:5", "suburbs:6"]);
    act(s, "seat1", { type: "trainMove", train: "express-bv", pay: "event" });
    refused(s, "seat1", { type: "choose", option: String(at("suburbs:4")) }, "siege.notAnOption", { option: "27", options: "26, 25" });
    ev = choose(s, "seat1", String(at("suburbs:6")));
    expect(ofType(ev, "stationBonus")).toEqual([]);
    act(s, "seat1", { type: "trainTurn", train: "express-bv", pay: "event" });
    s.infection = 5;
    act(s, "seat1", { type: "trainMove", train: "express-bv", pay: "event" });
    ev = choose(s, "seat1", String(at("suburbs:4")));
    expect([t.at, t.side, s.infection, s.actionTrack]).toEqual([at("suburbs:4"), "arrival", 5, 0]);
    expect(ofType(ev, "stationBonus")).toEqual([]);
  });

  test("siege T5 variant: a Zed on SU4 forces the train to stop there and it still pays −4; with the Zed on SU3 it stops on SU3 and gets nothing", () => {
    const s = actionPhase(["seat1"], 0);
    const t = train(s, "express-bv", "TC");
    s.infection = 6;
    zed(s, "4/2", "suburbs:4");
    act(s, "seat1", { type: "trainMove", train: "express-bv", pay: "player" });
    expect(ask(s).options.filter((o) => ids([Number(o)])[0]!.startsWith("suburbs"))).toEqual([0, 1, 2, 3, 4].map((n) => String(at(`suburbs:${n}`))));
    const ev = choose(s, "seat1", String(at("suburbs:4")));
    expect([t.at, s.infection]).toEqual([at("suburbs:4"), 2]);
    expect(ofType(ev, "stationBonus")).toMatchObject([{ station: "university", infection: -4 }]);

    const g = actionPhase(["seat1"], 0);
    const t2 = train(g, "express-bv", "TC");
    g.infection = 6;
    zed(g, "4/2", "suburbs:3");
    act(g, "seat1", { type: "trainMove", train: "express-bv", pay: "player" });
    const ev2 = choose(g, "seat1", String(at("suburbs:3")));
    expect([t2.at, g.infection]).toEqual([at("suburbs:3"), 6]);
    expect(ofType(ev2, "stationBonus")).toEqual([]);
  });
});

describe("siege T9 a Mob splits on stacking", () => {
  test("siege T9 variant: a train moved onto the Mob's FO2 in 4R is destroyed when the 6/3 leaves toward TC", () => {
    const s = fourR(1);
    s.spaces[at("forest:0")]!.noEntry = true;
    zed(s, "3/2", "forest:1");
    const big = zed(s, "6/3", "forest:2");
    const small = zed(s, "4/2", "forest:2");
    const t = train(s, "wh-cargo", "forest:4", "arrival");
    act(s, "seat1", { type: "trainMove", train: "wh-cargo", pay: "4r" });
    // entering the Mob's space ends the movement (S-T11): FO3 or FO2
    expect(ask(s).options).toEqual([String(at("forest:3")), String(at("forest:2"))]);
    choose(s, "seat1", String(at("forest:2")));
    expect(t.at).toBe(at("forest:2"));
    s.phase = "zeds";
    beginZedsActivations(s, ["forest"]);
    const ev = run(s);
    expect(ofType(ev, "trainDestroyed")).toMatchObject([{ train: "wh-cargo", space: at("forest:2"), rule: "siege S-T5" }]);
    expect(s.trains).toEqual([]);
    expect([big.at, small.at]).toEqual([at("forest:1"), at("forest:2")]);
  });
});
