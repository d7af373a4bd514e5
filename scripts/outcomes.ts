/**
 * `npm run outcomes [-- --record] [<game id>…]`: plays every game of the outcome lists
 * (shared/test/outcomes/play.ts) and compares each game's hash with the recorded fixture
 * shared/test/outcomes/<game>.json; exits 1 naming the games that differ. `--record` writes the
 * fixture from the code as it is instead: only when a rule changes on purpose
 * (docs/development/testing.md "Outcome fixtures").
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { OUTCOME_GAMES, OUTCOME_LIST_GAMES, listHash, outcomeGame, playOutcome } from "../shared/test/outcomes/play";

/** A game's recorded fixture: the number of games, the list's hash, each game's hash by key. */
interface Fixture {
  games: number;
  list: string;
  hashes: Record<string, string>;
}

const record = process.argv.includes("--record");
const only = process.argv.slice(2).filter((a) => OUTCOME_LIST_GAMES.includes(a));
let failed = false;
for (const game of only.length ? only : OUTCOME_LIST_GAMES) {
  const file = fileURLToPath(new URL(`../shared/test/outcomes/${game}.json`, import.meta.url));
  const t0 = performance.now();
  const hashes: Record<string, string> = {};
  let actions = 0;
  for (let i = 0; i < OUTCOME_GAMES; i++) {
    const g = outcomeGame(game, i);
    const r = playOutcome(g);
    hashes[g.key] = r.hash;
    actions += r.actions;
  }
  const fixture: Fixture = { games: OUTCOME_GAMES, list: listHash(Object.values(hashes)), hashes };
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  process.stdout.write(`${game}: ${OUTCOME_GAMES} games, ${actions} actions, ${secs} s, list ${fixture.list}\n`);
  if (record) {
    writeFileSync(file, JSON.stringify(fixture, null, 2) + "\n");
    process.stdout.write(`${game}: recorded ${file}\n`);
    continue;
  }
  const want = JSON.parse(readFileSync(file, "utf8")) as Fixture;
  const differ = Object.keys(want.hashes).filter((k) => want.hashes[k] !== hashes[k]);
  if (differ.length || want.list !== fixture.list) {
    failed = true;
    process.stdout.write(`${game}: ${differ.length} games differ from the fixture: ${differ.join(", ")}\n`);
  } else process.stdout.write(`${game}: equal to the fixture\n`);
}
process.exit(failed ? 1 : 0);
