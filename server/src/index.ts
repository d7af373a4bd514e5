import "./node20-polyfill";
import { configFromEnv, makeServer } from "./app";
import { loadDotEnv, readSettings, SettingsError } from "./config/load";
import { log } from "./log";
import { PostgresClaims } from "./scale/claims";
import { describeStore, openStore, storeConfigFromEnv } from "./store/open";
import { httpServerOf } from "./colyseus/http-server";

/**
 * Entry point: `npm start` (or `node server/dist/index.js`). Reads a `.env` file when there is one
 * (config/load.ts), then every setting (config/settings.ts): a value that is not allowed stops the
 * start with one line naming it (exit code 1). Listens on PORT (default 2567) at HOST (default:
 * every interface), keeps games in the store of ZEDFALL_DATA (SQLite, default ./data) or
 * DATABASE_URL (PostgreSQL), migrated to the current schema version at open. With REDIS_URL it is
 * one of several processes: that needs DATABASE_URL (the store they share, which also holds each
 * process's claims on its games) and ZEDFALL_PUBLIC_ADDRESS.
 */

/** Ends the start with one line on stderr (for the person at the terminal) and exit code 1. */
function cannotStart(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

loadDotEnv();
let settings;
try {
  settings = readSettings();
} catch (e) {
  if (e instanceof SettingsError) cannotStart(e.message);
  throw e;
}
log().level = settings.LOG_LEVEL;
const port = settings.PORT;
const host = settings.HOST;
const storeConfig = storeConfigFromEnv();
const { redisUrl, publicAddress } = configFromEnv();
const redis = Boolean(redisUrl);
if (redis && !storeConfig.databaseUrl) cannotStart("Zedfall cannot start: REDIS_URL (several processes) needs DATABASE_URL, the PostgreSQL store they share");
if (redis && !publicAddress) log().warn("ZEDFALL_PUBLIC_ADDRESS is unset: a client sent to this process by another one cannot reach it");
const store = await openStore(storeConfig).catch((e: Error) => cannotStart(`Zedfall cannot start: ${e.message}`));
const claims = redis
  ? await PostgresClaims.open(storeConfig.databaseUrl!, storeConfig.pgSchema ?? "public", (e) => {
      // without the session holding its claims this process cannot know its games are still its own
      log().fatal(`lost the PostgreSQL session holding this process's games (${e.message}); exiting so that they reopen elsewhere`);
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
  cannotStart(e.code === "EADDRINUSE" ? `Zedfall cannot start: port ${port} is in use; set PORT to a free port (e.g. PORT=2600 npm start)` : `Zedfall cannot start on ${host ?? ""}:${port}: ${e.message}`);
}
// Colyseus' listen() never settles on a listen error: the HTTP server's own error event says it; our
// listener goes first, ahead of the transport's own, which would print the error's stack before it
httpServerOf(server)?.prependOnceListener("error", cannotListen);
await server.listen(port, host).catch(cannotListen);
const shared = redis ? `; one of several processes sharing matchmaking through Redis, reached at ${publicAddress ?? "(no ZEDFALL_PUBLIC_ADDRESS)"}` : "";
const shown = host && host !== "0.0.0.0" && host !== "::" ? host : "localhost";
log().info(`Zedfall is running at http://${shown}:${port} (games kept in ${describeStore(store, storeConfig)}${shared})`);
