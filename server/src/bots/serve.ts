import { parentPort } from "node:worker_threads";
import { performance } from "node:perf_hooks";
import { setPriority } from "node:os";
import type { BotAnswer, BotJob } from "./job";

/** A message to a bot thread: one job and its number. */
export interface BotThreadIn {
  id: number;
  job: BotJob;
}

/** A message from a bot thread: it is ready (its modules are loaded), a job's answer, or the message of what a job threw. */
export type BotThreadOut = { ready: true } | { id: number; answer: BotAnswer } | { id: number; error: string; ms: number };

/**
 * The niceness of a bot thread (Linux: it applies to the calling thread alone): when the CPU is
 * short, the rooms' thread runs first and a bot's decision waits, never the other way round.
 */
export const BOT_THREAD_NICE = 10;

/**
 * The loop of a bot thread (a worker_threads entry calls it once): each job that comes in is run
 * by `run` and answered with its answer and the thread time it took (`ms`), or with the message of
 * the error it threw. One job at a time, in order. The thread runs at a lower priority
 * (BOT_THREAD_NICE). Says `ready` first, so the pool's time limit counts a job's time and not the
 * thread's start.
 */
export function serveBotJobs(run: (job: BotJob) => BotAnswer): void {
  const port = parentPort;
  if (!port) throw new Error("serveBotJobs runs in a worker thread");
  try {
    setPriority(BOT_THREAD_NICE);
  } catch {
    // a system that refuses (or has no per-thread priority) runs the thread at the normal priority
  }
  port.on("message", ({ id, job }: BotThreadIn) => {
    const start = performance.now();
    let out: BotThreadOut;
    try {
      const answer = run(job);
      out = { id, answer: { ...answer, ms: performance.now() - start } };
    } catch (e) {
      out = { id, error: e instanceof Error ? e.message : String(e), ms: performance.now() - start };
    }
    port.postMessage(out);
  });
  port.postMessage({ ready: true } satisfies BotThreadOut);
}
