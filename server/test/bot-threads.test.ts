import { writeFileSync } from "node:fs";
import type { ColyseusTestServer } from "@colyseus/testing";
import { BotPool } from "../src/bots/pool";
import type { GameRoom } from "../src/rooms/game/GameRoom";
import { bootServer, createGame, siegeTwoSeats, sleep, until, type Conn } from "./helpers";

/*
 * The strong bot thinks off the rooms' loop (rooms/game/pipeline.ts, the ruleset's `offLoopBots`):
 * while a room's strong bots search on the server's bot thread, another room's players are answered
 * meanwhile. Checked here: room B plays on and nearly every act of B is answered while the bot thread
 * is working out a decision of room A (were the search run on the room's loop, no act of B could be
 * answered during a decision, and the pool would be idle). The time from an `act` to its `ack` in
 * room B is measured too and printed; its target (p99 ≤ 25 ms while A searches) is held by
 * `npm run bench`, which runs this file alone with BENCH_BOT_THREADS naming a file for the figures:
 * a timed target in the unit run would fail on a noisy runner, not on the code.
 */

const pool = new BotPool({ threads: 1, queue: 8, timeoutMs: 60_000 });
let t: ColyseusTestServer;
beforeAll(async () => {
  t = await bootServer({ botPool: pool });
});
afterEach(async () => {
  await t.cleanup();
});
afterAll(async () => {
  await t.shutdown();
  await pool.close();
});

const legalOf = (c: Conn): any[] => c.box.last("legal")?.actions ?? [];

/** The p-th percentile (0–100) of `xs`. */
function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

/** Plays room B (two people, the first legal action each time) for `ms`, timing each act to its ack; while it plays, `busy()` is sampled at each act. A finished game is replaced by a new one. */
async function playB(b: { ann: Conn; bob: Conn; room: GameRoom }, ms: number, busy: () => boolean): Promise<{ latencies: number[]; busyAt: number }> {
  const latencies: number[] = [];
  let busyAt = 0;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (b.room.state.stage === "over") b = await siegeTwoSeats(t);
    const c = [b.ann, b.bob].find((x) => legalOf(x).length > 0);
    if (!c) {
      await sleep(5);
      continue;
    }
    if (busy()) busyAt++;
    const legal = c.box.last("legal");
    const id = `p${acts++}`;
    const t0 = performance.now();
    c.send("act", { id, action: legal.actions[0] });
    await c.box.next("ack", (m) => m.id === id);
    latencies.push(performance.now() - t0);
    await until(() => c.box.last("legal") !== legal, 2000, "B's next legal list");
  }
  return { latencies, busyAt };
}

/** Action ids of playB, never twice in this file. */
let acts = 0;

/** "n acts, p50 …, p99 …, max …" of `xs`. */
const summary = (xs: number[]) => `${xs.length} acts, p50 ${percentile(xs, 50).toFixed(1)} ms, p99 ${percentile(xs, 99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

describe("bots off the loop", () => {
  test("siege while room A's strong bots search on the bot thread, room B's acts are answered meanwhile", async () => {
    // room A: two strong bot seats, nobody seated; the game plays itself on the bot thread
    const a = await createGame(t, { deck: "short" }, "siege");
    const roomA = t.getRoomById(a.room.roomId) as unknown as GameRoom;
    a.send("bot", { seat: "seat1", on: true, level: "strong" });
    a.send("bot", { seat: "seat2", on: true, level: "strong" });
    await until(() => roomA.state.seats.get("seat2")!.level === "strong", 3000, "A's strong seats");
    // room B: two people, each act timed to its ack; first alone on the server, as the machine allows
    const b = await siegeTwoSeats(t);
    // a second of B's play unmeasured: the first acts load and compile the code paths
    await playB(b, 1000, () => false);
    const alone = await playB(b, 3000, () => false);
    a.send("start", {});
    // the bot thread is up and the search has started (its first decision may take a while: the thread loads the rules)
    await until(() => roomA.record.log.length >= 1, 60_000, "A's first strong decision");
    const aBefore = roomA.record.log.length;
    const { latencies, busyAt } = await playB(b, 8000, () => pool.load().running > 0);
    const aDecisions = roomA.record.log.length - aBefore;
    const p99 = percentile(latencies, 99);
    console.log(`room B alone: ${summary(alone.latencies)}; while A's strong bots search: ${summary(latencies)}; room A: ${aDecisions} strong actions meanwhile, the bot thread busy at ${busyAt} of ${latencies.length} acts`);
    // the figures for npm run bench (its target: p99 ≤ 25 ms while A searches)
    if (process.env.BENCH_BOT_THREADS) writeFileSync(process.env.BENCH_BOT_THREADS, JSON.stringify({ alone: { acts: alone.latencies.length, p50: percentile(alone.latencies, 50), p99: percentile(alone.latencies, 99) }, searching: { acts: latencies.length, p50: percentile(latencies, 50), p99, max: Math.max(...latencies) }, strongActions: aDecisions, busyAt }));
    // B played on, and A searched throughout: the bot thread was busy at nearly every act of B, and A's bots did act
    expect(latencies.length).toBeGreaterThanOrEqual(100);
    expect(busyAt / latencies.length).toBeGreaterThan(0.8);
    expect(aDecisions).toBeGreaterThan(0);
  }, 120_000);
});
