/**
 * Smoke run of the boardgame.io peer (`node --import tsx bench/load/bgio/smoke.ts`): starts the
 * server in a temp dir, opens 3 rooms of 5 seats + a spectator, does 50 actions in each (the rooms
 * side by side), prints the mean latency and bytes per action and per unit move, then profiles the
 * server for 2 s while the rooms keep acting (a room whose game ends is replaced), stops the server,
 * checks that nothing is left listening on its port, removes the temp dir and exits 0 (1 on failure).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ActResult, LoadRoom } from "../target";
import { bgioTarget } from "./target";

const ROOMS = 3;
const ACTS = 50;
const SEATS = 5;

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const r1 = (x: number) => Math.round(x * 10) / 10;

function summary(label: string, rs: ActResult[]): string {
  return `${label}: n=${rs.length} ackMs=${r1(mean(rs.map((r) => r.ackMs)))} patchMs=${r1(mean(rs.map((r) => r.patchMs)))} bytesOut=${r1(mean(rs.map((r) => r.bytesOut)))} bytesIn=${r1(mean(rs.map((r) => r.bytesIn)))} patchBytes=${r1(mean(rs.map((r) => r.patchBytes)))}`;
}

const dir = mkdtempSync(join(tmpdir(), "bgio-smoke-"));
const server = await bgioTarget.start(dir);
console.log(`server pid ${server.pid} port ${server.port} data ${dir}`);
let ok = false;
const rooms: LoadRoom[] = [];
try {
  for (let i = 0; i < ROOMS; i++) rooms.push(await bgioTarget.openRoom(server.port, i, { seats: SEATS, spectator: true }));
  console.log(`rooms ${rooms.length}, clients ${rooms.reduce((n, r) => n + r.clients, 0)}`);

  const results: ActResult[] = [];
  await Promise.all(
    rooms.map(async (room) => {
      for (let k = 0; k < ACTS; k++) {
        const r = await room.act();
        if (!r) throw new Error("game over within 50 actions");
        results.push(r);
      }
    }),
  );
  console.log(summary("per action", results));
  console.log(summary("per unit move", results.filter((r) => r.unitMove)));
  console.log(summary("per other action", results.filter((r) => !r.unitMove)));

  // Profile while acting: each room slot keeps acting until the profile is back.
  let profiling = true;
  let acts = 0;
  let next = ROOMS;
  const during: ActResult[] = [];
  const busy = rooms.map(async (_, slot) => {
    while (profiling) {
      const r = await rooms[slot]!.act();
      if (r) {
        during.push(r);
        acts++;
      } else {
        await rooms[slot]!.close();
        rooms[slot] = await bgioTarget.openRoom(server.port, next++, { seats: SEATS, spectator: true });
      }
    }
  });
  const profile = await server.profile(2000);
  profiling = false;
  await Promise.all(busy);
  console.log(`profile while acting: ${acts} actions, ${next - ROOMS} games finished and replaced`);
  console.log(summary("  per action during the profile", during));
  console.log(`  ${profile.ms} ms; parts (% of wall): ${Object.entries(profile.parts).map(([k, v]) => `${k} ${v}`).join(", ")}`);
  for (const t of profile.top) console.log(`    ${t.pct}%  ${t.fn}`);
  const sample = await server.sample();
  console.log(`sample: cpu ${r1(sample.cpuUs / 1000)} ms, rss ${r1(sample.rssBytes / 2 ** 20)} MiB, loop p50/p99/max ${sample.loopP50Ms}/${sample.loopP99Ms}/${sample.loopMaxMs} ms`);
  console.log(`FlatFile files in the data dir: ${readdirSync(dir).length}`);
  ok = true;
} finally {
  for (const r of rooms) await r.close();
  await server.stop();
  const listening = execFileSync("ss", ["-ltnp"], { encoding: "utf8" })
    .split("\n")
    .filter((l) => l.includes(`:${server.port} `) || l.includes(`pid=${server.pid},`));
  if (listening.length) {
    console.log(`still listening after stop:\n${listening.join("\n")}`);
    ok = false;
  } else console.log(`stopped: nothing listening on port ${server.port} (ss -ltnp)`);
  rmSync(dir, { recursive: true, force: true });
}
console.log(ok ? "smoke ok" : "smoke FAILED");
process.exit(ok ? 0 : 1);
