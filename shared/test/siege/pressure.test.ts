import { RuleError } from "../../src/core/errors";
import { expectRefusal } from "../refusal";
import { spaceIndex } from "../../src/siege/board";
import { EVENT_CARD_IDS, EVENT_CARDS } from "../../src/siege/cards/event/deck";
import { siege } from "../../src/siege";
import { parseSiegeOptions } from "../../src/siege/state/options";
import { pressureMoves } from "../../src/siege/round/zeds/pressure";
import type { EventCardId } from "../../src/siege/state/cards";
import type { SiegeState } from "../../src/siege/state/game";
import type { PressureOption, SiegeSeatId } from "../../src/siege/state/options";
import { blank, ofType, run, zed } from "./kit";

const at = (id: string) => spaceIndex(id);

/**
 * A blank game (kit) at the end of the Zeds phase of a round with Event card `card`, with `seats`
 * and option `pressure`; four groups off Start of Strength 9, 8, 7 and 6 on four tracks (the
 * strongest first for Pressure, C10). No dice are scripted: a roll would throw.
 */
function zedsEnd(card: EventCardId, seats: SiegeSeatId[], pressure: PressureOption): { s: SiegeState; spots: () => number[] } {
  const s = blank(seats);
  s.options.pressure = pressure;
  s.decks.current = card;
  const zs = [zed(s, "9/4", "forest:5"), zed(s, "8/4", "highway:4"), zed(s, "7/4", "suburbs:3"), zed(s, "6/1", "mountain:5")];
  s.rnd.script = [];
  s.work.push({ t: "zedsEnd" });
  return { s, spots: () => zs.map((z) => z.at) };
}

/** Where the four groups of `zedsEnd` start. */
const START = [at("forest:5"), at("highway:4"), at("suburbs:3"), at("mountain:5")];

describe("siege G31 Zeds Pressure as printed", () => {
  test("siege G31 the Pressure icon is data on the Event cards: exactly the eleven listed cards carry it", () => {
    const icon = EVENT_CARD_IDS.filter((id) => EVENT_CARDS[id].pressureIcon).sort();
    expect(icon).toEqual(
      ["fast-zeds", "hard-headed-zeds", "i-hate-when-that-happens", "night-assault-forest", "night-assault-highway", "night-assault-mountain", "night-assault-suburbs", "nightfall", "tenacious-zeds", "unidentified-mob", "wandering-zeds"].sort(),
    );
    expect(EVENT_CARD_IDS.filter((id) => EVENT_CARDS[id].act !== "end")).toHaveLength(37);
  });

  test("siege G31 option pressure: printed by default, off and every-round accepted, anything else refused with BAD_OPTIONS", () => {
    expect(parseSiegeOptions({}).pressure).toBe("printed");
    expect(parseSiegeOptions({ pressure: "off" }).pressure).toBe("off");
    expect(parseSiegeOptions({ pressure: "every-round" }).pressure).toBe("every-round");
    expect(() => parseSiegeOptions({ pressure: "sometimes" })).toThrow(RuleError);
    expectRefusal(() => parseSiegeOptions({ pressure: "sometimes" }), "msg.badOption", { option: "pressure", detail: "Invalid option: expected one of \"printed\"|\"off\"|\"every-round\"" });
  });

  test("siege G31 a stored game's options without pressure were written when Pressure came every round: they replay that way; a new room's come printed", () => {
    expect(siege.lobby.optionsFor({ deck: "normal", trains: true, rumors: true, heroes: "basic" } as never, ["seat1", "seat2"]).pressure).toBe("every-round");
    expect(siege.lobby.optionsFor(siege.lobby.parseOptions({}), ["seat1", "seat2"]).pressure).toBe("printed");
  });

  test("siege G31 how many moves a round brings: n − 1 with n seats on an icon card (printed), every card (every-round), never (off), never solo", () => {
    expect([1, 2, 3, 4].map((n) => pressureMoves("printed", n, "nightfall"))).toEqual([0, 1, 2, 3]);
    expect([1, 2, 3, 4].map((n) => pressureMoves("printed", n, "hunting-cabin"))).toEqual([0, 0, 0, 0]);
    expect([1, 2, 3, 4].map((n) => pressureMoves("every-round", n, "hunting-cabin"))).toEqual([0, 1, 2, 3]);
    expect([1, 2, 3, 4].map((n) => pressureMoves("off", n, "nightfall"))).toEqual([0, 0, 0, 0]);
    expect(pressureMoves("every-round", 4, null)).toBe(0);
    // a game restored from a snapshot stored before the option existed has none: Pressure every round, as it was played
    expect([1, 2, 3, 4].map((n) => pressureMoves(undefined, n, "hunting-cabin"))).toEqual([0, 1, 2, 3]);
  });

  test("siege G31 printed: four seats on a card without the icon (Hunting Cabin) — no extra move at all", () => {
    const { s, spots } = zedsEnd("hunting-cabin", ["seat1", "seat2", "seat3", "seat4"], "printed");
    const ev = run(s);
    expect(ofType(ev, "pressure")).toEqual([]);
    expect(spots()).toEqual(START);
  });

  test("siege G31 printed: three seats on an icon card (Nightfall) — two extra moves, to the two strongest groups, one each (C10)", () => {
    const { s, spots } = zedsEnd("nightfall", ["seat1", "seat2", "seat3"], "printed");
    const ev = run(s);
    expect(ofType(ev, "pressure").map((e) => e.space)).toEqual([at("forest:5"), at("highway:4")]);
    expect(spots()).toEqual([at("forest:4"), at("highway:3"), at("suburbs:3"), at("mountain:5")]);
  });

  test("siege G31 printed: two seats on an icon card (Wandering Zeds) — one extra move", () => {
    const { s, spots } = zedsEnd("wandering-zeds", ["seat1", "seat2"], "printed");
    run(s);
    expect(spots()).toEqual([at("forest:4"), at("highway:4"), at("suburbs:3"), at("mountain:5")]);
  });

  test("siege G31 every-round: four seats on a card without the icon — three extra moves, one to each of the three strongest groups", () => {
    const { s, spots } = zedsEnd("hunting-cabin", ["seat1", "seat2", "seat3", "seat4"], "every-round");
    run(s);
    expect(spots()).toEqual([at("forest:4"), at("highway:3"), at("suburbs:2"), at("mountain:5")]);
  });

  test("siege G31 off: four seats on an icon card (Night Assault: Forest) — no extra move", () => {
    const { s, spots } = zedsEnd("night-assault-forest", ["seat1", "seat2", "seat3", "seat4"], "off");
    const ev = run(s);
    expect(ofType(ev, "pressure")).toEqual([]);
    expect(spots()).toEqual(START);
  });

  test("siege G31 solo: one seat on an icon card gets no Pressure with any option", () => {
    for (const p of ["printed", "every-round"] as const) {
      const { s, spots } = zedsEnd("fast-zeds", ["seat1"], p);
      const ev = run(s);
      expect(ofType(ev, "pressure")).toEqual([]);
      expect(spots()).toEqual(START);
    }
  });
});
