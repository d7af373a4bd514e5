import type { IncomingMessage, Server } from "node:http";
import { refuse } from "@zedfall/shared";
import { keyedMessage } from "@zedfall/shared/protocol";
import { ServerError } from "@colyseus/core";
import type { MatchmakeHook } from "../colyseus/matchmaker-hooks";

/** The matchmaker's routes (Colyseus: `POST /matchmake/<method>/<room>`). */
const MATCHMAKE = "/matchmake/";

/**
 * The header the server writes on every matchmaker request: the client address it decided on.
 * Whatever a client sends under this name is overwritten. (Colyseus' own `authContext.ip` prefers
 * `X-Real-IP` / `X-Forwarded-For`, which any client can set, so it is not used.)
 */
export const ADDRESS_HEADER = "x-zedfall-client-address";

/** The matchmaker methods that may make a room: counted against the per-address limit. */
const CREATING = new Set(["create", "joinOrCreate"]);

/** The HTTP status of a create refused by the per-address limit. */
export const TOO_MANY_CREATES = 429;

const MINUTE_MS = 60_000;

/** The settings the limits read (at every request: a test may change them while the server runs). */
export interface CreateLimitSettings {
  /** Rooms one client address may create per minute (ZEDFALL_CREATES_PER_MINUTE). */
  createsPerMinute: number;
  /** Proxies in front of the server whose X-Forwarded-For is believed (ZEDFALL_TRUST_PROXY); 0: none, the socket's address counts. */
  trustProxy: number;
}

/**
 * The address a request comes from: the socket's peer, or with `trustProxy` = N > 0 the address
 * the N-th proxy from the server saw (X-Forwarded-For read from its right end, as express'
 * `trust proxy` = N does: 1 = the entry the one proxy in front appended). Entries a client wrote
 * further left are never believed. "unknown" when there is nothing to go by.
 */
export function clientAddress(req: IncomingMessage, trustProxy: number): string {
  const own = req.socket?.remoteAddress ?? "unknown";
  if (trustProxy <= 0) return own;
  const header = req.headers["x-forwarded-for"];
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse();
  const chain = [own, ...hops];
  return chain[Math.min(trustProxy, chain.length - 1)]!;
}

/**
 * Counts per key in windows of one minute from the key's first count.
 * Keys whose window has passed are forgotten at the next count after a minute.
 */
export class PerMinute {
  private windows = new Map<string, { start: number; n: number }>();
  private swept = 0;

  /** Counts one for `key` at `now` (ms); false (not counted) when `key` already has `limit` this minute. */
  take(key: string, limit: number, now = Date.now()): boolean {
    if (now - this.swept >= MINUTE_MS) {
      for (const [k, w] of this.windows) if (now - w.start >= MINUTE_MS) this.windows.delete(k);
      this.swept = now;
    }
    let w = this.windows.get(key);
    if (!w || now - w.start >= MINUTE_MS) this.windows.set(key, (w = { start: now, n: 0 }));
    if (w.n >= limit) return false;
    w.n++;
    return true;
  }

  /** How many keys are remembered (for tests). */
  get size(): number {
    return this.windows.size;
  }
}

/** The latest server's limits (the matchmaker hooks are one list per process, colyseus/matchmaker-hooks.ts). */
let current: { settings: CreateLimitSettings; counts: PerMinute } | null = null;

/**
 * So that one address cannot create thousands of rooms in seconds: at most
 * `settings.createsPerMinute` matchmaker `create` / `joinOrCreate` requests per client address per
 * minute (the address: `clientAddress`). Takes the HTTP server and the settings. The HTTP layer
 * writes the address into `ADDRESS_HEADER` of every matchmaker request; `refuseTooManyCreates`,
 * a matchmaker hook, counts it before the room is made. Past the limit
 * the request is refused with a ServerError 429: Colyseus answers JSON `{code: 429, error}` and
 * the SDK throws a MatchMakeError with the sentence; nothing is created.
 */
export function limitCreatesPerAddress(server: Server, settings: CreateLimitSettings): void {
  current = { settings, counts: new PerMinute() };
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = function (event: string, ...args: unknown[]): boolean {
    if (event === "request") {
      const req = args[0] as IncomingMessage;
      if (req.url?.startsWith(MATCHMAKE)) req.headers[ADDRESS_HEADER] = clientAddress(req, settings.trustProxy);
    }
    return emit(event, ...args);
  } as typeof server.emit;
}

/**
 * The matchmaker hook of the per-address create limit (colyseus/matchmaker-hooks.ts): a create
 * from an address past `createsPerMinute` in the last minute is refused with a ServerError 429.
 */
export const refuseTooManyCreates: MatchmakeHook = (method, _roomName, _clientOptions, authOptions) => {
  if (!current || !CREATING.has(method)) return;
  const address = readAddress(authOptions);
  const limit = current.settings.createsPerMinute;
  if (address !== null && !current.counts.take(address, limit))
    throw new ServerError(TOO_MANY_CREATES, keyedMessage(`too many games or replays opened from your address (at most ${limit} a minute); wait a minute and try again`, refuse("server.tooManyCreates", { n: limit })));
};

/** The address the HTTP layer wrote, or null (a create from inside the server, which is never limited). */
function readAddress(auth: { headers?: Headers } | undefined): string | null {
  try {
    return auth?.headers?.get(ADDRESS_HEADER) ?? null;
  } catch {
    return null;
  }
}
