import pg from "pg";
import { GroupCommit, type CommitStats, type Write } from "./group-commit";
import { pendingMigrations } from "./migrations";
import { WriteWaits } from "./written";
import { assemble, metaOf, playerGamesOf, pushSubscriptionOf, type PushRowDb, type GameRowDb, type PlayerRowDb } from "./sql";
import { StoreError, type AppendExtra, type GameMeta, type GameStatus, type GameStore, type LogRow, type MetaPatch, type PlayerGame, type RawRow, type RawSnapshot, type StoredGame, type StoredPlayer, type StoredPushSubscription } from "./types";
import { log } from "../log";
import { since, storeCommit } from "../metrics";

const RECENT_SNAPSHOTS = 3;

/** A schema name we accept (it goes into `search_path` and `CREATE SCHEMA`). */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The PostgreSQL store (`DATABASE_URL`): the same tables as SQLite, in `schema` (default `public`;
 * tests use a schema of their own and drop it). createGame, saveMeta and append go through a
 * group commit: the writes queued while one batch commits go out together on one connection, in
 * one transaction (one WAL flush).
 */
export class PostgresStore implements GameStore {
  readonly kind = "postgres" as const;
  readonly pool: pg.Pool;
  private batches: GroupCommit<pg.PoolClient>;
  /** Reads wait for the writes submitted before them (read-your-writes, written.ts). */
  private readonly waits = new WriteWaits();

  private constructor(pool: pg.Pool, readonly schema: string) {
    this.pool = pool;
    this.batches = new GroupCommit<pg.PoolClient>({
      begin: async () => {
        const c = await pool.connect();
        try {
          await c.query("BEGIN");
        } catch (e) {
          c.release(e as Error);
          throw e;
        }
        return c;
      },
      commit: async (c) => {
        await c.query("COMMIT");
        c.release();
      },
      rollback: async (c) => {
        try {
          await c.query("ROLLBACK");
          c.release();
        } catch (e) {
          c.release(e as Error);
        }
      },
    });
  }

