import type { GameResult, SeatId } from "@zedfall/shared";
import type { CommitStats } from "./group-commit";

/** Where a game is: waiting in its lobby, being played, or over. */
export type GameStatus = "lobby" | "play" | "over";

/** A person of a game as stored: the hash of the seat token (never the token), name, seat, creator. */
export interface StoredPlayer {
  tokenHash: string;
  name: string;
  seat: SeatId | null;
  creator: boolean;
}

/**
 * The seats of a game as stored: each lobby seat's kind (`empty`, `player`, `bot`) and, once the
 * game has started, the seats that were filled at the start (who played them then), and the seats
 * a bot covers for a player who is away (rooms/seats/lobby-seats.ts): by seat, the token hash of the
 * player whose seat it stays, who takes it back by coming back (none in games stored before).
 */
export interface StoredSeats {
  kinds: Record<SeatId, "empty" | "player" | "bot">;
  started: Record<SeatId, { kind: "player" | "bot"; name: string }>;
  covered?: Record<SeatId, string>;
  /** The bot level of each seat whose creator picked one (absent, as in games stored before levels: the ruleset's default bot). */
  levels?: Record<SeatId, string>;
}

/** One game's metadata (the `games` row and its players). */
export interface GameMeta {
  id: string;
  /** The ruleset id (a key of the server's table of games). */
  ruleset: string;
  options: unknown;
  seed: string;
  status: GameStatus;
  seats: StoredSeats;
  players: StoredPlayer[];
  /** Number of the last stored log row (0 before the first). */
  seq: number;
  result: GameResult | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * One row of a game's log. `kind` is `act` (an accepted action of `seat`) or `undo` (the seat took
 * back the latest action that is still in effect, DESIGN "Protocol" `undo`): an undo is appended, never a
 * deletion, so the log only grows. `seq` counts rows from 1 without gaps.
 */
export interface LogRow {
  seq: number;
  seat: SeatId;
  kind: "act" | "undo";
  action: { type: string; [k: string]: unknown } | null;
  at: number;
}

/** A row as read from the database, before its JSON is parsed (parsing may fail: see `parseRow`). */
export interface RawRow {
  seq: number;
  seat: string;
  kind: string;
  action: string | null;
  at: number;
}

/** A stored rule state after row `seq` (taken every N rows and when the game ends), JSON text. */
export interface RawSnapshot {
  seq: number;
  state: string;
}

/** Everything stored about one game, as read (rows and snapshots still unparsed). */
export interface StoredGame {
  meta: GameMeta;
  rows: RawRow[];
  snapshots: RawSnapshot[];
}

/** A game of a player (found by seat-token hash) for "your unfinished games". */
export interface PlayerGame {
  gameId: string;
  ruleset: string;
  status: GameStatus;
  seat: SeatId | null;
  name: string;
  seq: number;
  updatedAt: number;
  /** Every player's name and seat (for the list). */
  players: { name: string; seat: SeatId | null }[];
  /**
   * The seats that may act now, each with the name of who plays it (the seated player, else the
   * name the seat started with, e.g. a bot's); [] in the lobby; null when the store does not know
   * (a game stored before the store kept it, until its next change).
   */
  toAct: { seat: SeatId; name: string }[] | null;
  /** Whether one of those seats is the token's own: the game waits for this browser. */
  yourTurn: boolean;
}

/** What `saveMeta` changes of a game; `toAct`: the seats that may act now (at the start). */
export interface MetaPatch {
  seats?: StoredSeats;
  players?: StoredPlayer[];
  status?: GameStatus;
  result?: GameResult | null;
  toAct?: SeatId[];
}

/**
 * A browser's Web Push subscription for one seat token (stored by the token's hash, never the
 * token): the push service's endpoint, the browser's keys, and the language its notification is
 * worded in. Nothing else about the browser is kept.
 */
export interface StoredPushSubscription {
  tokenHash: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
  createdAt: number;
}

/** What one append writes besides the row, in the same transaction. */
export interface AppendExtra {
  /** The rule state after this row, as JSON text (every N rows, and when the game ends). */
  snapshot?: string;
  /** A new status (`over` when this row ended the game). */
  status?: GameStatus;
  result?: GameResult | null;
  /** The seats that may act after this row ([] when it ended the game); left as it was when absent. */
  toAct?: SeatId[];
}

/**
 * The game store (DESIGN "Store"): one row per accepted action, appended in one transaction before
 * anyone is told; game metadata (ruleset, options, seed, seats, hashed seat tokens, status);
 * snapshots. SQLite (embedded, default) and PostgreSQL implement it with the same tables.
 * Every write either completes or throws; nothing is ever deleted but abandoned lobbies
 * (`expireLobbies`) and, when the operator asks, old finished games (`pruneFinished`). createGame, saveMeta and append resolve only once
 * committed; concurrent ones (from any number of rooms) share a transaction (group commit).
 */
