/**
 * A bot thread for tests (bot-pool.test.ts, hint-cost.test.ts): the server's own (bots/bot-worker.ts)
 * steered through a shared Int32Array, `workerData.control`: [0] the mode (0 normal, 1 slow: spin
 * [2] ms first, 2 crash: the thread exits), [1] counts the jobs it was given.
 */
import { workerData } from "node:worker_threads";
import { RULESETS } from "../src/games/rulesets";
import { runBotJob } from "../src/bots/job";
import { serveBotJobs } from "../src/bots/serve";

const control = new Int32Array((workerData as { control: SharedArrayBuffer }).control);

serveBotJobs((job) => {
  Atomics.add(control, 1, 1);
  const mode = Atomics.load(control, 0);
  if (mode === 2) process.exit(3);
  if (mode === 1) {
    const until = Date.now() + Atomics.load(control, 2);
    while (Date.now() < until);
  }
  return runBotJob(RULESETS, job);
});
