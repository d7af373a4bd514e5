import { createRandom } from "../../src/core/rng";
import { SIEGE_BOTS, siegeEngine, type SiegeState } from "../../src/siege";
import { spaceIndex } from "../../src/siege/board";
import { peopleStillActing, spendsShared } from "../../src/siege/bot/teammate";
import { actionPhase, unit, zed } from "./kit";

/*
 * The greedy bot as a teammate (siege D1: Event Actions, Supplies, Ammo, Keep cards and Secure
 * rumors belong to the team). In a room the server tells the bot which seats people hold; while
 * one of them may still act in the Action phase, the bot leaves the shared pool to them.
 */

/** seat2's bot: Sheriff Hunt on the Highway Town space, a Zeds 5/3 on HW1 in front of him; seat1 (Piazza, in TC) may be a person. */
function townGuard(): SiegeState {
  const s = actionPhase(["seat1", "seat2"], 2);
  unit(s, "hunt", "highway:0", "seat2");
  unit(s, "piazza", "TC", "seat1");
  zed(s, "5/3", "highway:1");
  s.ammo = 3;
  return s;
}

const greedy = (s: SiegeState, people?: string[]) => SIEGE_BOTS.greedy(s, "seat2", createRandom("teammate"), people ? { people } : undefined);

describe("siege D1: the greedy bot beside people leaves the team's shared pool to them", () => {
  test("siege D1 (bot): among bots only it shoots with an Event Action; while the person of seat1 may still act it waits (null) rather than spend Ammo or an Event Action, and shoots once seat1 is done", () => {
    const s = townGuard();
    s.actionPhase.playerAction.seat2 = false;
    expect(greedy(s)).toEqual({ type: "fire", unit: "hunt", target: expect.any(String), pay: "event" });
    expect(greedy(s, ["seat1"])).toBeNull();
    s.actionPhase.done.push("seat1");
    expect(greedy(s, ["seat1"])).toEqual({ type: "fire", unit: "hunt", target: expect.any(String), pay: "event" });
  });

  test("siege D1 (bot): with its own Player Action unspent it still waits when its best use needs the pool (a shot costs Ammo), instead of spending the Player Action on a Forage", () => {
    const s = townGuard();
    expect(greedy(s, ["seat1"])).toBeNull();
  });

  test("siege D1 (bot): an action as good paid with its own Player Action is played at once (a Move onto the Town space in front of Zeds)", () => {
    const s = actionPhase(["seat1", "seat2"], 2);
    unit(s, "hunt", "highway:1", "seat2");
    unit(s, "piazza", "TC", "seat1");
    zed(s, "5/3", "highway:2");
    expect(greedy(s)).toEqual({ type: "move", unit: "hunt", to: spaceIndex("highway:0"), pay: "event" });
    expect(greedy(s, ["seat1"])).toEqual({ type: "move", unit: "hunt", to: spaceIndex("highway:0"), pay: "player" });
  });

  test("siege D1 (bot): peopleStillActing is true only in the Action phase while a person's seat has not said done", () => {
    const s = townGuard();
    expect(peopleStillActing(s, undefined)).toBe(false);
    expect(peopleStillActing(s, { people: [] })).toBe(false);
    expect(peopleStillActing(s, { people: ["seat1"] })).toBe(true);
    s.actionPhase.done.push("seat1");
    expect(peopleStillActing(s, { people: ["seat1"] })).toBe(false);
    s.actionPhase.done = [];
    s.phase = "zeds";
    expect(peopleStillActing(s, { people: ["seat1"] })).toBe(false);
  });

  test("siege D1 (bot): spendsShared counts an Event Action, Ammo and Supplies as the rules charge them, and leaves the state it is asked about alone", () => {
    const s = townGuard();
    s.supplies = 5;
    const before = JSON.stringify(s);
    const target = Object.keys(s.zeds).find((id) => s.zeds[id]!.at === spaceIndex("highway:1"))!;
    expect(spendsShared(siegeEngine, s, "seat2", { type: "fire", unit: "hunt", target, pay: "player" })).toBe(true); // 1 Ammo
    expect(spendsShared(siegeEngine, s, "seat2", { type: "forage", unit: "hunt", pay: "event" })).toBe(true); // an Event Action
    expect(spendsShared(siegeEngine, s, "seat2", { type: "forage", unit: "hunt", pay: "player" })).toBe(false);
    expect(spendsShared(siegeEngine, s, "seat2", { type: "barricade", unit: "hunt", pay: "player" })).toBe(true); // 2 Supplies
    expect(spendsShared(siegeEngine, s, "seat2", { type: "done" })).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });
});
