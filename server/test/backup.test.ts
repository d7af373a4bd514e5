import { schemaVersionOf } from "../src/store/sqlite";
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import Database from "libsql";
import { backupStore, pgDumpCommand } from "../src/cli/backup";
import type { CliIO } from "../src/cli/commands";
import { SCHEMA_VERSION } from "../src/store/migrations";
import { PostgresStore } from "../src/store/postgres";
import { TEST_PG_URL } from "./stores";

const ROOT = resolve(import.meta.dirname, "../..");

/** `npm run cli -- <args>` on the SQLite store in `dir`; resolves with its exit code and output. */
async function cli(dir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--import", "tsx", "server/src/cli/index.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, TSX_TSCONFIG_PATH: "server/tsconfig.json", ZEDFALL_DATA: dir, DATABASE_URL: "", NODE_OPTIONS: "" },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, stdout: x.stdout, stderr: x.stderr };
  }
}

describe("cli backup", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "zedfall-backup-"));
    mkdirSync(join(work, "live"));
    copyFileSync(join(import.meta.dirname, "fixtures/store-v1.sqlite"), join(work, "live", "zedfall.sqlite"));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  test("backup then restore: the copy opens as a store and every game replays (`cli verify`)", async () => {
    const file = join(work, "copy.sqlite");
    const b = await cli(join(work, "live"), "backup", file);
    expect(b.code).toBe(0);
    expect(b.stdout).toMatch(new RegExp(`^backed up the store to ${file} \\(\\d+ bytes\\)\\n$`));
    const copy = new Database(file, { readonly: true });
    expect(schemaVersionOf(copy)).toBe(SCHEMA_VERSION);
    expect(copy.prepare("SELECT count(*) AS n FROM games").all()).toEqual([{ n: 4 }]);
    copy.close();
    // restore: the copy put in place as a store's file
    mkdirSync(join(work, "restored"));
    copyFileSync(file, join(work, "restored", "zedfall.sqlite"));
    const v = await cli(join(work, "restored"), "verify");
    expect(v.code).toBe(0);
    expect(v.stdout).toContain("4 games verified: 4 sound, 0 with problems");
  });

  test("an existing file is not overwritten", async () => {
    const b = await cli(join(work, "live"), "backup", join(work, "copy.sqlite"));
    expect(b.code).toBe(1);
    expect(b.stderr).toBe(`${join(work, "copy.sqlite")} exists already; give a new file name\n`);
  });

  test("the PostgreSQL store: nothing is made, the pg_dump command is printed (password left out)", async () => {
    const schema = `zedfall_backup_${process.pid}`;
    const store = await PostgresStore.open(TEST_PG_URL, schema);
    const err: string[] = [];
    const io: CliIO = { out: () => {}, err: (l) => err.push(l), readFile: () => "", writeFile: () => {} };
    try {
      const url = "postgres://zedfall:secret@db:5432/zedfall";
      expect(await backupStore(store, io, join(work, "pg.dump"), schema, url)).toBe(1);
      expect(existsSync(join(work, "pg.dump"))).toBe(false);
      expect(err).toEqual([`the PostgreSQL store is backed up with PostgreSQL's own tool, pg_dump (restore with pg_restore):\n  ${pgDumpCommand(url, schema, join(work, "pg.dump"))}`]);
      expect(pgDumpCommand(url, schema, "f.dump")).toBe(`pg_dump --format=custom --schema=${schema} --file=f.dump 'postgres://zedfall@db:5432/zedfall'`);
    } finally {
      await store.dropSchema();
      await store.close();
    }
  });
});
