import type { ColyseusTestServer } from "@colyseus/testing";
import { bootServer, createGame, joinGame, sleep, testSettings, until } from "./helpers";

let t: ColyseusTestServer;
beforeAll(async () => {
  t = await bootServer();
});
afterAll(async () => {
  await t.shutdown();
});

describe("hostile input never crashes the server", () => {
  test("message types named after Object.prototype members are refused as BAD_MESSAGE and the room keeps serving", async () => {
    const ann = await createGame(t);
    for (const type of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      ann.send(type, {});
      const r = await ann.box.next("rejected");
      expect(r).toEqual({ id: null, code: "BAD_MESSAGE", key: "msg.unknownMessage", params: { type } });
    }
    // still connected and answered
    ann.send("chat", { text: "still here" });
    expect((await ann.box.next("chat")).text).toBe("still here");
  });
});

describe("a seat's secrets reach only the player holding it", () => {
  test("house DoR 5 a creator who leaves the Zombie seat (bot off) and takes a human seat no longer sees the zombie hand", async () => {
    const ann = await createGame(t, { seed: "leak-a" });
    ann.send("claim", { seat: "zombie" });
    await ann.box.next("welcome", (w) => w.seat === "zombie");
    ann.send("bot", { seat: "zombie", on: false });
    await ann.box.next("welcome", (w) => w.seat === null);
    ann.send("claim", { seat: "human1" });
    await ann.box.next("welcome", (w) => w.seat === "human1");
    const zed = await joinGame(t, ann.room.roomId, { name: "Zed" });
    zed.send("claim", { seat: "zombie" });
    await zed.box.next("welcome", (w) => w.seat === "zombie");
    ann.send("start", {});
    await ann.box.next("legal");
    await zed.box.next("legal");
    await until(() => ((zed.room.state as any).secrets?.get("zombie")?.hand?.length ?? 0) === 4, 5000, "zed's hand");
    expect([...((ann.room.state as any).secrets?.get("zombie")?.hand ?? [])]).toEqual([]);
    expect(JSON.stringify((ann.room.state as any).toJSON())).not.toMatch(/"armed"/);
  });

  test("house DoR 5 a player the creator moves off the Zombie seat is told at once and sees no hand after the start", async () => {
    const ann = await createGame(t, { seed: "leak-b" });
    const zed = await joinGame(t, ann.room.roomId, { name: "Zed" });
    zed.send("claim", { seat: "zombie" });
    await zed.box.next("welcome", (w) => w.seat === "zombie");
    ann.send("bot", { seat: "zombie", on: true });
    expect(await ann.box.next("rejected")).toEqual({ id: null, code: "ILLEGAL_ACTION", key: "msg.seatTaken", params: { seat: "zombie", name: "Zed" } });
    ann.send("bot", { seat: "zombie", on: false });
    expect((await zed.box.next("welcome", (w) => w.seat === null)).seat).toBeNull();
    ann.send("claim", { seat: "human1" });
    await ann.box.next("welcome", (w) => w.seat === "human1");
    ann.send("bot", { seat: "zombie", on: true });
    ann.send("start", {});
    await zed.box.next("legal");
    await until(() => (ann.room.state as any).phase !== "lobby" && (ann.room.state as any).phase !== "", 5000, "start");
    expect([...((zed.room.state as any).secrets?.get("zombie")?.hand ?? [])]).toEqual([]);
  });
});

