import type { Worker } from "node:worker_threads";
import { startThread, threadEntry } from "../thread";
import type { BotAnswer, BotJob, BotRunner } from "./job";
import type { BotThreadOut } from "./serve";
import { log } from "../log";

/** Why a job got no answer: the queue was full, its thread died or overran the time limit, the bot threw, or the pool is closed. */
export type BotPoolFailure = "busy" | "crashed" | "timeout" | "failed" | "closed";

/** A job without an answer (`reason`), and the thread time it used before that (`ms`, 0 when it never ran). */
export class BotPoolError extends Error {
  constructor(
    readonly reason: BotPoolFailure,
    message: string,
    readonly ms = 0,
  ) {
    super(message);
    this.name = "BotPoolError";
  }
}

/** The pool's size and bounds (the server's settings ZEDFALL_BOT_THREADS, ZEDFALL_BOT_QUEUE, ZEDFALL_BOT_TIMEOUT_MS). */
export interface BotPoolOptions {
  /** Threads, each running one job at a time. */
  threads: number;
  /** Jobs that may wait for a free thread; one more is refused `busy`. */
  queue: number;
  /** A job still running after this many ms has its thread stopped (`timeout`) and replaced. */
  timeoutMs: number;
  /** The thread's module (default: bots/bot-worker, the rulesets' bots); a test gives its own. */
  entry?: URL;
  /** Handed to every thread as its `workerData`. */
  workerData?: unknown;
}

interface Pending {
  job: BotJob;
  resolve: (a: BotAnswer) => void;
  reject: (e: BotPoolError) => void;
}

/** One thread of the pool and the job it runs. */
interface Slot {
  worker: Worker | null;
  running: (Pending & { id: number; started: number }) | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** The thread said it is ready: a job's time limit runs from its start, or from then. */
  ready: boolean;
  /** Why the pool stopped this slot's thread (it overran), so its exit is not taken for a crash. */
  stopping: BotPoolFailure | null;
}

/**
 * The server's bot threads (worker_threads): bot decisions run here, off the game rooms' event
 * loop, so a slow bot delays no game's messages. Game-neutral: a job names its ruleset by id and
 * carries plain JSON (bots/job.ts); the threads hold the rulesets. Threads start at their first
 * job. A job waits in a bounded queue while every thread is busy and is refused past it; a thread
 * that dies (or overruns `timeoutMs` and is stopped) fails its job and is replaced at the next job.
 * Nothing here ever throws into a room: every failure is the job's rejected promise.
 */
export class BotPool implements BotRunner {
  private readonly slots: Slot[];
  private queue: Pending[] = [];
  private ids = 0;
  private closed = false;
  private readonly entry: URL;

  constructor(private readonly options: BotPoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.threads) }, () => ({ worker: null, running: null, timer: null, ready: false, stopping: null }));
    this.entry = options.entry ?? threadEntry("bot-worker", import.meta.url);
  }

  /** Runs `job` on a free thread, or queues it; rejects with a BotPoolError (`busy` when the queue is full). */
  run(job: BotJob): Promise<BotAnswer> {
    if (this.closed) return Promise.reject(new BotPoolError("closed", "the bot pool is closed"));
    return new Promise((resolve, reject) => {
      const p = { job, resolve, reject };
      const free = this.slots.find((s) => !s.running);
      if (free) return this.start(free, p);
      if (this.queue.length >= this.options.queue) return reject(new BotPoolError("busy", `the bot pool is busy (${this.queue.length} jobs waiting)`));
      this.queue.push(p);
    });
  }

  /** Threads running a job and jobs waiting, now. */
  load(): { running: number; waiting: number } {
    return { running: this.slots.filter((s) => s.running).length, waiting: this.queue.length };
  }

  /** Fails every waiting and running job (`closed`) and stops the threads. */
  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new BotPoolError("closed", "the bot pool is closed"));
    await Promise.all(
      this.slots.map((s) => {
        const w = s.worker;
        const p = s.running;
        this.finish(s);
        s.worker = null;
        p?.reject(new BotPoolError("closed", "the bot pool is closed"));
        return w?.terminate();
      }),
    );
  }

  private start(slot: Slot, p: Pending): void {
    const worker = slot.worker ?? this.spawn(slot);
    const id = ++this.ids;
    slot.running = { ...p, id, started: performance.now() };
    worker.ref(); // a job is out: the process waits for its answer
    if (slot.ready) this.arm(slot, worker);
    worker.postMessage({ id, job: p.job });
  }

  /** The running job's time limit starts now. */
  private arm(slot: Slot, worker: Worker): void {
    slot.timer = setTimeout(() => this.overran(slot, worker), this.options.timeoutMs);
  }

  private spawn(slot: Slot): Worker {
    const worker = startThread(this.entry, { workerData: this.options.workerData });
    slot.worker = worker;
    slot.ready = false;
    worker.unref();
    worker.on("message", (m: BotThreadOut) => this.answered(slot, m));
    // an error is followed by the exit; the exit fails the job
    worker.on("error", (e) => log().error({ err: e }, "a bot thread of the bot pool failed"));
    worker.once("exit", (code) => this.exited(slot, worker, code));
    return worker;
  }

  private answered(slot: Slot, m: BotThreadOut): void {
    if ("ready" in m) {
      slot.ready = true;
      if (slot.running && slot.worker) this.arm(slot, slot.worker);
      return;
    }
    const p = slot.running;
    if (!p || p.id !== m.id) return;
    this.finish(slot);
    if ("answer" in m) p.resolve(m.answer);
    else p.reject(new BotPoolError("failed", `the bot failed: ${m.error}`, m.ms));
    this.next(slot);
  }

  private overran(slot: Slot, worker: Worker): void {
    slot.timer = null;
    slot.stopping = "timeout";
    void worker.terminate();
  }

  private exited(slot: Slot, worker: Worker, code: number): void {
    if (slot.worker !== worker) return;
    slot.worker = null;
    const p = slot.running;
    const why = slot.stopping ?? "crashed";
    slot.stopping = null;
    this.finish(slot);
    if (p) {
      const ms = performance.now() - p.started;
      const message = why === "timeout" ? `the bot ran over ${this.options.timeoutMs} ms and was stopped` : `the bot thread stopped (exit code ${code})`;
      p.reject(new BotPoolError(why, message, ms));
    }
    this.next(slot);
  }

  /** The slot's job is over: its timer goes, its thread may let the process end. */
  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.running = null;
    slot.worker?.unref();
  }

  private next(slot: Slot): void {
    const p = this.queue.shift();
    if (p && !this.closed) this.start(slot, p);
  }
}
