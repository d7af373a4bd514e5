import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Application } from "express";

/** How long `/ready` waits for the store or Redis to answer before it calls them unreachable. */
export const READY_TIMEOUT_MS = 2000;

/** What `/ready` asks: the store (always) and Redis (when configured), each a cheap round trip. */
export interface ReadyChecks {
  store: () => Promise<void>;
  redis?: () => Promise<unknown>;
}

/** The server package's version (its package.json, found upwards from this file: src/ or the bundle's dist/), or "unknown". */
export function serverVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++, dir = dirname(dir)) {
    const file = join(dir, "package.json");
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
    if (pkg.name === "@zedfall/server") return pkg.version ?? "unknown";
  }
  return "unknown";
}

/** `check()` within `ms`, else a rejection saying it did not answer. */
async function within(ms: number, check: () => Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([check(), new Promise((_, fail) => (timer = setTimeout(() => fail(new Error(`no answer within ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The probes, answered without caching:
 * - `GET /health` (liveness: the process answers; it touches nothing else):
 *   `{ok: true, version, uptime, instance}`; `instance` changes at every start of the server.
 * - `GET /ready` (readiness: it can serve games): 200 `{ready: true}` when the store answers a
 *   cheap query and Redis (when configured) a read, each within READY_TIMEOUT_MS; else 503
 *   `{ready: false, reason}` naming what did not answer and why.
 */
export function mountHealth(app: Application, checks: ReadyChecks, started = Date.now(), timeoutMs = READY_TIMEOUT_MS): void {
  // a new id at every start: a client that lost its connection tells a restart from a network drop
  const instance = randomBytes(8).toString("hex");
  const version = serverVersion();
  app.get("/health", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ ok: true, version, uptime: Math.round((Date.now() - started) / 1000), instance });
  });
  app.get("/ready", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const parts: [string, (() => Promise<unknown>) | undefined][] = [["the store", checks.store], ["Redis", checks.redis]];
    for (const [what, check] of parts) {
      if (!check) continue;
      try {
        await within(timeoutMs, check);
      } catch (e) {
        res.status(503).json({ ready: false, reason: `${what} does not answer: ${(e as Error).message}` });
        return;
      }
    }
    res.json({ ready: true });
  });
}
