import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { PostgresStore } from "../src/store/postgres";
import { SqliteStore } from "../src/store/sqlite";
import type { GameStore } from "../src/store/types";

/**
 * The local PostgreSQL every development and CI machine runs (`.ci/run` starts it if it is down);
 * ZEDFALL_TEST_DATABASE_URL overrides it.
 */
export const TEST_PG_URL = process.env.ZEDFALL_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A store under test with a way to run raw SQL on it (to damage rows) and to remove it. */
export interface TestStore {
  store: GameStore;
  kind: "sqlite" | "postgres";
  /** Runs SQL with positional parameters `$1…` (written the PostgreSQL way; rewritten for SQLite). */
  sql(text: string, params?: unknown[]): Promise<unknown[]>;
  /** Closes the store and removes its data (the folder, or the PostgreSQL schema). */
  drop(): Promise<void>;
  /** The environment for a server process using the same store. */
  env: Record<string, string>;
}

/** A SQLite store in a fresh temporary folder. */
export function sqliteTestStore(): TestStore {
  const dir = mkdtempSync(join(tmpdir(), "zedfall-store-"));
  let store = new SqliteStore(dir, { synchronous: "normal" });
  return {
    get store() {
      return store;
    },
    kind: "sqlite",
    async sql(text, params = []) {
      const q = store.db.prepare(text.replace(/\$\d+/g, "?"));
      return q.reader ? q.all(...params) : (q.run(...params), []);
    },
    async drop() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
    env: { ZEDFALL_DATA: dir, ZEDFALL_SQLITE_SYNC: "normal" },
    reopen() {
      store = new SqliteStore(dir, { synchronous: "normal" });
      return store;
    },
  } as TestStore & { reopen(): GameStore };
}

/** A PostgreSQL store in a schema of its own (created here, dropped by `drop`), so parallel runs never collide. */
export async function postgresTestStore(): Promise<TestStore> {
  const schema = `zedfall_test_${randomBytes(6).toString("hex")}`;
  const store = await PostgresStore.open(TEST_PG_URL, schema);
  return {
    store,
    kind: "postgres",
    async sql(text, params = []) {
      return (await store.pool.query(text, params)).rows;
    },
    async drop() {
      await store.dropSchema().catch(() => {});
      await store.close();
    },
    env: { DATABASE_URL: TEST_PG_URL, ZEDFALL_PG_SCHEMA: schema },
  };
}

/** Both stores, for `describe.each`: the same persistence tests run against SQLite and PostgreSQL. */
export const STORES: [string, () => Promise<TestStore>][] = [
  ["SQLite", async () => sqliteTestStore()],
  ["PostgreSQL", postgresTestStore],
];
