import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { ActResult, LoadRoom, LoadTarget, ProfileSummary, ServerHandle, ServerSample } from "./target";

/** How the generator drives a target (bench/load/index.ts reads it from the environment). */
export interface LoadPlan {
  /** Room counts to try in order; the ramp stops at the first that misses the latency target. */
  steps: number[];
  /** Seated clients a room (1 zombie + humans) and whether a spectator watches too. */
  seats: number;
  spectator: boolean;
  /** Actions a room asks a second ("paced"), or every room acts as soon as its last action was answered ("fast"). */
  mode: "paced" | "fast";
  perRoomPerSec: number;
  /** Seconds of warm-up (not measured) and of measurement at every step. */
  warmSeconds: number;
  measureSeconds: number;
  /** The p99 action→patch a step must stay under, ms. */
  p99TargetMs: number;
  /** Rooms opened at once while the ramp fills a step. */
  openConcurrency: number;
  /** Profile the server this long at the step where it saturates, ms (0: no profile). */
  profileMs: number;
  /** Profile every step, not only the saturated one (BENCH_LOAD_PROFILE_EVERY=1). */
  profileEvery?: boolean;
  /** A folder where each profile is also written whole, `<target>-<rooms>.cpuprofile` (BENCH_LOAD_PROFILE_DIR), for DevTools. */
  profileDir?: string;
}

/** One step of the ramp: what was asked, what was served and what it cost. */
export interface StepResult {
  rooms: number;
  clients: number;
  seconds: number;
  /** Actions asked (paced: rooms × rate × seconds; fast: as many as were sent) and answered. */
  asked: number;
  served: number;
  errors: number;
  firstError?: string;
  ackP50: number;
  ackP99: number;
  patchP50: number;
  patchP99: number;
  /** Mean WebSocket bytes of an action as its sender saw them: sent, received (ack + patch + …), of which state patch. */
  outPerAction: number;
  inPerAction: number;
  patchPerAction: number;
  /** Mean state-patch bytes of a unit move, and every byte of it on the sender's wire (sent + received). */
  patchPerUnitMove: number;
  wirePerUnitMove: number;
  unitMoves: number;
  /** CPU of the server and of the generator over the window, % of one core. */
  serverCpuPct: number;
  generatorCpuPct: number;
  /** Server CPU per answered action, µs. */
  serverUsPerAction: number;
  serverRssMB: number;
  generatorRssMB: number;
  serverLoopP99: number;
  serverLoopMax: number;
  /** How busy the server's event loop (its main thread) was over the window, % of the wall time, and its busy time per answered action, µs (the part of the CPU that one thread must fit in). */
  serverLoopBusyPct: number;
  serverLoopUsPerAction: number;
  /** The server's main thread on a CPU per answered action, µs, and the share of the wall time it waited, runnable, for a CPU (Linux; 0 elsewhere): the figure that other load on the machine does not inflate. */
  serverMainUsPerAction: number;
  serverMainWaitPct: number;
  /**
   * The generator's own event-loop delay over the window (p99 and max, ms; the 1 ms timer's own
   * 1 ms taken off): a client cannot see a frame while its generator's loop is held (its GC, its
   * other clients), so this much of every latency above may be the generator's, not the server's.
   */
  generatorLoopP99: number;
  generatorLoopMax: number;
  /** The target's own counters over the window (Zedfall: commits, writes). */
  extra: Record<string, number>;
  /** Why the step missed the target (null: it met it). */
  saturated: string | null;
  profile?: ProfileSummary;
}

