import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { SqliteStore } from "../store/sqlite";
import type { GameStore } from "../store/types";
import type { CliIO } from "./commands";

/** The pg_dump command line that backs up the PostgreSQL store `url` (its password left out: pg_dump asks, or reads PGPASSWORD). */
export function pgDumpCommand(url: string, schema: string, file: string): string {
  const safeUrl = url.replace(/:[^:@/]*@/, "@");
  return `pg_dump --format=custom --schema=${schema} --file=${file} '${safeUrl}'`;
}

/**
 * `backup <file>`: a consistent copy of the SQLite store in `file`, made while the server runs
 * (`VACUUM INTO`: games being played go on; the copy is the store at one moment, schema
 * version included). Refuses to overwrite a file. For PostgreSQL it makes nothing and prints the
 * pg_dump command that does it (exit code 1). Restoring: put the copy in place as
 * `<ZEDFALL_DATA>/zedfall.sqlite` while the server is stopped.
 */
export async function backupStore(store: GameStore, io: CliIO, file: string, pgSchema = "public", databaseUrl = ""): Promise<number> {
  if (!(store instanceof SqliteStore)) {
    io.err(`the PostgreSQL store is backed up with PostgreSQL's own tool, pg_dump (restore with pg_restore):\n  ${pgDumpCommand(databaseUrl, pgSchema, file)}`);
    return 1;
  }
  const target = resolve(file);
  if (existsSync(target)) {
    io.err(`${target} exists already; give a new file name`);
    return 1;
  }
  // VACUUM INTO reads the store in one read transaction, so the copy is the store at one moment
  // while the server goes on writing (the binding, libsql, has no online-backup call)
  store.db.prepare("VACUUM INTO ?").run(target);
  io.out(`backed up the store to ${target} (${statSync(target).size} bytes)`);
  return 0;
}
