import { createRandom, siege } from "@zedfall/shared";
import { BotPool, BotPoolError } from "../src/bots/pool";
import type { BotJob } from "../src/bots/job";
import { GAMES } from "../src/games";
import { RULESETS } from "../src/games/rulesets";
import { setupOf } from "../src/store/rebuild";
import { CRASH, NORMAL, SLOW, fixturePool } from "./fixture-pool";

/*
 * The server's bot pool (server/src/bots/pool.ts): bot decisions run on worker threads, off the
 * rooms' event loop, as plain-JSON jobs; the queue is bounded, a dead or overrunning thread fails
 * its job and is replaced, and no failure throws anywhere but into the job's promise.
 */

/** A Siege hint job for seat1 at the start of a short game. */
function siegeJob(): BotJob {
  const state = setupOf(siege, siege.lobby.parseOptions({ deck: "short" }), { seat1: {}, seat2: {} }, "pool test");
  const seat = siege.seats(state as never).find((s) => s.active)!.seat;
  return { ruleset: "siege", state: siege.hintState(state as never, seat), seat, rnd: createRandom(`hint:${seat}:0`) };
}

/** What `p` settles with: its answer, or the failure's reason. */
const outcome = (p: Promise<unknown>) => p.then((a) => ({ ok: a }), (e: BotPoolError) => ({ failed: e.reason, message: e.message }));

describe("the bot pool", () => {
  test("its rulesets are those of the table of games", () => {
    expect(Object.keys(RULESETS).sort()).toEqual(Object.keys(GAMES).sort());
    for (const [id, g] of Object.entries(GAMES)) expect(RULESETS[id]).toBe(g.ruleset);
  });

  test("a job on the server's bot thread answers what the ruleset's default bot answers here, with its generator and its time", async () => {
    const pool = new BotPool({ threads: 1, queue: 4, timeoutMs: 20_000 });
    try {
      const job = siegeJob();
      const here = structuredClone(job);
      const expected = siege.bots[siege.defaultBot]!(here.state as never, here.seat, here.rnd);
      const got = await pool.run(job);
      expect(got.action).toEqual(expected);
      expect(got.rnd).toEqual(here.rnd);
      expect(got.ms).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });

  test("past its queue a job is refused at once (busy); the others are answered in turn", async () => {
    const f = fixturePool({ threads: 1, queue: 1 });
    try {
      f.mode(SLOW, 300);
      const jobs = [f.pool.run(siegeJob()), f.pool.run(siegeJob()), f.pool.run(siegeJob())].map(outcome);
      const third = await Promise.race([jobs[2], new Promise((r) => setTimeout(() => r("pending"), 100))]);
      expect(third).toEqual({ failed: "busy", message: "the bot pool is busy (1 jobs waiting)" });
      const [a, b] = await Promise.all(jobs.slice(0, 2));
      expect(a).toHaveProperty("ok");
      expect(b).toHaveProperty("ok");
      expect(f.jobs()).toBe(2);
    } finally {
      await f.pool.close();
    }
  });

  test("a thread that dies fails its job (crashed) and the next job gets a new thread", async () => {
    const f = fixturePool();
    try {
      f.mode(CRASH);
      expect(await outcome(f.pool.run(siegeJob()))).toEqual({ failed: "crashed", message: "the bot thread stopped (exit code 3)" });
      f.mode(NORMAL);
      expect(await outcome(f.pool.run(siegeJob()))).toHaveProperty("ok");
      expect(f.jobs()).toBe(2);
    } finally {
      await f.pool.close();
    }
  });

  test("a job over the time limit has its thread stopped (timeout), and a waiting job runs on the next thread", async () => {
    const f = fixturePool({ timeoutMs: 300 });
    try {
      await f.pool.run(siegeJob()); // the thread is up: the limit counts the job's time only
      f.mode(SLOW, 5000);
      const start = Date.now();
      const slow = outcome(f.pool.run(siegeJob()));
      const waiting = outcome(f.pool.run(siegeJob()));
      expect(await slow).toEqual({ failed: "timeout", message: "the bot ran over 300 ms and was stopped" });
      expect(Date.now() - start).toBeLessThan(2000);
      f.mode(NORMAL);
      expect(await waiting).toHaveProperty("ok");
    } finally {
      await f.pool.close();
    }
  });

  test("a bot that throws fails its job (failed) and the thread goes on", async () => {
    const f = fixturePool();
    try {
      expect(await outcome(f.pool.run({ ...siegeJob(), ruleset: "chess" }))).toEqual({ failed: "failed", message: "the bot failed: no ruleset 'chess'" });
      expect(await outcome(f.pool.run(siegeJob()))).toHaveProperty("ok");
    } finally {
      await f.pool.close();
    }
  });

  test("closing fails the waiting jobs (closed) and refuses new ones", async () => {
    const f = fixturePool({ queue: 4 });
    f.mode(SLOW, 2000);
    const running = outcome(f.pool.run(siegeJob()));
    const waiting = outcome(f.pool.run(siegeJob()));
    await f.pool.close();
    expect(await running).toMatchObject({ failed: "closed" });
    expect(await waiting).toMatchObject({ failed: "closed" });
    expect(await outcome(f.pool.run(siegeJob()))).toMatchObject({ failed: "closed" });
  });
});
