/**
 * The server side of a load target's child process (zedfall-server.ts, bgio/server.ts): prints
 * `PORT <n>` once listening, then answers commands on stdin, one a line, on stdout:
 * `sample` → `SAMPLE {ServerSample}`, `profile <ms> [file]` → `PROFILE {ProfileSummary}` (the inspector's
 * CPU profiler in this process; the raw profile is also written to `file` when given, for DevTools), `stop` → runs the target's stop and exits. stdin closed (the
 * generator is gone) exits too: a server never outlives its bench. No IPC channel: with one,
 * Colyseus' pm2 integration starts sending metrics over it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { PerformanceObserver, monitorEventLoopDelay, performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import type { ProfileSummary, ServerSample } from "./target";

/** Which part of the server a profiled function belongs to, from its script url and name. */
export type Classify = (url: string, fn: string) => string;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/**
 * Sums a V8 CPU profile's self time by part (`classify`) and by function. The profiler's own stop
 * (the inspector serialising the profile, ~8 % of a 5 s profile at 400 rooms) is left out: it is
 * not the server's work.
 */
export function summarise(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[]; startTime: number; endTime: number }, classify: Classify): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const inspector = new Set<number>();
  const mark = (n: ProfileNode, under: boolean) => {
    const here = under || n.callFrame.url === "node:inspector";
    if (here) inspector.add(n.id);
    for (const c of n.children ?? []) mark(byId.get(c)!, here);
  };
  mark(profile.nodes[0]!, false);
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) self.set(samples[i]!, (self.get(samples[i]!) ?? 0) + (deltas[i] ?? 0));
  const ms = (profile.endTime - profile.startTime) / 1000;
  const parts: Record<string, number> = {};
  const fns = new Map<string, number>();
  for (const [id, us] of self) {
    if (inspector.has(id)) continue;
    const f = byId.get(id)!.callFrame;
    const part = f.functionName === "(idle)" ? "idle" : f.functionName === "(garbage collector)" ? "gc" : f.functionName === "(program)" ? "native/program" : classify(f.url, f.functionName);
    parts[part] = (parts[part] ?? 0) + us;
    const file = f.url.replace(/^file:\/\//, "").replace(/.*\/node_modules\//, "").replace(/.*\/(shared|server|bench)\//, "$1/");
    const key = `${f.functionName || "(anonymous)"} ${file}:${f.lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
  }
  const pct = (us: number) => Math.round((us / 10 / ms) * 10) / 10;
  return {
    ms: Math.round(ms),
    parts: Object.fromEntries(Object.entries(parts).sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, pct(v)])),
    top: [...fns].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_LOAD_TOP ?? 12)).map(([fn, us]) => ({ fn, pct: pct(us) })),
  };
}

/** The main thread's time on a CPU and waiting for one, µs, from /proc schedstat (Linux; zeros elsewhere). */
function mainThreadTimes(): { mainCpuUs: number; mainWaitUs: number } {
  try {
    const [run, wait] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, "utf8").split(" ").map(Number);
    return { mainCpuUs: (run ?? 0) / 1000, mainWaitUs: (wait ?? 0) / 1000 };
  } catch {
    return { mainCpuUs: 0, mainWaitUs: 0 };
  }
}

/** This process's garbage-collection pauses so far: how many, their total, and the longest since the last `takeMax`. */
export interface GcWatch {
  count: number;
  ms: number;
  /** The longest pause since the last call, ms; starts a new period. */
  takeMax(): number;
}

/**
 * Watches this process's GC pauses (every kind: scavenges, mark-compact, incremental steps) with a
 * `PerformanceObserver`: each stops the thread's JavaScript, so whatever waits on the event loop
 * (an action, a frame) waits that long.
 */
export function watchGc(): GcWatch {
  let max = 0;
  const w: GcWatch = {
    count: 0,
    ms: 0,
    takeMax: () => {
      const m = max;
      max = 0;
      return m;
    },
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.count++;
      w.ms += e.duration;
      if (e.duration > max) max = e.duration;
    }
  }).observe({ entryTypes: ["gc"] });
  return w;
}

/** Runs the command loop of a server child listening on `port`; `stop` shuts the server down; `extra` adds the target's own counters to every sample. */
export function serveCommands(port: number, stop: () => Promise<void>, classify: Classify, extra?: () => Record<string, number>): void {
  // a 1 ms timer: the histogram holds the whole interval, so the delay is what exceeds 1 ms
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const gc = watchGc();
  console.log(`PORT ${port}`);
  const ms = (ns: number) => Math.max(0, Math.round((ns - 1e6) / 1e4) / 100);
  const commands = createInterface({ input: process.stdin });
  commands.on("close", () => process.exit(0));
  commands.on("line", async (line) => {
    const [cmd, arg] = line.split(" ");
    if (cmd === "sample") {
      const c = process.cpuUsage();
      const s: ServerSample = { cpuUs: c.user + c.system, rssBytes: process.memoryUsage.rss(), loopP50Ms: ms(loop.percentile(50)), loopP99Ms: ms(loop.percentile(99)), loopMaxMs: ms(loop.max), loopActiveMs: performance.eventLoopUtilization().active, gcCount: gc.count, gcMs: gc.ms, gcMaxMs: gc.takeMax(), ...mainThreadTimes(), ...(extra ? { extra: extra() } : {}) };
      loop.reset();
      console.log(`SAMPLE ${JSON.stringify(s)}`);
    } else if (cmd === "profile") {
      const [, , save] = line.split(" ");
      const session = new Session();
      session.connect();
      await session.post("Profiler.enable");
      await session.post("Profiler.setSamplingInterval", { interval: 500 });
      await session.post("Profiler.start");
      await new Promise((r) => setTimeout(r, Number(arg) || 5000));
      const { profile } = await session.post("Profiler.stop");
      session.disconnect();
      if (save) writeFileSync(save, JSON.stringify(profile));
      console.log(`PROFILE ${JSON.stringify(summarise(profile as never, classify))}`);
    } else if (cmd === "stop") {
      await stop().catch(() => {});
      process.exit(0);
    }
  });
}
