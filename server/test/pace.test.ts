import type { ColyseusTestServer } from "@colyseus/testing";
import { hashToken } from "../src/rooms/seats/players";
import { splitStored, takePace, withPace } from "../src/rooms/seats/pace";
import { sweepFinished, sweepLobbies } from "../src/rooms/limits/lobby-sweep";
import { bootServer, createGame, joinGame, sleep, testSettings, until, type Conn } from "./helpers";

/*
 * The pace of a game (rooms/seats/pace.ts) and "your seat is yours": in a live game a bot covers a player
 * away past the reconnection window, in an async game nobody is covered on their own, and in both a
 * player who comes back with their seat token takes a covered seat back at once, logged, with the
 * store agreeing with the room at every step.
 */

let t: ColyseusTestServer;
beforeAll(async () => {
  t = await bootServer();
});
afterEach(async () => {
  testSettings.reconnectSeconds = 2;
  await t.cleanup();
});
afterAll(async () => {
  await t.shutdown();
});

/** Ann (creator) plays the Zombie seat, Bob human1 (who acts first); started, at `pace` (none: the default). */
async function started(pace?: string) {
  const ann = await createGame(t, pace ? { pace } : {});
  const bob = await joinGame(t, ann.room.roomId, { name: "Bob" });
  ann.send("claim", { seat: "zombie" });
  await ann.box.next("welcome");
  bob.send("claim", { seat: "human1" });
  const seatToken = (await bob.box.next("welcome")).token as string;
  ann.send("start", {});
  await bob.box.next("legal", (l) => l.actions.length > 0);
  const room = t.getRoomById(ann.room.roomId) as any;
  return { ann, bob, room, seatToken, id: ann.room.roomId as string };
}

/** Cuts a connection without a close frame; it does not come back by itself. */
function cut(c: Conn): void {
  c.room.reconnection.enabled = false;
  (c.room.connection as any).transport.ws.terminate();
}

/** What the store says of a game: the seat of the player of `token`, the seat kinds, the covered seats, the options. */
async function storeSays(room: any, id: string, token: string) {
  const meta = (await room.config.store.load(id)).meta;
  return { seat: meta.players.find((p: any) => p.tokenHash === hashToken(token))?.seat ?? null, kinds: meta.seats.kinds, covered: meta.seats.covered ?? {}, options: meta.options };
}

const seatEvent = (type: string, player: string) => (m: any) => m.events.some((e: any) => e.type === type && e.player === player);

describe("pace, chosen at creation", () => {
  test("live is the default; the pace is stored beside the rules' options, which never see it; a pace that is neither is refused with the option's name", async () => {
    const ann = await createGame(t);
    const room = t.getRoomById(ann.room.roomId) as any;
    expect(room.state.pace).toBe("live");
    const meta = (await room.config.store.load(ann.room.roomId)).meta;
    expect(meta.options.pace).toBe("live");
    expect(room.roomOptions.pace).toBeUndefined();
    const async = await createGame(t, { pace: "async" }, "siege");
    expect((t.getRoomById(async.room.roomId) as any).state.pace).toBe("async");
    await expect(t.sdk.create("house", { name: "Ann", pace: "slow" })).rejects.toThrow("option pace: one of live, async");
  });

  test("stored options: split into the pace and the rules' options; a game stored before the pace existed is live", () => {
    expect(splitStored(withPace({ map: "a" }, "async"))).toEqual({ pace: "async", ruleOptions: { map: "a" } });
    expect(splitStored({ map: "a" })).toEqual({ pace: "live", ruleOptions: { map: "a" } });
    expect(takePace({ map: "a" })).toEqual({ pace: "live", rest: { map: "a" } });
    expect(() => takePace({ pace: 3 })).toThrow("option pace");
  });
});

