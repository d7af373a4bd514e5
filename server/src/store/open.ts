import { resolve } from "node:path";
import { readSettings } from "../config/load";
import { PostgresStore } from "./postgres";
import { SqliteStore } from "./sqlite";
import type { GameStore } from "./types";

/** Where the store is: a PostgreSQL URL (+ schema), or a SQLite folder (or `:memory:`). */
export interface StoreConfig {
  databaseUrl?: string;
  pgSchema?: string;
  dataDir?: string;
  sqliteSync?: "full" | "normal";
}

/**
 * The store configuration from the environment (config/settings.ts): `DATABASE_URL` (PostgreSQL;
 * `ZEDFALL_PG_SCHEMA`, default `public`), else SQLite in `ZEDFALL_DATA` (default `./data`;
 * `ZEDFALL_SQLITE_SYNC=normal` trades power-cut safety for speed). Throws SettingsError on a bad value.
 */
export function storeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  const c = readSettings(env);
  return { databaseUrl: c.DATABASE_URL, pgSchema: c.ZEDFALL_PG_SCHEMA, dataDir: c.ZEDFALL_DATA ?? "./data", sqliteSync: c.ZEDFALL_SQLITE_SYNC };
}

/** Opens (and creates if needed) the store of `config`. */
export async function openStore(config: StoreConfig = storeConfigFromEnv()): Promise<GameStore> {
  if (config.databaseUrl) return PostgresStore.open(config.databaseUrl, config.pgSchema ?? "public");
  const dir = config.dataDir ?? "./data";
  return new SqliteStore(dir === ":memory:" ? dir : resolve(dir), { synchronous: config.sqliteSync });
}

/** A short description for the start-up line ("SQLite in /data", "PostgreSQL"). */
export function describeStore(store: GameStore, config: StoreConfig): string {
  return store.kind === "postgres" ? `PostgreSQL (schema ${config.pgSchema ?? "public"})` : `SQLite in ${config.dataDir === ":memory:" ? "memory" : resolve(config.dataDir ?? "./data")}`;
}
