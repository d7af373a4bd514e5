import type { ColyseusTestServer } from "@colyseus/testing";
import { bootServer, siegeTwoSeats, sleep, testSettings, until, type Conn } from "./helpers";
import { CRASH, NORMAL, SLOW, fixturePool } from "./fixture-pool";
import type { GameRoom } from "../src/rooms/game/GameRoom";

/*
 * What a hint may cost the server (server/src/rooms/hints/hints.ts): the bot runs on the server's bot
 * pool, off the rooms' event loop; a seat's hint is worked out once per position; the bot time of
 * the hints is budgeted per game and per client address; a dead bot thread answers the asker with
 * a refusal and is replaced. Here the pool runs the test bot thread (bot-worker-fixture.ts), which
 * counts its jobs and can be made slow or made to crash.
 */

// the hints' bot is the greedy one here: a hint's time is the fixture's (its slow mode), not the strong search's
const f = fixturePool({ bot: "greedy" });
let t: ColyseusTestServer;
beforeAll(async () => {
  t = await bootServer({ botPool: f.pool, hintsPerSecond: 100, hintMsPerGame: 1_000_000, hintMsPerAddress: 1_000_000, hintWindowSeconds: 60 });
});
beforeEach(() => f.mode(NORMAL));
afterEach(async () => {
  await t.cleanup();
});
afterAll(async () => {
  await t.shutdown();
  await f.pool.close();
});

const legalOf = (c: Conn): any[] => c.box.last("legal")?.actions ?? [];

/** Asks for a hint and resolves with the answer (`hint` or `rejected`). */
async function ask(c: Conn): Promise<{ type: string; payload: any }> {
  c.send("hint", {});
  // a replaced thread loads the rules anew: some seconds on a busy machine
  return Promise.race([c.box.next("hint", undefined, 30_000).then((p) => ({ type: "hint", payload: p })), c.box.next("rejected", undefined, 30_000).then((p) => ({ type: "rejected", payload: p }))]);
}

/** A started two-seat Siege game and the connection of a seat that may act now. */
async function game(): Promise<{ c: Conn; room: GameRoom }> {
  const { ann, bob, room } = await siegeTwoSeats(t);
  return { c: legalOf(ann).length ? ann : bob, room };
}

describe("the cost of hints", () => {
  // first: the address's budget is the file's (every test connects from 127.0.0.1)
  test("the hints asked from one address share its budget across games: past it RATE_LIMITED, nothing worked out", async () => {
    testSettings.hintMsPerAddress = 50;
    try {
      const a = await game();
      const b = await game();
      f.mode(SLOW, 80);
      expect((await ask(a.c)).type).toBe("hint");
      const jobs = f.jobs();
      expect((await ask(b.c)).payload).toEqual({
        id: null,
        code: "RATE_LIMITED",
        key: "msg.hintAddressTime",
        params: { ms: 50, s: 60 },
      });
      expect(f.jobs()).toBe(jobs);
    } finally {
      testSettings.hintMsPerAddress = 1_000_000;
    }
  });

  test("a game's hints share its budget: past it RATE_LIMITED, also for another position", async () => {
    testSettings.hintMsPerGame = 50;
    try {
      const { c, room } = await game();
      f.mode(SLOW, 80);
      expect((await ask(c)).type).toBe("hint");
      // the same game in another position (a new one: the hint of the last is not kept for it)
      room.rules = structuredClone(room.rules);
      expect((await ask(c)).payload).toEqual({
        id: null,
        code: "RATE_LIMITED",
        key: "msg.hintGameTime",
        params: { ms: 50, s: 60 },
      });
      // another game has its own budget
      expect((await ask((await game()).c)).type).toBe("hint");
    } finally {
      testSettings.hintMsPerGame = 1_000_000;
    }
  });

  test("two asks of one seat at one seq: the bot works once, both get the same hint; a new position is worked out again", async () => {
    const { c, room } = await game();
    const before = f.jobs();
    const first = await ask(c);
    const second = await ask(c);
    expect(first.type).toBe("hint");
    expect(second.payload).toEqual(first.payload);
    expect(f.jobs() - before).toBe(1);
    // two asks at once, while the first is being worked out: still once
    room.rules = structuredClone(room.rules);
    f.mode(SLOW, 200);
    const hints = c.box.count("hint");
    c.send("hint", {});
    c.send("hint", {});
    await until(() => c.box.count("hint") === hints + 2, 5000, "two hints");
    expect(f.jobs() - before).toBe(2);
  });

  test("a slow hint runs off the room's event loop: timers keep firing and another player's message is answered meanwhile", async () => {
    const { ann, bob, room } = await siegeTwoSeats(t);
    const c = legalOf(ann).length ? ann : bob;
    const other = c === ann ? bob : ann;
    await ask(c); // the thread is up
    room.rules = structuredClone(room.rules);
    f.mode(SLOW, 600);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    try {
      const start = Date.now();
      const hint = ask(c);
      await sleep(100);
      // a chat line goes round while the bot thinks
      const sent = Date.now();
      other.send("chat", { text: "still here" });
      await other.box.next("chat");
      const chatMs = Date.now() - sent;
      expect((await hint).type).toBe("hint");
      const hintMs = Date.now() - start;
      expect(hintMs).toBeGreaterThanOrEqual(600);
      expect(chatMs).toBeLessThan(300);
      // a blocked loop would have fired the 10 ms timer about once
      expect(ticks).toBeGreaterThan(hintMs / 10 / 3);
    } finally {
      clearInterval(timer);
    }
  });

  test("a bot thread that dies: the asker is told the hint could not be worked out, and the next hint works", async () => {
    const { c } = await game();
    f.mode(CRASH);
    expect((await ask(c)).payload).toEqual({ id: null, code: "ILLEGAL_ACTION", key: "msg.hintFailed", params: {} });
    f.mode(NORMAL);
    expect((await ask(c)).type).toBe("hint");
  }, 60_000);

  test("an answer that comes after the position changed is not sent: the asker is told the game moved on", async () => {
    const { c, room } = await game();
    await ask(c); // the thread is up
    room.rules = structuredClone(room.rules);
    f.mode(SLOW, 300);
    c.send("hint", {});
    await sleep(50);
    room.rules = structuredClone(room.rules);
    expect(await c.box.next("rejected")).toEqual({ id: null, code: "ILLEGAL_ACTION", key: "msg.hintStale", params: {} });
    expect(c.box.count("hint")).toBe(1);
  });
});
