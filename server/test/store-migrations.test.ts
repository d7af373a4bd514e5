import { schemaVersionOf } from "../src/store/sqlite";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "libsql";
import pg from "pg";
import { MIGRATIONS, SCHEMA_VERSION, pendingMigrations } from "../src/store/migrations";
import { PostgresStore } from "../src/store/postgres";
import { SqliteStore } from "../src/store/sqlite";
import { TEST_PG_URL } from "./stores";

/** The tables as the server made them before schema versions were recorded (the DDL of that code, kept here verbatim). */
const OLD_TABLES = [
  `CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, ruleset TEXT NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL, status TEXT NOT NULL, seats TEXT NOT NULL, seq INTEGER NOT NULL DEFAULT 0, result TEXT, created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS games_status ON games (status)`,
  `CREATE TABLE IF NOT EXISTS players (game_id TEXT NOT NULL, token_hash TEXT NOT NULL, name TEXT NOT NULL, seat TEXT, creator INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (game_id, token_hash))`,
  `CREATE INDEX IF NOT EXISTS players_token ON players (token_hash)`,
  `CREATE TABLE IF NOT EXISTS actions (game_id TEXT NOT NULL, seq INTEGER NOT NULL, seat TEXT NOT NULL, kind TEXT NOT NULL, action TEXT, at BIGINT NOT NULL, PRIMARY KEY (game_id, seq))`,
  `CREATE TABLE IF NOT EXISTS snapshots (game_id TEXT NOT NULL, seq INTEGER NOT NULL, state TEXT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (game_id, seq))`,
];

/** Version 2's index, and a game being played with its player, as a version-2 server stored them (no to_act). */
const V2_INDEX = `CREATE INDEX IF NOT EXISTS games_status_updated ON games (status, updated_at)`;
const OLD_GAME = `INSERT INTO games VALUES ('old-2', 'house', '{}', 'abc', 'play', '{"kinds":{},"started":{"zombie":{"kind":"bot","name":"Bot"},"human1":{"kind":"player","name":"Ann"}}}', 0, NULL, 1, 2)`;
const OLD_PLAYER = `INSERT INTO players VALUES ('old-2', 'h-old', 'Ann', 'human1', 1)`;

/** What version 4 adds, used on a store upgraded from version 2: a push subscription of its old player, a webhook of its old game, the VAPID key made once; deleting the game takes both with it. */
async function notifyTablesWork(store: SqliteStore | PostgresStore): Promise<void> {
  await store.addPushSubscription({ tokenHash: "h-old", endpoint: "https://fcm.googleapis.com/fcm/send/old", p256dh: "p", auth: "a", lang: "ru", createdAt: 5 }, 5);
  expect((await store.pushSubscriptionsOf(["h-old"])).map((s) => [s.endpoint, s.lang])).toEqual([["https://fcm.googleapis.com/fcm/send/old", "ru"]]);
  await store.setWebhook("old-2", "https://hooks.example.test/x");
  expect(await store.webhookOf("old-2")).toBe("https://hooks.example.test/x");
  expect(await store.serverKey("vapid", () => "first")).toBe("first");
  expect(await store.serverKey("vapid", () => "second")).toBe("first");
  await store.saveMeta("old-2", { status: "over" });
  expect(await store.pruneFinished(Date.now() + 1000)).toBe(1);
  expect(await store.pushSubscriptionsOf(["h-old"])).toEqual([]);
  expect(await store.webhookOf("old-2")).toBeNull();
}

