import { BotPool } from "../src/bots/pool";

/** The modes of the test bot thread (bot-worker-fixture.ts). */
export const NORMAL = 0;
export const SLOW = 1;
export const CRASH = 2;

/** A bot pool on the test bot thread, and its controls: its mode, the ms a slow job spins, and the jobs its threads were given; `bot`: every job is run by that bot of its ruleset. */
export function fixturePool(options: { threads?: number; queue?: number; timeoutMs?: number; bot?: string } = {}) {
  const buffer = new SharedArrayBuffer(12);
  const control = new Int32Array(buffer);
  const pool = new BotPool({
    threads: options.threads ?? 1,
    queue: options.queue ?? 8,
    timeoutMs: options.timeoutMs ?? 10_000,
    entry: new URL("./bot-worker-fixture.ts", import.meta.url),
    workerData: { control: buffer, bot: options.bot },
  });
  return {
    pool,
    mode(m: number, slowMs = 0): void {
      Atomics.store(control, 0, m);
      Atomics.store(control, 2, slowMs);
    },
    jobs: () => Atomics.load(control, 1),
  };
}
