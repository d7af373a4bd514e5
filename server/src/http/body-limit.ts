import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** The matchmaker's routes (Colyseus: `POST /matchmake/<method>/<room>`). */
const MATCHMAKE = "/matchmake/";

/** The default limit of a matchmaker body: 32 KB (the same as `/api/my-games`). */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024;

/**
 * Issue 13 finding 2 (no body limit on `POST /matchmake/*`: a 100 MB body was parsed before the
 * options were refused). Takes the HTTP server and the limit in bytes; from then on a matchmaker
 * POST whose declared content-length is over the limit is answered 413 at once, unread; one
 * without a length (chunked) is read up to the limit and answered 413 as soon as it passes it.
 * A body within the limit is handed on, as text and unparsed, to Colyseus' own handler (which
 * takes a `req.body` already read). Every other request goes on untouched. The 413 is JSON
 * `{error: "BODY_TOO_LARGE", message}` and closes the connection.
 */
export function limitMatchmakeBodies(server: Server, maxBytes: number): void {
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = function (event: string, ...args: unknown[]): boolean {
    if (event !== "request") return emit(event, ...args);
    const [req, res] = args as [IncomingMessage & { body?: unknown }, ServerResponse];
    if (req.method !== "POST" || !req.url?.startsWith(MATCHMAKE) || req.body !== undefined) return emit(event, req, res);
    const declared = Number(req.headers["content-length"]);
    if (declared > maxBytes) return tooLarge(req, res, maxBytes), true;
    const chunks: Buffer[] = [];
    let size = 0;
    let cut = false;
    req.on("data", (chunk: Buffer) => {
      if (cut) return;
      size += chunk.length;
      if (size > maxBytes) {
        cut = true;
        chunks.length = 0;
        return tooLarge(req, res, maxBytes);
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (cut) return;
      // Colyseus reads a body set here instead of the stream; it is parsed there, once
      req.body = size > 0 ? Buffer.concat(chunks).toString("utf8") : "{}";
      emit(event, req, res);
    });
    req.on("error", () => {
      if (!res.headersSent) res.destroy();
    });
    return true;
  } as typeof server.emit;
}

/** Answers 413 and closes the connection; the rest of the body is never read. */
function tooLarge(req: IncomingMessage, res: ServerResponse, maxBytes: number): void {
  const body = JSON.stringify({ error: "BODY_TOO_LARGE", message: `the request body is larger than ${maxBytes} bytes` });
  res.writeHead(413, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body), connection: "close" });
  res.end(body, () => req.destroy());
}
