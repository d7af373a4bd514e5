/** The two databases a store can be in; a migration may word its SQL for each. */
export type Dialect = "sqlite" | "postgres";

/**
 * One step of the store's schema: from `version - 1` to `version`. `up` gives the statements, in
 * order, for the dialect; the runner (sqlite.ts, postgres.ts) runs them and records the new version
 * in one transaction, so a step is done whole or not at all.
 */
export interface Migration {
  version: number;
  what: string;
  up(dialect: Dialect): string[];
}

/**
 * The tables of version 1, as the server made them before versions were recorded (both databases
 * speak this DDL alike; `IF NOT EXISTS`, so a store made then passes through it unchanged). JSON is
 * kept as TEXT so that what was written is what is read back, and a damaged value is seen as damaged.
 */
const TABLES_V1 = [
  `CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    ruleset TEXT NOT NULL,
    options TEXT NOT NULL,
    seed TEXT NOT NULL,
    status TEXT NOT NULL,
    seats TEXT NOT NULL,
    seq INTEGER NOT NULL DEFAULT 0,
    result TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS games_status ON games (status)`,
  `CREATE TABLE IF NOT EXISTS players (
    game_id TEXT NOT NULL,
    token_hash TEXT NOT NULL,
    name TEXT NOT NULL,
    seat TEXT,
    creator INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, token_hash)
  )`,
  `CREATE INDEX IF NOT EXISTS players_token ON players (token_hash)`,
  `CREATE TABLE IF NOT EXISTS actions (
    game_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    seat TEXT NOT NULL,
    kind TEXT NOT NULL,
    action TEXT,
    at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
  )`,
  `CREATE TABLE IF NOT EXISTS snapshots (
    game_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    state TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
  )`,
];

/**
 * Every schema version, oldest first (version n is entry n - 1). A store opens at the newest: the
 * steps past its recorded version run in order at the start. Append new steps; never change a
 * released one (a store that ran it would not run it again).
 */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, what: "the tables games, players, actions and snapshots", up: () => TABLES_V1 },
  {
    version: 2,
    what: "an index of games by status and last change, for the sweeps of old lobbies and finished games",
    up: () => [`CREATE INDEX IF NOT EXISTS games_status_updated ON games (status, updated_at)`],
  },
  {
    version: 3,
    what: "the seats that may act now in each game (JSON, NULL until the game's first change after this step), for \"your games\"",
    up: () => [`ALTER TABLE games ADD COLUMN to_act TEXT`],
  },
  {
    version: 4,
    what: "turn notifications: push subscriptions by hashed seat token, a webhook per game, and server keys (the VAPID pair)",
    up: () => [
      `CREATE TABLE IF NOT EXISTS push_subscriptions (
        token_hash TEXT NOT NULL,
        endpoint TEXT NOT NULL,
        p256dh TEXT NOT NULL,
        auth TEXT NOT NULL,
        lang TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (token_hash, endpoint)
      )`,
      `CREATE INDEX IF NOT EXISTS push_subscriptions_endpoint ON push_subscriptions (endpoint)`,
      `CREATE TABLE IF NOT EXISTS game_webhooks (game_id TEXT PRIMARY KEY, url TEXT NOT NULL)`,
      `CREATE TABLE IF NOT EXISTS server_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
    ],
  },
];

/** The schema version this server's code reads and writes. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

/**
 * The steps that take a store at `from` (0: a store made before versions were recorded, or a new
 * one) to SCHEMA_VERSION, in order. Throws when `from` is newer than this code (a downgrade: the
 * tables may hold what this code does not know).
 */
export function pendingMigrations(from: number): Migration[] {
  if (from > SCHEMA_VERSION) throw new Error(`the store is at schema version ${from}, newer than this server's ${SCHEMA_VERSION}: run a server at least as new as the one that wrote it`);
  return MIGRATIONS.filter((m) => m.version > from);
}
