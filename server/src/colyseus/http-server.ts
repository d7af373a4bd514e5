import type { Server as HttpServer } from "node:http";

/**
 * The HTTP server under a Colyseus server, if its transport has one. Reads the server's private
 * `transport` field (@colyseus/core 0.18.17, colyseus/checked.ts): `index.ts` puts its own
 * listener on the HTTP server's `error` event, because Colyseus' `listen()` never settles on a
 * listen error.
 */
export function httpServerOf(server: object): HttpServer | undefined {
  return (server as { transport?: { server?: HttpServer } }).transport?.server;
}
