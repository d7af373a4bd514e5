import { matchMaker } from "@colyseus/core";
import { corsHeaders } from "../http/cors";

/**
 * Patch of `matchMaker.controller` (@colyseus/core 0.18.17, colyseus/checked.ts): Colyseus' matchmaker
 * and router put CORS headers on every HTTP answer, express' included, from the controller's
 * `DEFAULT_CORS_HEADERS` (allow-origin `*`, credentials allowed) and its `getCorsHeaders`, which
 * reflects any Origin. This takes allow-origin and credentials out of the defaults and replaces
 * `getCorsHeaders` with `corsHeaders` of http/cors.ts, so only the server's own origin and `listed`
 * are allowed. Per process (the controller is one object); applying it again replaces the list.
 */
export function restrictCors(listed: readonly string[]): void {
  const c = matchMaker.controller as unknown as {
    DEFAULT_CORS_HEADERS: Record<string, string>;
    getCorsHeaders: (headers: Headers) => Record<string, string>;
  };
  delete c.DEFAULT_CORS_HEADERS["Access-Control-Allow-Origin"];
  delete c.DEFAULT_CORS_HEADERS["Access-Control-Allow-Credentials"];
  c.getCorsHeaders = (headers) => corsHeaders({ origin: headers.get("origin"), host: headers.get("host") }, listed);
}
