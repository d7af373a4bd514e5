import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "libsql";
import { GroupCommit, type CommitStats } from "./group-commit";
import { WriterThread } from "./sqlite-thread";
import { WriteWaits } from "./written";
import { pendingMigrations } from "./migrations";
import { sqliteWriter, type SqliteWrite, type WriteRunner } from "./sqlite-writes";
import { assemble, metaOf, playerGamesOf, pushSubscriptionOf, type PushRowDb, type GameRowDb, type PlayerRowDb } from "./sql";
import { StoreError, type AppendExtra, type GameMeta, type GameStatus, type GameStore, type LogRow, type MetaPatch, type PlayerGame, type RawRow, type RawSnapshot, type StoredGame, type StoredPushSubscription } from "./types";
import { log } from "../log";
import { since, storeCommit } from "../metrics";

/** How many recent snapshots `load` reads (restore picks the newest one that is usable). */
const RECENT_SNAPSHOTS = 3;

/**
 * The embedded store: one SQLite file (`<dir>/zedfall.sqlite`, or `:memory:`) in WAL mode.
 * `synchronous=FULL` by default, so an acknowledged action survives a power cut as well as a
 * killed process (`normal` survives a killed process only, and is faster).
 * The binding (libsql, better-sqlite3's API with its SQLite binary in npm packages of its own, so nothing is
 * compiled at install) is synchronous: reads answer at once on this thread's connection. Where it
 * differs from better-sqlite3: a row from `get()` carries an extra `_metadata` field (read the columns,
 * never spread or compare a whole row; `all()` rows have none), `pluck()` does not apply to `get()`,
 * and a lone object argument is taken as named parameters. The writes that
 * must be durable before an answer (createGame, saveMeta, append, expireLobbies, pruneFinished) are group-committed:
 * for a file, on a writer thread of their own (sqlite-thread.ts), so the commit's fsync never
 * blocks the event loop; for `:memory:` (one connection only, tests and the embedded default of
 * `createServer`), on this connection at the next turn of the event loop (group-commit.ts). Either
 * way the writes of all rooms that arrive while a commit runs share the next transaction and fsync.
 */
export class SqliteStore implements GameStore {
  readonly kind = "sqlite" as const;
  readonly db: Database.Database;
  private stmts;
  private writes: { submit(w: SqliteWrite): Promise<number | undefined>; stats(): CommitStats; close(): Promise<void> };
  /** Reads wait for the writes submitted before them (read-your-writes, written.ts). */
  private readonly waits = new WriteWaits();

  constructor(where: string, opts: { synchronous?: "full" | "normal" } = {}) {
    let file = where;
    if (where !== ":memory:") {
      mkdirSync(where, { recursive: true });
      file = join(where, "zedfall.sqlite");
    }
    const synchronous = opts.synchronous === "normal" ? "NORMAL" : "FULL";
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma(`synchronous = ${synchronous}`);
    this.db.pragma("busy_timeout = 5000");
    migrate(this.db);
    const db = this.db;
    const write = sqliteWriter(db);
    this.writes = file === ":memory:" ? inlineWrites(db, write) : new WriterThread(file, synchronous);
    this.stmts = {
      /** The writes on this connection: the `:memory:` group commit's, and importGame's. */
      write,
      insertAction: db.prepare(`INSERT INTO actions (game_id, seq, seat, kind, action, at) VALUES (?, ?, ?, ?, ?, ?)`),
      insertSnapshot: db.prepare(`INSERT INTO snapshots (game_id, seq, state, at) VALUES (?, ?, ?, ?)`),
      game: db.prepare(`SELECT * FROM games WHERE id = ?`),
      players: db.prepare(`SELECT * FROM players WHERE game_id = ? ORDER BY rowid`),
      rows: db.prepare(`SELECT seq, seat, kind, action, at FROM actions WHERE game_id = ? ORDER BY seq`),
      snapshots: db.prepare(`SELECT seq, state FROM snapshots WHERE game_id = ? ORDER BY seq DESC LIMIT ?`),
      allSnapshots: db.prepare(`SELECT seq, state FROM snapshots WHERE game_id = ? ORDER BY seq DESC`),
    };
  }

  /** A durable write through the writer (thread or inline group commit), counted for the reads' `written()` wait. */
  private submit(w: SqliteWrite): Promise<number | undefined> {
    const t0 = performance.now();
    const p = this.waits.track(this.writes.submit(w));
    const seen = () => storeCommit.observe({ store: "sqlite" }, since(t0));
    p.then(seen, seen);
    return p;
  }

  async createGame(meta: GameMeta): Promise<void> {
    await this.submit({ k: "createGame", meta });
  }

  async saveMeta(id: string, patch: MetaPatch): Promise<void> {
    await this.submit({ k: "saveMeta", id, now: Date.now(), patch });
  }

