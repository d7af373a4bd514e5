import "./node20-polyfill";
import { configFromEnv, makeServer } from "./app";
import { PostgresClaims } from "./scale/claims";
import { describeStore, openStore, storeConfigFromEnv } from "./store/open";

/**
 * Entry point: `npm start` (or `node server/dist/index.js`); listens on PORT (default 2567), keeps
 * games in the store of ZEDFALL_DATA (SQLite, default ./data) or DATABASE_URL (PostgreSQL). With
 * REDIS_URL it is one of several processes: that needs DATABASE_URL (the store they share,
 * which also holds each process's claims on its games) and ZEDFALL_PUBLIC_ADDRESS.
 */
const port = Number(process.env.PORT ?? 2567);
const storeConfig = storeConfigFromEnv();
const { redisUrl, publicAddress } = configFromEnv();
const redis = Boolean(redisUrl);
if (redis && !storeConfig.databaseUrl) {
  console.error("Zedfall cannot start: REDIS_URL (several processes) needs DATABASE_URL, the PostgreSQL store they share");
  process.exit(1);
}
if (redis && !publicAddress) console.warn("[scale] ZEDFALL_PUBLIC_ADDRESS is unset: a client sent to this process by another one cannot reach it");
const store = await openStore(storeConfig);
const claims = redis
  ? await PostgresClaims.open(storeConfig.databaseUrl!, storeConfig.pgSchema ?? "public", (e) => {
      // without the session holding its claims this process cannot know its games are still its own
      console.error(`[scale] lost the PostgreSQL session holding this process's games (${e.message}); exiting so that they reopen elsewhere`);
      process.exit(1);
    })
  : undefined;
const server = makeServer({ store, claims });
server.onShutdown(async () => {
  await claims?.close();
  await store.close();
});
/** A busy port (or no permission) ends the process with one line, instead of a stack and a hang. */
function cannotListen(e: NodeJS.ErrnoException): never {
  console.error(e.code === "EADDRINUSE" ? `Zedfall cannot start: port ${port} is in use; set PORT to a free port (e.g. PORT=2600 npm start)` : `Zedfall cannot start on port ${port}: ${e.message}`);
  process.exit(1);
}
// Colyseus' listen() never settles on a listen error: the HTTP server's own error event says it; our
// listener goes first, ahead of the transport's own, which would print the error's stack before it
(server as unknown as { transport: { server?: import("node:http").Server } }).transport.server?.prependOnceListener("error", cannotListen);
await server.listen(port).catch(cannotListen);
const shared = redis ? `; one of several processes sharing matchmaking through Redis, reached at ${publicAddress ?? "(no ZEDFALL_PUBLIC_ADDRESS)"}` : "";
console.log(`Zedfall is running at http://localhost:${port} (games kept in ${describeStore(store, storeConfig)}${shared})`);
