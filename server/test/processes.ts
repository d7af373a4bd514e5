import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, sleep } from "./helpers";

/** The server workspace (server/). */
export const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Builds the production server bundle (`server/dist/index.js`, what `npm run build` ships); it starts much faster than tsx. */
export function buildServer(): void {
  execFileSync("npm", ["run", "build", "-w", "@zedfall/server"], { cwd: join(SERVER_DIR, ".."), stdio: "pipe" });
}

/** A server process started by a test: its child, its address and everything it printed. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  out: () => string;
}

/**
 * The real server process (the bundle, `node dist/index.js`) on `port` (default: a free one) with
 * the test's environment over test defaults (fixed seeds, fast bots, 1 s reconnection). Resolves
 * once /health answers; rejects (the child killed) with its output if it does not within 30 s.
 */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  port ??= await freePort();
  const child = spawn(process.execPath, ["dist/index.js"], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_OPTIONS: "", PORT: String(port), ZEDFALL_TEST_SEED: "1", ZEDFALL_BOT_DELAY: "2", ZEDFALL_RECONNECT_SECONDS: "1", ZEDFALL_RATE_LIMIT: "1000", ZEDFALL_SNAPSHOT_EVERY: "10", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 30000;
  while (Date.now() < end) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/health`)).ok) return { child, url, port, out: () => out };
    } catch {}
    await sleep(50);
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not start:\n${out}`);
}

/** Kills `child` with SIGKILL (by its pid) and resolves once it has exited; at once if it already has. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    process.kill(child.pid!, "SIGKILL");
  });
}