  async append(id: string, row: LogRow, extra: AppendExtra = {}): Promise<void> {
    try {
      await this.submit({ k: "append", id, row, extra });
    } catch (e) {
      if (e instanceof StoreError) throw e;
      throw new StoreError(id, row.seq, `could not append: ${(e as Error).message}`);
    }
  }

  async load(id: string, opts: { allSnapshots?: boolean } = {}): Promise<StoredGame | null> {
    await this.waits.written();
    const g = this.stmts.game.get(id) as GameRowDb | undefined;
    if (!g) return null;
    const players = this.stmts.players.all(id) as PlayerRowDb[];
    const rows = (this.stmts.rows.all(id) as RawRow[]).map((r) => ({ ...r, seq: Number(r.seq), at: Number(r.at) }));
    const snapshots = (opts.allSnapshots ? this.stmts.allSnapshots.all(id) : this.stmts.snapshots.all(id, RECENT_SNAPSHOTS)) as RawSnapshot[];
    return { meta: metaOf(g, players), rows, snapshots: snapshots.map((s) => ({ seq: Number(s.seq), state: s.state })) };
  }

  async loadAll(status: GameStatus[]): Promise<{ games: StoredGame[]; errors: string[] }> {
    await this.waits.written();
    const q = status.map(() => "?").join(",");
    const games = this.db.prepare(`SELECT * FROM games WHERE status IN (${q}) ORDER BY created_at, id`).all(...status) as GameRowDb[];
    const players = this.db.prepare(`SELECT p.* FROM players p JOIN games g ON g.id = p.game_id WHERE g.status IN (${q}) ORDER BY p.rowid`).all(...status) as PlayerRowDb[];
    const rows = this.db.prepare(`SELECT a.game_id, a.seq, a.seat, a.kind, a.action, a.at FROM actions a JOIN games g ON g.id = a.game_id WHERE g.status IN (${q}) ORDER BY a.game_id, a.seq`).all(...status) as (RawRow & { game_id: string })[];
    const snaps = this.db
      .prepare(
        `SELECT game_id, seq, state FROM (SELECT s.game_id, s.seq, s.state, ROW_NUMBER() OVER (PARTITION BY s.game_id ORDER BY s.seq DESC) AS n
         FROM snapshots s JOIN games g ON g.id = s.game_id WHERE g.status IN (${q})) WHERE n <= ${RECENT_SNAPSHOTS}`,
      )
      .all(...status) as (RawSnapshot & { game_id: string })[];
    return assemble(games, players, rows, snaps);
  }

  async list(status?: GameStatus[]): Promise<GameMeta[]> {
    await this.waits.written();
    const games = (
      status?.length
        ? this.db.prepare(`SELECT * FROM games WHERE status IN (${status.map(() => "?").join(",")}) ORDER BY created_at, id`).all(...status)
        : this.db.prepare(`SELECT * FROM games ORDER BY created_at, id`).all()
    ) as GameRowDb[];
    const players = this.db.prepare(`SELECT * FROM players ORDER BY rowid`).all() as PlayerRowDb[];
    const byGame = new Map<string, PlayerRowDb[]>();
    for (const p of players) (byGame.get(p.game_id) ?? byGame.set(p.game_id, []).get(p.game_id)!).push(p);
    const out: GameMeta[] = [];
    for (const g of games) {
      try {
        out.push(metaOf(g, byGame.get(g.id) ?? []));
      } catch (e) {
        // a damaged games row is reported by verify/restore for that game; the list goes on
        log().error((e as Error).message);
      }
    }
    return out;
  }

  async gamesOf(tokenHashes: string[], status?: GameStatus[]): Promise<PlayerGame[]> {
    await this.waits.written();
    if (!tokenHashes.length) return [];
    const q = tokenHashes.map(() => "?").join(",");
    const ids = (this.db.prepare(`SELECT DISTINCT game_id FROM players WHERE token_hash IN (${q})`).all(...tokenHashes) as { game_id: string }[]).map((r) => r.game_id);
    if (!ids.length) return [];
    const qi = ids.map(() => "?").join(",");
    let games = this.db.prepare(`SELECT * FROM games WHERE id IN (${qi})`).all(...ids) as GameRowDb[];
    if (status?.length) games = games.filter((g) => status.includes(g.status as GameStatus));
    const players = this.db.prepare(`SELECT * FROM players WHERE game_id IN (${qi}) ORDER BY rowid`).all(...ids) as PlayerRowDb[];
    return playerGamesOf(games, players, new Set(tokenHashes));
  }

  async expireLobbies(olderThanMs: number, keep: string[] = []): Promise<number> {
    return (await this.submit({ k: "deleteOld", status: "lobby", olderThanMs, keep })) ?? 0;
  }

  async pruneFinished(olderThanMs: number, keep: string[] = []): Promise<number> {
    return (await this.submit({ k: "deleteOld", status: "over", olderThanMs, keep })) ?? 0;
  }

