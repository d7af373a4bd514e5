import { spaceIndex as at } from "../../src/siege/board";
import { rollsBefore, type PlannedRoll } from "../../src/siege/actions/needs-before";
import type { SiegeSeatId } from "../../src/siege/state/options";
import type { SiegeState } from "../../src/siege/state/game";
import { createRandom } from "../../src/core/rng";
import { act, actionPhase, answerReroll, ofType, unit, zed } from "./kit";

/*
 * Before the dice, each action a player chooses says what its rolls need; after, each roll event
 * carries a need: they are the same, in the same order (the rules compute both).
 */

/** The purposes and needs of the roll events of `ev`. */
const rollsOf = (ev: ReturnType<typeof act>) => ofType(ev, "roll").map((e) => ({ purpose: e.purpose, need: e.need }));

/** The rolls planned under `key`, then `a` taken with `script` as the dice: asserts that the first roll events are the planned rolls; returns them. */
function sameAfter(s: SiegeState, key: string, a: object, script: number[], seat: SiegeSeatId = "seat1"): PlannedRoll[] {
  const before = rollsBefore(s)[key]!;
  expect(before).toBeDefined();
  s.rnd.script = script;
  const after = rollsOf(act(s, seat, a));
  expect(after.slice(0, before.length)).toEqual(before);
  return before;
}

const raiders = (s: SiegeState, where: string) => (s.raiders["raiders-9"] = { id: "raiders-9", at: at(where), side: "full", hits: 0 });

describe("siege rolls say what they need before the dice", () => {
  test("siege §4.1 §4.4 a move into Zeds: the Hand-to-hand's column from its base and the unit's shifts, the same need on the roll", () => {
    const s = actionPhase();
    unit(s, "civ7", "forest:1", "seat1", { markers: ["civil-leader"] }); // 4, +1 column
    zed(s, "4/2", "forest:2");
    const before = sameAfter(s, `move:civ7>${at("forest:2")}`, { type: "move", unit: "civ7", to: at("forest:2"), pay: "player" }, [6, 6, 6, 6]);
    expect(before).toEqual([{ purpose: "handToHand", need: { read: "handToHand", base: "Even", column: "Humans+", shifts: [{ cause: "marker:civil-leader", by: 1 }], from: 5 } }]);
  });

  test("siege §4.1 a move into Raiders: the Raiders on the Zeds side, the unit's own shift (Schmidt +1), the same need on the roll", () => {
    const s = actionPhase();
    unit(s, "schmidt", "forest:1", "seat1");
    raiders(s, "forest:2");
    const before = sameAfter(s, `move:schmidt>${at("forest:2")}`, { type: "move", unit: "schmidt", to: at("forest:2"), pay: "player" }, [6, 6, 6, 6]);
    expect(before).toMatchObject([{ purpose: "raidersHandToHand", need: { read: "handToHand", shifts: [{ cause: "ability:schmidt", by: 1 }] } }]);
  });

  test("siege §3.3 Pickles, Santana and Alyssa: their own roll comes first, then the fight, each need as the roll events give them", () => {
    for (const [hero, first] of [["pickles", "stealth"], ["santana", "santanaCharge"], ["alyssa", "meeting"]] as const) {
      const s = actionPhase();
      unit(s, hero, "forest:1", "seat1");
      zed(s, "3/2", "forest:2");
      // a 1 on their own die: the fight goes on as usual
      const before = sameAfter(s, `move:${hero}>${at("forest:2")}`, { type: "move", unit: hero, to: at("forest:2"), pay: "player" }, [1, 6, 6, 6, 6]);
      expect(before.map((r) => r.purpose)).toEqual([first, "handToHand"]);
    }
  });

  test("siege §5.5 a Forage's column and bonus are known before the die and are the roll's", () => {
    const s = actionPhase();
    unit(s, "hauser", "TC", "seat1");
    const before = sameAfter(s, "forage:hauser", { type: "forage", unit: "hauser", pay: "player" }, [3]);
    expect(before).toMatchObject([{ purpose: "forage", need: { read: "forage", column: "town" } }]);
  });

  test("siege S-R10 §3.3 the Zeds Siren and the Firefighters' hoses need the target's Strength as a total, before and at the roll", () => {
    const s = actionPhase();
    unit(s, "hunt", "forest:1", "seat1", { items: ["zeds-siren"] });
    unit(s, "firefighters", "forest:1", "seat1");
    const z = zed(s, "5/3", "forest:2");
    expect(sameAfter(s, `hoses:firefighters>${z.id}`, { type: "hoses", unit: "firefighters", target: z.id, pay: "player" }, [1, 2])).toEqual([{ purpose: "hoses", need: { read: "sum", atLeast: 5 } }]);
    expect(sameAfter(s, `siren:hunt>${z.id}`, { type: "siren", unit: "hunt", target: z.id, pay: "event" }, [1, 2])).toEqual([{ purpose: "siren", need: { read: "sum", atLeast: 5 } }]);
  });

  test("siege G22 the re-roll window offers the re-roll with the column of the roll it replaces", () => {
    const s = actionPhase();
    unit(s, "schmidt", "forest:1", "seat1");
    zed(s, "5/3", "forest:2");
    s.rnd.script = [1, 1];
    const first = rollsOf(act(s, "seat1", { type: "move", unit: "schmidt", to: at("forest:2"), pay: "player" }));
    const was = first[0]!.need as { column: string; from: number };
    const before = rollsBefore(s).reroll!;
    expect(before).toEqual([{ purpose: "handToHandReroll", need: { read: "handToHand", base: was.column, column: was.column, shifts: [], from: was.from } }]);
    s.rnd.script = [6, 6, 6, 6];
    expect(rollsOf(answerReroll(s, "seat1", "reroll")).slice(0, 1)).toEqual(before);
  });

  test("siege D4 the needs before the dice read no secret: another deck order or generator state changes none", () => {
    const s = actionPhase();
    unit(s, "civ7", "forest:1", "seat1");
    unit(s, "hunt", "TC", "seat1", { items: ["zeds-siren"] });
    zed(s, "4/2", "forest:2");
    zed(s, "3/2", "forest:0");
    const before = rollsBefore(s);
    expect(Object.keys(before).length).toBeGreaterThan(3);
    const other = structuredClone(s);
    other.decks.event.reverse();
    other.decks.fate.reverse();
    other.rnd = createRandom("another-seed");
    expect(rollsBefore(other)).toEqual(before);
    // nothing outside the Action phase but a re-roll window
    expect(rollsBefore({ ...s, phase: "zeds" })).toEqual({});
  });
});
