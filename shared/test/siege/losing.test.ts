import { siegeEngine } from "../../src/siege/ruleset/engine";
import { siege } from "../../src/siege";
import { losingActions, nearLoss } from "../../src/siege/ruleset/losing";
import type { ChoiceDecision } from "../../src/siege/state/pending";
import type { SiegeState } from "../../src/siege/state/game";
import type { SiegeAction } from "../../src/siege/actions";
import { act, actionPhase, choose, unit, zed } from "./kit";

/*
 * The legal list's mark of the actions that lose the game at once (G10's warning, generalised from
 * the Red Telephone's `loses` choice): the rules try each action on a copy, and mark it only when the
 * loss follows without a die, a card or any secret on the way.
 */

const legal = (s: SiegeState) => siegeEngine.legalActions(s, "seat1") as SiegeAction[];
const open = (s: SiegeState) => s.pending[0] as ChoiceDecision;

/** A one-seat Action phase whose team holds the Red Telephone, played: its main target asked. */
function telephone(pool: number): SiegeState {
  const s = actionPhase(["seat1"]);
  s.rumors!.secure.push("the-red-telephone");
  s.chaosPool = pool;
  act(s, "seat1", { type: "playSecure", rumor: "the-red-telephone" });
  return s;
}

describe("siege G10 losing actions", () => {
  test("siege G10 §5.6 the legal list marks the Red Telephone targets that lose, the same the choice's own loses names", () => {
    const s = telephone(1);
    choose(s, "seat1", "highway:2");
    const marked = losingActions(siegeEngine, s, "seat1", legal(s)).map((a) => (a as { option: string }).option);
    expect(marked).toEqual(["highway:3", "highway:1"]);
    expect(open(s).loses).toEqual(marked);
  });

  test("siege G10 the ruleset's losingActions gives the same marks, and trying them changes nothing", () => {
    const s = telephone(1);
    choose(s, "seat1", "highway:2");
    const before = structuredClone(s);
    const marked = siege.losingActions(s, "seat1", legal(s));
    expect(marked).toEqual([
      { type: "choose", option: "highway:3" },
      { type: "choose", option: "highway:1" },
    ]);
    expect(s).toEqual(before);
  });

  test("siege G10 §5.6 with Chaos markers enough nothing is marked", () => {
    const s = telephone(3);
    choose(s, "seat1", "highway:2");
    expect(nearLoss(s)).toBe(false);
    expect(losingActions(siegeEngine, s, "seat1", legal(s))).toEqual([]);
  });

  test("siege G10 §5.6 an attack whose dice decide is never marked, even when the pool is empty (marking it would tell the dice)", () => {
    const s = actionPhase(["seat1"]);
    unit(s, "schmidt", "forest:1", "seat1");
    zed(s, "3/1", "forest:2");
    s.chaosPool = 0;
    const list = legal(s);
    expect(list.some((a) => a.type === "move" && a.to === s.zeds[Object.keys(s.zeds)[0]!]!.at)).toBe(true);
    expect(losingActions(siegeEngine, s, "seat1", list)).toEqual([]);
  });

  test("siege G10 §2.5 Zeds on a Town space and a pool at 2 or fewer stand next to a loss; elsewhere and with 3 markers they do not", () => {
    const s = actionPhase(["seat1"]);
    s.chaosPool = 3;
    zed(s, "3/1", "forest:1");
    expect(nearLoss(s)).toBe(false);
    zed(s, "2/1", "mountain:0");
    expect(nearLoss(s)).toBe(true);
    const t = actionPhase(["seat1"]);
    t.chaosPool = 2;
    expect(nearLoss(t)).toBe(true);
  });

  test("siege G10 a finished game marks nothing", () => {
    const s = telephone(1);
    choose(s, "seat1", "highway:2");
    s.result = { winner: "zeds", key: "noChaos", rule: "siege §5.6" };
    expect(losingActions(siegeEngine, s, "seat1", legal(s))).toEqual([]);
  });
});
