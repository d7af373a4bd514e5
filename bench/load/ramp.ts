import { join } from "node:path";
import { startGenerators } from "./generators";
import type { LoadTarget, ProfileSummary, ServerHandle, ServerSample } from "./target";

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
  /** Rooms opened at once while the ramp fills a step (all generator processes together). */
  openConcurrency: number;
  /** Load generator processes that share the rooms (BENCH_LOAD_GENERATORS; generators.ts). */
  generators: number;
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
  /** CPU of the server, and of the generator processes summed, over the window, % of one core. */
  serverCpuPct: number;
  generatorCpuPct: number;
  /** Server CPU per answered action, µs. */
  serverUsPerAction: number;
  serverRssMB: number;
  /** The generator processes' RSS, summed. */
  generatorRssMB: number;
  serverLoopP99: number;
  serverLoopMax: number;
  /**
   * The server main thread's GC pauses over the window: how many a second, the share of the wall
   * time they held it, and the longest, ms. Every action that reaches the server during a pause
   * waits for its end, so long pauses show in the p99.
   */
  serverGcPerSec: number;
  serverGcPct: number;
  serverGcMax: number;
  /** How busy the server's event loop (its main thread) was over the window, % of the wall time, and its busy time per answered action, µs (the part of the CPU that one thread must fit in). */
  serverLoopBusyPct: number;
  serverLoopUsPerAction: number;
  /** The server's main thread on a CPU per answered action, µs, and the share of the wall time it waited, runnable, for a CPU (Linux; 0 elsewhere): the figure that other load on the machine does not inflate. */
  serverMainUsPerAction: number;
  serverMainWaitPct: number;
  /** The generator processes that drove the step. */
  generators: number;
  /**
   * The generators' own event-loop delay over the window (p99 and max, ms, of the worst process;
   * the 1 ms timer's own 1 ms taken off): a client cannot see a frame while its generator's loop is
   * held (its GC, its other clients), so this much of every latency above may be the generator's,
   * not the server's.
   */
  generatorLoopP99: number;
  generatorLoopMax: number;
  /** The generators' GC pauses over the window: the share of the wall time (the mean of the processes) and the longest, ms. */
  generatorGcPct: number;
  generatorGcMax: number;
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

/** Resolves after `ms`. */
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/**
 * Ramps the number of rooms on a started server through `plan.steps`, the rooms driven by
 * `plan.generators` generator processes (generators.ts, generator.ts; each drives its share with
 * the target's clients): at each step they open the missing rooms (their drivers start at once, at
 * a random phase of the second), warm up, then measure for `measureSeconds` the answers whose
 * action was sent inside the window, with samples of the server (CPU, RSS, event loop) around it
 * and the generators' own cost (CPU and RSS summed, event-loop delay the worst one's). It stops
 * after the first step whose p99 action→patch passes the target or that serves under 95 % of what
 * it asked, and profiles the server there (while the load runs) to say where the time went.
 * `log` gets a line per step. Returns every step, the last one the saturated one (if any). The
 * generator processes are ended whatever happens.
 */
