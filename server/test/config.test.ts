import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { readSettings, SettingsError } from "../src/config/load";
import { SETTINGS } from "../src/config/settings";

const ROOT = resolve(import.meta.dirname, "../..");

/** Runs the server's entry (tsx) in `cwd` with `env` over a clean environment; resolves with its exit code and output. */
function start(env: Record<string, string>, cwd = join(ROOT, "server")): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "server/src/index.ts")], {
      cwd,
      env: { PATH: process.env.PATH, TSX_TSCONFIG_PATH: join(ROOT, "server/tsconfig.json"), ZEDFALL_DATA: ":memory:", PORT: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      fail(new Error(`the server did not stop:\n${out}${err}`));
    }, 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      done({ code, out, err });
    });
  });
}

describe("settings: one validated configuration", () => {
  test("unset and empty variables take their defaults", () => {
    const s = readSettings({ ZEDFALL_RATE_LIMIT: "" });
    expect(s.PORT).toBe(2567);
    expect(s.HOST).toBeUndefined();
    expect(s.ZEDFALL_RATE_LIMIT).toBe(30);
    expect(s.ZEDFALL_TRUST_PROXY).toBe(0);
    expect(s.LOG_LEVEL).toBe("info");
    expect(s.ZEDFALL_METRICS).toEqual({ kind: "off" });
    expect(s.ZEDFALL_RETAIN_FINISHED_DAYS).toBeUndefined();
    expect(s.ZEDFALL_SQLITE_SYNC).toBe("full");
  });

  test("values are read by their kind", () => {
    const s = readSettings({ PORT: "8080", HOST: "127.0.0.1", ZEDFALL_TEST_SEED: "1", ZEDFALL_METRICS: "0123456789abcdef-token", ZEDFALL_RETAIN_FINISHED_DAYS: "30", ZEDFALL_BOT: "random" });
    expect(s).toMatchObject({ PORT: 8080, HOST: "127.0.0.1", ZEDFALL_TEST_SEED: true, ZEDFALL_RETAIN_FINISHED_DAYS: 30, ZEDFALL_BOT: "random" });
    expect(s.ZEDFALL_METRICS).toEqual({ kind: "token", token: "0123456789abcdef-token" });
    expect(readSettings({ ZEDFALL_METRICS: "on", ZEDFALL_RETAIN_FINISHED_DAYS: "off" })).toMatchObject({ ZEDFALL_METRICS: { kind: "on" }, ZEDFALL_RETAIN_FINISHED_DAYS: undefined });
  });

  test.each([
    ["ZEDFALL_RATE_LIMIT", "abc", "a whole number, at least 1"],
    ["ZEDFALL_RECONNECT_SECONDS", "0", "a whole number from 1 to 86400"],
    ["ZEDFALL_MAX_ROOMS", "2.5", "a whole number, at least 1"],
    ["PORT", "70000", "a whole number from 1 to 65535"],
    ["LOG_LEVEL", "loud", "one of fatal, error, warn, info, debug, trace, silent"],
    ["ZEDFALL_SQLITE_SYNC", "off", "one of full, normal"],
    ["ZEDFALL_METRICS", "short", "off, on, or a bearer token of at least 16 printable ASCII symbols"],
    ["ZEDFALL_RETAIN_FINISHED_DAYS", "0", "off, or a whole number of days, at least 1"],
    ["DATABASE_URL", "mysql://x", "a postgres:// or postgresql:// URL"],
    ["ZEDFALL_BOT", "clever", "greedy or random"],
  ])("%s=%s is refused, naming the variable, the value and what is allowed", (name, value, allowed) => {
    expect(() => readSettings({ [name]: value })).toThrow(new SettingsError([{ name: name as keyof typeof SETTINGS, value, allowed }]));
    expect(() => readSettings({ [name]: value })).toThrow(`Zedfall cannot start: ${name}="${value}" is not allowed (${allowed})`);
  });

  test("the README's settings tables list every setting with its default", () => {
    const docs = ["README.md", "docs/self-hosting.md"].map((f) => join(ROOT, f)).filter(existsSync);
    const rows = new Map<string, string>();
    for (const f of docs)
      for (const m of readFileSync(f, "utf8").matchAll(/^\s*\| `([A-Z_][A-Z0-9_]*)` \| ([^|]+) \|/gm)) rows.set(m[1]!, m[2]!.trim());
    const missing = Object.keys(SETTINGS).filter((k) => !rows.has(k));
    expect(missing).toEqual([]);
    const differ = Object.entries(SETTINGS).filter(([k, s]) => rows.get(k) !== s.shown).map(([k, s]) => `${k}: table says ${rows.get(k)}, code ${s.shown}`);
    expect(differ).toEqual([]);
  });

  test("a bad setting stops the start with one line naming it (exit code 1)", async () => {
    const r = await start({ ZEDFALL_RATE_LIMIT: "0", ZEDFALL_MAX_ROOMS: "lots" });
    expect(r.code).toBe(1);
    expect(r.err).toBe('Zedfall cannot start: ZEDFALL_RATE_LIMIT="0" is not allowed (a whole number, at least 1); ZEDFALL_MAX_ROOMS="lots" is not allowed (a whole number, at least 1)\n');
    expect(r.out).toBe("");
  });

  test("the start reads the .env file of the folder npm ran in (INIT_CWD: `npm start` runs the server in server/); the environment wins over it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "zedfall-dotenv-"));
    try {
      writeFileSync(join(dir, ".env"), "ZEDFALL_BOT_THREADS=0\nLOG_LEVEL=loud\n");
      const r = await start({ LOG_LEVEL: "info", INIT_CWD: dir });
      expect(r.code).toBe(1);
      expect(r.err).toBe('Zedfall cannot start: ZEDFALL_BOT_THREADS="0" is not allowed (a whole number from 1 to 64)\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
