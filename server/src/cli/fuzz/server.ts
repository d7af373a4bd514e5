import "../../node20-polyfill";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freeLoopbackPort } from "../../free-port";
import { makeServer, type ServerSettings } from "../../app";
import { SqliteStore } from "../../store/sqlite";

/** The fuzzer's server: its settings (changed live, e.g. rateLimit), store, port, and how to stop it. */
export interface FuzzServer {
  settings: ServerSettings;
  store: SqliteStore;
  port: number;
  stop(): Promise<void>;
}

/** Per-connection messages a second for the fuzz clients (far above what they send), except during a flood. */
export const FUZZ_RATE_LIMIT = 1_000_000;

/**
 * Starts a server in this process on a free loopback port (the fuzz stays bounded and on loopback only):
 * SQLite in a fresh temporary folder (a file at synchronous=NORMAL, so the process's RSS shows the server's memory,
 * not a store that grows with every game; the folder is removed at the stop), bots at once, fixed
 * seeds honoured, short timed decisions, the rate limit raised for the fuzz clients (a flood lowers
 * it while it runs).
 */
export async function startFuzzServer(): Promise<FuzzServer> {
  const dir = mkdtempSync(join(tmpdir(), "zedfall-fuzz-"));
  const store = new SqliteStore(join(dir, "fuzz.db"), { synchronous: "normal" });
  const settings: Partial<ServerSettings> = { store, botDelayMs: 0, testSeed: true, reconnectSeconds: 1, rateLimit: FUZZ_RATE_LIMIT, secondMs: 5, createsPerMinute: 1_000_000 };
  const server = makeServer(settings);
  const port = await freeLoopbackPort();
  await server.listen(port, "127.0.0.1");
  return {
    settings: settings as ServerSettings,
    store,
    port,
    stop: async () => {
      await server.gracefullyShutdown(false);
      store.close?.();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
