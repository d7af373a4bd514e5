import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HOUSE_REFUSALS } from "../../src/house/refusals";
import { refusalWords } from "../../src/protocol/refusals";
import { ROOT, describeRefusalWords, gameWords } from "../refusal-words";
import { refusalSentences } from "../refusal-sentences";

/*
 * House's own refusals in the reader's language. Every sentence the House rules can
 * refuse with (shared/src/house) must match a shape of house/refusals.ts with its English and
 * Russian line; a new refusal without them fails here.
 */

// the helpers that build names and places (and a lapsed decision's log line), with what they return
const NAMERS = {
  zname: "zombie X1",
  cname: "crawler X1",
  sqText: "(X1,X1) below",
  edgeName: "X1",
  barricadeName: "X1",
  keepWeaponLapse: "",
  luckyLapse: "",
  surpriseLapse: "",
  babyLapse: "",
};

describe("House refusal words", () => {
  describeRefusalWords({
    game: "house",
    shapes: HOUSE_REFUSALS,
    namers: NAMERS,
    known: [
      "a wall blocks X1's way X1 from X1 [H-B8]",
      "all 15 barricade tokens are on the board [house G23]",
      "only Lena's seat decides on her reroll",
      "X1 costs X1 action, X1 has X1 left",
      "X1 does not carry the baby",
      "there is no zombie X1 on the board",
      "crawler X1 at (X1,X1) below does not reach X1 at (X1,X1) below [H-A6]",
      "the garage vehicle door can never be barricaded [house §10]",
      "a free floor square, in no room holding a human and at least 4 squares from every human (H-B1) on the first row of a board edge (H-B2)",
      "a die was rolled",
    ],
    atLeast: 180,
  });

  test("the lapse lines and the name helpers are left out", () => {
    const samples = refusalSentences(join(ROOT, "shared", "src", "house"), NAMERS).flatMap((x) => x.samples);
    expect(samples.filter((s) => /is dead; the weapon is lost|does nothing|it is lost|does not appear|^the cellar door$|^zombie X1$/.test(s))).toEqual([]);
  });

  test.each(["en", "ru"] as const)("%s: every action a human's cost refusal names has its word", (lang) => {
    const src = ["baby", "search", "barricade", "items", "attack", "car", "move", "cellar"].map((f) => readFileSync(join(ROOT, "shared", "src", "house", "human", `${f}.ts`), "utf8")).join("\n");
    const whats = [...src.matchAll(/whyHumanCannot\(s, seat, a\.figure, [^;]*?((?:"[^"]+"(?: : )?)+)(?:, true)?\)/g)].flatMap((m) => [...m[1]!.matchAll(/"([^"]+)"/g)].map((x) => x[1]!));
    expect(whats).toEqual(expect.arrayContaining(["a search", "a step back", "turning around", "a turn", "starting the car"]));
    const words = (gameWords("house", lang).refusalWord as { what: Record<string, string> }).what;
    expect(whats.filter((w) => typeof words[w] !== "string")).toEqual([]);
  });

  test("a sentence gets its key and params", () => {
    expect(refusalWords("a wall blocks Lena's way N from (3,4) [H-B8]", HOUSE_REFUSALS)).toEqual({ key: "wallBlocks", params: { figure: "Lena", dir: "N", sq: "(3,4)" } });
    expect(refusalWords("Max has no Med-Pak", HOUSE_REFUSALS)).toEqual({ key: "hasNo", params: { figure: "Max", card: "Med-Pak" } });
    expect(refusalWords("Max has no Ammo card", HOUSE_REFUSALS)?.key).toBe("noAmmoCard");
    expect(refusalWords("zombie z3 has no actions left", HOUSE_REFUSALS)).toEqual({ key: "noActionsLeft", params: { zombie: "z3" } });
    expect(refusalWords("a search costs 1 action, Olga has 0 left", HOUSE_REFUSALS)).toEqual({ key: "costs", params: { what: "a search", cost: "1", figure: "Olga", left: "0" } });
  });
});