export async function ramp(target: LoadTarget, server: ServerHandle, plan: LoadPlan, log: (line: string) => void): Promise<StepResult[]> {
  const generators = await startGenerators(target, server.port, plan);
  const steps: StepResult[] = [];
  try {
    for (const n of plan.steps) {
      const t0 = performance.now();
      const { clients } = await generators.open(n);
      log(`  ${target.name}: ${n} rooms open (${((performance.now() - t0) / 1000).toFixed(1)} s), warming up ${plan.warmSeconds} s`);
      await sleep(plan.warmSeconds * 1000);
      const s0: ServerSample = await server.sample();
      const from = performance.now();
      // answers of actions sent near the end of the window may still be on their way
      const windows = await generators.measure(plan.measureSeconds, Math.min(3000, Math.max(500, plan.p99TargetMs * 20)));
      const s1 = await server.sample();
      const wall = (performance.now() - from) * 1000;
      const seconds = plan.measureSeconds;
      const res = windows.flatMap((w) => w.results);
      const moves = res.filter((r) => r.unitMove);
      const extra: Record<string, number> = {};
      for (const [k, v] of Object.entries(s1.extra ?? {})) extra[k] = v - (s0.extra?.[k] ?? 0);
      const step: StepResult = {
        rooms: n,
        clients: windows.reduce((a, w) => a + w.clients, 0) || clients,
        seconds,
        asked: plan.mode === "paced" ? Math.round(n * plan.perRoomPerSec * seconds) : windows.reduce((a, w) => a + w.sent, 0),
        served: res.length,
        errors: windows.reduce((a, w) => a + w.errors, 0),
        firstError: windows.find((w) => w.firstError)?.firstError,
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
        generatorCpuPct: (windows.reduce((a, w) => a + w.cpuUs, 0) / wall) * 100,
        serverUsPerAction: res.length ? (s1.cpuUs - s0.cpuUs) / res.length : 0,
        serverRssMB: s1.rssBytes / 2 ** 20,
        generatorRssMB: windows.reduce((a, w) => a + w.rssBytes, 0) / 2 ** 20,
        serverLoopP99: s1.loopP99Ms,
        serverLoopMax: s1.loopMaxMs,
        serverGcPerSec: (s1.gcCount - s0.gcCount) / (wall / 1e6),
        serverGcPct: ((s1.gcMs - s0.gcMs) * 1000 / wall) * 100,
        serverGcMax: s1.gcMaxMs,
        serverLoopBusyPct: ((s1.loopActiveMs - s0.loopActiveMs) * 1000 / wall) * 100,
        serverLoopUsPerAction: res.length ? ((s1.loopActiveMs - s0.loopActiveMs) * 1000) / res.length : 0,
        serverMainUsPerAction: res.length ? (s1.mainCpuUs - s0.mainCpuUs) / res.length : 0,
        serverMainWaitPct: ((s1.mainWaitUs - s0.mainWaitUs) / wall) * 100,
        generators: windows.length,
        generatorLoopP99: Math.max(0, ...windows.map((w) => w.loopP99Ms)),
        generatorLoopMax: Math.max(0, ...windows.map((w) => w.loopMaxMs)),
        generatorGcPct: ((windows.reduce((a, w) => a + w.gcMs, 0) * 1000) / Math.max(1, windows.length) / wall) * 100,
        generatorGcMax: Math.max(0, ...windows.map((w) => w.gcMaxMs)),
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
    await generators.stop();
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
  if (s.generatorCpuPct / Math.max(1, s.generators) >= 85) why.push(`the load generator is CPU-bound (${s.generatorCpuPct.toFixed(0)} % of a core in ${s.generators} process(es), on the same 2-core machine)`);
  if (s.serverCpuPct + s.generatorCpuPct >= 180) why.push("both cores of the machine are busy");
  if (!why.length && s.serverLoopMax > plan.p99TargetMs) why.push(`the server's event loop stalled (max delay ${s.serverLoopMax.toFixed(0)} ms at ${s.serverCpuPct.toFixed(0)} % CPU)`);
  // the generator's own loop delay is in every latency it measures: a fifth of the target is worth saying
  if (s.generatorLoopP99 >= plan.p99TargetMs / 5) why.push(`the generator's own event loop was late (p99 ${s.generatorLoopP99.toFixed(1)} ms, max ${s.generatorLoopMax.toFixed(0)} ms), which every figure above includes`);
  return `${what}: ${why.join("; ") || "latency without a saturated core"}`;
}

/** One line of a step for the log. */
export function describe(s: StepResult): string {
  const f = (x: number, d = 1) => x.toFixed(d);
  return `${s.rooms} rooms, ${s.clients} clients: served ${s.served}/${s.asked} in ${s.seconds} s, ack p50 ${f(s.ackP50)} p99 ${f(s.ackP99)} ms, patch p50 ${f(s.patchP50)} p99 ${f(s.patchP99)} ms, server ${f(s.serverCpuPct, 0)} % CPU (${f(s.serverUsPerAction, 0)} µs/action), loop busy ${f(s.serverLoopBusyPct, 0)} % (${f(s.serverLoopUsPerAction, 0)} µs/action), main thread ${f(s.serverMainUsPerAction, 0)} µs CPU/action (waited for a CPU ${f(s.serverMainWaitPct, 0)} % of the time), ${f(s.serverRssMB, 0)} MB, loop p99 ${f(s.serverLoopP99)} max ${f(s.serverLoopMax, 0)} ms, GC ${f(s.serverGcPerSec, 0)} pauses/s ${f(s.serverGcPct)} % max ${f(s.serverGcMax)} ms; ${s.generators} generator process(es) ${f(s.generatorCpuPct, 0)} % CPU, loop p99 ${f(s.generatorLoopP99)} max ${f(s.generatorLoopMax, 0)} ms, GC ${f(s.generatorGcPct)} % max ${f(s.generatorGcMax)} ms, ${f(s.generatorRssMB, 0)} MB${s.errors ? `; ${s.errors} errors: ${s.firstError}` : ""}${s.saturated ? ` — SATURATED: ${s.saturated}` : ""}`;
}
