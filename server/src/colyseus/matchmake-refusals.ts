import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { splitKeyedMessage } from "@zedfall/shared/protocol";

/** The matchmaker's routes (Colyseus: `POST /matchmake/<method>/<room>`). */
const MATCHMAKE = "/matchmake/";

/**
 * The matchmaker answers a refused create, join or replay with JSON `{code, error}` (@colyseus/core
 * 0.18.17 router/default_routes: `error` is the thrown ServerError's message, the only text that
 * passes, and the SDK hands the page that text alone, as its error's message). A refusal of this
 * server's own throws its sentence and its key line together (protocol/http-error.ts
 * `keyedMessage`), which the page words by the key; this patch adds the key line's `key` and
 * `params` to the answer as fields, as every /api refusal has them: `{code, error, key, params}`.
 * Wraps `server`'s request event: every matchmaker POST's answer with a status of 400 or more
 * (and no content-length) is held until its end and sent with those fields when its `error` ends
 * in a key line; any other answer goes out as it is written.
 */
export function keyMatchmakeRefusals(server: Server): void {
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = function (event: string, ...args: unknown[]): boolean {
    if (event === "request") {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (req.method === "POST" && req.url?.startsWith(MATCHMAKE)) splitRefusalOf(res);
    }
    return emit(event, ...args);
  } as typeof server.emit;
}

/** Holds `res`'s body when its status is an error and sends it with its refusal split out (see keyMatchmakeRefusals). */
function splitRefusalOf(res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const held: Buffer[] = [];
  const holding = () => res.statusCode >= 400 && !res.getHeader("content-length");
  res.write = function (chunk: unknown, ...rest: unknown[]): boolean {
    if (!holding() || !isChunk(chunk)) return write(chunk, ...rest);
    held.push(Buffer.from(chunk));
    return true;
  } as typeof res.write;
  res.end = function (...args: unknown[]): ServerResponse {
    if (!holding()) return end(...args);
    const [chunk] = args;
    if (isChunk(chunk)) held.push(Buffer.from(chunk));
    const callback = args.find((a) => typeof a === "function");
    return end(withRefusal(Buffer.concat(held).toString("utf8")), callback);
  } as typeof res.end;
}

/** Whether `chunk` is body bytes or text (not a callback or nothing). */
function isChunk(chunk: unknown): chunk is string | Uint8Array {
  return typeof chunk === "string" || chunk instanceof Uint8Array;
}

/** A matchmaker answer's JSON with the `key` and `params` of its `error`'s key line; any other text as it is. */
function withRefusal(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (!body || typeof body !== "object" || typeof (body as { error?: unknown }).error !== "string") return text;
  const { refusal } = splitKeyedMessage((body as { error: string }).error);
  if (!refusal) return text;
  return JSON.stringify({ ...body, key: refusal.key, params: refusal.params });
}