/** The p-th percentile (0–100) of `xs` (nearest rank), 0 for none. */
export function percentile(xs: number[], p: number): number {
  if (!xs.length) return 0;
  const s = Float64Array.from(xs).sort();
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** A room kept busy by the ramp: its driver loop runs until the ramp stops; a finished game is replaced by a fresh one. */
interface Driven {
  room: LoadRoom;
  index: number;
}

/**
 * Ramps the number of rooms on a started server through `plan.steps`: at each step it opens the
 * missing rooms (their drivers start at once, at a random phase of the second), warms up, then
 * measures for `measureSeconds` the answers whose action was sent inside the window, with
 * samples of the server (CPU, RSS, event loop) and of this process around it. It stops after the
 * first step whose p99 action→patch passes the target or that serves under 95 % of what it asked,
 * and profiles the server there (while the load runs) to say where the time went.
 * `log` gets a line per step. Returns every step, the last one the saturated one (if any).
 */
export async function ramp(target: LoadTarget, server: ServerHandle, plan: LoadPlan, log: (line: string) => void): Promise<StepResult[]> {
  const driven: Driven[] = [];
  let stopping = false;
  let window: { from: number; until: number; results: ActResult[]; errors: number; firstError?: string; sent: number } | null = null;
  let nextIndex = 0;
  const genLoop = monitorEventLoopDelay({ resolution: 1 });
  genLoop.enable();

  const record = (sentAt: number, r: ActResult | Error) => {
    const w = window;
    if (!w || sentAt < w.from || sentAt >= w.until) return;
    if (r instanceof Error) {
      w.errors++;
      w.firstError ??= r.message;
    } else w.results.push(r);
  };

  const drive = async (d: Driven) => {
    const period = 1000 / plan.perRoomPerSec;
    let due = performance.now() + Math.random() * period;
    while (!stopping) {
      if (plan.mode === "paced") {
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        if (stopping) break;
      }
      const sentAt = performance.now();
      if (window && sentAt >= window.from && sentAt < window.until) window.sent++;
      try {
        const r = await d.room.act();
        if (r === null) {
          // the game is over: a new one takes its place (not measured)
          await d.room.close();
          d.room = await target.openRoom(server.port, (d.index = nextIndex++), { seats: plan.seats, spectator: plan.spectator });
          due = performance.now();
          continue;
        }
        record(sentAt, r);
      } catch (e) {
        record(sentAt, e as Error);
        await sleep(period);
      }
      due += period;
      // a room that fell behind asks again at once, but never catches up with a burst
      if (due < performance.now() - period) due = performance.now();
    }
  };

  const loops: Promise<void>[] = [];
  const steps: StepResult[] = [];
  try {
    for (const n of plan.steps) {
      const t0 = performance.now();
      while (driven.length < n) {
        const batch = Math.min(plan.openConcurrency, n - driven.length);
        const opened = await Promise.all(
          Array.from({ length: batch }, async () => {
            const index = nextIndex++;
            return { room: await target.openRoom(server.port, index, { seats: plan.seats, spectator: plan.spectator }), index };
          }),
        );
        for (const d of opened) {
          driven.push(d);
          loops.push(drive(d));
        }
      }
      log(`  ${target.name}: ${n} rooms open (${((performance.now() - t0) / 1000).toFixed(1)} s), warming up ${plan.warmSeconds} s`);
      await sleep(plan.warmSeconds * 1000);
      const s0: ServerSample = await server.sample();
      const g0 = process.cpuUsage();
      genLoop.reset();
      const from = performance.now();
      window = { from, until: from + plan.measureSeconds * 1000, results: [], errors: 0, sent: 0 };
      await sleep(plan.measureSeconds * 1000);
      const w = window;
      // answers of actions sent near the end of the window may still be on their way
      await sleep(Math.min(3000, Math.max(500, plan.p99TargetMs * 20)));
      const s1 = await server.sample();
      const g = process.cpuUsage(g0);
      const wall = (performance.now() - from) * 1000;
      const seconds = plan.measureSeconds;
      const res = w.results;
      const moves = res.filter((r) => r.unitMove);
      const extra: Record<string, number> = {};
      for (const [k, v] of Object.entries(s1.extra ?? {})) extra[k] = v - (s0.extra?.[k] ?? 0);
      const step: StepResult = {
        rooms: n,
        clients: driven.reduce((a, d) => a + d.room.clients, 0),
        seconds,
        asked: plan.mode === "paced" ? Math.round(n * plan.perRoomPerSec * seconds) : w.sent,
        served: res.length,
        errors: w.errors,
        firstError: w.firstError,
        ackP50: percentile(res.map((r) => r.ackMs), 50),
        ackP99: percentile(res.map((r) => r.ackMs), 99),
        patchP50: percentile(res.map((r) => r.patchMs), 50),
        patchP99: percentile(res.map((r) => r.patchMs), 99),
        outPerAction: mean(res.map((r) => r.bytesOut)),
        inPerAction: mean(res.map((r) => r.bytesIn)),
        patchPerAction: mean(res.map((r) => r.patchBytes)),
        patchPerUnitMove: mean(moves.map((r) => r.patchBytes)),
        wirePerUnitMove: mean(moves.map((r) => r.bytesIn + r.bytesOut)),
        unitMoves: moves.length,
        serverCpuPct: ((s1.cpuUs - s0.cpuUs) / wall) * 100,
        generatorCpuPct: ((g.user + g.system) / wall) * 100,
        serverUsPerAction: res.length ? (s1.cpuUs - s0.cpuUs) / res.length : 0,
        serverRssMB: s1.rssBytes / 2 ** 20,
        generatorRssMB: process.memoryUsage.rss() / 2 ** 20,
        serverLoopP99: s1.loopP99Ms,
        serverLoopMax: s1.loopMaxMs,
        serverLoopBusyPct: ((s1.loopActiveMs - s0.loopActiveMs) * 1000 / wall) * 100,
        serverLoopUsPerAction: res.length ? ((s1.loopActiveMs - s0.loopActiveMs) * 1000) / res.length : 0,
        serverMainUsPerAction: res.length ? (s1.mainCpuUs - s0.mainCpuUs) / res.length : 0,
        serverMainWaitPct: ((s1.mainWaitUs - s0.mainWaitUs) / wall) * 100,
        generatorLoopP99: Math.max(0, genLoop.percentile(99) / 1e6 - 1),
        generatorLoopMax: Math.max(0, genLoop.max / 1e6 - 1),
        extra,
        saturated: null,
      };
      step.saturated = saturation(step, plan);
      if ((step.saturated || plan.profileEvery) && plan.profileMs > 0)
        step.profile = await server.profile(plan.profileMs, plan.profileDir && join(plan.profileDir, `${target.name.replace(/\W/g, "")}-${n}.cpuprofile`));
      steps.push(step);
      log(`  ${target.name}: ${describe(step)}`);
      if (step.saturated) break;
    }
  } finally {
    stopping = true;
    window = null;
    genLoop.disable();
    await Promise.race([Promise.all(loops), sleep(15_000)]);
    for (let k = 0; k < driven.length; k += 200) await Promise.all(driven.slice(k, k + 200).map((d) => d.room.close()));
  }
  return steps;
}

/** Why a step missed (null: it met the target): which limit was reached first. */
function saturation(s: StepResult, plan: LoadPlan): string | null {
  // "as fast as acked" measures throughput: it has no pace to keep and no latency target
  if (plan.mode === "fast") return s.errors ? `${s.errors} errors (${s.firstError})` : null;
  const late = s.patchP99 > plan.p99TargetMs;
  const short = plan.mode === "paced" && s.served < 0.95 * s.asked;
  if (!late && !short && s.errors === 0) return null;
  const what = [late ? `p99 action→patch ${s.patchP99.toFixed(1)} ms > ${plan.p99TargetMs} ms` : "", short ? `served ${s.served} of ${s.asked} asked` : "", s.errors ? `${s.errors} errors (${s.firstError})` : ""].filter(Boolean).join(", ");
  const why: string[] = [];
  if (s.serverLoopBusyPct >= 85) why.push(`the server's event loop is busy ${s.serverLoopBusyPct.toFixed(0)} % of the time (Node runs the rooms on one thread; the process uses ${s.serverCpuPct.toFixed(0)} % of a core)`);
  if (s.generatorCpuPct >= 85) why.push(`the load generator is CPU-bound (${s.generatorCpuPct.toFixed(0)} % of a core, on the same 2-core machine)`);
  if (s.serverCpuPct + s.generatorCpuPct >= 180) why.push("both cores of the machine are busy");
  if (!why.length && s.serverLoopMax > plan.p99TargetMs) why.push(`the server's event loop stalled (max delay ${s.serverLoopMax.toFixed(0)} ms at ${s.serverCpuPct.toFixed(0)} % CPU)`);
  // the generator's own loop delay is in every latency it measures: a fifth of the target is worth saying
  if (s.generatorLoopP99 >= plan.p99TargetMs / 5) why.push(`the generator's own event loop was late (p99 ${s.generatorLoopP99.toFixed(1)} ms, max ${s.generatorLoopMax.toFixed(0)} ms), which every figure above includes`);
  return `${what}: ${why.join("; ") || "latency without a saturated core"}`;
}

/** One line of a step for the log. */
export function describe(s: StepResult): string {
  const f = (x: number, d = 1) => x.toFixed(d);
  return `${s.rooms} rooms, ${s.clients} clients: served ${s.served}/${s.asked} in ${s.seconds} s, ack p50 ${f(s.ackP50)} p99 ${f(s.ackP99)} ms, patch p50 ${f(s.patchP50)} p99 ${f(s.patchP99)} ms, server ${f(s.serverCpuPct, 0)} % CPU (${f(s.serverUsPerAction, 0)} µs/action), loop busy ${f(s.serverLoopBusyPct, 0)} % (${f(s.serverLoopUsPerAction, 0)} µs/action), main thread ${f(s.serverMainUsPerAction, 0)} µs CPU/action (waited for a CPU ${f(s.serverMainWaitPct, 0)} % of the time), ${f(s.serverRssMB, 0)} MB, loop p99 ${f(s.serverLoopP99)} ms; generator ${f(s.generatorCpuPct, 0)} % CPU, loop p99 ${f(s.generatorLoopP99)} max ${f(s.generatorLoopMax, 0)} ms, ${f(s.generatorRssMB, 0)} MB${s.errors ? `; ${s.errors} errors: ${s.firstError}` : ""}${s.saturated ? ` — SATURATED: ${s.saturated}` : ""}`;
}
