import type { ColyseusTestServer } from "@colyseus/testing";
import { siege, type AnyRuleset } from "@zedfall/shared";
import { RULESETS } from "../src/games/rulesets";
import { runBotJob, type BotAnswer, type BotJob, type BotRunner } from "../src/bots/job";
import { BotPoolError, type BotPool, type BotPoolFailure } from "../src/bots/pool";
import type { GameRoom } from "../src/rooms/game/GameRoom";
import { bootServer, createGame, joinGame, sleep, testSettings, until, type Conn } from "./helpers";

/*
 * Bot levels per seat (the ruleset's `botLevels`; rooms/seats/lobby-seats.ts) and the off-loop
 * bots (the ruleset's `offLoopBots`; rooms/game/pipeline.ts): the creator picks a level for each
 * bot seat, stored with the seat; a bot seat (or the bot covering an away player) plays at its
 * level; an off-loop level's decisions are asked of the bot threads with the seat's hint state,
 * a stale answer is dropped and asked again, a disposed room ignores its answer. Here the server's
 * bot threads are a stand-in that records each job and answers it (on this thread) when let go,
 * with the greedy bot's choice: the job is the strong bot's, but a second of search on the test's
 * own thread would only slow the rooms (bot-threads.test.ts runs the strong bot on real threads).
 */

/** A BotRunner that records the jobs and answers each one with the greedy bot's choice on the job's state once `release` lets it (at once unless `hold`). */
class StandIn implements BotRunner {
  jobs: BotJob[] = [];
  hold = false;
  /** The failures the next jobs get, in order (a dead thread, an overrun), instead of an answer. */
  failures: BotPoolFailure[] = [];
  private waiting: (() => void)[] = [];
  /** Called at each job with it, synchronously (the test compares its state with the room's). */
  onJob: (job: BotJob) => void = () => {};

  run(job: BotJob): Promise<BotAnswer> {
    this.jobs.push(job);
    this.onJob(job);
    const copy = { ...structuredClone(job), bot: "greedy" };
    const failure = this.failures.shift();
    if (failure) return Promise.reject(new BotPoolError(failure, `a ${failure} job`, 5));
    return new Promise((resolve, reject) => {
      const answer = () => {
        try {
          resolve(runBotJob(RULESETS as Record<string, AnyRuleset>, copy));
        } catch (e) {
          reject(e);
        }
      };
      if (this.hold) this.waiting.push(answer);
      else setTimeout(answer, 0);
    });
  }

  /** Lets every held job answer. */
  release(): void {
    for (const a of this.waiting.splice(0)) a();
  }
}

const runner = new StandIn();
let t: ColyseusTestServer;
beforeAll(async () => {
  t = await bootServer({ botPool: runner as unknown as BotPool });
});
beforeEach(() => {
  runner.jobs = [];
  runner.hold = false;
  runner.failures = [];
  runner.onJob = () => {};
});
afterEach(async () => {
  runner.release();
  await t.cleanup();
});
afterAll(async () => {
  await t.shutdown();
});

const roomOf = (c: Conn) => t.getRoomById(c.room.roomId) as unknown as GameRoom;
const seatOf = (room: GameRoom, id: string) => (room.state.seats.get(id) as unknown as { kind: string; level: string }) ?? null;

/** A Siege lobby of Ann's; Ann on seat1 when `seated`. */
async function siegeLobby(seated = true): Promise<{ ann: Conn; room: GameRoom }> {
  const ann = await createGame(t, { deck: "short" }, "siege");
  if (seated) {
    ann.send("claim", { seat: "seat1" });
    await ann.box.next("welcome");
  }
  return { ann, room: roomOf(ann) };
}

