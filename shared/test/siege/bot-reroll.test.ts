import { createRandom } from "../../src/core/rng";
import { greedyBot } from "../../src/siege";
import { handToHandResult } from "../../src/siege/combat/tables";
import type { SiegeState } from "../../src/siege/state/game";
import { beginZedsActivations } from "../../src/siege/procedure/activations";
import { blank, run, unit, zed } from "./kit";

/*
 * siege G22: the greedy defender's answer to Schmidt's Hand-to-hand re-roll window (bot/reroll.ts):
 * re-roll when the dice as they lie are worth less to the player side than a fresh roll on the
 * roll's column (§4.2): a win, the hits dealt, the hits taken.
 */

/** Zeds `zeds` on FO3 attack Schmidt on FO2 with the scripted dice `dice`; the re-roll window is open. */
function window(zeds: string, dice: number[]): SiegeState {
  const s = blank();
  zed(s, zeds, "forest:3");
  unit(s, "schmidt", "forest:2", "seat2");
  s.rnd.script = [...dice];
  beginZedsActivations(s, ["forest"]);
  run(s);
  expect(s.pending[0]).toMatchObject({ kind: "reroll", seats: ["seat2"], dice });
  return s;
}

/** The column of the open window's roll. */
const columnOf = (s: SiegeState) => (s.pending[0] as unknown as { roll: { data: { column: number } } }).roll.data.column;

describe("siege G22 the greedy bot's Hand-to-hand re-roll", () => {
  test("siege G22 a 7 that still loses against an 8/4 is re-rolled (the old rule kept every sum above 6): a fresh roll is worth more", () => {
    const s = window("8/4", [4, 3]);
    expect(handToHandResult(columnOf(s), [4, 3]).loser).toBe("player");
    expect(greedyBot(s, "seat2", createRandom("r"))).toEqual({ type: "reroll" });
  });

  test("siege G22 a winning roll is kept, a losing 1+1 re-rolled", () => {
    const win = window("2/1", [6, 6]);
    expect(handToHandResult(columnOf(win), [6, 6]).loser).toBe("zeds");
    expect(greedyBot(win, "seat2", createRandom("r"))).toEqual({ type: "keepRoll" });
    const lose = window("8/4", [1, 1]);
    expect(greedyBot(lose, "seat2", createRandom("r"))).toEqual({ type: "reroll" });
  });
});