  async importGame(game: { meta: GameMeta; rows: LogRow[]; snapshots: { seq: number; state: string }[] }): Promise<void> {
    const { meta } = game;
    this.db.transaction(() => {
      if (this.stmts.game.get(meta.id)) throw new StoreError(meta.id, null, "a game with this id is already stored");
      this.stmts.write({ k: "createGame", meta });
      for (const r of game.rows) this.stmts.insertAction.run(meta.id, r.seq, r.seat, r.kind, r.action ? JSON.stringify(r.action) : null, r.at);
      for (const s of game.snapshots) this.stmts.insertSnapshot.run(meta.id, s.seq, s.state, Date.now());
    })();
  }

  async addPushSubscription(sub: StoredPushSubscription, maxPerToken: number): Promise<void> {
    // a rare write straight on this connection (WAL: beside the writer thread's), in one transaction
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO push_subscriptions (token_hash, endpoint, p256dh, auth, lang, created_at) VALUES (?,?,?,?,?,?)
           ON CONFLICT (token_hash, endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, lang = excluded.lang, created_at = excluded.created_at`,
        )
        .run(sub.tokenHash, sub.endpoint, sub.p256dh, sub.auth, sub.lang, sub.createdAt);
      this.db
        .prepare(
          `DELETE FROM push_subscriptions WHERE token_hash = ? AND endpoint NOT IN
           (SELECT endpoint FROM push_subscriptions WHERE token_hash = ? ORDER BY created_at DESC, endpoint LIMIT ?)`,
        )
        .run(sub.tokenHash, sub.tokenHash, maxPerToken);
    })();
  }

  async pushSubscriptionsOf(tokenHashes: string[]): Promise<StoredPushSubscription[]> {
    if (!tokenHashes.length) return [];
    const q = tokenHashes.map(() => "?").join(",");
    const rows = this.db.prepare(`SELECT * FROM push_subscriptions WHERE token_hash IN (${q}) ORDER BY created_at, endpoint`).all(...tokenHashes) as PushRowDb[];
    return rows.map(pushSubscriptionOf);
  }

  async removePushSubscription(endpoint: string, tokenHash?: string): Promise<number> {
    const r = tokenHash
      ? this.db.prepare(`DELETE FROM push_subscriptions WHERE endpoint = ? AND token_hash = ?`).run(endpoint, tokenHash)
      : this.db.prepare(`DELETE FROM push_subscriptions WHERE endpoint = ?`).run(endpoint);
    return Number(r.changes);
  }

  async setWebhook(gameId: string, url: string): Promise<void> {
    this.db.prepare(`INSERT INTO game_webhooks (game_id, url) VALUES (?, ?) ON CONFLICT (game_id) DO UPDATE SET url = excluded.url`).run(gameId, url);
  }

  async webhookOf(gameId: string): Promise<string | null> {
    const row = this.db.prepare(`SELECT url FROM game_webhooks WHERE game_id = ?`).get(gameId) as { url: string } | undefined;
    return row?.url ?? null;
  }

  async serverKey(name: string, make: () => string): Promise<string> {
    this.db.prepare(`INSERT INTO server_keys (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING`).run(name, make());
    return (this.db.prepare(`SELECT value FROM server_keys WHERE name = ?`).get(name) as { value: string }).value;
  }

  async ping(): Promise<void> {
    this.db.prepare("SELECT 1").get();
  }

  /** Group-commit transactions so far and the writes they held. */
  stats(): CommitStats {
    return this.writes.stats();
  }

  /** Commits what is queued, then closes the file (and stops the writer thread). */
  async close(): Promise<void> {
    await this.writes.close();
    if (this.db.open) this.db.close();
  }
}

/**
 * Takes `db` to the current schema version (migrations.ts): each pending step and its new
 * `PRAGMA user_version` in one transaction. A store made before versions were recorded is at 0.
 */
/** The store's schema version (SQLite's `user_version`; read as a row: the binding's `simple` pragma answers a row too). */
export function schemaVersionOf(db: Database.Database): number {
  return Number((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
}

function migrate(db: Database.Database): void {
  const from = schemaVersionOf(db);
  for (const m of pendingMigrations(from))
    db.transaction(() => {
      for (const sql of m.up("sqlite")) db.exec(sql);
      db.pragma(`user_version = ${m.version}`);
    })();
}

/** The writes of a `:memory:` store: group-committed on its one connection (group-commit.ts). */
function inlineWrites(db: Database.Database, run: WriteRunner) {
  const batches = new GroupCommit<Database.Database>({
    begin: () => (db.exec("BEGIN"), db),
    commit: () => void db.exec("COMMIT"),
    rollback: () => void (db.inTransaction && db.exec("ROLLBACK")),
  });
  return {
    submit: (w: SqliteWrite) => {
      let value: number | undefined;
      return batches.submit(() => void (value = run(w) ?? undefined)).then(() => value);
    },
    stats: () => batches.stats(),
    close: () => batches.close(),
  };
}
