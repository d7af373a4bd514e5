import type { CliIO } from "../src/cli/commands";
import { pruneGames } from "../src/cli/prune";
import { DAY_MS, sweepFinished } from "../src/rooms/limits/lobby-sweep";
import type { GameMeta, GameStatus } from "../src/store/types";
import { bootServer, createGame, sleep } from "./helpers";
import { STORES, type TestStore } from "./stores";

const NOW = Date.now();

/** A game of `status` that last changed (for a finished one: ended) `daysAgo` days before NOW, with a row, a snapshot and a player. */
async function game(ts: TestStore, id: string, status: GameStatus, daysAgo: number): Promise<void> {
  const at = NOW - daysAgo * DAY_MS;
  const meta: GameMeta = {
    id, ruleset: "house", options: {}, seed: "s", status,
    seats: { kinds: { zombie: "player" }, started: {} },
    players: [{ tokenHash: `hash-${id}`, name: "Ann", seat: "zombie", creator: true }],
    seq: 1, result: null, createdAt: at, updatedAt: at,
  };
  await ts.store.importGame({ meta, rows: [{ seq: 1, seat: "zombie", kind: "act", action: { type: "x" }, at }], snapshots: [{ seq: 1, state: "{}" }] });
}

function memIO() {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (l) => out.push(l), err: (l) => err.push(l), readFile: () => "", writeFile: () => {} };
  return { io, out, err };
}

describe.each(STORES)("retention of finished games (%s)", (_name, make) => {
  let ts: TestStore;
  beforeEach(async () => {
    ts = await make();
    await game(ts, "over-40", "over", 40);
    await game(ts, "over-31", "over", 31);
    await game(ts, "over-29", "over", 29);
    await game(ts, "play-90", "play", 90);
    await game(ts, "lobby-90", "lobby", 90);
  });
  afterEach(() => ts.drop());

  const ids = async () => (await ts.store.list()).map((g) => g.id).sort();

  test("`cli prune --finished-older-than 30` deletes exactly the finished games that ended more than 30 days ago, with their players, rows and snapshots", async () => {
    const { io, out, err } = memIO();
    expect(await pruneGames(ts.store, io, ["--finished-older-than", "30"], NOW)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual([`2 finished games deleted (ended before ${new Date(NOW - 30 * DAY_MS).toISOString()})`]);
    expect(await ids()).toEqual(["lobby-90", "over-29", "play-90"]);
    for (const table of ["players", "actions", "snapshots"])
      expect(await ts.sql(`SELECT game_id FROM ${table} WHERE game_id IN ($1, $2)`, ["over-40", "over-31"])).toEqual([]);
    expect((await ts.store.load("over-29"))!.rows).toHaveLength(1);
    // again: nothing left to delete
    expect(await pruneGames(ts.store, io, ["--finished-older-than", "30"], NOW)).toBe(0);
    expect(out[1]).toMatch(/^0 finished games deleted/);
  });

  test("a bad or missing number of days is refused, and nothing is deleted", async () => {
    for (const args of [[], ["--finished-older-than"], ["--finished-older-than", "-1"], ["--finished-older-than", "ten"], ["--finished-older-than", "1.5"], ["--older", "3"]]) {
      const { io, err } = memIO();
      expect(await pruneGames(ts.store, io, args, NOW)).toBe(1);
      expect(err).toEqual(["usage: npm run cli -- prune --finished-older-than <days>   (a whole number of days, 0 or more)"]);
    }
    expect(await ids()).toEqual(["lobby-90", "over-29", "over-31", "over-40", "play-90"]);
  });

  test("ZEDFALL_RETAIN_FINISHED_DAYS: the server's sweep deletes at its start the finished games past the retention, and keeps a finished game whose room is open", async () => {
    const t = await bootServer({ store: ts.store, retainFinishedDays: 35 });
    try {
      for (const end = Date.now() + 5000; (await ids()).includes("over-40") && Date.now() < end; ) await sleep(20);
      // (the abandoned lobby goes too, by the lobby sweep: ZEDFALL_LOBBY_EXPIRE_HOURS)
      expect(await ids()).toEqual(["over-29", "over-31", "play-90"]);
      // a game whose room is open, finished long ago as far as the store says: kept
      const open = await createGame(t, { seed: "retain-open" });
      const id = open.room.roomId;
      await ts.store.saveMeta(id, { status: "over" });
      await ts.sql(`UPDATE games SET updated_at = $1 WHERE id = $2`, [NOW - 90 * DAY_MS, id]);
      expect(await sweepFinished(ts.store, 30)).toBe(1);
      expect(await ids()).toEqual(["over-29", id, "play-90"].sort());
    } finally {
      await t.shutdown();
    }
  });
});