describe("seat takeover", () => {
  /** Ann (creator) plays human1, a bot the Zombie seat; the game has started; Stranger joined by the link without a token. */
  async function soloWithStranger(seed: string) {
    const ann = await createGame(t, { seed });
    ann.send("claim", { seat: "human1" });
    await ann.box.next("welcome", (w) => w.seat === "human1");
    ann.send("bot", { seat: "zombie", on: true });
    await until(() => (ann.room.state as any).seats.get("zombie").kind === "bot", 2000, "zombie bot");
    ann.send("start", {});
    await ann.box.next("legal");
    const room = t.getRoomById(ann.room.roomId) as any;
    const stranger = await joinGame(t, ann.room.roomId, { name: "Stranger" });
    return { ann, stranger, room };
  }

  test("a stranger's claim of a bot's seat mid-game is only a request: no seat, no welcome, no secrets, the bot plays on; it shows on the seat and in the log", async () => {
    const { ann, stranger, room } = await soloWithStranger("takeover-ask");
    stranger.box.mark();
    ann.box.mark();
    stranger.send("claim", { seat: "zombie" });
    const asked = await ann.box.next("events", (m) => m.events.some((e: any) => e.type === "seatAsked"));
    expect(asked.events[0]).toEqual({ type: "seatAsked", seat: "zombie", player: "Stranger", by: "Ann" });
    await until(() => (ann.room.state as any).seats.get("zombie").requester === "Stranger", 2000, "the request on the seat");
    expect((ann.room.state as any).seats.get("zombie").requesterSession).toBe(stranger.room.sessionId);
    // the bot keeps the seat and goes on playing; the stranger gets nothing of the seat's
    await sleep(300);
    expect(room.state.seats.get("zombie").kind).toBe("bot");
    expect(room.players.bySeat("zombie")).toBeUndefined();
    expect(stranger.box.all.filter((m: any) => m.type === "welcome").map((m: any) => m.payload.seat)).toEqual([null]);
    expect((stranger.room.state as any).secrets?.size ?? 0).toBe(0);
    expect(stranger.box.last("legal").actions).toEqual([]);
    stranger.send("act", { id: "peek", action: { type: "endTurn" } });
    expect((await stranger.box.next("rejected")).code).toBe("NOT_SEATED");
    // a second asker for the same seat waits its turn
    const other = await joinGame(t, ann.room.roomId, { name: "Other" });
    other.send("claim", { seat: "zombie" });
    expect(await other.box.next("rejected")).toEqual({ id: null, code: "ILLEGAL_ACTION", key: "msg.alreadyAsked", params: { name: "Stranger", seat: "zombie" } });
    // only the creator answers
    stranger.send("grant", { seat: "zombie", accept: true });
    expect(await stranger.box.next("rejected")).toEqual({ id: null, code: "ILLEGAL_ACTION", key: "msg.creatorDecides", params: { name: "Ann" } });
    expect(room.state.seats.get("zombie").kind).toBe("bot");
  });

  test("the creator grants the request: the asker gets the seat, its secrets and its actions, logged; refused, the bot plays on, logged", async () => {
    const { ann, stranger, room } = await soloWithStranger("takeover-grant");
    stranger.send("claim", { seat: "zombie" });
    await until(() => room.state.seats.get("zombie").requester === "Stranger", 2000, "the request");
    ann.send("grant", { seat: "zombie", accept: false });
    const refused = await ann.box.next("events", (m) => m.events.some((e: any) => e.type === "seatRefused"));
    expect(refused.events[0]).toEqual({ type: "seatRefused", seat: "zombie", player: "Stranger", by: "Ann" });
    await until(() => room.state.seats.get("zombie").requester === "", 2000, "the request ends");
    expect(room.state.seats.get("zombie").kind).toBe("bot");
    ann.send("grant", { seat: "zombie", accept: true });
    expect(await ann.box.next("rejected")).toEqual({ id: null, code: "ILLEGAL_ACTION", key: "msg.nobodyAsks", params: { seat: "zombie" } });
    stranger.send("claim", { seat: "zombie" });
    await until(() => room.state.seats.get("zombie").requester === "Stranger", 2000, "asked again");
    stranger.box.mark();
    ann.box.mark();
    ann.send("grant", { seat: "zombie", accept: true });
    expect((await stranger.box.next("welcome")).seat).toBe("zombie");
    await until(() => ((stranger.room.state as any).secrets?.get("zombie")?.hand?.length ?? 0) === 4, 5000, "the hand reaches the new holder");
    expect(room.state.seats.get("zombie")).toMatchObject({ kind: "player", name: "Stranger", requester: "", requesterSession: "" });
    expect((await ann.box.next("events", (m) => m.events.some((e: any) => e.type === "seatGranted"))).events[0]).toEqual({ type: "seatGranted", seat: "zombie", player: "Stranger", by: "Ann" });
    const stored = (await room.config.store.load(room.roomId)).meta;
    expect(stored.seats.kinds.zombie).toBe("player");
    expect(stored.players.find((x: any) => x.name === "Stranger").seat).toBe("zombie");
  });

  test("a request ends when its asker cancels it (release) or leaves; the creator takes a bot's seat at once, logged", async () => {
    const { ann, stranger, room } = await soloWithStranger("takeover-cancel");
    stranger.send("claim", { seat: "zombie" });
    await until(() => room.state.seats.get("zombie").requester === "Stranger", 2000, "the request");
    stranger.send("release", {});
    await until(() => room.state.seats.get("zombie").requester === "", 2000, "cancelled");
    stranger.send("claim", { seat: "zombie" });
    await until(() => room.state.seats.get("zombie").requester === "Stranger", 2000, "asked again");
    await stranger.room.leave(true);
    await until(() => room.state.seats.get("zombie").requester === "", 3000, "the asker left");
    // Ann gives her own seat to a bot, then takes the Zombie seat herself: no request, logged
    ann.send("bot", { seat: "human1", on: true });
    await ann.box.next("welcome", (w) => w.seat === null);
    ann.send("claim", { seat: "zombie" });
    expect((await ann.box.next("welcome", (w) => w.seat === "zombie")).seat).toBe("zombie");
    const taken = await ann.box.next("events", (m) => m.events.some((e: any) => e.type === "seatTaken"));
    expect(taken.events[0]).toEqual({ type: "seatTaken", seat: "zombie", player: "Ann" });
  });

  test("a stranger whose request was granted loses the seat, its secrets and its actions when the creator hands it back, connected or not", async () => {
    const { ann, stranger, room } = await soloWithStranger("takeover");
    stranger.send("claim", { seat: "zombie" });
    await until(() => room.state.seats.get("zombie").requester === "Stranger", 2000, "the request");
    ann.send("grant", { seat: "zombie", accept: true });
    await stranger.box.next("welcome", (w) => w.seat === "zombie");
    await until(() => ((stranger.room.state as any).secrets?.get("zombie")?.hand?.length ?? 0) === 4, 5000, "the stranger sees the hand");
    stranger.box.mark();
    ann.send("bot", { seat: "zombie", on: true });
    expect((await stranger.box.next("welcome")).seat).toBeNull();
    expect((await stranger.box.next("legal")).actions).toEqual([]);
    await until(() => ((stranger.room.state as any).secrets?.size ?? 0) === 0, 2000, "the hand leaves the stranger's view");
    expect(room.state.seats.get("zombie").kind).toBe("bot");
    expect(room.players.bySeat("zombie")).toBeUndefined();
    stranger.send("act", { id: "x", action: { type: "endTurn" } });
    expect((await stranger.box.next("rejected")).code).toBe("NOT_SEATED");
    // the log says who lost which seat, also to a client that joins later
    const late = await joinGame(t, ann.room.roomId, { name: "Late" });
    const logged = late.box.last("history").events.flatMap((b: any) => b.events).find((e: any) => e.type === "seatToBot");
    expect(logged).toMatchObject({ type: "seatToBot", seat: "zombie", player: "Stranger" });
  });
});

