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
await server.listen(port);
console.log(`Zedfall is running at http://localhost:${port} (games kept in ${describeStore(store, storeConfig)})`);
