/**
 * A Zedfall server in a process of its own, for the server benches (run by server-cost.ts; the
 * measured tree is `BENCH_ROOT`, see tree.ts). Only the public surface is used: `makeServer` with
 * an in-memory SQLite store (no disk in the figure), bots without delay, fixed seeds, and no rate
 * limit. Prints `PORT <n>` when listening. Commands on stdin, one a line: `cpu` is answered on
 * stdout with `CPU {"cpu": µs}` (this process's user + system CPU since it started, from
 * `process.cpuUsage()`); `stop` shuts the server down and exits. (No IPC channel: with one,
 * Colyseus' pm2 integration starts sending metrics over it.)
 */
import { createInterface } from "node:readline";
import { importTree } from "./tree";

await importTree("server/src/node20-polyfill.ts");
const { makeServer } = await importTree("server/src/app.ts");
const { SqliteStore } = await importTree("server/src/store/sqlite.ts");

const server = makeServer({
  store: new SqliteStore(":memory:"),
  botDelayMs: 0,
  testSeed: true,
  rateLimit: 1e9,
  reconnectSeconds: 1,
  // the bench opens all its games from 127.0.0.1: the per-address create limit is set out of reach
  createsPerMinute: 1e9,
});
await server.listen(0 as never);
const port = (server as any).transport?.server?.address?.()?.port;
if (!port) throw new Error("server-child: could not read the listening port");
console.log(`PORT ${port}`);

const commands = createInterface({ input: process.stdin });
// the bench process is gone (stdin closed): stop too, never outlive it
commands.on("close", () => process.exit(0));
commands.on("line", async (line) => {
  if (line === "cpu") {
    const c = process.cpuUsage();
    console.log(`CPU ${JSON.stringify({ cpu: c.user + c.system, user: c.user, system: c.system })}`);
  } else if (line === "stop") {
    await server.gracefullyShutdown(false).catch(() => {});
    process.exit(0);
  }
});
