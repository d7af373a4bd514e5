/**
 * `npm run bench -- load`: the load generator against each server in a process of its
 * own on loopback. The generator is BENCH_LOAD_GENERATORS processes (generator.ts, forked by
 * generators.ts), each opening and driving its share of the rooms with the target's real clients
 * and sending its raw answers back here, where ramp.ts computes the figures of each step once.
 * Zedfall (House rooms: 5 seats and a spectator, SQLite file at synchronous=FULL,
 * NODE_ENV=production), then the boardgame.io peer with the same rooms and action mix, then the
 * loopback WebSocket echo at the same traffic (through the same generator processes). Each ramps the room count until p99
 * action→patch passes 25 ms and says why it saturated, with a CPU profile of the server there.
 *
 * Settings: BENCH_LOAD_STEPS (room counts, default 100,250,500,1000,1500,2000,2500,3000),
 * BENCH_LOAD_SECONDS (measured a step, 15), BENCH_LOAD_WARM (3), BENCH_LOAD_RATE (actions a room a
 * second, 1), BENCH_LOAD_SEATS (5), BENCH_LOAD_SPECTATOR (1), BENCH_LOAD_PEER=0 (no boardgame.io),
 * BENCH_LOAD_FAST (rooms of the "as fast as acked" run, 20; 0 skips it), BENCH_LOAD_GENERATORS
 * (load generator processes sharing the rooms, 2, at most 16: one process holding every client
 * counted its own GC pauses and event-loop delay as the server's latency; their CPU and RSS are
 * summed, their loop delay is the worst one's), BENCH_LOAD_PROFILE (ms, 4000), BENCH_LOAD_PROFILE_EVERY=1 (profile every step, not only the saturated one), BENCH_LOAD_PROFILE_DIR (a folder
 * where each profile is also written whole, `<target>-<rooms>.cpuprofile`), BENCH_LOAD_TOP (functions listed from a profile, 12), BENCH_LOAD_NODE_ARGS (node options of the server children, e.g. `--cpu-prof --cpu-prof-dir=…`),
 * BENCH_LOAD_GAMES (the Zedfall games ramped, default `house,siege`), BENCH_LOAD_SIEGE_STEPS (the Siege
 * room counts, default the House ones),
 * BENCH_QUICK=1 (steps 10,40, 5 s: a smoke run).
 * The Siege ramp (Siege rooms in the load) runs after House and the peer: rooms of
 * min(BENCH_LOAD_SEATS, 4) defender seats + the spectator (zedfall.ts SIEGE_LOAD); the peer and the
 * echo are measured against the House load only.
 * Pinning (pin.ts): with taskset, this process and the generators run on core 0 and each server
 * on core 1 alone, so "House rooms per server core" is the server's own figure; without taskset
 * nothing is pinned and the first line says so.
 * Per step, "main µs/action" is the server's main thread's own CPU time an action (Linux /proc
 * schedstat) and "main waited" the share of the time it waited, runnable, for a CPU: on a machine
 * shared with other work the loop's busy time also counts the time it was descheduled, this not.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { measureEcho, type EchoResult } from "./echo";
import { ramp, type LoadPlan, type StepResult } from "./ramp";
import type { LoadTarget } from "./target";
import { zedfallSiegeTarget, zedfallTarget } from "./zedfall";
import { GENERATOR_CORE, pin, pinningLine, SERVER_CORE } from "./pin";

const env = process.env;
const quick = env.BENCH_QUICK === "1";
const num = (v: string | undefined, d: number) => (v !== undefined && v !== "" && Number.isFinite(Number(v)) ? Number(v) : d);
const plan: LoadPlan = {
  steps: (env.BENCH_LOAD_STEPS ?? (quick ? "10,40" : "100,250,500,1000,1500,2000,2500,3000")).split(",").map(Number),
  seats: num(env.BENCH_LOAD_SEATS, 5),
  spectator: env.BENCH_LOAD_SPECTATOR !== "0",
  mode: "paced",
  perRoomPerSec: num(env.BENCH_LOAD_RATE, 1),
  warmSeconds: num(env.BENCH_LOAD_WARM, quick ? 2 : 3),
  measureSeconds: num(env.BENCH_LOAD_SECONDS, quick ? 5 : 15),
  p99TargetMs: 25,
  openConcurrency: 10,
  generators: num(env.BENCH_LOAD_GENERATORS, 2),
  profileMs: num(env.BENCH_LOAD_PROFILE, 4000),
  profileEvery: env.BENCH_LOAD_PROFILE_EVERY === "1",
  profileDir: env.BENCH_LOAD_PROFILE_DIR || undefined,
};
const fastRooms = num(env.BENCH_LOAD_FAST, quick ? 5 : 20);
const log = (l: string) => console.log(l);
const fmt = (x: number, d = 0) => x.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });
// this process with the generators on one core; each server child pins itself to the other (spawn.ts)
const pinned = pin(process.pid, GENERATOR_CORE);
log(pinningLine(pinned));

/** Starts `target` in a fresh data folder, runs `run` against it, and stops it and removes the folder whatever happens. */
async function withServer<T>(target: LoadTarget, run: (server: Awaited<ReturnType<LoadTarget["start"]>>) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `zedfall-load-${target.name.replace(/\W/g, "")}-`));
  const server = await target.start(dir);
  try {
    return await run(server);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The largest step that met the target, or null. */
const held = (steps: StepResult[]) => [...steps].reverse().find((s) => !s.saturated) ?? null;

log(
  `load: ${plan.mode}, ${plan.perRoomPerSec} action a room a second; a room = ${plan.seats} seated clients${plan.spectator ? " + 1 spectator" : ""}; ${plan.measureSeconds} s measured a step after ${plan.warmSeconds} s; ` +
    `servers and ${plan.generators} generator process(es) on loopback, this machine: ${cpus().length} cores, Node ${process.versions.node}`,
);
const results: { target: LoadTarget; steps: StepResult[]; fast: StepResult | null }[] = [];
// the peer is loaded only when it runs (boardgame.io pulls in koa, socket.io and immer)
const bgioTarget: LoadTarget | null = env.BENCH_LOAD_PEER === "0" ? null : (await import("./bgio/target")).bgioTarget;
const siegeSteps = (env.BENCH_LOAD_SIEGE_STEPS ?? "").split(",").filter(Boolean).map(Number);
const planOf = (target: LoadTarget): LoadPlan => (target === zedfallSiegeTarget && siegeSteps.length ? { ...plan, steps: siegeSteps } : plan);
const games = (env.BENCH_LOAD_GAMES ?? "house,siege").split(",");
const targets = [...(games.includes("house") ? [zedfallTarget] : []), ...(bgioTarget ? [bgioTarget] : []), ...(games.includes("siege") ? [zedfallSiegeTarget] : [])];
for (const target of targets) {
  const tplan = planOf(target);
  log(`${target.name}: ramp ${tplan.steps.join(", ")} rooms`);
  try {
    const steps = await withServer(target, (server) => ramp(target, server, tplan, log));
    let fast: StepResult | null = null;
    if (fastRooms > 0) {
      log(`${target.name}: as fast as acked, ${fastRooms} rooms`);
      fast = (await withServer(target, (server) => ramp(target, server, { ...tplan, mode: "fast", steps: [fastRooms], profileMs: 0 }, log)))[0] ?? null;
    }
    results.push({ target, steps, fast });
  } catch (e) {
    log(`${target.name}: failed: ${(e as Error).stack ?? e}`);
  }
}

const z = results.find((r) => r.target === zedfallTarget);
const peer = results.find((r) => r.target === bgioTarget);
let echo: EchoResult | null = null;
const ref = z ? held(z.steps) ?? z.steps[0] : undefined;
if (ref) {
  log(`echo: ${ref.rooms} groups of ${plan.seats + (plan.spectator ? 1 : 0)} connections, ${plan.perRoomPerSec} message a group a second (Zedfall's load at ${ref.rooms} rooms)`);
  try {
    echo = await measureEcho(ref.rooms, Math.round(ref.outPerAction) || 64, plan);
    log(`  echo: ${echo.messages} round trips, p50 ${echo.rttP50.toFixed(2)} ms, p99 ${echo.rttP99.toFixed(2)} ms, server ${echo.serverCpuPct.toFixed(0)} % CPU, ${echo.serverUsPerMessage.toFixed(0)} µs a message; generator loop p99 ${echo.generatorLoopP99.toFixed(1)} ms`);
  } catch (e) {
    log(`echo: failed: ${(e as Error).message}`);
  }
}

// the table
log("");
log(`load table (per server process on this ${cpus().length}-core machine, the generator's ${plan.generators} process(es) on the same machine: their CPU summed, their loop delay the worst one's; seated = the step's clients without the spectators):`);
const seatedOf = (s: StepResult) => s.clients - (plan.spectator ? s.rooms : 0);
log("target        rooms  seated  served/asked  ack p50/p99 ms  patch p50/p99 ms  server CPU  µs/action  loop busy  loop µs/action  main µs/action  main waited  RSS MB  loop p99  GC %/max ms  generator CPU  gen loop p99/max  gen GC max");
for (const r of results)
  for (const s of [...r.steps, ...(r.fast ? [r.fast] : [])]) {
    const tag = s === r.fast ? `${r.target.name} fast (${Math.round(s.served / s.seconds)}/s)` : r.target.name;
    log(
      `${tag.padEnd(13)} ${String(s.rooms).padStart(5)}  ${String(seatedOf(s)).padStart(6)}  ${`${s.served}/${s.asked}`.padStart(12)}  ${`${s.ackP50.toFixed(1)}/${s.ackP99.toFixed(1)}`.padStart(14)}  ${`${s.patchP50.toFixed(1)}/${s.patchP99.toFixed(1)}`.padStart(16)}  ${`${s.serverCpuPct.toFixed(0)} %`.padStart(10)}  ${s.serverUsPerAction.toFixed(0).padStart(9)}  ${`${s.serverLoopBusyPct.toFixed(0)} %`.padStart(9)}  ${s.serverLoopUsPerAction.toFixed(0).padStart(14)}  ${s.serverMainUsPerAction.toFixed(0).padStart(14)}  ${`${s.serverMainWaitPct.toFixed(0)} %`.padStart(11)}  ${s.serverRssMB.toFixed(0).padStart(6)}  ${s.serverLoopP99.toFixed(1).padStart(8)}  ${`${s.serverGcPct.toFixed(1)}/${s.serverGcMax.toFixed(0)}`.padStart(11)}  ${`${s.generatorCpuPct.toFixed(0)} %`.padStart(13)}  ${`${s.generatorLoopP99.toFixed(1)}/${s.generatorLoopMax.toFixed(0)}`.padStart(16)}  ${s.generatorGcMax.toFixed(0).padStart(10)}${s.saturated ? "  saturated" : ""}`,
    );
  }
log("");
if (z) {
  const h = held(z.steps);
  const rooms = h?.rooms ?? 0;
  log(
    `zedfall holds ${fmt(rooms)} rooms / ${fmt(rooms * plan.seats)} seated clients at p99 action→patch <= 25 ms incl. the durable write (target >= 2,000 rooms / 10,000 seated clients)${rooms >= 2000 ? "  met" : "  MISSED"}`,
  );
  log(
    pinned
      ? `zedfall House rooms per server core at p99 action→patch <= 25 ms: ${fmt(rooms)} (the server alone on core ${SERVER_CORE}, the generators on core ${GENERATOR_CORE})`
      : `zedfall House rooms per server core at p99 action→patch <= 25 ms: not measured (nothing pinned: the server shared the cores with the generators, ${fmt(rooms)} rooms held)`,
  );
  const moves = z.steps.filter((s) => s.unitMoves > 0);
  const wire = moves.length ? moves.reduce((a, s) => a + s.wirePerUnitMove * s.unitMoves, 0) / moves.reduce((a, s) => a + s.unitMoves, 0) : 0;
  const patch = moves.length ? moves.reduce((a, s) => a + s.patchPerUnitMove * s.unitMoves, 0) / moves.reduce((a, s) => a + s.unitMoves, 0) : 0;
  if (moves.length) log(`zedfall bytes a unit move: ${fmt(patch, 1)} B state patch to each client, ${fmt(wire, 1)} B on the mover's wire (its act + patch + ack) (target <= 64 B)${patch <= 64 ? "  met" : "  MISSED"}`);
  else log("zedfall bytes a unit move: no unit move was measured (target <= 64 B)  MISSED");
  const s0 = h ?? z.steps[0]!;
  log(`zedfall bytes an action at ${s0.rooms} rooms: ${fmt(s0.outPerAction, 1)} B sent, ${fmt(s0.inPerAction, 1)} B received until ack and patch (${fmt(s0.patchPerAction, 1)} B of it state patch)`);
  if (s0.extra.commits) log(`zedfall durable writes at ${s0.rooms} rooms: ${fmt(s0.extra.writes!)} writes in ${fmt(s0.extra.commits)} commits (${fmt(s0.extra.writes! / s0.extra.commits, 2)} writes a commit, ${fmt(s0.extra.commits / s0.seconds)} fsyncs a second)`);
  if (echo && h) log(`ratios to the loopback echo at ${h.rooms} rooms: p50 ${fmt(h.patchP50 / echo.rttP50, 2)}x, p99 ${fmt(h.patchP99 / echo.rttP99, 2)}x, server CPU a message ${fmt(h.serverUsPerAction / echo.serverUsPerMessage, 1)}x (echo ${fmt(echo.rttP50, 2)}/${fmt(echo.rttP99, 2)} ms, ${fmt(echo.serverUsPerMessage)} µs)`);
  if (peer) {
    const ph = held(peer.steps);
    // a core's worth of the one thread that runs the rooms: rooms held / the share of the wall time the event loop was busy
    const perCore = (s: StepResult | null) => (s && s.serverLoopBusyPct > 0 ? s.rooms / (s.serverLoopBusyPct / 100) : 0);
    log(`boardgame.io holds ${fmt(ph?.rooms ?? 0)} rooms at p99 <= 25 ms; zedfall / boardgame.io rooms held: ${ph ? fmt(rooms / ph.rooms, 2) + "x" : "n/a"}`);
    log(`rooms per core (rooms held / the share of the time the server's event loop was busy there): zedfall ${fmt(perCore(h))}, boardgame.io ${fmt(perCore(ph))}; ratio ${perCore(ph) ? fmt(perCore(h) / perCore(ph), 2) + "x" : "n/a"}`);
    const both = z.steps.filter((s) => peer.steps.some((p) => p.rooms === s.rooms));
    for (const s of both) {
      const p = peer.steps.find((x) => x.rooms === s.rooms)!;
      log(`  at ${s.rooms} rooms: zedfall p99 / boardgame.io p99 = ${fmt(s.patchP99, 1)} / ${fmt(p.patchP99, 1)} ms = ${fmt(s.patchP99 / p.patchP99, 2)}x; CPU an action ${fmt(s.serverUsPerAction)} / ${fmt(p.serverUsPerAction)} µs (event loop ${fmt(s.serverLoopUsPerAction)} / ${fmt(p.serverLoopUsPerAction)} µs); wire a unit move ${fmt(s.wirePerUnitMove)} / ${fmt(p.wirePerUnitMove)} B`);
    }
  }
}
const sg = results.find((r) => r.target === zedfallSiegeTarget);
if (sg) {
  const h = held(sg.steps);
  const seated = h ? seatedOf(h) : 0;
  const moves = sg.steps.filter((s) => s.unitMoves > 0);
  const patch = moves.length ? moves.reduce((a, s) => a + s.patchPerUnitMove * s.unitMoves, 0) / moves.reduce((a, s) => a + s.unitMoves, 0) : 0;
  log(
    `zedfall-siege holds ${fmt(h?.rooms ?? 0)} Siege rooms / ${fmt(seated)} seated clients at p99 action→patch <= 25 ms (the same target: >= 2,000 rooms)${(h?.rooms ?? 0) >= 2000 ? "  met" : "  MISSED"}; ` +
      (moves.length ? `a unit move ${fmt(patch, 1)} B of state patch to each client (target <= 64 B)${patch <= 64 ? "  met" : "  MISSED"}` : "no unit move measured") +
      (h ? `; main thread ${fmt(h.serverMainUsPerAction)} µs an action at ${h.rooms} rooms` : ""),
  );
}
for (const r of results) {
  const sat = r.steps.find((s) => s.saturated);
  if (!sat) {
    log(`${r.target.name}: did not saturate up to ${r.steps.at(-1)?.rooms} rooms`);
    continue;
  }
  log(`${r.target.name} saturates at ${sat.rooms} rooms: ${sat.saturated}`);
  if (sat.profile) {
    log(`  server CPU profile there (${sat.profile.ms} ms, self time % of wall): ${Object.entries(sat.profile.parts).map(([k, v]) => `${k} ${v}`).join(", ")}`);
    log(`  heaviest functions: ${sat.profile.top.slice(0, 8).map((t) => `${t.fn} ${t.pct}`).join("; ")}`);
  }
}
process.exit(0);