describe("chat per room per second", () => {
  test("a room relays at most chatPerSecond lines a second from all its clients together; the rest are refused RATE_LIMITED to their sender", async () => {
    testSettings.chatPerSecond = 5;
    try {
      const ann = await createGame(t);
      const bob = await joinGame(t, ann.room.roomId, { name: "Bob" });
      const carol = await joinGame(t, ann.room.roomId, { name: "Carol" });
      const listener = await joinGame(t, ann.room.roomId, { name: "Dee" });
      listener.box.mark();
      // 12 lines within one second from three senders, each far below its own per-connection limit
      for (let i = 0; i < 4; i++) for (const c of [ann, bob, carol]) c.room.send("chat", { text: `${c === ann ? "a" : c === bob ? "b" : "c"}${i}` });
      await until(() => [ann, bob, carol].reduce((n, c) => n + c.box.all.filter((m) => m.type === "rejected").length, 0) === 7, 3000, "7 refusals");
      await sleep(100);
      const relayed = listener.box.all.filter((m) => m.type === "chat").map((m) => m.payload.text);
      expect(relayed).toHaveLength(5); // which five depends on the order the three sockets are read in
      expect(new Set(relayed).size).toBe(5);
      for (const c of [ann, bob, carol])
        for (const r of c.box.all.filter((m) => m.type === "rejected"))
          expect(r.payload).toEqual({ id: null, code: "RATE_LIMITED", key: "msg.chatBusy", params: { n: 5 } });
      // a refused line is not kept either: a client joining now gets the relayed ones only
      const late = await joinGame(t, ann.room.roomId, { name: "Late" });
      expect(late.box.last("history").chat.map((l: any) => l.text)).toEqual(relayed);
      // the next second has its own share
      await sleep(1000);
      bob.send("chat", { text: "calm again" });
      expect((await listener.box.next("chat", (m) => m.text === "calm again")).from).toBe("Bob");
    } finally {
      testSettings.chatPerSecond = 20;
    }
  });
});

describe("games are joined by their id only", () => {
  test("a stranger's matchmaking join() does not land in a running game", async () => {
    await createGame(t, { seed: "private" });
    await expect(t.sdk.join("house", { name: "Stranger" })).rejects.toThrow();
  });
});
