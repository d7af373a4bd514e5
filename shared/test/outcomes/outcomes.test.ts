import { readFileSync } from "node:fs";
import { OUTCOME_LIST_GAMES, outcomeGame, playOutcome } from "./play";

/**
 * Outcome fixtures (docs/development/testing.md): the first games of each game's outcome list,
 * replayed from their seeds, hash exactly as recorded in <game>.json from the code before any rule
 * module was moved. All 200 games per game: `npm run outcomes`. A difference means behaviour changed.
 */

/** The games of each list this test plays (all of them take ~100 s per game on two cores: `npm run outcomes`). */
const IN_SUITE = 20;

/** The recorded hashes of `game`'s list, by game key. */
function recorded(game: string): Record<string, string> {
  return (JSON.parse(readFileSync(new URL(`./${game}.json`, import.meta.url), "utf8")) as { hashes: Record<string, string> }).hashes;
}

describe.each(OUTCOME_LIST_GAMES)("outcome fixtures: %s", (game) => {
  const want = recorded(game);
  test(`the first ${IN_SUITE} seeded games hash as recorded (legal lists, views, refusals, events, final state)`, () => {
    const got: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (let i = 0; i < IN_SUITE; i++) {
      const g = outcomeGame(game, i);
      got[g.key] = playOutcome(g).hash;
      expected[g.key] = want[g.key]!;
    }
    expect(got).toEqual(expected);
  }, 120_000);
});
