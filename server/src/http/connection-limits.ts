import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Socket } from "node:net";
import { refusals } from "../log";
import { clientAddress } from "./create-limits";
import { errorBody } from "./errors";

/** The settings of the HTTP server's timeouts and connection caps (ServerSettings; environment in app.ts `configFromEnv`). */
export interface ConnectionLimitSettings {
  /** A request head (request line and headers, also of a WebSocket upgrade) must arrive within this many ms (ZEDFALL_HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** A whole request, head and body, must arrive within this many ms (ZEDFALL_REQUEST_TIMEOUT_MS; at least `headersTimeoutMs`). */
  requestTimeoutMs: number;
  /** An HTTP connection on which nothing is read or written for this many ms is closed (ZEDFALL_IDLE_TIMEOUT_MS); WebSockets have their heartbeat instead. */
  idleTimeoutMs: number;
  /** Connections the process holds open at once, HTTP and WebSocket (ZEDFALL_MAX_CONNECTIONS). */
  maxConnections: number;
  /** Connections one client address holds open at once (ZEDFALL_MAX_CONNECTIONS_PER_ADDRESS). */
  maxConnectionsPerAddress: number;
  /** Proxies in front whose X-Forwarded-For is believed (ZEDFALL_TRUST_PROXY); 0: none. */
  trustProxy: number;
}

/**
 * How often Node looks for requests past their timeouts, ms: half the head timeout, between 100
 * and 1000 (Node's own default of 30 s let a half-sent head live up to half a minute past its timeout).
 */
export function checkingIntervalMs(headersTimeoutMs: number): number {
  return Math.min(1000, Math.max(100, Math.floor(headersTimeoutMs / 2)));
}

/**
 * The HTTP server under the WebSocket transport, with its timeouts from `s`: a request whose head
 * has not fully arrived within `headersTimeoutMs`, or whose body is not in within
 * `requestTimeoutMs`, is answered 408 by Node and closed, a half-sent WebSocket upgrade too (it is
 * an HTTP request until its head is in); an HTTP connection silent for `idleTimeoutMs` is closed
 * (the `ws` library clears this timeout on a connection it upgrades). The timeouts are fixed when
 * the server is made.
 */
export function httpServerWithTimeouts(s: Pick<ConnectionLimitSettings, "headersTimeoutMs" | "requestTimeoutMs" | "idleTimeoutMs">): Server {
  const headersTimeout = s.headersTimeoutMs;
  const server = createServer({
    headersTimeout,
    // Node refuses a request timeout below the head's
    requestTimeout: Math.max(s.requestTimeoutMs, headersTimeout),
    connectionsCheckingInterval: checkingIntervalMs(headersTimeout),
  });
  server.timeout = s.idleTimeoutMs;
  return server;
}

/** The HTTP status of a connection refused because the process holds `maxConnections`. */
export const SERVER_BUSY = 503;
/** The HTTP status of a connection refused because its address holds `maxConnectionsPerAddress`. */
export const TOO_MANY_CONNECTIONS = 429;
/** How long a refused connection may take to read its answer before it is destroyed, ms. */
const REFUSED_LINGER_MS = 1000;

/**
 * Caps the connections of `server` from `settings` (read at every connection, so a test may change
 * them): past `maxConnections` open at once a new connection is answered 503 `SERVER_BUSY`, past
 * `maxConnectionsPerAddress` from its address 429 `TOO_MANY_CONNECTIONS` (JSON `{error, message}`,
 * `Retry-After`, written before its request is read; then the connection is closed). Counted
 * until a connection closes, HTTP and WebSocket alike. The address is the connection's peer; with
 * `trustProxy` > 0 every connection comes from the proxy, so the per-address cap is applied to
 * WebSocket upgrades by the address X-Forwarded-For names (as `clientAddress` reads it) and not to
 * plain connections (the proxy is expected to bound those per client). Each refusal is one
 * refusal line (log.ts). Returns the open counts (for tests and the log).
 */
export function limitConnections(server: Server, settings: ConnectionLimitSettings): OpenConnections {
  const open = new OpenConnections();
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = function (event: string, ...args: unknown[]): boolean {
    if (event === "connection") {
      const socket = args[0] as Socket;
      const address = settings.trustProxy > 0 ? null : (socket.remoteAddress ?? "unknown");
      const why = open.refusal(address, settings);
      if (why) return refuse(socket, why, address), true;
      open.add(socket, address);
    } else if (event === "upgrade" && settings.trustProxy > 0) {
      const [req, socket] = args as [IncomingMessage, Socket];
      const address = clientAddress(req, settings.trustProxy);
      if (open.of(address) >= settings.maxConnectionsPerAddress) return refuse(socket, perAddress(settings.maxConnectionsPerAddress), address), true;
      open.addAddress(socket, address);
    }
    return emit(event, ...args);
  } as typeof server.emit;
  return open;
}

/** Why a connection is refused: its status, code, sentence, words key (`server.*`) and params. */
interface Refusal {
  status: number;
  code: string;
  message: string;
  key: string;
  params: Record<string, number>;
}

const perAddress = (max: number): Refusal => ({
  status: TOO_MANY_CONNECTIONS,
  code: "TOO_MANY_CONNECTIONS",
  message: `too many connections from your address (at most ${max} at once); close some and try again`,
  key: "server.tooManyConnections",
  params: { n: max },
});

/** The open connections of one server: in all and per client address. */
export class OpenConnections {
  private total = 0;
  private perAddress = new Map<string, number>();

  /** How many connections are open. */
  get size(): number {
    return this.total;
  }

  /** How many open connections `address` holds. */
  of(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  /** Why one more connection from `address` (null: not counted per address) is refused, or null when it is let in. */
  refusal(address: string | null, s: ConnectionLimitSettings): Refusal | null {
    if (this.total >= s.maxConnections)
      return {
        status: SERVER_BUSY,
        code: "SERVER_BUSY",
        message: `the server holds as many connections as it takes (${s.maxConnections}); try again later`,
        key: "server.serverBusy",
        params: { n: s.maxConnections },
      };
    if (address !== null && this.of(address) >= s.maxConnectionsPerAddress) return perAddress(s.maxConnectionsPerAddress);
    return null;
  }

  /** Counts `socket` (and, unless null, against `address`) until it closes. */
  add(socket: Socket, address: string | null): void {
    this.total++;
    socket.once("close", () => this.total--);
    if (address !== null) this.addAddress(socket, address);
  }

  /** Counts `socket` against `address` until it closes. */
  addAddress(socket: Socket, address: string): void {
    this.perAddress.set(address, this.of(address) + 1);
    socket.once("close", () => {
      const n = this.of(address) - 1;
      if (n > 0) this.perAddress.set(address, n);
      else this.perAddress.delete(address);
    });
  }
}

/** Answers `socket` with `r` as a whole HTTP response, unread, and closes it; one refusal line. */
function refuse(socket: Socket, r: Refusal, address: string | null): void {
  refusals.note({ reason: `connection${address ? ` from ${address}` : ""}: ${r.code}: ${r.message}` });
  const body = JSON.stringify(errorBody(r.code, r.message, r.key, r.params));
  const head = [
    `HTTP/1.1 ${r.status} ${r.status === SERVER_BUSY ? "Service Unavailable" : "Too Many Requests"}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Retry-After: 10",
    "Connection: close",
  ].join("\r\n");
  socket.on("error", () => {});
  // whatever the client sends is dropped; it has a moment to read the answer, then the socket goes
  socket.resume();
  socket.end(`${head}\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
}
