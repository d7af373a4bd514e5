import type Database from "libsql";
import { StoreError, type AppendExtra, type GameMeta, type LogRow, type MetaPatch, type StoredPlayer } from "./types";

/**
 * One durable write of the SQLite store as plain data, so that it can be run on the store's own
 * connection or posted to its writer thread (sqlite-writer.ts) and run there.
 * - `createGame`: the games row and its players.
 * - `saveMeta`: seats, players, status or result of a game (`now` is its `updated_at`).
 * - `append`: one log row, the game's seq bumped from `row.seq - 1` (StoreError when it is not
 *   there: a missing game, a gap, or another writer), and the extras (snapshot, status, result).
 * - `deleteOld`: deletes the games of `status` (abandoned lobbies, finished games) not updated since
 *   `olderThanMs` except `keep`, with their players, rows and snapshots; its value is how many.
 */
export type SqliteWrite =
  | { k: "createGame"; meta: GameMeta }
  | { k: "saveMeta"; id: string; now: number; patch: MetaPatch }
  | { k: "append"; id: string; row: LogRow; extra: AppendExtra }
  | { k: "deleteOld"; status: "lobby" | "over"; olderThanMs: number; keep: string[] };

/** Runs one write on a connection (inside the caller's transaction); returns its value (a count for `deleteOld`). */
export type WriteRunner = (w: SqliteWrite) => number | void;

/**
 * The statements of the SQLite store's writes, prepared once on `db`, as a runner of `SqliteWrite`s.
 * Throws StoreError for a write the data refuses (see `SqliteWrite`), or the driver's error
 * (e.g. a UNIQUE constraint for a game id stored twice). Runs no transaction of its own.
 */
export function sqliteWriter(db: Database.Database): WriteRunner {
  const insertGame = db.prepare(
    `INSERT INTO games (id, ruleset, options, seed, status, seats, seq, result, created_at, updated_at)
     VALUES (@id, @ruleset, @options, @seed, @status, @seats, @seq, @result, @created, @updated)`,
  );
  const upsertPlayer = db.prepare(
    `INSERT INTO players (game_id, token_hash, name, seat, creator) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (game_id, token_hash) DO UPDATE SET name = excluded.name, seat = excluded.seat, creator = excluded.creator`,
  );
  const insertAction = db.prepare(`INSERT INTO actions (game_id, seq, seat, kind, action, at) VALUES (?, ?, ?, ?, ?, ?)`);
  const insertSnapshot = db.prepare(`INSERT INTO snapshots (game_id, seq, state, at) VALUES (?, ?, ?, ?)`);
  const bumpSeq = db.prepare(
    `UPDATE games SET seq = ?, updated_at = ?, status = COALESCE(?, status), result = CASE WHEN ? THEN ? ELSE result END,
     to_act = COALESCE(?, to_act) WHERE id = ? AND seq = ?`,
  );
  const player = (id: string, p: StoredPlayer) => upsertPlayer.run(id, p.tokenHash, p.name, p.seat, p.creator ? 1 : 0);

  return (w) => {
    switch (w.k) {
      case "createGame": {
        const { meta } = w;
        insertGame.run({
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
        for (const p of meta.players) player(meta.id, p);
        return;
      }
      case "saveMeta": {
        const { patch } = w;
        const sets: string[] = ["updated_at = ?"];
        const args: unknown[] = [w.now];
        if (patch.seats) (sets.push("seats = ?"), args.push(JSON.stringify(patch.seats)));
        if (patch.status) (sets.push("status = ?"), args.push(patch.status));
        if (patch.result !== undefined) (sets.push("result = ?"), args.push(patch.result ? JSON.stringify(patch.result) : null));
        if (patch.toAct) (sets.push("to_act = ?"), args.push(JSON.stringify(patch.toAct)));
        const r = db.prepare(`UPDATE games SET ${sets.join(", ")} WHERE id = ?`).run(...args, w.id);
        if (r.changes !== 1) throw new StoreError(w.id, null, "no such game in the store");
        for (const p of patch.players ?? []) player(w.id, p);
        return;
      }
      case "append": {
        const { id, row, extra } = w;
        const hasResult = extra.result !== undefined;
        const toAct = extra.toAct ? JSON.stringify(extra.toAct) : null;
        const r = bumpSeq.run(row.seq, row.at, extra.status ?? null, hasResult ? 1 : 0, extra.result ? JSON.stringify(extra.result) : null, toAct, id, row.seq - 1);
        if (r.changes !== 1) throw new StoreError(id, row.seq, "the game is missing or its log is not at the previous seq (another writer?)");
        insertAction.run(id, row.seq, row.seat, row.kind, row.action ? JSON.stringify(row.action) : null, row.at);
        if (extra.snapshot !== undefined) insertSnapshot.run(id, row.seq, extra.snapshot, row.at);
        return;
      }
      case "deleteOld": {
        const spare = new Set(w.keep);
        const ids = (db.prepare(`SELECT id FROM games WHERE status = ? AND updated_at < ?`).all(w.status, w.olderThanMs) as { id: string }[])
          .map((r) => r.id)
          .filter((id) => !spare.has(id));
        // the seat tokens' push subscriptions first (found through the players), then the game's own rows
        const del = [
          db.prepare(`DELETE FROM push_subscriptions WHERE token_hash IN (SELECT token_hash FROM players WHERE game_id = ?)`),
          ...["players", "actions", "snapshots", "game_webhooks"].map((t) => db.prepare(`DELETE FROM ${t} WHERE game_id = ?`)),
        ];
        const game = db.prepare(`DELETE FROM games WHERE id = ? AND status = ?`);
        for (const id of ids) {
          for (const d of del) d.run(id);
          game.run(id, w.status);
        }
        return ids.length;
      }
    }
  };
}
