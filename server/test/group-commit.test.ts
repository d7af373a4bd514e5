import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { PostgresStore } from "../src/store/postgres";
import { SqliteStore } from "../src/store/sqlite";
import { StoreError, type GameMeta, type GameStore, type LogRow } from "../src/store/types";
import { TEST_PG_URL } from "./stores";

/** A store that can be closed and opened again on the same data (to see what reached the disk). */
interface Reopenable {
  open(): Promise<GameStore>;
  remove(): Promise<void>;
}

/** SQLite as production runs it (synchronous=FULL) in a fresh folder. */
function sqliteFull(): Reopenable {
  const dir = mkdtempSync(join(tmpdir(), "zedfall-commit-"));
  return {
    open: async () => new SqliteStore(dir),
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** PostgreSQL in a schema of its own. */
function postgres(): Reopenable {
  const schema = `zedfall_commit_${randomBytes(6).toString("hex")}`;
  return {
    open: () => PostgresStore.open(TEST_PG_URL, schema),
    async remove() {
      const s = await PostgresStore.open(TEST_PG_URL, schema);
      await s.dropSchema();
      await s.close();
    },
  };
}

const meta = (id: string): GameMeta => ({
  id,
  ruleset: "house",
  options: {},
  seed: "s",
  status: "play",
  seats: { kinds: { zombie: "bot" }, started: { zombie: { kind: "bot", name: "Bot" } } },
  players: [],
  seq: 0,
  result: null,
  createdAt: 1,
  updatedAt: 1,
});
const row = (seq: number): LogRow => ({ seq, seat: "zombie", kind: "act", action: { type: "move", n: seq }, at: 1000 + seq });
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** The stored actions' `n` of game `id`, in seq order. */
async function stored(store: GameStore, id: string): Promise<number[]> {
  const g = (await store.load(id))!;
  expect(g.meta.seq).toBe(g.rows.length);
  expect(g.rows.map((r) => r.seq)).toEqual(g.rows.map((_, i) => i + 1));
  return g.rows.map((r) => JSON.parse(r.action!).n);
}

describe.each([
  ["SQLite (synchronous=FULL)", sqliteFull],
  ["PostgreSQL", postgres],
])("group commit on %s", (_name, where) => {
  let place: Reopenable;
  let store: GameStore;
  beforeAll(async () => {
    place = where();
    store = await place.open();
  });
  afterAll(async () => {
    await store.close();
    await place.remove();
  });

  test("a lone write is committed in a transaction of its own", async () => {
    const before = store.stats();
    await store.createGame(meta("lone"));
    await store.append("lone", row(1));
    expect(store.stats()).toEqual({ commits: before.commits + 2, writes: before.writes + 2 });
    expect(await stored(store, "lone")).toEqual([1]);
  });

  test("50 games appending at once (each awaits its previous row, as a room does): all stored in order, in fewer commits than writes", async () => {
    const games = ids("many", 50);
    await Promise.all(games.map((id) => store.createGame(meta(id))));
    const before = store.stats();
    await Promise.all(
      games.map(async (id) => {
        for (let seq = 1; seq <= 10; seq++) await store.append(id, row(seq));
      }),
    );
    const after = store.stats();
    expect(after.writes - before.writes).toBe(500);
    // every game's n-th row was written while the others' were: about one commit per round
    expect(after.commits - before.commits).toBeLessThanOrEqual(50);
    for (const id of games) expect(await stored(store, id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test("interleaved writes without waiting keep each game's order (they share one commit)", async () => {
    const games = ids("mix", 5);
    await Promise.all(games.map((id) => store.createGame(meta(id))));
    const before = store.stats();
    const all: Promise<void>[] = [];
    for (let seq = 1; seq <= 8; seq++) for (const id of games) all.push(store.append(id, row(seq)));
    await Promise.all(all);
    expect(store.stats().commits - before.commits).toBe(1);
    for (const id of games) expect(await stored(store, id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test("a failing write in a batch fails alone: a seq conflict, a missing game and a duplicate game reject; the batch's other writes are stored", async () => {
    const games = ids("iso", 10);
    await Promise.all(games.map((id) => store.createGame(meta(id))));
    const before = store.stats();
    const good = games.map((id) => store.append(id, row(1)));
    const conflict = store.append("iso3", row(1)); // iso3's row 1 is queued just before: this one finds seq 1 taken
    const gap = store.append("iso4", row(5));
    const missing = store.append("nope", row(1));
    const duplicate = store.createGame(meta("iso5"));
    const later = store.append("iso3", row(2));
    await expect(Promise.all(good)).resolves.toBeDefined();
    await expect(conflict).rejects.toThrow(StoreError);
    await expect(conflict).rejects.toThrow(/game iso3, seq 1: .*previous seq/);
    await expect(gap).rejects.toThrow(/game iso4, seq 5/);
    await expect(missing).rejects.toThrow(/game nope, seq 1/);
    // the driver's error (the binding's SqliteError is not an Error of Jest's realm, so its message is matched)
    await expect(duplicate.then(() => "stored", (e: Error) => e.message)).resolves.toMatch(/UNIQUE constraint|duplicate key/);
    await expect(later).resolves.toBeUndefined();
    // all in one batch, committed once
    expect(store.stats()).toEqual({ commits: before.commits + 1, writes: before.writes + 11 });
    for (const id of games) expect(await stored(store, id)).toEqual(id === "iso3" ? [1, 2] : [1]);
    expect(await store.load("nope")).toBeNull();
  });

  test("close commits everything still queued: reopened, the store has every row", async () => {
    const games = ids("shut", 20);
    await Promise.all(games.map((id) => store.createGame(meta(id))));
    const pending: Promise<void>[] = [];
    for (let seq = 1; seq <= 3; seq++) for (const id of games) pending.push(store.append(id, row(seq)));
    await store.close();
    await expect(Promise.all(pending)).resolves.toBeDefined();
    await expect(store.append("shut0", row(4))).rejects.toThrow(/closed/);
    store = await place.open();
    for (const id of games) expect(await stored(store, id)).toEqual([1, 2, 3]);
  });
});
