import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { SqliteStore } from "../src/store/sqlite";

const ROOT = resolve(import.meta.dirname, "../..");

/**
 * Games stored before generator version 2 (fixtures/store-v1.sqlite, made by fixtures/make-store-v1.ts
 * with the code of that day) replay exactly with today's code: `npm run cli -- verify` on a copy.
 */
describe("stored games of generator version 1 replay exactly", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "zedfall-store-v1-"));
    copyFileSync(join(import.meta.dirname, "fixtures/store-v1.sqlite"), join(dir, "zedfall.sqlite"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("the fixture's seeds are version 1 (no `v2:` prefix)", async () => {
    const store = new SqliteStore(dir);
    const games = await store.list();
    await store.close();
    expect(games.map((g) => g.id).sort()).toEqual(["house-mid", "house-over", "siege-mid", "siege-over"]);
    for (const g of games) expect(g.seed).toMatch(/^[0-9a-f]{32}$/);
  });

  test("`cli verify` replays every game to its stored snapshots and result", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "server/src/cli/index.ts", "verify"], {
      cwd: ROOT,
      env: { ...process.env, TSX_TSCONFIG_PATH: "server/tsconfig.json", ZEDFALL_DATA: dir, DATABASE_URL: "", NODE_OPTIONS: "" },
      timeout: 60_000,
    });
    expect(stdout).toContain("4 games verified: 4 sound, 0 with problems");
  });
});
