import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { GeneratorAnswer, GeneratorCommand, GeneratorRequest, GeneratorSetup, GeneratorWindow } from "./generator";
import type { LoadPlan } from "./ramp";
import type { LoadTarget } from "./target";
import { GENERATOR_CORE, pin } from "./pin";

const ENTRY = fileURLToPath(new URL("./generator.ts", import.meta.url));
/** The most generator processes a ramp may fork (BENCH_LOAD_GENERATORS is clamped to 1..this). */
export const MAX_GENERATORS = 16;

/** Every generator process alive, by pid, so that no exit of the bench leaves one behind. */
const alive = new Map<number, ChildProcess>();
process.once("exit", () => {
  for (const pid of alive.keys()) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

/** The load generator processes of one ramp: each drives its share of the rooms (generator.ts). */
export interface Generators {
  readonly pids: number[];
  /** Makes the processes drive `rooms` rooms in all, split as evenly as they go (the first ones one more); resolves with the clients connected. */
  open(rooms: number): Promise<{ clients: number }>;
  /** Every process measures the same window (`seconds`, then `tailMs` for late answers); their windows, in process order. */
  measure(seconds: number, tailMs: number): Promise<GeneratorWindow[]>;
  /** Closes every room and ends every process (SIGKILL by pid for any still there after 60 s). Safe to call twice. */
  stop(): Promise<void>;
}

/** How many of `rooms` process `part` of `parts` drives. */
export function shareOf(rooms: number, part: number, parts: number): number {
  return Math.floor(rooms / parts) + (part < rooms % parts ? 1 : 0);
}

/** One forked generator process and its requests waiting for an answer. */
class GeneratorProcess {
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  readonly exited: Promise<void>;
  readonly ready: Promise<void>;

  constructor(readonly child: ChildProcess, readonly part: number) {
    let ready!: () => void;
    let failed!: (e: Error) => void;
    this.ready = new Promise((res, rej) => ((ready = res), (failed = rej)));
    child.on("message", (m: GeneratorAnswer | { ready: true }) => {
      if ("ready" in m) return ready();
      const w = this.waiting.get(m.id);
      if (!w) return;
      this.waiting.delete(m.id);
      clearTimeout(w.timer);
      if (m.ok) w.resolve(m.value);
      else w.reject(new Error(`load generator ${part}: ${m.error}`));
    });
    this.exited = new Promise((res) =>
      child.once("exit", (code, signal) => {
        alive.delete(child.pid!);
        const e = new Error(`load generator ${part} (pid ${child.pid}) exited (${signal ?? code})`);
        failed(e);
        for (const w of this.waiting.values()) {
          clearTimeout(w.timer);
          w.reject(e);
        }
        this.waiting.clear();
        res();
      }),
    );
  }

  /** Sends a request; its answer's value, or a rejection after `ms` or when the process exits. */
  ask<T>(req: GeneratorCommand, ms: number): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      if (!this.child.connected) return reject(new Error(`load generator ${this.part} is gone`));
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`load generator ${this.part}: no answer to ${req.cmd} within ${Math.round(ms / 1000)} s`));
      }, ms);
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      this.child.send({ ...req, id } as GeneratorRequest);
    });
  }

  /** Ends the process: SIGKILL by its pid unless it already exited. */
  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill("SIGKILL");
  }
}

/**
 * Forks `plan.generators` generator processes (generator.ts, `node --import tsx`, on this
 * machine, each with its own heap, all pinned to GENERATOR_CORE: pin.ts) that drive `target`'s rooms on the server at `port` (loopback).
 * Resolves once every one is ready; if one fails to start, every one is killed and it rejects.
 */
export async function startGenerators(target: LoadTarget, port: number, plan: LoadPlan): Promise<Generators> {
  const parts = Math.max(1, Math.min(MAX_GENERATORS, Math.floor(plan.generators) || 1));
  const procs: GeneratorProcess[] = [];
  const killAll = () => procs.forEach((p) => p.kill());
  for (let part = 0; part < parts; part++) {
    const setup: GeneratorSetup = { ref: target.ref, port, plan, part, parts };
    const child = fork(ENTRY, [JSON.stringify(setup)], {
      execArgv: ["--max-old-space-size=8192", "--import", "tsx"],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    // the generators share one core, the server has the other (pin.ts; a no-op without taskset)
    pin(child.pid!, GENERATOR_CORE);
    alive.set(child.pid!, child);
    procs.push(new GeneratorProcess(child, part));
  }
  try {
    await Promise.all(procs.map((p) => p.ready));
  } catch (e) {
    killAll();
    throw e;
  }
  let stopped: Promise<void> | null = null;
  return {
    pids: procs.map((p) => p.child.pid!),
    async open(rooms) {
      // a room takes well under a second to open; a silent process is a failure, not a wait
      const ms = 60_000 + 500 * rooms;
      const opened = await Promise.all(procs.map((p) => p.ask<{ clients: number }>({ cmd: "open", rooms: shareOf(rooms, p.part, parts) }, ms)));
      return { clients: opened.reduce((a, o) => a + o.clients, 0) };
    },
    measure: (seconds, tailMs) => Promise.all(procs.map((p) => p.ask<GeneratorWindow>({ cmd: "measure", seconds, tailMs }, seconds * 1000 + tailMs + 30_000))),
    stop() {
      stopped ??= (async () => {
        const timer = setTimeout(killAll, 60_000);
        await Promise.all(procs.map((p) => p.ask({ cmd: "close" }, 60_000).catch(() => p.kill())));
        await Promise.race([Promise.all(procs.map((p) => p.exited)), new Promise((r) => setTimeout(r, 5_000))]);
        killAll();
        await Promise.all(procs.map((p) => p.exited));
        clearTimeout(timer);
      })();
      return stopped;
    },
  };
}
