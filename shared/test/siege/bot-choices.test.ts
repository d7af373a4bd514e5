import { createRandom } from "../../src/core/rng";
import { greedyBot } from "../../src/siege";
import { choiceScore, trackThreat } from "../../src/siege/bot/choices";
import type { FatePurpose } from "../../src/siege/state/cards";
import type { SiegeState } from "../../src/siege/state/game";
import type { ChoiceDecision } from "../../src/siege/state/pending";
import { blank, run, unit, zed } from "./kit";

/*
 * The greedy defender's answers to the choices it used to leave to chance (bot/choices.ts): which
 * track a "your choice" Fate card points at (§6.2), who stops first in a retreat (G6), which Zeds
 * gets an upgrade marker (G25), who becomes Well-Armed (G28).
 */

/** A Fate draw for `purpose` whose card (Killer Bulldozer, Where: your choice) asks the lead for the track: Forest has a 6/3 on FO2 and an empty Town space, Mountain a 2/1 on MO6 and Schmidt on MO0. */
function fateChoice(purpose: FatePurpose): SiegeState {
  const s = blank(["seat1"]);
  zed(s, "6/3", "forest:2");
  zed(s, "2/1", "mountain:6");
  unit(s, "schmidt", "mountain:0", "seat1");
  s.decks.fate = ["killer-bulldozer"];
  s.work.push({ t: "fate", purpose });
  run(s);
  return s;
}

describe("siege §6.2 the greedy bot's choice of the Fated track", () => {
  test("siege §6.2 Oh, This Is Bad… (Zeds on #1) points at the quietest track, not at Forest with its Zeds near an empty Town space", () => {
    const s = fateChoice("oh-this-is-bad");
    const d = s.pending[0] as ChoiceDecision;
    expect(d).toMatchObject({ kind: "choose", purpose: "fateTrack", options: ["forest", "mountain", "highway", "suburbs"] });
    expect(trackThreat(s, "forest")).toBeGreaterThan(trackThreat(s, "mountain"));
    // Highway and Suburbs are empty and unguarded (100 each); Mountain's Town space is held against its far 2/1
    expect(trackThreat(s, "highway")).toBe(100);
    const a = greedyBot(s, "seat1", createRandom("c"));
    expect(a).toEqual({ type: "choose", option: "mountain" });
  });

  test("siege §2.8 the National Guard goes to the track that threatens Town Center most", () => {
    const s = fateChoice("guard");
    expect(greedyBot(s, "seat1", createRandom("c"))).toEqual({ type: "choose", option: "forest" });
  });

  test("siege §6.2 an Outbreak's track is left to the tie-break: every track scores the same", () => {
    const s = fateChoice("outbreak");
    expect(["forest", "mountain", "highway", "suburbs"].map((t) => choiceScore(s, "fateTrack", t))).toEqual([0, 0, 0, 0]);
  });

  test("siege G6 G25 G28 the strongest unit stops first and becomes Well-Armed; the upgrade goes to the Zeds farthest from TC; other purposes are not answered here", () => {
    const s = blank(["seat1"]);
    unit(s, "civ1", "forest:3", "seat1");
    unit(s, "civ7", "forest:3", "seat1");
    const near = zed(s, "4/2", "forest:1");
    const far = zed(s, "4/2", "forest:6");
    expect(choiceScore(s, "retreatStop", "civ7")).toBeGreaterThan(choiceScore(s, "retreatStop", "civ1")!);
    expect(choiceScore(s, "wellArmed", "civ7")).toBeGreaterThan(choiceScore(s, "wellArmed", "civ1")!);
    expect(choiceScore(s, "upgrade", far.id)).toBeGreaterThan(choiceScore(s, "upgrade", near.id)!);
    expect(choiceScore(s, "defender", "civ7")).toBeNull();
  });
});
