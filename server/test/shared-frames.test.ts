import { Protocol, getMessageBytes, type Client } from "@colyseus/core";
import type { ColyseusTestServer } from "@colyseus/testing";
import type { GameRoom } from "../src/rooms/game/GameRoom";
import { SharedFrames } from "../src/rooms/game/shared-frames";
import { copyWhileCorked, ownFrame } from "../src/colyseus/transport";
import { createRandom, drawInt } from "@zedfall/shared";
import { bootServer, createGame, joinGame, sleep, until, type Conn } from "./helpers";
import { captureWire } from "./wire";

/** A client that records the frames given to it. */
function recorder(): { client: Client; got: Uint8Array[] } {
  const got: Uint8Array[] = [];
  return { client: { enqueueRaw: (f: Uint8Array) => got.push(f) } as unknown as Client, got };
}

describe("messages packed once per distinct payload (events and legal were packed again for every client)", () => {
  test("clients sent the same key get the very same bytes, packed once: those client.send would send; another key gets its own", () => {
    const [a, b, c] = [recorder(), recorder(), recorder()];
    let packed = 0;
    const frames = new SharedFrames("legal");
    const none = () => (packed++, { seq: 3, actions: [], undo: false });
    frames.send(a.client, "", none);
    frames.send(b.client, "", none);
    frames.send(c.client, "human1", () => (packed++, { seq: 3, actions: [{ type: "turn" }], undo: false }));
    expect(packed).toBe(2);
    expect(a.got[0]).toBe(b.got[0]);
    expect(Buffer.from(a.got[0]!)).toEqual(getMessageBytes.raw(Protocol.ROOM_DATA, "legal", { seq: 3, actions: [], undo: false }));
    expect(Buffer.from(c.got[0]!)).toEqual(getMessageBytes.raw(Protocol.ROOM_DATA, "legal", { seq: 3, actions: [{ type: "turn" }], undo: false }));
  });

  test("a frame marked as its own bytes goes out uncopied while corked; any other frame is still copied", () => {
    const got: Uint8Array[] = [];
    const ws = { _socket: { writableCorked: 1 }, send: (data: Uint8Array) => got.push(data) };
    copyWhileCorked(ws as never);
    const own = ownFrame(Buffer.from([13, 1, 2]));
    const shared = Buffer.from([15, 1, 2, 3]).subarray(0, 3);
    (ws.send as (d: Uint8Array) => void)(own);
    (ws.send as (d: Uint8Array) => void)(shared);
    expect(got[0]).toBe(own);
    expect(got[1]).not.toBe(shared);
    expect(Buffer.from(got[1]!)).toEqual(shared);
  });
});

/** Plays `n` actions (or to the end), each a seeded random pick from the list of whichever client may act, waiting for its ack and the next list. */
async function playRandomly(room: GameRoom, conns: Conn[], n: number): Promise<void> {
  const rnd = createRandom("shared-frames-play");
  for (let i = 0; i < n && room.state.stage !== "over"; ) {
    const c = conns.find((x) => x.box.last("legal")?.seq === room.record.log.length && x.box.last("legal").actions.length);
    if (!c) {
      await sleep(5);
      continue;
    }
    const legal = c.box.last("legal");
    c.send("act", { id: `sf${i}`, action: legal.actions[drawInt(rnd, 0, legal.actions.length - 1)] });
    await c.box.next("ack", (m) => m.id === `sf${i}`);
    await until(() => c.box.last("legal").seq > legal.seq, 2000, "the next legal list");
    i++;
  }
}

describe("shared frames on the wire (house DoR 5: a seat's secrets reach only its holder)", () => {
  let t: ColyseusTestServer;
  beforeAll(async () => {
    t = await bootServer();
  });
  afterAll(async () => {
    await t.shutdown();
  });

  test("two spectators receive the same bytes frame for frame, one message frame an action; no events or legal part holds another seat's part; each seat's last list is its own", async () => {
    const zombie = await createGame(t, { seed: "load-1", characters: "deal", roundLimit: 6 });
    const human = await joinGame(t, zombie.room.roomId, { name: "Bob" });
    zombie.send("claim", { seat: "zombie" });
    await zombie.box.next("welcome", (w) => w.seat === "zombie");
    human.send("claim", { seat: "human1" });
    await human.box.next("welcome", (w) => w.seat === "human1");
    const watchers: Conn[] = [await joinGame(t, zombie.room.roomId, { name: "Cy" }), await joinGame(t, zombie.room.roomId, { name: "Di" })];
    const room = t.getRoomById(zombie.room.roomId) as unknown as GameRoom;
    zombie.send("start", {});
    // the start's patch and legal lists leave in one write to each client
    await until(() => [zombie, human, ...watchers].every((c) => (c.room.state as any).stage === "play"), 3000, "the start on every client");
    await new Promise((r) => setTimeout(r, 30));
    const caps = watchers.map(captureWire);
    const marks = [zombie, human, ...watchers].map((c) => c.box.all.length);
    const before = room.record.log.length;
    await playRandomly(room, [zombie, human], 80);
    expect(room.record.log.length).toBeGreaterThanOrEqual(40);
    const seq = room.record.log.length;
    await until(() => [zombie, human, ...watchers].every((c) => c.box.last("legal")?.seq === seq), 3000, "the last legal lists");
    await new Promise((r) => setTimeout(r, 30));

    // spectators: the same frames, byte for byte (state patches, events and legal alike)
    const [one, two] = caps.map((frames) => frames.slice(1).map((f) => f.bytes.toString("hex")));
    expect(one!.length).toBeGreaterThan(50);
    expect(two).toEqual(one);
    // besides its state patch, each applied action is one message frame to a client: its `applied` (events and legal together)
    expect(caps[0]!.slice(1).filter((f) => !f.what.startsWith("state")).map((f) => f.what)).toEqual(Array(seq - before).fill("message applied,events,legal"));

    const seats = new Map<Conn, string | null>([[zombie, "zombie"], [human, "human1"], [watchers[0]!, null], [watchers[1]!, null]]);
    let personal = 0;
    [zombie, human, ...watchers].forEach((c, i) => {
      const seat = seats.get(c)!;
      for (const m of c.box.all.slice(marks[i])) {
        if (m.type === "events")
          for (const e of m.payload.events) {
            if (e.onlyFor) personal++;
            expect(e.onlyFor === undefined || e.onlyFor === seat).toBe(true);
          }
        if (m.type === "legal" && seat === null) expect(m.payload).toMatchObject({ actions: [], undo: false });
      }
      expect(c.box.last("legal")).toEqual({ seq, actions: room.pipeline.legalFor(seat), undo: room.pipeline.undoableBy(seat) });
    });
    // the search had something to find: the Zombie seat's own events (a card drawn, armed) reached it
    expect(personal).toBeGreaterThan(0);
  }, 60_000);
});