export interface GameStore {
  readonly kind: "sqlite" | "postgres";
  /** A new game (status lobby, seq 0). */
  createGame(meta: GameMeta): Promise<void>;
  /** Saves seats, players (upserted by token hash), status and result of a game. */
  saveMeta(id: string, patch: MetaPatch): Promise<void>;
  /**
   * Appends row `row.seq` (which must be the game's seq + 1) with its extras in one transaction;
   * throws StoreError when the game is missing or another row already took that seq.
   */
  append(id: string, row: LogRow, extra?: AppendExtra): Promise<void>;
  /** Everything about one game, or null when there is no such game. */
  load(id: string, opts?: { allSnapshots?: boolean }): Promise<StoredGame | null>;
  /**
   * Every game of `status` at once (rows and the 3 newest snapshots each), in a few queries: what
   * resuming all unfinished games after a restart reads. A game whose metadata is damaged is
   * left out of `games` and named in `errors`.
   */
  loadAll(status: GameStatus[]): Promise<{ games: StoredGame[]; errors: string[] }>;
  /** Metadata of every game (optionally only some statuses), oldest first. */
  list(status?: GameStatus[]): Promise<GameMeta[]>;
  /**
   * Games in which one of these token hashes holds a seat or is the creator, with whose turn it is:
   * the games waiting for one of the tokens' seats first, then the newest change first.
   */
  gamesOf(tokenHashes: string[], status?: GameStatus[]): Promise<PlayerGame[]>;
  /**
   * So that abandoned creates do not fill the store: deletes every game still in
   * status `lobby` whose `updatedAt` is before `olderThanMs` (epoch ms), with its players, rows
   * and snapshots, in one transaction; games named in `keep` (rooms open now) are left alone.
   * Returns how many games were deleted.
   */
  expireLobbies(olderThanMs: number, keep?: string[]): Promise<number>;
  /**
   * Retention (ZEDFALL_RETAIN_FINISHED_DAYS, `cli prune`): deletes every finished game (status
   * `over`) whose `updatedAt` (when it ended) is before `olderThanMs`, with its players, rows and
   * snapshots, in one transaction; games named in `keep` are left alone. Returns how many.
   */
  pruneFinished(olderThanMs: number, keep?: string[]): Promise<number>;
  /** Writes a whole game at once (CLI import); throws if the id exists. */
  importGame(game: { meta: GameMeta; rows: LogRow[]; snapshots: { seq: number; state: string }[] }): Promise<void>;
  /**
   * Keeps a push subscription of a seat token (the same token and endpoint again: replaced). A
   * token holds at most `maxPerToken`; past it the oldest ones of that token are deleted.
   */
  addPushSubscription(sub: StoredPushSubscription, maxPerToken: number): Promise<void>;
  /** The push subscriptions of these token hashes, oldest first. */
  pushSubscriptionsOf(tokenHashes: string[]): Promise<StoredPushSubscription[]>;
  /** Deletes the subscriptions of `endpoint` (the push service said it is gone), of one token hash only when given; returns how many. */
  removePushSubscription(endpoint: string, tokenHash?: string): Promise<number>;
  /** Keeps the webhook URL of a game (its creator's choice at creation). */
  setWebhook(gameId: string, url: string): Promise<void>;
  /** The webhook URL of a game, or null. */
  webhookOf(gameId: string): Promise<string | null>;
  /**
   * A server-wide key by name: the stored value, or `make()` stored when there is none. Several
   * processes asking at once all get the one value that was stored first.
   */
  serverKey(name: string, make: () => string): Promise<string>;
  /** Resolves once the store answers a cheap query (`SELECT 1`); rejects when it cannot (closed, unreachable). */
  ping(): Promise<void>;
  /** How many group-commit transactions committed, and how many writes they held. */
  stats(): CommitStats;
  /** Commits the writes still queued, then closes. */
  close(): Promise<void>;
}

/**
 * A store problem tied to one game (and row, when known): a corrupt or truncated row, a gap, a log
 * that no longer replays, a conflicting write. The message names the game and the seq.
 */
export class StoreError extends Error {
  constructor(
    readonly gameId: string,
    readonly seq: number | null,
    readonly reason: string,
  ) {
    super(`game ${gameId}${seq !== null ? `, seq ${seq}` : ""}: ${reason}`);
    this.name = "StoreError";
  }
}
