/**
 * A bot thread for tests (bot-pool.test.ts, hint-cost.test.ts): the server's own (bots/bot-worker.ts)
 * steered through a shared Int32Array, `workerData.control`: [0] the mode (0 normal, 1 slow: spin
 * [2] ms first, 2 crash: the thread exits), [1] counts the jobs it was given. With `workerData.bot`,
 * every job is run by that bot of its ruleset (a test of the pool's mechanics whose time is the
 * fixture's own, not a search's).
 */
import { workerData } from "node:worker_threads";
import { RULESETS } from "../src/games/rulesets";
import { runBotJob } from "../src/bots/job";
import { serveBotJobs } from "../src/bots/serve";

const data = workerData as { control: SharedArrayBuffer; bot?: string };
const control = new Int32Array(data.control);

serveBotJobs((job) => {
  Atomics.add(control, 1, 1);
  const mode = Atomics.load(control, 0);
  if (mode === 2) process.exit(3);
  if (mode === 1) {
    const until = Date.now() + Atomics.load(control, 2);
    while (Date.now() < until);
  }
  return runBotJob(RULESETS, data.bot ? { ...job, bot: data.bot } : job);
});
