import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { GameResult } from "@zedfall/shared";
import { GroupCommit, type CommitStats } from "./group-commit";
import { SCHEMA_SQL, assemble, metaOf, playerGamesOf, type GameRowDb, type PlayerRowDb } from "./sql";
import { StoreError, type AppendExtra, type GameMeta, type GameStatus, type GameStore, type LogRow, type PlayerGame, type RawRow, type RawSnapshot, type StoredGame, type StoredPlayer, type StoredSeats } from "./types";

/** How many recent snapshots `load` reads (restore picks the newest one that is usable). */
const RECENT_SNAPSHOTS = 3;

/**
 * The embedded store: one SQLite file (`<dir>/zedfall.sqlite`, or `:memory:`) in WAL mode.
 * `synchronous=FULL` by default, so an acknowledged action survives a power cut as well as a
 * killed process (`normal` survives a killed process only, and is faster).
 * better-sqlite3 is synchronous: reads answer at once; the writes that must be durable before an
 * answer (createGame, saveMeta, append) go through a group commit, so the writes of all rooms
 * that arrive in one turn of the event loop share one transaction and one fsync.
 */
export class SqliteStore implements GameStore {
  readonly kind = "sqlite" as const;
  readonly db: Database.Database;
  private stmts;
  private batches: GroupCommit<Database.Database>;

  constructor(where: string, opts: { synchronous?: "full" | "normal" } = {}) {
    let file = where;
    if (where !== ":memory:") {
      mkdirSync(where, { recursive: true });
      file = join(where, "zedfall.sqlite");
    }
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma(`synchronous = ${opts.synchronous === "normal" ? "NORMAL" : "FULL"}`);
    this.db.pragma("busy_timeout = 5000");
    for (const sql of SCHEMA_SQL) this.db.exec(sql);
    const db = this.db;
    this.batches = new GroupCommit({
      begin: () => (db.exec("BEGIN"), db),
      commit: () => void db.exec("COMMIT"),
      rollback: () => void (db.inTransaction && db.exec("ROLLBACK")),
    });
    this.stmts = {
      insertGame: db.prepare(
        `INSERT INTO games (id, ruleset, options, seed, status, seats, seq, result, created_at, updated_at)
         VALUES (@id, @ruleset, @options, @seed, @status, @seats, @seq, @result, @created, @updated)`,
      ),
      upsertPlayer: db.prepare(
        `INSERT INTO players (game_id, token_hash, name, seat, creator) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (game_id, token_hash) DO UPDATE SET name = excluded.name, seat = excluded.seat, creator = excluded.creator`,
      ),
      insertAction: db.prepare(`INSERT INTO actions (game_id, seq, seat, kind, action, at) VALUES (?, ?, ?, ?, ?, ?)`),
      insertSnapshot: db.prepare(`INSERT INTO snapshots (game_id, seq, state, at) VALUES (?, ?, ?, ?)`),
      bumpSeq: db.prepare(
        `UPDATE games SET seq = ?, updated_at = ?, status = COALESCE(?, status), result = CASE WHEN ? THEN ? ELSE result END
         WHERE id = ? AND seq = ?`,
      ),
      game: db.prepare(`SELECT * FROM games WHERE id = ?`),
      players: db.prepare(`SELECT * FROM players WHERE game_id = ? ORDER BY rowid`),
      rows: db.prepare(`SELECT seq, seat, kind, action, at FROM actions WHERE game_id = ? ORDER BY seq`),
      snapshots: db.prepare(`SELECT seq, state FROM snapshots WHERE game_id = ? ORDER BY seq DESC LIMIT ?`),
      allSnapshots: db.prepare(`SELECT seq, state FROM snapshots WHERE game_id = ? ORDER BY seq DESC`),
    };
  }

  async createGame(meta: GameMeta): Promise<void> {
    await this.batches.submit(() => this.insertGame(meta));
  }

  private insertGame(meta: GameMeta): void {
    this.stmts.insertGame.run({
      id: meta.id,
      ruleset: meta.ruleset,
      options: JSON.stringify(meta.options),
      seed: meta.seed,
      status: meta.status,
      seats: JSON.stringify(meta.seats),
      seq: meta.seq,
      result: meta.result ? JSON.stringify(meta.result) : null,
      created: meta.createdAt,
      updated: meta.updatedAt,
    });
    for (const p of meta.players) this.stmts.upsertPlayer.run(meta.id, p.tokenHash, p.name, p.seat, p.creator ? 1 : 0);
  }