describe("store schema versions: ordered migrations run at the start", () => {
  test("the migrations are numbered 1, 2, … in order; the current version is the last", () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(SCHEMA_VERSION).toBe(MIGRATIONS.length);
    expect(pendingMigrations(0)).toEqual(MIGRATIONS);
    expect(pendingMigrations(SCHEMA_VERSION)).toEqual([]);
  });

  test("a store newer than the code is refused (no downgrade)", () => {
    expect(() => pendingMigrations(SCHEMA_VERSION + 1)).toThrow(`the store is at schema version ${SCHEMA_VERSION + 1}, newer than this server's ${SCHEMA_VERSION}`);
  });

  describe("SQLite", () => {
    let dir: string;
    beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "zedfall-migrate-"))));
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    test("the fixture made before versions (user_version 0) opens at the current version, its games intact", async () => {
      const file = join(dir, "zedfall.sqlite");
      copyFileSync(join(import.meta.dirname, "fixtures/store-v1.sqlite"), file);
      const raw = new Database(file, { readonly: true });
      expect(schemaVersionOf(raw)).toBe(0);
      raw.close();
      const store = new SqliteStore(dir);
      expect(schemaVersionOf(store.db)).toBe(SCHEMA_VERSION);
      expect(store.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'games_status_updated'`).all()).toEqual([{ name: "games_status_updated" }]);
      expect((await store.list()).map((g) => g.id).sort()).toEqual(["house-mid", "house-over", "siege-mid", "siege-over"]);
      await store.close();
      // opened again: nothing left to run
      const again = new SqliteStore(dir);
      expect(schemaVersionOf(again.db)).toBe(SCHEMA_VERSION);
      await again.close();
    });

    test("a store at version 1 runs only the steps after it", async () => {
      const db = new Database(join(dir, "zedfall.sqlite"));
      for (const sql of OLD_TABLES) db.exec(sql);
      db.pragma("user_version = 1");
      db.close();
      const store = new SqliteStore(dir);
      expect(schemaVersionOf(store.db)).toBe(SCHEMA_VERSION);
      expect(store.db.prepare(`SELECT count(*) AS n FROM sqlite_master WHERE name = 'games_status_updated'`).all()).toEqual([{ n: 1 }]);
      await store.close();
    });

    test("version 3 adds whose turn (to_act) to a store at version 2: its games still list, saying nothing of the turn until their next row", async () => {
      const db = new Database(join(dir, "zedfall.sqlite"));
      for (const sql of OLD_TABLES) db.exec(sql);
      db.exec(V2_INDEX);
      db.exec(OLD_GAME);
      db.exec(OLD_PLAYER);
      db.pragma("user_version = 2");
      db.close();
      const store = new SqliteStore(dir);
      expect(schemaVersionOf(store.db)).toBe(SCHEMA_VERSION);
      expect((store.db.prepare(`SELECT to_act FROM games WHERE id = 'old-2'`).all() as { to_act: unknown }[]).map((r) => r.to_act)).toEqual([null]);
      expect((await store.gamesOf(["h-old"])).map((g) => [g.gameId, g.toAct, g.yourTurn])).toEqual([["old-2", null, false]]);
      await store.append("old-2", { seq: 1, seat: "zombie", kind: "act", action: { type: "x" }, at: 3 }, { toAct: ["human1"] });
      expect((await store.gamesOf(["h-old"])).map((g) => [g.gameId, g.toAct, g.yourTurn])).toEqual([["old-2", [{ seat: "human1", name: "Ann" }], true]]);
      await store.close();
    });

    test("version 4 (turn notifications) on a store at version 2: push subscriptions, webhooks and the VAPID key are kept, and go with their game", async () => {
      const db = new Database(join(dir, "zedfall.sqlite"));
      for (const sql of [...OLD_TABLES, V2_INDEX, OLD_GAME, OLD_PLAYER]) db.exec(sql);
      db.pragma("user_version = 2");
      db.close();
      const store = new SqliteStore(dir);
      expect(schemaVersionOf(store.db)).toBe(4);
      await notifyTablesWork(store);
      await store.close();
    });

    test("a store newer than the code is not opened", () => {
      const db = new Database(join(dir, "zedfall.sqlite"));
      db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
      db.close();
      expect(() => new SqliteStore(dir)).toThrow(/newer than this server's/);
    });
  });

  describe("PostgreSQL", () => {
    const schema = `zedfall_migrate_${randomBytes(4).toString("hex")}`;
    let pool: pg.Pool;
    beforeAll(() => (pool = new pg.Pool({ connectionString: TEST_PG_URL, options: `-c search_path=${schema}` })));
    afterAll(async () => {
      await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await pool.end();
    });

    test("a database made with the old table creation (no schema_version) migrates, its games intact", async () => {
      await pool.query(`CREATE SCHEMA ${schema}`);
      for (const sql of OLD_TABLES) await pool.query(sql);
      await pool.query(`INSERT INTO games VALUES ('old-1', 'house', '{}', 'abc', 'over', '{"kinds":{},"started":{}}', 0, NULL, 1, 2)`);
      const store = await PostgresStore.open(TEST_PG_URL, schema);
      const version = await pool.query(`SELECT version FROM schema_version`);
      expect(version.rows).toEqual([{ version: SCHEMA_VERSION }]);
      const index = await pool.query(`SELECT indexname FROM pg_indexes WHERE schemaname = $1 AND indexname = 'games_status_updated'`, [schema]);
      expect(index.rowCount).toBe(1);
      expect((await store.list()).map((g) => g.id)).toEqual(["old-1"]);
      await store.close();
      // opened again: still one version row, nothing run twice
      const again = await PostgresStore.open(TEST_PG_URL, schema);
      expect((await pool.query(`SELECT version FROM schema_version`)).rows).toEqual([{ version: SCHEMA_VERSION }]);
      await again.close();
    });

    /**
     * Runs `check` on a PostgreSQL schema `<schema><suffix>` made as a version-2 server left it
     * (the old tables, the v2 index, one game and its player, schema_version 2); dropped after.
     */
    async function onVersion2(suffix: string, check: (p2: pg.Pool, schemaName: string) => Promise<void>): Promise<void> {
      const v2 = `${schema}${suffix}`;
      const p2 = new pg.Pool({ connectionString: TEST_PG_URL, options: `-c search_path=${v2}` });
      try {
        await p2.query(`CREATE SCHEMA ${v2}`);
        for (const sql of [...OLD_TABLES, V2_INDEX, OLD_GAME, OLD_PLAYER]) await p2.query(sql);
        await p2.query(`CREATE TABLE schema_version (version INTEGER NOT NULL)`);
        await p2.query(`INSERT INTO schema_version VALUES (2)`);
        await check(p2, v2);
      } finally {
        await p2.query(`DROP SCHEMA IF EXISTS ${v2} CASCADE`);
        await p2.end();
      }
    }

    test("version 3 adds whose turn (to_act) to a database at version 2: its games still list, saying nothing of the turn until their next row", async () => {
      await onVersion2("_v2", async (p2, v2) => {
        const store = await PostgresStore.open(TEST_PG_URL, v2);
        expect((await p2.query(`SELECT version FROM schema_version`)).rows).toEqual([{ version: SCHEMA_VERSION }]);
        expect((await p2.query(`SELECT to_act FROM games WHERE id = 'old-2'`)).rows).toEqual([{ to_act: null }]);
        expect((await store.gamesOf(["h-old"])).map((g) => [g.gameId, g.toAct, g.yourTurn])).toEqual([["old-2", null, false]]);
        await store.append("old-2", { seq: 1, seat: "zombie", kind: "act", action: { type: "x" }, at: 3 }, { toAct: ["human1"] });
        expect((await store.gamesOf(["h-old"])).map((g) => [g.gameId, g.toAct, g.yourTurn])).toEqual([["old-2", [{ seat: "human1", name: "Ann" }], true]]);
        await store.close();
      });
    });

    test("version 4 (turn notifications) on a database at version 2: push subscriptions, webhooks and the VAPID key are kept, and go with their game", async () => {
      await onVersion2("_n2", async (p2, v2) => {
        const store = await PostgresStore.open(TEST_PG_URL, v2);
        expect((await p2.query(`SELECT version FROM schema_version`)).rows).toEqual([{ version: 4 }]);
        await notifyTablesWork(store);
        await store.close();
      });
    });

    test("a database newer than the code is not opened", async () => {
      await pool.query(`UPDATE schema_version SET version = ${SCHEMA_VERSION + 1}`);
      await expect(PostgresStore.open(TEST_PG_URL, schema)).rejects.toThrow(/newer than this server's/);
    });
  });
});
