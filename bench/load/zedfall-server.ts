/**
 * The Zedfall server of the load bench, in a process of its own (started by zedfall.ts with
 * NODE_ENV=production): `makeServer` as `npm start` runs it, with the embedded store as a
 * self-hoster has it, a SQLite file in `argv[2]` at `synchronous=FULL` (every ack waits for its
 * group commit's fsync), no bots (every seat is a generator client), fixed seeds honoured, and
 * only the limits a load from one loopback address would trip raised: rooms per address a minute,
 * rooms per process and messages per connection a second. Command loop: child.ts. Every
 * `sample` carries the store's group-commit counts (`extra`: commits, writes).
 */
import "../../server/src/node20-polyfill";
import { makeServer } from "../../server/src/app";
import { freeLoopbackPort } from "../../server/src/free-port";
import { SqliteStore } from "../../server/src/store/sqlite";
import { serveCommands } from "./child";

const dir = process.argv[2];
if (!dir) throw new Error("zedfall-server: the data directory is argv[2]");
const store = new SqliteStore(dir);
const server = makeServer({ store, testSeed: true, rateLimit: 1e6, createsPerMinute: 1e9, maxRooms: 1e6, botDelayMs: 0, maxConnections: 1e9, maxConnectionsPerAddress: 1e9 });
const port = await freeLoopbackPort();
await server.listen(port, "127.0.0.1");

/** The part of the server a profiled script belongs to (the apply/view/sync/encode/store/event loop). */
function classify(url: string, fn: string): string {
  if (url.includes("/shared/src/protocol/schema/")) return "sync (rule state → schema)";
  if (url.includes("/shared/src/")) return url.includes("/legal") || /legal/i.test(fn) ? "rules: legal lists" : "rules: apply and views";
  if (/\/server\/src\/games\/[^/]+\/sync\/|\/server\/src\/schema\/put\.ts/.test(url)) return "sync (rule state → schema)";
  if (url.includes("/server/src/store/") || url.includes("libsql")) return "store (SQLite, fsync)";
  if (url.includes("/server/src/")) return "room (messages, pipeline)";
  if (url.includes("@colyseus/schema")) return "schema encode";
  if (url.includes("msgpackr") || url.includes("@colyseus/core")) return "colyseus core, msgpack";
  if (url.includes("/ws/") || url.includes("ws-transport")) return "websocket";
  if (url.includes("/zod/")) return "zod";
  if (url.startsWith("node:")) return "node internals";
  if (url === "" && /^(exec|run|prepare|all|get|transaction)$/.test(fn)) return "store (SQLite, fsync)";
  return url === "" ? "native" : "other";
}

serveCommands(port, async () => {
  await server.gracefullyShutdown(false);
  store.close?.();
}, classify, () => ({ ...store.stats() }));