  /** Connects, creates the schema if missing and takes its tables to the current version (migrations.ts). */
  static async open(url: string, schema = "public"): Promise<PostgresStore> {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`bad PostgreSQL schema name '${schema}'`);
    const pool = new pg.Pool({ connectionString: url, max: 8, options: `-c search_path=${schema}` });
    pool.on("error", (e) => log().error({ err: e }, "PostgreSQL connection error"));
    const store = new PostgresStore(pool, schema);
    try {
      await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await migrate(pool, schema);
    } catch (e) {
      await pool.end().catch(() => {});
      throw new Error(`cannot open the PostgreSQL store (${url.replace(/:[^:@/]*@/, ":***@")}): ${(e as Error).message}`);
    }
    return store;
  }

  private async tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query("BEGIN");
      const out = await fn(c);
      await c.query("COMMIT");
      return out;
    } catch (e) {
      await c.query("ROLLBACK").catch(() => {});
      throw e;
    } finally {
      c.release();
    }
  }

  private async insertGame(c: pg.PoolClient, meta: GameMeta): Promise<void> {
    await c.query(
      `INSERT INTO games (id, ruleset, options, seed, status, seats, seq, result, created_at, updated_at) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
      [meta.id, meta.ruleset, JSON.stringify(meta.options), meta.seed, meta.status, JSON.stringify(meta.seats), meta.seq, meta.result ? JSON.stringify(meta.result) : null, meta.createdAt, meta.updatedAt],
    );
    await this.upsertPlayers(c, meta.id, meta.players);
  }

  private async upsertPlayers(c: pg.PoolClient, id: string, players: StoredPlayer[]): Promise<void> {
    for (const p of players)
      await c.query(
        `INSERT INTO players (game_id, token_hash, name, seat, creator) VALUES ($1,$2,$3,$4,$5)
         ON CONFLICT (game_id, token_hash) DO UPDATE SET name = EXCLUDED.name, seat = EXCLUDED.seat, creator = EXCLUDED.creator`,
        [id, p.tokenHash, p.name, p.seat, p.creator ? 1 : 0],
      );
  }

  /** A durable write through the group commit, counted for the reads' `written()` wait. */
  private submit(w: Write<pg.PoolClient>): Promise<void> {
    const t0 = performance.now();
    const p = this.waits.track(this.batches.submit(w));
    const seen = () => storeCommit.observe({ store: "postgres" }, since(t0));
    p.then(seen, seen);
    return p;
  }

  async createGame(meta: GameMeta): Promise<void> {
    await this.submit((c) => this.insertGame(c, meta));
  }

  async saveMeta(id: string, patch: MetaPatch): Promise<void> {
    await this.submit(async (c) => {
      const sets: string[] = ["updated_at = $1"];
      const args: unknown[] = [Date.now()];
      const add = (col: string, v: unknown) => {
        args.push(v);
        sets.push(`${col} = $${args.length}`);
      };
      if (patch.seats) add("seats", JSON.stringify(patch.seats));
      if (patch.status) add("status", patch.status);
      if (patch.result !== undefined) add("result", patch.result ? JSON.stringify(patch.result) : null);
      if (patch.toAct) add("to_act", JSON.stringify(patch.toAct));
      args.push(id);
      const r = await c.query(`UPDATE games SET ${sets.join(", ")} WHERE id = $${args.length}`, args);
      if (r.rowCount !== 1) throw new StoreError(id, null, "no such game in the store");
      await this.upsertPlayers(c, id, patch.players ?? []);
    });
  }

  async append(id: string, row: LogRow, extra: AppendExtra = {}): Promise<void> {
    try {
      await this.submit(async (c) => {
        const hasResult = extra.result !== undefined;
        // one statement (one round trip in the batch): the row goes in only if the game was at the previous seq
        const r = await c.query(
          `WITH g AS (UPDATE games SET seq = $1, updated_at = $2, status = COALESCE($3, status), result = CASE WHEN $4 THEN $5 ELSE result END, to_act = COALESCE($11, to_act) WHERE id = $6 AND seq = $7 RETURNING id)
           INSERT INTO actions (game_id, seq, seat, kind, action, at) SELECT id, $1, $8, $9, $10, $2 FROM g`,
          [row.seq, row.at, extra.status ?? null, hasResult, extra.result ? JSON.stringify(extra.result) : null, id, row.seq - 1, row.seat, row.kind, row.action ? JSON.stringify(row.action) : null, extra.toAct ? JSON.stringify(extra.toAct) : null],
        );
        if (r.rowCount !== 1) throw new StoreError(id, row.seq, "the game is missing or its log is not at the previous seq (another writer?)");
        if (extra.snapshot !== undefined) await c.query(`INSERT INTO snapshots (game_id, seq, state, at) VALUES ($1,$2,$3,$4)`, [id, row.seq, extra.snapshot, row.at]);
      });
    } catch (e) {
      if (e instanceof StoreError) throw e;
      throw new StoreError(id, row.seq, `could not append: ${(e as Error).message}`);
    }
  }

  async load(id: string, opts: { allSnapshots?: boolean } = {}): Promise<StoredGame | null> {
    await this.waits.written();
    const g = await this.pool.query<GameRowDb>(`SELECT * FROM games WHERE id = $1`, [id]);
    if (!g.rows[0]) return null;
    const [players, rows, snaps] = await Promise.all([
      this.pool.query<PlayerRowDb>(`SELECT * FROM players WHERE game_id = $1 ORDER BY ctid`, [id]),
      this.pool.query<RawRow>(`SELECT seq, seat, kind, action, at FROM actions WHERE game_id = $1 ORDER BY seq`, [id]),
      opts.allSnapshots
        ? this.pool.query<{ seq: number; state: string }>(`SELECT seq, state FROM snapshots WHERE game_id = $1 ORDER BY seq DESC`, [id])
        : this.pool.query<{ seq: number; state: string }>(`SELECT seq, state FROM snapshots WHERE game_id = $1 ORDER BY seq DESC LIMIT $2`, [id, RECENT_SNAPSHOTS]),
    ]);
    return {
      meta: metaOf(g.rows[0], players.rows),
      rows: rows.rows.map((r) => ({ ...r, seq: Number(r.seq), at: Number(r.at) })),
      snapshots: snaps.rows.map((s) => ({ seq: Number(s.seq), state: s.state })),
    };
  }

  async loadAll(status: GameStatus[]): Promise<{ games: StoredGame[]; errors: string[] }> {
    await this.waits.written();
    const [games, players, rows, snaps] = await Promise.all([
      this.pool.query<GameRowDb>(`SELECT * FROM games WHERE status = ANY($1) ORDER BY created_at, id`, [status]),
      this.pool.query<PlayerRowDb>(`SELECT p.* FROM players p JOIN games g ON g.id = p.game_id WHERE g.status = ANY($1)`, [status]),
      this.pool.query<RawRow & { game_id: string }>(
        `SELECT a.game_id, a.seq, a.seat, a.kind, a.action, a.at FROM actions a JOIN games g ON g.id = a.game_id WHERE g.status = ANY($1) ORDER BY a.game_id, a.seq`,
        [status],
      ),
      this.pool.query<RawSnapshot & { game_id: string }>(
        `SELECT game_id, seq, state FROM (SELECT s.game_id, s.seq, s.state, ROW_NUMBER() OVER (PARTITION BY s.game_id ORDER BY s.seq DESC) AS n
         FROM snapshots s JOIN games g ON g.id = s.game_id WHERE g.status = ANY($1)) x WHERE n <= ${RECENT_SNAPSHOTS}`,
        [status],
      ),
    ]);
    return assemble(games.rows, players.rows, rows.rows, snaps.rows);
  }

  async list(status?: GameStatus[]): Promise<GameMeta[]> {
    await this.waits.written();
    const games = status?.length
      ? await this.pool.query<GameRowDb>(`SELECT * FROM games WHERE status = ANY($1) ORDER BY created_at, id`, [status])
      : await this.pool.query<GameRowDb>(`SELECT * FROM games ORDER BY created_at, id`);
    const players = await this.pool.query<PlayerRowDb>(`SELECT * FROM players`);
    const byGame = new Map<string, PlayerRowDb[]>();
    for (const p of players.rows) (byGame.get(p.game_id) ?? byGame.set(p.game_id, []).get(p.game_id)!).push(p);
    const out: GameMeta[] = [];
    for (const g of games.rows) {
      try {
        out.push(metaOf(g, byGame.get(g.id) ?? []));
      } catch (e) {
        log().error((e as Error).message);
      }
    }
    return out;
  }

  async gamesOf(tokenHashes: string[], status?: GameStatus[]): Promise<PlayerGame[]> {
    await this.waits.written();
    if (!tokenHashes.length) return [];
    const ids = (await this.pool.query<{ game_id: string }>(`SELECT DISTINCT game_id FROM players WHERE token_hash = ANY($1)`, [tokenHashes])).rows.map((r) => r.game_id);
    if (!ids.length) return [];
    let games = (await this.pool.query<GameRowDb>(`SELECT * FROM games WHERE id = ANY($1)`, [ids])).rows;
    if (status?.length) games = games.filter((g) => status.includes(g.status as GameStatus));
    const players = (await this.pool.query<PlayerRowDb>(`SELECT * FROM players WHERE game_id = ANY($1) ORDER BY ctid`, [ids])).rows;
    return playerGamesOf(games, players, new Set(tokenHashes));
  }

  async expireLobbies(olderThanMs: number, keep: string[] = []): Promise<number> {
    return this.deleteOld("lobby", olderThanMs, keep);
  }

  async pruneFinished(olderThanMs: number, keep: string[] = []): Promise<number> {
    return this.deleteOld("over", olderThanMs, keep);
  }

  /** Deletes the games of `status` not updated since `olderThanMs` (but `keep`) with their players, rows and snapshots, in one transaction; returns how many. */
  private async deleteOld(status: "lobby" | "over", olderThanMs: number, keep: string[]): Promise<number> {
    return this.tx(async (c) => {
      const found = await c.query<{ id: string }>(`SELECT id FROM games WHERE status = $3 AND updated_at < $1 AND NOT (id = ANY($2)) FOR UPDATE`, [olderThanMs, keep, status]);
      const ids = found.rows.map((r) => r.id);
      if (!ids.length) return 0;
      // the seat tokens' push subscriptions first (found through the players), then the games' own rows
      await c.query(`DELETE FROM push_subscriptions WHERE token_hash IN (SELECT token_hash FROM players WHERE game_id = ANY($1))`, [ids]);
      for (const t of ["players", "actions", "snapshots", "game_webhooks"]) await c.query(`DELETE FROM ${t} WHERE game_id = ANY($1)`, [ids]);
      await c.query(`DELETE FROM games WHERE id = ANY($1)`, [ids]);
      return ids.length;
    });
  }

  async importGame(game: { meta: GameMeta; rows: LogRow[]; snapshots: { seq: number; state: string }[] }): Promise<void> {
    await this.tx(async (c) => {
      const exists = await c.query(`SELECT 1 FROM games WHERE id = $1`, [game.meta.id]);
      if (exists.rowCount) throw new StoreError(game.meta.id, null, "a game with this id is already stored");
      await this.insertGame(c, game.meta);
      // one statement per table (unnest of column arrays): a row at a time cost a round trip each
      const rows = game.rows;
      if (rows.length)
        await c.query(
          `INSERT INTO actions (game_id, seq, seat, kind, action, at)
           SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::bigint[])`,
          [game.meta.id, rows.map((r) => r.seq), rows.map((r) => r.seat), rows.map((r) => r.kind), rows.map((r) => (r.action ? JSON.stringify(r.action) : null)), rows.map((r) => r.at)],
        );
      const snaps = game.snapshots;
      if (snaps.length)
        await c.query(`INSERT INTO snapshots (game_id, seq, state, at) SELECT $1, seq, state, $4 FROM unnest($2::int[], $3::text[]) AS s(seq, state)`, [
          game.meta.id,
          snaps.map((s) => s.seq),
          snaps.map((s) => s.state),
          Date.now(),
        ]);
    });
  }

  async addPushSubscription(sub: StoredPushSubscription, maxPerToken: number): Promise<void> {
    await this.tx(async (c) => {
      await c.query(
        `INSERT INTO push_subscriptions (token_hash, endpoint, p256dh, auth, lang, created_at) VALUES ($1,$2,$3,$4,$5,$6)
         ON CONFLICT (token_hash, endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, lang = EXCLUDED.lang, created_at = EXCLUDED.created_at`,
        [sub.tokenHash, sub.endpoint, sub.p256dh, sub.auth, sub.lang, sub.createdAt],
      );
      await c.query(
        `DELETE FROM push_subscriptions WHERE token_hash = $1 AND endpoint NOT IN
         (SELECT endpoint FROM push_subscriptions WHERE token_hash = $1 ORDER BY created_at DESC, endpoint LIMIT $2)`,
        [sub.tokenHash, maxPerToken],
      );
    });
  }

  async pushSubscriptionsOf(tokenHashes: string[]): Promise<StoredPushSubscription[]> {
    if (!tokenHashes.length) return [];
    const r = await this.pool.query<PushRowDb>(`SELECT * FROM push_subscriptions WHERE token_hash = ANY($1) ORDER BY created_at, endpoint`, [tokenHashes]);
    return r.rows.map(pushSubscriptionOf);
  }

  async removePushSubscription(endpoint: string, tokenHash?: string): Promise<number> {
    const r = tokenHash
      ? await this.pool.query(`DELETE FROM push_subscriptions WHERE endpoint = $1 AND token_hash = $2`, [endpoint, tokenHash])
      : await this.pool.query(`DELETE FROM push_subscriptions WHERE endpoint = $1`, [endpoint]);
    return r.rowCount ?? 0;
  }

  async setWebhook(gameId: string, url: string): Promise<void> {
    await this.pool.query(`INSERT INTO game_webhooks (game_id, url) VALUES ($1,$2) ON CONFLICT (game_id) DO UPDATE SET url = EXCLUDED.url`, [gameId, url]);
  }

  async webhookOf(gameId: string): Promise<string | null> {
    const r = await this.pool.query<{ url: string }>(`SELECT url FROM game_webhooks WHERE game_id = $1`, [gameId]);
    return r.rows[0]?.url ?? null;
  }

  async serverKey(name: string, make: () => string): Promise<string> {
    // the first insert wins; a process that lost the race reads the winner's value
    await this.pool.query(`INSERT INTO server_keys (name, value) VALUES ($1,$2) ON CONFLICT (name) DO NOTHING`, [name, make()]);
    const r = await this.pool.query<{ value: string }>(`SELECT value FROM server_keys WHERE name = $1`, [name]);
    return r.rows[0]!.value;
  }

  /** Drops the whole schema (tests only: each test run has a schema of its own). */
  async dropSchema(): Promise<void> {
    if (this.schema === "public") throw new Error("refusing to drop the public schema");
    await this.pool.query(`DROP SCHEMA IF EXISTS ${this.schema} CASCADE`);
  }

  async ping(): Promise<void> {
    await this.pool.query("SELECT 1");
  }

  /** Group-commit transactions so far and the writes they held. */
  stats(): CommitStats {
    return this.batches.stats();
  }

  /** Commits what is queued, then closes the pool. */
  async close(): Promise<void> {
    await this.batches.close();
    await this.pool.end();
  }
}

/** The advisory lock (two-int key space; the claims use the one-bigint space) held while a schema is migrated. */
const MIGRATION_LOCK = 0x5a4544;

/**
 * Takes the tables of `schema` to the current version (migrations.ts): the version is the one row
 * of `schema_version` (none: a store made before versions were recorded, or a new one: 0); each
 * pending step and its new version in one transaction. Processes starting together take turns
 * (an advisory lock per schema), so each step runs once.
 */
async function migrate(pool: pg.Pool, schema: string): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query("SELECT pg_advisory_lock($1, hashtext($2))", [MIGRATION_LOCK, schema]);
    await c.query("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
    const row = await c.query<{ version: number }>("SELECT max(version) AS version FROM schema_version");
    for (const m of pendingMigrations(row.rows[0]?.version ?? 0)) {
      await c.query("BEGIN");
      try {
        for (const sql of m.up("postgres")) await c.query(sql);
        await c.query("DELETE FROM schema_version");
        await c.query("INSERT INTO schema_version (version) VALUES ($1)", [m.version]);
        await c.query("COMMIT");
      } catch (e) {
        await c.query("ROLLBACK");
        throw new Error(`schema version ${m.version} (${m.what}) failed: ${(e as Error).message}`);
      }
    }
  } finally {
    await c.query("SELECT pg_advisory_unlock($1, hashtext($2))", [MIGRATION_LOCK, schema]).catch(() => {});
    c.release();
  }
}
