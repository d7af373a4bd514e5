import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { siege } from "@zedfall/shared";
import { buildReplay } from "../server/src/rooms/replay/replay-builds";
import { History } from "../server/src/rooms/game/history";
import type { GameAdapter } from "../server/src/games/types";
import { longSiegeGame } from "../server/test/long-game";

/*
 * How long a finished game's replay build and a late joiner's `history` hold the event loop: a
 * 5,000-row Siege game (two seats passing a unit back and forth, server/test/long-game.ts). While
 * the build runs, a 1 ms timer records the longest gap between its ticks and a child process asks
 * this process's `/health` every 10 ms (its slowest answer). Then the room's history of that game is
 * made into the late joiner's message. Run: `node --import tsx bench/replay-loop.ts [rows]`.
 */

const rows = Number(process.argv[2] ?? 5000);
const stored = longSiegeGame(rows);
const adapter = { ruleset: siege } as unknown as GameAdapter;

/** The child's script: asks /health on the port given, one request every 10 ms; on stdin's end prints the slowest answer (ms) and the count. */
const PINGER = `
const http = require("node:http");
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let max = 0, n = 0, on = true;
process.stdin.on("end", () => (on = false)).resume();
(async () => {
  while (on) {
    const t0 = performance.now();
    await new Promise((res) => http.get({ host: "127.0.0.1", port: Number(process.argv[1]), path: "/health", agent }, (r) => r.resume().on("end", res)));
    max = Math.max(max, performance.now() - t0);
    n++;
    await new Promise((r) => setTimeout(r, 10));
  }
  process.stdout.write(max.toFixed(1) + " " + n + "\\n");
  process.exit(0);
})();
`;

/** Runs `fn` while a 1 ms timer and a /health client watch the loop: its duration, the longest tick gap and the slowest /health answer (ms). */
async function watched<T>(fn: () => Promise<T> | T): Promise<{ value: T; ms: number; longestBlock: number; healthMax: number; healthN: number }> {
  const server = createServer((_q, r) => r.end('{"ok":true}'));
  await new Promise<void>((res) => server.listen(0, "127.0.0.1", res));
  const port = (server.address() as AddressInfo).port;
  // the /health client is another process, so that it keeps asking while this loop is held
  const pinger = spawn(process.execPath, ["-e", PINGER, String(port)], { stdio: ["pipe", "pipe", "inherit"] });
  let out = "";
  pinger.stdout!.on("data", (d) => (out += d));
  const done = new Promise<void>((res) => pinger.once("exit", () => res()));
  await new Promise((r) => setTimeout(r, 300));
  let last = performance.now();
  let longestBlock = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longestBlock = Math.max(longestBlock, now - last);
    last = now;
  }, 1);
  await new Promise((r) => setTimeout(r, 30));
  last = performance.now();
  longestBlock = 0;
  const t0 = performance.now();
  const value = await fn();
  const ms = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 30));
  clearInterval(tick);
  pinger.stdin!.end();
  await done;
  server.close();
  const [healthMax, healthN] = out.trim().split(" ").map(Number) as [number, number];
  return { value, ms, longestBlock, healthMax, healthN };
}

const heap0 = process.memoryUsage().heapUsed;
const build = await watched(() => buildReplay(stored, adapter));
const heap1 = process.memoryUsage().heapUsed;
const round = (x: number) => Math.round(x * 10) / 10;
console.log(`rows ${rows}`);
console.log(`replay build: ${round(build.ms)} ms, longest loop block ${round(build.longestBlock)} ms, slowest /health ${round(build.healthMax)} ms (${build.healthN} asked), heap +${Math.round((heap1 - heap0) / 1e6)} MB`);

const history = new History();
build.value.steps.forEach((st, i) => history.add(i, st.events, i === 0 ? "room" : "action"));
const join = await watched(() => JSON.stringify(history.for("seat1")));
console.log(`late join history: ${round(join.ms)} ms, ${Math.round(join.value.length / 1024)} KB, longest loop block ${round(join.longestBlock)} ms, slowest /health ${round(join.healthMax)} ms`);