describe("bot levels in the lobby", () => {
  test("siege the creator picks a level per bot seat among the game's: shown on the seat, stored with the seats; no level: the default; a bad level refused ILLEGAL_ACTION msg.noSuchLevel, a malformed one BAD_MESSAGE, nothing changes", async () => {
    const { ann, room } = await siegeLobby();
    expect(room.state.botLevels.toArray()).toEqual(["greedy", "strong"]);
    ann.send("bot", { seat: "seat2", on: true, level: "strong" });
    await until(() => seatOf(room, "seat2").kind === "bot", 3000, "seat2 to the bot");
    expect(seatOf(room, "seat2").level).toBe("strong");
    ann.send("bot", { seat: "seat3", on: true });
    await until(() => seatOf(room, "seat3").kind === "bot", 3000, "seat3 to the bot");
    expect(seatOf(room, "seat3").level).toBe("greedy");
    // what the clients see: the levels on offer and each seat's
    await until(() => (ann.room.state as any).seats.get("seat2").level === "strong", 3000, "the client's seat2 level");
    expect((ann.room.state as any).botLevels.toArray()).toEqual(["greedy", "strong"]);
    const meta = (await room.config.store.load(room.roomId))!.meta;
    expect(meta.seats.levels).toEqual({ seat2: "strong" });
    // a level the game does not have
    ann.send("bot", { seat: "seat4", on: true, level: "clever" });
    expect(await ann.box.next("rejected")).toEqual({ id: null, code: "ILLEGAL_ACTION", key: "msg.noSuchLevel", params: { level: "clever", levels: "greedy, strong" } });
    expect(seatOf(room, "seat4").kind).toBe("empty");
    ann.send("bot", { seat: "seat2", on: true, level: "Strong!" });
    expect(await ann.box.next("rejected")).toMatchObject({ code: "BAD_MESSAGE" });
    expect(seatOf(room, "seat2").level).toBe("strong");
    // a bot seat's level may be changed
    ann.send("bot", { seat: "seat2", on: true, level: "greedy" });
    await until(() => seatOf(room, "seat2").level === "greedy", 3000, "seat2 back to greedy");
    expect((await room.config.store.load(room.roomId))!.meta.seats.levels).toEqual({ seat2: "greedy" });
  });

  test("a game with one level (House) offers no other: its only level is its bot, another name is refused", async () => {
    const ann = await createGame(t);
    const room = roomOf(ann);
    expect(room.state.botLevels.toArray()).toEqual(["greedy"]);
    ann.send("bot", { seat: "human1", on: true, level: "strong" });
    expect(await ann.box.next("rejected")).toEqual({ id: null, code: "ILLEGAL_ACTION", key: "msg.noSuchLevel", params: { level: "strong", levels: "greedy" } });
    ann.send("bot", { seat: "human1", on: true });
    await until(() => seatOf(room, "human1").kind === "bot", 3000, "human1 to the bot");
    expect(seatOf(room, "human1").level).toBe("greedy");
  });

  test("a stored lobby reopens with its seats' levels; one stored before levels (no `levels`) gets the default level", async () => {
    const { ann, room } = await siegeLobby();
    const id = room.roomId;
    const store = room.config.store;
    const token = ann.box.last("welcome").token as string;
    ann.send("bot", { seat: "seat2", on: true, level: "strong" });
    ann.send("bot", { seat: "seat3", on: true, level: "strong" });
    await until(() => seatOf(room, "seat3").level === "strong", 3000, "seat3 strong");
    const meta = (await store.load(id))!.meta;
    expect(meta.seats.levels).toEqual({ seat2: "strong", seat3: "strong" });
    // as if seat3's level had been stored before levels existed
    await store.saveMeta(id, { seats: { ...meta.seats, levels: { seat2: "strong" } } });
    await ann.room.leave();
    await until(() => !t.getRoomById(id), 8000, "the empty room is disposed");
    const back = await joinGame(t, id, { name: "Ann", token });
    const reopened = roomOf(back);
    expect(seatOf(reopened, "seat2")).toMatchObject({ kind: "bot", level: "strong" });
    expect(seatOf(reopened, "seat3")).toMatchObject({ kind: "bot", level: "greedy" });
  });
});

/** A started game's bots and the covering of an away player take some seconds on a busy machine. */
const SLOW_TEST_MS = 60_000;