  async saveMeta(id: string, patch: { seats?: StoredSeats; players?: StoredPlayer[]; status?: GameStatus; result?: GameResult | null }): Promise<void> {
    await this.batches.submit(() => {
      const sets: string[] = ["updated_at = ?"];
      const args: unknown[] = [Date.now()];
      if (patch.seats) (sets.push("seats = ?"), args.push(JSON.stringify(patch.seats)));
      if (patch.status) (sets.push("status = ?"), args.push(patch.status));
      if (patch.result !== undefined) (sets.push("result = ?"), args.push(patch.result ? JSON.stringify(patch.result) : null));
      const r = this.db.prepare(`UPDATE games SET ${sets.join(", ")} WHERE id = ?`).run(...args, id);
      if (r.changes !== 1) throw new StoreError(id, null, "no such game in the store");
      for (const p of patch.players ?? []) this.stmts.upsertPlayer.run(id, p.tokenHash, p.name, p.seat, p.creator ? 1 : 0);
    });
  }

  async append(id: string, row: LogRow, extra: AppendExtra = {}): Promise<void> {
    try {
      await this.batches.submit(() => {
        const now = row.at;
        const hasResult = extra.result !== undefined;
        const r = this.stmts.bumpSeq.run(row.seq, now, extra.status ?? null, hasResult ? 1 : 0, extra.result ? JSON.stringify(extra.result) : null, id, row.seq - 1);
        if (r.changes !== 1) throw new StoreError(id, row.seq, "the game is missing or its log is not at the previous seq (another writer?)");
        this.stmts.insertAction.run(id, row.seq, row.seat, row.kind, row.action ? JSON.stringify(row.action) : null, row.at);
        if (extra.snapshot !== undefined) this.stmts.insertSnapshot.run(id, row.seq, extra.snapshot, now);
      });
    } catch (e) {
      if (e instanceof StoreError) throw e;
      throw new StoreError(id, row.seq, `could not append: ${(e as Error).message}`);
    }
  }

  async load(id: string, opts: { allSnapshots?: boolean } = {}): Promise<StoredGame | null> {
    const g = this.stmts.game.get(id) as GameRowDb | undefined;
    if (!g) return null;
    const players = this.stmts.players.all(id) as PlayerRowDb[];
    const rows = (this.stmts.rows.all(id) as RawRow[]).map((r) => ({ ...r, seq: Number(r.seq), at: Number(r.at) }));
    const snapshots = (opts.allSnapshots ? this.stmts.allSnapshots.all(id) : this.stmts.snapshots.all(id, RECENT_SNAPSHOTS)) as RawSnapshot[];
    return { meta: metaOf(g, players), rows, snapshots: snapshots.map((s) => ({ seq: Number(s.seq), state: s.state })) };
  }

  async loadAll(status: GameStatus[]): Promise<{ games: StoredGame[]; errors: string[] }> {
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
        console.error(String((e as Error).message));
      }
    }
    return out;
  }

  async gamesOf(tokenHashes: string[], status?: GameStatus[]): Promise<PlayerGame[]> {
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
    const spare = new Set(keep);
    return this.db.transaction(() => {
      const ids = (this.db.prepare(`SELECT id FROM games WHERE status = 'lobby' AND updated_at < ?`).all(olderThanMs) as { id: string }[])
        .map((r) => r.id)
        .filter((id) => !spare.has(id));
      const del = ["players", "actions", "snapshots"].map((t) => this.db.prepare(`DELETE FROM ${t} WHERE game_id = ?`));
      const game = this.db.prepare(`DELETE FROM games WHERE id = ? AND status = 'lobby'`);
      for (const id of ids) {
        for (const d of del) d.run(id);
        game.run(id);
      }
      return ids.length;
    })();
  }

  async importGame(game: { meta: GameMeta; rows: LogRow[]; snapshots: { seq: number; state: string }[] }): Promise<void> {
    const { meta } = game;
    this.db.transaction(() => {
      if (this.stmts.game.get(meta.id)) throw new StoreError(meta.id, null, "a game with this id is already stored");
      this.insertGame(meta);
      for (const r of game.rows) this.stmts.insertAction.run(meta.id, r.seq, r.seat, r.kind, r.action ? JSON.stringify(r.action) : null, r.at);
      for (const s of game.snapshots) this.stmts.insertSnapshot.run(meta.id, s.seq, s.state, Date.now());
    })();
  }

  /** Group-commit transactions so far and the writes they held. */
  stats(): CommitStats {
    return this.batches.stats();
  }

  /** Commits what is queued, then closes the file. */
  async close(): Promise<void> {
    await this.batches.close();
    if (this.db.open) this.db.close();
  }
}
