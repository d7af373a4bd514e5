import "./node20-polyfill";
import { makeServer } from "./app";
import { describeStore, openStore, storeConfigFromEnv } from "./store/open";

/**
 * Entry point: `npm start` (or `node server/dist/index.js`); listens on PORT (default 2567), keeps
 * games in the store of ZEDFALL_DATA (SQLite, default ./data) or DATABASE_URL (PostgreSQL).
 */
const port = Number(process.env.PORT ?? 2567);
const storeConfig = storeConfigFromEnv();
const store = await openStore(storeConfig);
const server = makeServer({ store });
server.onShutdown(() => store.close());
/** A busy port (or no permission) ends the process with one line, instead of a stack and a hang. */
function cannotListen(e: NodeJS.ErrnoException): never {
  console.error(e.code === "EADDRINUSE" ? `Zedfall cannot start: port ${port} is in use; set PORT to a free port (e.g. PORT=2600 npm start)` : `Zedfall cannot start on port ${port}: ${e.message}`);
  process.exit(1);
}
// Colyseus' listen() never settles on a listen error: the HTTP server's own error event says it; our
// listener goes first, ahead of the transport's own, which would print the error's stack before it
(server as unknown as { transport: { server?: import("node:http").Server } }).transport.server?.prependOnceListener("error", cannotListen);
await server.listen(port).catch(cannotListen);
console.log(`Zedfall is running at http://localhost:${port} (games kept in ${describeStore(store, storeConfig)})`);
