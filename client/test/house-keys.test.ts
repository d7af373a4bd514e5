import { keyed } from "../src/games/house/actions";

/* The number keys of House's action bar (a tester: a weapon's discard sat on a number key among the turns and steps). */

describe("House number keys", () => {
  test("a discard is kept off the number keys; turns, steps back and reloads keep theirs", () => {
    expect(keyed({ type: "discard", figure: "lena", card: "pistol" })).toBe(false);
    for (const a of [{ type: "turn", figure: "lena", to: "left" }, { type: "stepBack", figure: "lena" }, { type: "reload", figure: "lena" }]) expect(keyed(a)).toBe(true);
  });
});
