import { RuleError } from "../../src/core/errors";
import { expectRefusal } from "../refusal";
import { siege, siegeOptionsSchema, type SiegeState } from "../../src/siege";
import { siegeEngine } from "../../src/siege/ruleset/engine";

describe("siege D1–D6 the Ruleset contract", () => {
  test("siege D1 the lobby has four co-op defender seats; options come through the zod schema; the filled seats become the game's", () => {
    expect(siege.lobby.seats).toEqual(["seat1", "seat2", "seat3", "seat4"].map((id) => ({ id, role: "defender" })));
    expect(siege.lobby.parseOptions({ deck: "short" })).toEqual({ deck: "short", trains: true, rumors: true, heroes: "draw", pressure: "printed" });
    expect(() => siege.lobby.parseOptions({ deck: "long" })).toThrow(RuleError);
    expectRefusal(() => siege.lobby.parseOptions({ seats: ["seat1"] }), "msg.seatsInLobby", { option: "seats" });
    expect(siege.lobby.cannotStart([])).toEqual({ key: "siege.seatEmpty", params: {} });
    expect(siege.lobby.cannotStart(["seat3"])).toBeNull();
    expect(siege.lobby.optionsFor({ deck: "normal", trains: false, rumors: true, heroes: "basic", pressure: "off" }, ["seat2", "seat4"])).toEqual({ deck: "normal", trains: false, rumors: true, heroes: "basic", pressure: "off", seats: ["seat2", "seat4"] });
    expect(siegeOptionsSchema.parse({})).toEqual({ seats: ["seat1"], deck: "normal", trains: true, rumors: true, heroes: "draw", pressure: "printed" });
  });

  test("siege D1 setup runs the first round to the first seat action; some seat can act; the units are dealt round-robin", () => {
    const s = siege.setup({ seats: ["seat1", "seat2"] }, "r1");
    expect(s.decks.current).not.toBeNull();
    const active = siege.seats(s).filter((x) => x.active);
    expect(active.length).toBeGreaterThan(0);
    expect(siege.legalActions(s, active[0]!.seat).length).toBeGreaterThan(0);
    expect(siege.seats(s).map((x) => x.figures.length > 0)).toEqual([true, true]);
    expect(siege.turnOf(s)).toEqual({ round: s.round, phase: s.phase });
  });

  test("siege D4 a view hides the deck orders, the reserve, the bag, face-down rumors and the generator; revealAll shows them", () => {
    const s = siege.setup({ seats: ["seat1"] }, "r2");
    s.rumors!.tokens.t1 = { rumor: "mystic-amulet", at: 3, revealed: false };
    s.rumors!.tokens.t2 = { rumor: "zeds-siren", at: 4, revealed: true };
    const v = siege.view(s, "spectator");
    const text = JSON.stringify(v);
    expect(v).not.toHaveProperty("rnd");
    expect(v.decks).toEqual({ eventCount: s.decks.event.length, current: s.decks.current, eventDiscard: s.decks.eventDiscard, fateCount: s.decks.fate.length, fateDiscard: s.decks.fateDiscard, keep: s.decks.keep });
    expect(v.reserveCount).toBe(s.reserve.length);
    expect(v.bagCount).toBe(s.bag.length);
    expect(text).not.toContain("mystic-amulet");
    expect(v.rumors!.tokens.t2).toEqual({ at: 4, revealed: true, rumor: "zeds-siren" });
    expect(text).not.toContain(JSON.stringify(s.decks.event));
    expect(siege.revealAll(s)).toMatchObject({ eventDeck: s.decks.event, reserve: s.reserve, bag: s.bag });
    expect(siege.privateOf(s, "seat1")).toEqual({ seat: "seat1" });
  });

  test("siege G15 undo: a Move without a roll may be taken back; never after a roll", () => {
    const s = siege.setup({ seats: ["seat1"] }, "r3");
    expect(siege.undoable(s, "seat1", { type: "move", unit: "x", to: 0, pay: "player" })).toBe(true);
    expect(siege.undoable(s, "seat1", { type: "fire", unit: "x", target: "z", pay: "player" })).toBe(false);
    const before = siege.clone(s);
    const after = siege.clone(s);
    expect(siege.undoRefusal(before, after, "seat1", { type: "move", unit: "x", to: 0, pay: "player" }, [])).toBeNull();
    expect(siege.undoRefusal(before, after, "seat1", { type: "move", unit: "x", to: 0, pay: "player" }, [{ type: "roll" }])).toEqual({ key: "msg.undoRoll", params: {} });
    expect(siege.timedDecision(s)).toBeNull();
  });

  test("siege D6 a refused action throws before the first write; clone shares nothing", () => {
    const s: SiegeState = siege.setup({ seats: ["seat1", "seat2"] }, "r4");
    const seat = siegeEngine.actingSeats(s)[0]!;
    const before = JSON.stringify(s);
    expect(() => siege.apply(s, seat, { type: "nope" } as never)).toThrow(RuleError);
    expect(JSON.stringify(s)).toBe(before);
    const c = siege.clone(s);
    c.units[Object.keys(c.units)[0]!]!.hits = 9;
    expect(JSON.stringify(s)).toBe(before);
  });
});
