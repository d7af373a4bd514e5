import type { IncomingHttpHeaders } from "node:http";

/**
 * So that no page of another origin reads the server's answers with credentials: which origins may read the
 * server's HTTP answers from a browser.
 */

/** The origins of ZEDFALL_CORS_ORIGINS (comma separated; blanks and trailing slashes dropped). */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((o) => o.trim().replace(/\/+$/, ""))
    .filter(Boolean);
}

/**
 * Whether a request from `origin` may read the answer: the server's own origin (the origin's
 * host:port is the request's Host) or one of `listed`. False without an Origin, or for "null".
 */
export function originAllowed(origin: string | undefined | null, host: string | undefined | null, listed: readonly string[]): boolean {
  if (!origin || origin === "null") return false;
  if (listed.includes(origin)) return true;
  try {
    return !!host && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The CORS headers of one answer: `Access-Control-Allow-Origin` (the request's Origin) and
 * `-Allow-Credentials` only when the origin is allowed; `Vary: Origin` always (caches keep the
 * answers of different origins apart). Takes the request's headers and the listed origins.
 */
export function corsHeaders(headers: { origin?: string | null; host?: string | null }, listed: readonly string[]): Record<string, string> {
  if (!originAllowed(headers.origin, headers.host, listed)) return { Vary: "Origin" };
  return { "Access-Control-Allow-Origin": headers.origin!, "Access-Control-Allow-Credentials": "true", Vary: "Origin" };
}

/** The CORS headers for a node request (body-limit.ts answers before Colyseus does). */
export function corsHeadersOf(req: { headers: IncomingHttpHeaders }, listed: readonly string[]): Record<string, string> {
  return corsHeaders({ origin: req.headers.origin, host: req.headers.host }, listed);
}