describe("live: a bot covers an absent player until they come back, and they take the seat back by coming back", () => {
  test("away past the window: the bot covers the seat (logged, stored as covered); the seat token takes it back at once, logged, and the store agrees", async () => {
    testSettings.reconnectSeconds = 1;
    const { ann, bob, room, seatToken, id } = await started();
    cut(bob);
    await until(() => room.state.seats.get("human1").connected === false, 2000, "Bob away");
    expect(room.state.seats.get("human1").awaySince).toBeGreaterThan(Date.now() - 5000);
    const covered = await ann.box.next("events", seatEvent("seatToBot", "Bob"), 4000);
    expect(covered.events.find((e: any) => e.type === "seatToBot")).toMatchObject({ seat: "human1", player: "Bob", away: true });
    expect(room.state.seats.get("human1")).toMatchObject({ kind: "bot", coveredFor: "Bob" });
    expect(await storeSays(room, id, seatToken)).toMatchObject({ seat: null, covered: { human1: hashToken(seatToken) } });
    await until(() => room.record.log.some((e: any) => e.seat === "human1"), 5000, "the bot acts for human1");
    // his name stays his while he is away, and his games list still leads him back to his seat
    await expect(t.sdk.joinById(id, { name: "BOB" })).rejects.toThrow("the name BOB is already used in this game; pick another");
    const base = `http://127.0.0.1:${(t as any).server.transport.server.address().port}`;
    const mine = await (await fetch(`${base}/api/my-games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ tokens: [seatToken] }) })).json();
    expect(mine.games).toEqual([expect.objectContaining({ gameId: id, seat: "human1", name: "Bob" })]);
    // Bob reopens the invite link later: no request, no approval
    ann.box.mark();
    const again = await joinGame(t, id, { name: "Bob", token: seatToken });
    expect(again.box.last("welcome").seat).toBe("human1");
    const back = (await ann.box.next("events", seatEvent("seatBack", "Bob"))).events.find((e: any) => e.type === "seatBack");
    expect(back).toMatchObject({ type: "seatBack", seat: "human1", player: "Bob" });
    expect(room.state.seats.get("human1")).toMatchObject({ kind: "player", name: "Bob", connected: true, awaySince: 0, coveredFor: "" });
    expect(await storeSays(room, id, seatToken)).toMatchObject({ seat: "human1", kinds: { human1: "player" }, covered: {} });
    // and he acts on it (or is told it is not his turn: never NOT_SEATED)
    again.send("act", { id: "x", action: { type: "endTurn" } });
    const answer = await Promise.race([again.box.next("rejected"), again.box.next("ack")]);
    expect(answer.code).not.toBe("NOT_SEATED");
  });

  test("a covered seat the creator gives to someone else is no longer the old token's: its player comes back as a spectator", async () => {
    testSettings.reconnectSeconds = 1;
    const { ann, bob, room, seatToken, id } = await started();
    cut(bob);
    await ann.box.next("events", seatEvent("seatToBot", "Bob"), 4000);
    const carol = await joinGame(t, id, { name: "Carol" });
    carol.send("claim", { seat: "human1" });
    await until(() => room.state.seats.get("human1").requester === "Carol", 2000, "Carol asks");
    ann.send("grant", { seat: "human1", accept: true });
    expect((await carol.box.next("welcome", (w) => w.seat !== null)).seat).toBe("human1");
    expect((await storeSays(room, id, seatToken)).covered).toEqual({});
    expect(room.state.seats.get("human1").coveredFor).toBe("");
    const again = await joinGame(t, id, { name: "Bob", token: seatToken });
    expect(again.box.last("welcome").seat).toBeNull();
    expect(room.players.bySeat("human1").name).toBe("Carol");
  });

  test("the creator hands a connected player's seat to a bot: taken, not covered; the player's seat token brings no seat back", async () => {
    const { ann, bob, room, seatToken, id } = await started();
    bob.box.mark();
    ann.send("bot", { seat: "human1", on: true });
    expect((await bob.box.next("welcome")).seat).toBeNull();
    expect((await storeSays(room, id, seatToken)).covered).toEqual({});
    const again = await joinGame(t, id, { name: "Bob", token: seatToken });
    expect(again.box.last("welcome").seat).toBeNull();
    expect(room.state.seats.get("human1").kind).toBe("bot");
  });
});

describe("async: the game waits for its players", () => {
  test("nobody is covered on their own; the others see since when the holder is away; the creator may hand the absent seat to a bot, and the holder takes it back by coming back", async () => {
    testSettings.reconnectSeconds = 1;
    const { ann, bob, room, seatToken, id } = await started("async");
    const before = Date.now();
    cut(bob);
    await until(() => room.state.seats.get("human1").connected === false, 2000, "Bob away");
    await sleep(2500);
    expect(room.state.seats.get("human1")).toMatchObject({ kind: "player", name: "Bob", connected: false });
    expect((ann.room.state as any).seats.get("human1").awaySince).toBeGreaterThanOrEqual(before);
    expect(ann.box.all.some((m) => m.type === "events" && m.payload.events.some((e: any) => e.type === "seatToBot"))).toBe(false);
    // only the creator may hand it to a bot
    const carol = await joinGame(t, id, { name: "Carol" });
    carol.send("bot", { seat: "human1", on: true });
    expect(await carol.box.next("rejected")).toEqual({ id: null, code: "ILLEGAL_ACTION", key: "msg.creatorBots", params: { name: "Ann" } });
    ann.send("bot", { seat: "human1", on: true });
    const line = (await ann.box.next("events", seatEvent("seatToBot", "Bob"))).events.find((e: any) => e.type === "seatToBot");
    expect(line).toMatchObject({ type: "seatToBot", seat: "human1", player: "Bob", away: true });
    expect(await storeSays(room, id, seatToken)).toMatchObject({ seat: null, covered: { human1: hashToken(seatToken) } });
    const again = await joinGame(t, id, { name: "Bob", token: seatToken });
    expect(again.box.last("welcome").seat).toBe("human1");
    expect(await storeSays(room, id, seatToken)).toMatchObject({ seat: "human1", covered: {} });
  });

  test("a waiting async game survives its room: disposed when everyone left, kept by the sweeps, reopened from the store with its pace and covered seat when its player comes back", async () => {
    testSettings.reconnectSeconds = 1;
    const { ann, bob, room, seatToken, id } = await started("async");
    const store = room.config.store;
    const annToken = ann.box.last("welcome").token as string;
    ann.send("bot", { seat: "human1", on: false }); // refused after the start: nothing changes
    await ann.box.next("rejected");
    cut(bob);
    await until(() => room.state.seats.get("human1").connected === false, 2000, "Bob away");
    ann.send("bot", { seat: "human1", on: true });
    await ann.box.next("events", seatEvent("seatToBot", "Bob"));
    cut(ann);
    await until(() => !t.getRoomById(id), 8000, "the empty room is disposed");
    // 30 days later: neither sweep deletes a game being played (other tests' lobbies may go)
    const later = Date.now() + 30 * 24 * 60 * 60 * 1000;
    await sweepLobbies(store, 24, later);
    await sweepFinished(store, 1, later);
    expect((await store.load(id))?.meta.status).toBe("play");
    const back = await joinGame(t, id, { name: "Bob", token: seatToken });
    expect(back.box.last("welcome").seat).toBe("human1");
    const reopened = t.getRoomById(id) as any;
    expect(reopened.state.pace).toBe("async");
    expect(reopened.state.seats.get("human1")).toMatchObject({ kind: "player", name: "Bob", coveredFor: "" });
    expect(reopened.state.seats.get("zombie")).toMatchObject({ kind: "player", name: "Ann", connected: false });
    expect(reopened.state.seats.get("zombie").awaySince).toBeGreaterThan(0);
    // the creator is not covered on her own in the reopened async game either
    await sleep(2500);
    expect(reopened.state.seats.get("zombie").kind).toBe("player");
    const annBack = await joinGame(t, id, { name: "Ann", token: annToken });
    expect(annBack.box.last("welcome").seat).toBe("zombie");
  }, 20000);
});

describe("the seat races", () => {
  test("a claim followed at once by a leave, which comes while the claim is being stored: the store and the room agree on the seat, 100 tries out of 100", async () => {
    const ann = await createGame(t);
    const id = ann.room.roomId;
    const room = t.getRoomById(id) as any;
    // each seat write of this test waits until the claimer's leave is seen: the leave comes in that window every time
    const store = room.config.store;
    const saveMeta = store.saveMeta;
    let writing: () => void = () => {};
    let release: Promise<void> = Promise.resolve();
    store.saveMeta = async (...a: unknown[]) => {
      writing();
      await release;
      return saveMeta.apply(store, a);
    };
    const disagree: string[] = [];
    try {
      for (let i = 0; i < 100; i++) {
        const seat = i % 2 === 0 ? "human1" : "human2";
        const v = await joinGame(t, id, { name: `V${i}` });
        const token = v.box.last("welcome").token as string;
        v.room.reconnection.enabled = false;
        let go: () => void = () => {};
        release = new Promise<void>((r) => (go = r));
        const stored = new Promise<void>((r) => (writing = r));
        v.room.send("claim", { seat });
        await stored;
        void v.room.leave(true);
        await until(() => !room.clients.some((c: any) => c.sessionId === v.room.sessionId), 3000, "the leave is seen");
        go();
        await room.serial(() => undefined);
        const said = await storeSays(room, id, token);
        const inRoom = room.players.bySeat(seat);
        const roomSays = inRoom?.tokenHash === hashToken(token) ? seat : null;
        const stateSays = room.state.seats.get(seat).name === `V${i}` ? seat : null;
        if (said.seat !== roomSays || said.seat !== stateSays || (said.kinds[seat] === "player") !== !!inRoom) disagree.push(`${i}: store ${said.seat}, room ${roomSays}, state ${stateSays}`);
        // the seat is freed for the next try by the creator (stored)
        release = Promise.resolve();
        writing = () => {};
        if (room.state.seats.get(seat).kind !== "empty") {
          ann.send("bot", { seat, on: false });
          await until(() => room.state.seats.get(seat).kind === "empty", 2000, "freed");
        }
      }
    } finally {
      store.saveMeta = saveMeta;
    }
    expect(disagree).toEqual([]);
  }, 60000);

  test("a seat-token rejoin closes the dropped session's reconnection slot at once, not after its window", async () => {
    testSettings.reconnectSeconds = 60;
    const { bob, room, seatToken, id } = await started();
    const dropped = bob.room.reconnectionToken;
    cut(bob);
    await until(() => room.state.seats.get("human1").connected === false, 2000, "Bob away");
    expect(Object.keys(room._reconnections)).toHaveLength(1);
    const again = await joinGame(t, id, { name: "Bob", token: seatToken });
    expect(again.box.last("welcome").seat).toBe("human1");
    await until(() => Object.keys(room._reconnections).length === 0, 1000, "the slot is closed");
    expect(room._reservedSeats[bob.room.sessionId]).toBeUndefined();
    await expect(t.sdk.reconnect(dropped)).rejects.toThrow();
    expect(room.state.seats.get("human1")).toMatchObject({ kind: "player", name: "Bob", connected: true });
  });
});
