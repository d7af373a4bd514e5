import { SIEGE_REFUSALS } from "../../src/siege/refusals";
import { refusalWords } from "../../src/protocol/refusals";
import { describeRefusalWords } from "../refusal-words";

/*
 * Siege's own refusals in the reader's language. Every sentence the Siege rules can
 * refuse with (shared/src/siege) must match a shape of siege/refusals.ts with its English and
 * Russian line; a new refusal without them fails here.
 */

describe("Siege refusal words", () => {
  describeRefusalWords({
    game: "siege",
    shapes: SIEGE_REFUSALS,
    // the helpers that build names and places, with what they return
    namers: { spaceLabel: "X1", placeName: "X1", hthOutcome: "", raidersOutcome: "", zedsName: "Zeds X1/X1 (X1)", zedsTitle: "Zeds X1/X1", raidersName: "Raiders X1/X1 (X1)", unitName: "X1" },
    known: [
      "you said done for this Action phase",
      "no unit 'X1'",
      "your Player Action is spent",
      "this unit has no free Action",
      "X1 cannot go a single space from X1 on its Arrival side (toward Town Center) (G3)",
      "Zeds X1/X1 (X1) is not on a space next to X1",
      "in the 4R phase a train is paid with a Refugee movement (pay \"4r\")",
      "a die was rolled",
    ],
    atLeast: 130,
  });

  test("a sentence gets its key and params", () => {
    expect(refusalWords("Captain Piazza is not yours to act with now", SIEGE_REFUSALS)).toEqual({ key: "notYoursNow", params: { unit: "Captain Piazza" } });
    expect(refusalWords("not enough Ammo (2 needed, 1 left)", SIEGE_REFUSALS)).toEqual({ key: "ammoShort", params: { need: "2", left: "1" } });
    expect(refusalWords("WH-Cargo cannot be turned in Town Center (S-T8)", SIEGE_REFUSALS)).toEqual({ key: "trainInTc", params: { train: "WH-Cargo" } });
  });
});
