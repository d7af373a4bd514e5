import type { ColyseusTestServer } from "@colyseus/testing";
import { ActionIds } from "../src/rooms/game/action-ids";
import { bootServer, joinGame, siegeTwoSeats, sleep, until, type Conn } from "./helpers";

/** Action ids are idempotency keys per seat (rooms/game/action-ids.ts). */

let t: ColyseusTestServer;
beforeAll(async () => {
  t = await bootServer();
});
afterAll(async () => {
  await t.shutdown();
});

/** The connection whose seat may act now. */
async function actor(conns: Conn[]): Promise<Conn> {
  await until(() => conns.some((c) => c.box.last("legal")?.actions.length), 3000, "a seat to act");
  return conns.find((c) => c.box.last("legal")?.actions.length)!;
}

describe("a resent act id", () => {
  test("gets the same ack again and is not applied a second time", async () => {
    const { ann, bob, room } = await siegeTwoSeats(t);
    const c = await actor([ann, bob]);
    const action = c.box.last("legal").actions[0];
    const rows = room.record.log.length;
    c.send("act", { id: "once", action });
    const ack = await c.box.next("ack", (m) => m.id === "once");
    expect(ack).toEqual({ id: "once", seq: rows + 1 });
    c.send("act", { id: "once", action });
    expect(await c.box.next("ack", (m) => m.id === "once")).toEqual(ack);
    await sleep(100);
    expect(room.record.log.length).toBe(rows + 1);
    expect(c.box.count("rejected")).toBe(0);
  });

  test("gets the same rejected again, even when it now carries a legal action", async () => {
    const { ann, bob, room } = await siegeTwoSeats(t);
    const c = await actor([ann, bob]);
    const rows = room.record.log.length;
    c.send("act", { id: "r1", action: { type: "noSuchAction" } });
    const first = await c.box.next("rejected", (m) => m.id === "r1");
    expect(first.code).toBe("ILLEGAL_ACTION");
    c.send("act", { id: "r1", action: c.box.last("legal").actions[0] });
    expect(await c.box.next("rejected", (m) => m.id === "r1")).toEqual(first);
    await sleep(100);
    expect(room.record.log.length).toBe(rows);
    expect(c.box.count("ack")).toBe(0);
  });

  test("is known after a seat-token rejoin of the same player (a new connection)", async () => {
    const { ann, bob, room } = await siegeTwoSeats(t);
    const c = await actor([ann, bob]);
    const action = c.box.last("legal").actions[0];
    c.send("act", { id: "before-refresh", action });
    const ack = await c.box.next("ack", (m) => m.id === "before-refresh");
    const rows = room.record.log.length;
    const { token } = c.box.last("welcome");
    const again = await joinGame(t, room.roomId, { name: c === ann ? "Ann" : "Bob", token });
    again.send("act", { id: "before-refresh", action });
    expect(await again.box.next("ack", (m) => m.id === "before-refresh")).toEqual(ack);
    await sleep(100);
    expect(room.record.log.length).toBe(rows);
  });

  test("of another seat is that seat's own: the same id from the other player is a new action", async () => {
    const { ann, bob, room } = await siegeTwoSeats(t);
    ann.send("act", { id: "same", action: ann.box.last("legal").actions[0] });
    await ann.box.next("ack", (m) => m.id === "same");
    // Ann plays on (new ids) until Bob may act
    for (let n = 0; !bob.box.last("legal").actions.length; n++) {
      if (n > 50) throw new Error("Bob never got a turn");
      const legal = ann.box.last("legal");
      if (!legal.actions.length) {
        await sleep(10);
        continue;
      }
      ann.send("act", { id: `on${n}`, action: legal.actions[0] });
      await ann.box.next("ack", (m) => m.id === `on${n}`);
      await until(() => ann.box.last("legal").seq > legal.seq, 2000, "the next legal list");
    }
    const rows = room.record.log.length;
    bob.send("act", { id: "same", action: bob.box.last("legal").actions[0] });
    expect(await bob.box.next("ack", (m) => m.id === "same")).toEqual({ id: "same", seq: rows + 1 });
    expect(room.record.log.length).toBe(rows + 1);
  });
});

describe("ActionIds", () => {
  test("keeps the last 256 ids of a seat holder, dropping the oldest", () => {
    const ids = new ActionIds();
    for (let i = 0; i < 300; i++) ids.remember("seat1", "h", `a${i}`, { type: "ack", payload: { id: `a${i}`, seq: i } });
    expect(ids.count("seat1", "h")).toBe(256);
    expect(ids.answerOf("seat1", "h", "a43")).toBeUndefined();
    expect(ids.answerOf("seat1", "h", "a44")).toEqual({ type: "ack", payload: { id: "a44", seq: 44 } });
    expect(ids.answerOf("seat1", "h", "a299")).toEqual({ type: "ack", payload: { id: "a299", seq: 299 } });
  });

  test("a seat's new holder and another seat start afresh", () => {
    const ids = new ActionIds();
    ids.remember("seat1", "h1", "x", { type: "ack", payload: { id: "x", seq: 1 } });
    expect(ids.answerOf("seat1", "h2", "x")).toBeUndefined();
    expect(ids.answerOf("seat2", "h1", "x")).toBeUndefined();
  });
});
