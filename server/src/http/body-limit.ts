import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { refusals } from "../log";
import { corsHeadersOf } from "./cors";
import { errorBody } from "./errors";
import { SETTINGS } from "../config/settings";

/** The matchmaker's routes (Colyseus: `POST /matchmake/<method>/<room>`). */
const MATCHMAKE = "/matchmake/";

/** The default limit of a matchmaker body: 32 KB (the same as `/api/my-games`). */
export const DEFAULT_MAX_BODY_BYTES = SETTINGS.ZEDFALL_MAX_BODY_BYTES.fallback;

/**
 * Without a body limit on `POST /matchmake/*` a 100 MB body would be parsed before the
 * options were refused). Takes the HTTP server and the limit in bytes; from then on a matchmaker
 * POST whose declared content-length is over the limit is answered 413 at once, unread; one
 * without a length (chunked) is read up to the limit and answered 413 as soon as it passes it.
 * A body within the limit is handed on, as text and unparsed, to Colyseus' own handler (which
 * takes a `req.body` already read). Every other request goes on untouched. The 413 is JSON
 * `{error: "BODY_TOO_LARGE", message, key, params}` (http/errors.ts), the rest of the body dropped (see tooLarge). A body that is not JSON is
 * answered 400 `{error: "BAD_JSON", message, key, params}` with one refusal line (log.ts), never reaching the
 * JSON parser that logged a SyntaxError stack. Both answers carry the CORS
 * headers of the server's other answers (http/cors.ts, `corsOrigins` the listed origins).
 */
export function limitMatchmakeBodies(server: Server, maxBytes: number, corsOrigins: readonly string[] = []): void {
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = function (event: string, ...args: unknown[]): boolean {
    if (event !== "request") return emit(event, ...args);
    const [req, res] = args as [IncomingMessage & { body?: unknown }, ServerResponse];
    if (req.method !== "POST" || !req.url?.startsWith(MATCHMAKE) || req.body !== undefined) return emit(event, req, res);
    const declared = Number(req.headers["content-length"]);
    if (declared > maxBytes) return tooLarge(req, res, maxBytes, corsOrigins), true;
    const chunks: Buffer[] = [];
    let size = 0;
    let cut = false;
    req.on("data", (chunk: Buffer) => {
      if (cut) return;
      size += chunk.length;
      if (size > maxBytes) {
        cut = true;
        chunks.length = 0;
        return tooLarge(req, res, maxBytes, corsOrigins);
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (cut) return;
      const text = size > 0 ? Buffer.concat(chunks).toString("utf8") : "{}";
      if (!isJson(text)) return badJson(req, res, corsOrigins);
      // Colyseus reads a body set here instead of the stream; it is parsed there again
      req.body = text;
      emit(event, req, res);
    });
    req.on("error", () => {
      if (!res.headersSent) res.destroy();
    });
    return true;
  } as typeof server.emit;
}

/** How long a connection answered 413 is held open while what its client still sends is dropped. */
const LINGER_MS = 2000;
/** How many bytes of a refused body are dropped unread before the connection is closed anyway. */
const LINGER_BYTES = 4 * 1024 * 1024;

/**
 * Answers 413, then closes the connection after a short linger; the rest of the body is
 * dropped unparsed and never kept. Closing at once while the client is still sending makes the
 * kernel answer its next bytes with a reset, which can reach the client before the 413 does (it
 * then sees ECONNRESET instead of the answer); so, as web servers' "lingering close" does, the
 * connection is held for up to LINGER_MS or LINGER_BYTES dropped, whichever comes first. A body
 * that ends within those leaves the connection as HTTP keep-alive leaves any other.
 */
function tooLarge(req: IncomingMessage, res: ServerResponse, maxBytes: number, corsOrigins: readonly string[]): void {
  const body = JSON.stringify(errorBody("BODY_TOO_LARGE", `the request body is larger than ${maxBytes} bytes`, "server.bodyTooLarge", { max: maxBytes }));
  res.writeHead(413, { ...corsHeadersOf(req, corsOrigins), "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
  res.end(body);
  const socket = req.socket;
  const close = () => socket.destroy();
  const timer = setTimeout(close, LINGER_MS).unref();
  socket.once("close", () => clearTimeout(timer));
  req.once("end", () => clearTimeout(timer));
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  });
  req.resume();
}

/** Whether `text` parses as JSON. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Answers 400 BAD_JSON (with the CORS headers) and logs one line. */
function badJson(req: IncomingMessage, res: ServerResponse, corsOrigins: readonly string[]): void {
  refusals.note({ reason: `${req.method} ${req.url?.split("?")[0]}: the request body is not valid JSON` });
  const body = JSON.stringify(errorBody("BAD_JSON", "the request body is not valid JSON", "server.badJson"));
  res.writeHead(400, { ...corsHeadersOf(req, corsOrigins), "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
  res.end(body);
}