describe("bots at their level, off the loop", () => {
  test("siege a strong seat's decisions are asked of the bot threads, with the seat's hint state, and played; a greedy seat's are not", async () => {
    const { ann, room } = await siegeLobby(false);
    ann.send("bot", { seat: "seat1", on: true, level: "strong" });
    await until(() => seatOf(room, "seat1").level === "strong", 3000, "seat1 strong");
    const seen: boolean[] = [];
    runner.onJob = (job) => seen.push(job.bot === "strong" && job.seat === "seat1" && JSON.stringify(job.state) === JSON.stringify(siege.hintState(room.rules as never, "seat1")));
    ann.send("start", {});
    await until(() => room.record.log.length >= 2, 40_000, "the strong bot to act twice");
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.every(Boolean)).toBe(true);
    // greedy, the default, decides on the loop: no job
    const other = await siegeLobby(false);
    other.ann.send("bot", { seat: "seat1", on: true });
    await until(() => seatOf(other.room, "seat1").kind === "bot", 3000, "seat1 greedy");
    await ann.room.leave();
    await until(() => !t.getRoomById(room.roomId), 8000, "the strong game's room is disposed");
    const jobs = runner.jobs.length;
    other.ann.send("start", {});
    await until(() => other.room.record.log.length >= 3, 10_000, "the greedy bot to act three times");
    expect(runner.jobs.length).toBe(jobs);
  }, SLOW_TEST_MS);

  test("siege a stale answer (the position moved on while the bot thought) is dropped and the bot asked again; an answer coming to a disposed room is ignored", async () => {
    const { ann, room } = await siegeLobby(false);
    ann.send("bot", { seat: "seat1", on: true, level: "strong" });
    await until(() => seatOf(room, "seat1").level === "strong", 3000, "seat1 strong");
    let asked = 0;
    runner.onJob = () => asked++;
    runner.hold = true;
    ann.send("start", {});
    await until(() => asked === 1, 10_000, "the first job");
    const before = room.record.log.length;
    // the position changes while the bot thinks (a test's position: the same game, a new position)
    room.rules = structuredClone(room.rules);
    runner.release();
    await until(() => asked === 2, 10_000, "the bot asked again");
    expect(room.record.log.length).toBe(before);
    // the second answer is played
    runner.release();
    await until(() => room.record.log.length > before, 10_000, "the bot's action");
    expect(room.record.log[before]!.seat).toBe("seat1");
    // a room disposed while its bot thinks: the answer changes nothing
    await until(() => asked > 2, 10_000, "another job");
    const id = room.roomId;
    const rows = room.record.rows;
    await ann.room.leave();
    await until(() => !t.getRoomById(id), 8000, "the empty room is disposed");
    runner.release();
    await sleep(200);
    expect((await room.config.store.load(id))!.meta.seq).toBe(rows);
  }, SLOW_TEST_MS);

  test("siege a bot thread that died is asked again (the pool has replaced it) and the bot plays on; a decision that overran its time is taken by the default bot on the loop, once", async () => {
    const { ann, room } = await siegeLobby(false);
    ann.send("bot", { seat: "seat1", on: true, level: "strong" });
    await until(() => seatOf(room, "seat1").level === "strong", 3000, "seat1 strong");
    runner.failures = ["crashed"];
    // the actions played when each job was asked (the next decision's job may come before the test looks)
    const playedAtJob: number[] = [];
    runner.onJob = () => playedAtJob.push(room.record.log.length);
    ann.send("start", {});
    await until(() => room.record.log.length >= 1, 10_000, "the bot's first action");
    // the crashed job, then the job asked again that answered: two jobs before the first action, the next one after it
    expect(playedAtJob.slice(0, 2)).toEqual([0, 0]);
    expect(playedAtJob.slice(2).every((n) => n >= 1)).toBe(true);
    expect(runner.jobs.every((j) => j.bot === "strong" && j.seat === "seat1")).toBe(true);
    // an overrun: no answer from the thread, the greedy bot decides this once; the next decision is the strong bot's again
    const asked = runner.jobs.length;
    const played = room.record.log.length;
    runner.failures = ["timeout"];
    runner.hold = true;
    await until(() => runner.jobs.length > asked, 10_000, "the job that overruns");
    await until(() => room.record.log.length > played, 10_000, "the default bot's action");
    await until(() => runner.jobs.length > asked + 1, 10_000, "the strong bot asked again");
  }, SLOW_TEST_MS);

  test("siege the bot covering an away player plays at the seat's level", async () => {
    testSettings.reconnectSeconds = 1;
    try {
      // Ann watches; seat1 is a greedy bot's, seat2 Bob's until he goes away
      const { ann, room } = await siegeLobby(false);
      ann.send("bot", { seat: "seat1", on: true });
      ann.send("bot", { seat: "seat2", on: true, level: "strong" });
      await until(() => seatOf(room, "seat2").level === "strong", 3000, "seat2 strong");
      const bob = await joinGame(t, room.roomId);
      bob.send("claim", { seat: "seat2" });
      await bob.box.next("welcome");
      // the seat is Bob's now and keeps its level
      expect(seatOf(room, "seat2")).toMatchObject({ kind: "player", level: "strong" });
      ann.send("start", {});
      await bob.box.next("legal");
      expect(runner.jobs).toEqual([]);
      const bots: string[] = [];
      runner.onJob = (job) => bots.push(`${job.seat}:${job.bot}`);
      await bob.room.leave();
      await until(() => seatOf(room, "seat2").kind === "bot", 10_000, "Bob's seat covered");
      await until(() => bots.length > 0, 30_000, "the covering bot's first job");
      expect(new Set(bots)).toEqual(new Set(["seat2:strong"]));
    } finally {
      testSettings.reconnectSeconds = 2;
    }
  }, SLOW_TEST_MS);
});
