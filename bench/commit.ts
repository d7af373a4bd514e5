import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { PostgresStore } from "../server/src/store/postgres";
import { SqliteStore } from "../server/src/store/sqlite";
import type { GameMeta, LogRow } from "../server/src/store/types";

/**
 * Durable writes under load: `games` games append `rows` rows each at once (each game
 * awaits its previous row, as a room does), through the store's group commit and, as the baseline
 * in the same run, through the old append (one transaction, so one fsync, per row: the same
 * statements). `node bench/commit.ts sqlite|postgres games rows` prints `RESULT {…}`.
 */
const [kind = "sqlite", gamesArg = "200", rowsArg = "10"] = process.argv.slice(2);
const GAMES = Number(gamesArg);
const ROWS = Number(rowsArg);
const PG_URL = process.env.ZEDFALL_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const meta = (id: string): GameMeta => ({
  id,
  ruleset: "house",
  options: {},
  seed: "s",
  status: "play",
  seats: { kinds: {}, started: {} },
  players: [],
  seq: 0,
  result: null,
  createdAt: 1,
  updatedAt: 1,
});
const row = (seq: number): LogRow => ({ seq, seat: "zombie", kind: "act", action: { type: "move", to: [3, 4], path: [[1, 2], [2, 3]] }, at: Date.now() });

/** Creates GAMES games named `prefix<i>`; returns their ids. */
async function games(prefix: string, create: (id: string) => Promise<void>): Promise<string[]> {
  const ids = Array.from({ length: GAMES }, (_, i) => `${prefix}${i}`);
  await Promise.all(ids.map(create));
  return ids;
}

/** Appends/s of `append` over the games `ids` × ROWS rows, all games at once. */
async function rate(ids: string[], append: (id: string, r: LogRow) => Promise<void>): Promise<number> {
  const t = performance.now();
  await Promise.all(
    ids.map(async (id) => {
      for (let seq = 1; seq <= ROWS; seq++) await append(id, row(seq));
    }),
  );
  return (GAMES * ROWS) / ((performance.now() - t) / 1000);
}

const UPDATE = `UPDATE games SET seq = $1, updated_at = $2 WHERE id = $3 AND seq = $4`;
const INSERT = `INSERT INTO actions (game_id, seq, seat, kind, action, at) VALUES ($1,$2,$3,$4,$5,$6)`;

async function sqlite(): Promise<{ grouped: number; single: number; commits: number }> {
  const dir = mkdtempSync(join(tmpdir(), "zedfall-commit-bench-"));
  try {
    const store = new SqliteStore(dir);
    const db = store.db;
    const bump = db.prepare(UPDATE.replace(/\$\d/g, "?"));
    const insert = db.prepare(INSERT.replace(/\$\d/g, "?"));
    const old = db.transaction((id: string, r: LogRow) => {
      if (bump.run(r.seq, r.at, id, r.seq - 1).changes !== 1) throw new Error("seq");
      insert.run(id, r.seq, r.seat, r.kind, JSON.stringify(r.action), r.at);
    });
    const create = (id: string) => store.createGame(meta(id));
    const single = await rate(await games("one", create), async (id, r) => old(id, r));
    const ids = await games("grp", create);
    const before = store.stats().commits;
    const grouped = await rate(ids, (id, r) => store.append(id, r));
    const commits = store.stats().commits - before;
    await store.close();
    return { grouped, single, commits };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres(): Promise<{ grouped: number; single: number; commits: number }> {
  const schema = `zedfall_bench_${randomBytes(6).toString("hex")}`;
  const store = await PostgresStore.open(PG_URL, schema);
  // the old store: a pool of 8, one transaction per append
  const pool = new pg.Pool({ connectionString: PG_URL, max: 8, options: `-c search_path=${schema}` });
  try {
    const old = async (id: string, r: LogRow) => {
      const c = await pool.connect();
      try {
        await c.query("BEGIN");
        if ((await c.query(UPDATE, [r.seq, r.at, id, r.seq - 1])).rowCount !== 1) throw new Error("seq");
        await c.query(INSERT, [id, r.seq, r.seat, r.kind, JSON.stringify(r.action), r.at]);
        await c.query("COMMIT");
      } catch (e) {
        await c.query("ROLLBACK");
        throw e;
      } finally {
        c.release();
      }
    };
    const create = (id: string) => store.createGame(meta(id));
    const single = await rate(await games("one", create), old);
    const ids = await games("grp", create);
    const before = store.stats().commits;
    const grouped = await rate(ids, (id, r) => store.append(id, r));
    return { grouped, single, commits: store.stats().commits - before };
  } finally {
    await pool.end();
    await store.dropSchema();
    await store.close();
  }
}

const out = kind === "postgres" ? await postgres() : await sqlite();
console.log("RESULT " + JSON.stringify({ kind, games: GAMES, rows: ROWS, ...out }));
