import type { ColyseusTestServer } from "@colyseus/testing";
import { bootServer, createGame, joinGame, until } from "./helpers";

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
      expect(r).toEqual({ id: null, code: "BAD_MESSAGE", message: `unknown message type '${type}'` });
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
    expect((await ann.box.next("rejected")).message).toMatch(/taken by Zed/);
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

describe("seat takeover (issue 13 finding 1)", () => {
  test("a stranger who took a bot's seat mid-game loses it, its secrets and its actions when the creator hands it back, connected or not", async () => {
    const ann = await createGame(t, { seed: "takeover" });
    ann.send("claim", { seat: "human1" });
    await ann.box.next("welcome", (w) => w.seat === "human1");
    ann.send("bot", { seat: "zombie", on: true });
    await until(() => (ann.room.state as any).seats.get("zombie").kind === "bot", 2000, "zombie bot");
    ann.send("start", {});
    await ann.box.next("legal");
    const room = t.getRoomById(ann.room.roomId) as any;
    const stranger = await joinGame(t, ann.room.roomId, { name: "Stranger" });
    stranger.send("claim", { seat: "zombie" });
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
    expect(logged).toMatchObject({ seat: "zombie", player: "Stranger", text: "Ann hands zombie to a bot; Stranger no longer plays it" });
  });
});

describe("games are joined by their id only", () => {
  test("a stranger's matchmaking join() does not land in a running game", async () => {
    await createGame(t, { seed: "private" });
    await expect(t.sdk.join("house", { name: "Stranger" })).rejects.toThrow();
  });
});
