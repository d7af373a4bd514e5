import { matchMaker } from "@colyseus/core";
import type { ColyseusTestServer } from "@colyseus/testing";
import { clientAddress, PerMinute } from "../src/http/create-limits";
import { startLobbySweep, sweepLobbies } from "../src/rooms/limits/lobby-sweep";
import type { SqliteStore } from "../src/store/sqlite";
import type { GameStore } from "../src/store/types";
import { bootServer, createGame, joinGame, sleep, testSettings, until, type Conn } from "./helpers";

/**
 * Server limits against floods of creates and joins: rooms per process, rooms opened per client address
 * per minute, people per game, spectators not stored, abandoned lobbies, replay rooms (one a viewer, one rebuild a game).
 */

let t: ColyseusTestServer;
let base: string;
beforeAll(async () => {
  t = await bootServer();
  base = `http://127.0.0.1:${(t as any).server.transport.server.address().port}`;
});
afterEach(async () => {
  Object.assign(testSettings, { createsPerMinute: 1_000_000, trustProxy: 0, maxRooms: 2000, maxReplayRooms: 200, maxPeoplePerGame: 50 });
  await t.cleanup();
  await until(() => rooms().length === 0, 10000, "every room disposed");
});
afterAll(async () => {
  await t.shutdown();
});

/** The rooms of this process (listed by the matchmaker). */
const rooms = () => (matchMaker.driver as any).rooms as { name: string; roomId: string }[];
const store = () => testSettings.store as GameStore;

/** POSTs a matchmaker request; the answer's status and JSON. */
async function matchmake(method: string, room: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: any }> {
  const res = await fetch(`${base}/matchmake/${method}/${room}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

/** Joins the room a successful raw create reserved a seat in (an unused reservation keeps a 15 s timer alive after the tests). */
async function consume(...answers: { status: number; json: any }[]): Promise<void> {
  for (const a of answers) if (a.status === 200) await t.sdk.consumeSeatReservation(a.json);
}

describe("rooms opened per client address per minute (ZEDFALL_CREATES_PER_MINUTE)", () => {
  // first in the file: the server is fresh, so 127.0.0.1 has opened nothing yet this minute
  test("past the limit a create is refused 429 with a clear JSON error, and X-Forwarded-For is not believed without ZEDFALL_TRUST_PROXY", async () => {
    Object.assign(testSettings, { createsPerMinute: 2, trustProxy: 0 });
    const a = await matchmake("create", "house", { name: "A" }, { "x-forwarded-for": "198.51.100.1" });
    const b = await matchmake("create", "house", { name: "B" }, { "x-forwarded-for": "198.51.100.2" });
    expect([a.status, b.status]).toEqual([200, 200]);
    await consume(a, b);
    const before = rooms().length;
    const c = await matchmake("create", "house", { name: "C" }, { "x-forwarded-for": "198.51.100.3" });
    expect(c).toEqual({
      status: 429,
      json: {
        code: 429,
        error: 'too many games or replays opened from your address (at most 2 a minute); wait a minute and try again\nserver.tooManyCreates {"n":2}',
        key: "server.tooManyCreates",
        params: { n: 2 },
      },
    });
    // joinOrCreate makes a room too (a private game room is never found): counted the same
    expect((await matchmake("joinOrCreate", "house", { name: "D" })).status).toBe(429);
    expect(rooms().length).toBe(before);
    // the SDK's error carries the same sentence
    await expect(t.sdk.create("house", { name: "E" })).rejects.toThrow("too many games or replays opened from your address (at most 2 a minute); wait a minute and try again");
  });

  test("with ZEDFALL_TRUST_PROXY=1 the address the proxy appended counts: each address has its own limit", async () => {
    Object.assign(testSettings, { createsPerMinute: 1, trustProxy: 1 });
    const one = await matchmake("create", "house", { name: "A" }, { "x-forwarded-for": "203.0.113.7" });
    expect(one.status).toBe(200);
    const again = await matchmake("create", "house", { name: "A" }, { "x-forwarded-for": "203.0.113.7" });
    expect(again.status).toBe(429);
    // a client writing its own entry in front does not become someone else
    const spoof = await matchmake("create", "house", { name: "A" }, { "x-forwarded-for": "10.9.9.9, 203.0.113.7" });
    expect(spoof.status).toBe(429);
    const other = await matchmake("create", "house", { name: "B" }, { "x-forwarded-for": "203.0.113.8" });
    expect(other.status).toBe(200);
    await consume(one, other);
  });

  test("clientAddress: the socket's peer unless proxies are trusted, then X-Forwarded-For read from its right end", () => {
    const req = (xff?: string) => ({ socket: { remoteAddress: "10.0.0.1" }, headers: xff === undefined ? {} : { "x-forwarded-for": xff } }) as any;
    expect(clientAddress(req("1.1.1.1"), 0)).toBe("10.0.0.1");
    expect(clientAddress(req("6.6.6.6, 1.1.1.1"), 1)).toBe("1.1.1.1");
    expect(clientAddress(req("6.6.6.6, 1.1.1.1, 2.2.2.2"), 2)).toBe("1.1.1.1");
    expect(clientAddress(req(), 1)).toBe("10.0.0.1");
    expect(clientAddress(req("1.1.1.1"), 3)).toBe("1.1.1.1");
  });

  test("PerMinute: a key's window lasts a minute from its first count, then counting starts again", () => {
    const c = new PerMinute();
    expect([c.take("a", 2, 0), c.take("a", 2, 1000), c.take("a", 2, 59_999)]).toEqual([true, true, false]);
    expect(c.take("b", 2, 59_999)).toBe(true);
    expect(c.take("a", 2, 60_000)).toBe(true);
    // keys whose window has passed are forgotten
    expect(c.take("c", 2, 200_000)).toBe(true);
    expect(c.size).toBe(1);
  });
});

describe("game rooms per process (ZEDFALL_MAX_ROOMS)", () => {
  test("a create past the limit is refused 503 with a clear JSON error; a failed create takes no slot; a disposed room gives its slot back", async () => {
    testSettings.maxRooms = 2;
    await expect(t.sdk.create("house", { name: "A", roundLimit: 0 })).rejects.toThrow(/roundLimit/);
    const a = await createGame(t, { seed: "cap-a" });
    await createGame(t, { seed: "cap-b" });
    const full = await matchmake("create", "house", { name: "C" });
    expect(full).toEqual({
      status: 503,
      json: { code: 503, error: 'the server is full (at most 2 open games); try again later\nserver.serverFull {"n":2}', key: "server.serverFull", params: { n: 2 } },
    });
    await expect(t.sdk.create("siege", { name: "C" })).rejects.toThrow("the server is full (at most 2 open games); try again later");
    expect(rooms().length).toBe(2);
    a.room.reconnection.enabled = false;
    await a.room.leave();
    await until(() => rooms().length === 1, 5000, "the empty room disposed");
    const c = await createGame(t, { seed: "cap-c" });
    expect(c.box.last("welcome").gameId).toBe(c.room.roomId);
  });

  test("a stored game is reopened for a seat holder or its creator even when every slot is taken; for anyone else it waits for a slot", async () => {
    testSettings.maxRooms = 1;
    const a = await createGame(t, { seed: "cap-reopen" });
    const { token } = a.box.last("welcome");
    const id = a.room.roomId;
    a.room.reconnection.enabled = false;
    await a.room.leave();
    await until(() => rooms().length === 0, 5000, "the room disposed");
    await createGame(t, { seed: "cap-other" });
    // a stranger's join (no token) would open a room past the limit: refused like a new game
    await expect(t.sdk.joinById(id, { name: "Mallory" })).rejects.toThrow("the server is full (at most 1 open games); try again later");
    expect(rooms().length).toBe(1);
    const back = await joinGame(t, id, { name: "Ann", token });
    expect(back.box.last("welcome").gameId).toBe(id);
    expect(rooms().length).toBe(2);
  });
});

/** A House game started with bots and then marked over in the store (enough for its replay to open). */
async function finishedGame(seed: string): Promise<string> {
  const ann = await createGame(t, { seed, roundLimit: 3 });
  ann.send("claim", { seat: "zombie" });
  await ann.box.next("welcome", (w) => w.seat === "zombie");
  for (const seat of ["human1", "human2"]) {
    ann.send("bot", { seat, on: true });
    await until(() => (ann.room.state as any).seats.get(seat).kind === "bot", 2000, `${seat} bot`);
  }
  ann.send("start", {});
  await ann.box.next("legal");
  const id = ann.room.roomId;
  // the bots' first actions (a replay with steps to go to)
  await until(() => ((t.getRoomById(id) as any)?.record.log.length ?? 0) >= 2, 5000, "two actions played");
  ann.room.reconnection.enabled = false;
  await ann.room.leave();
  await until(() => !rooms().some((r) => r.roomId === id), 5000, "the game's room disposed");
  await store().saveMeta(id, { status: "over" });
  return id;
}

describe("replay rooms per process (ZEDFALL_MAX_REPLAY_ROOMS)", () => {
  test("replay rooms are counted apart from game rooms: past their limit a new replay is refused 503, games still open", async () => {
    const f1 = await finishedGame("rp-1");
    const f2 = await finishedGame("rp-2");
    Object.assign(testSettings, { maxReplayRooms: 1, maxRooms: 1 });
    await t.sdk.create("replay", { gameId: f1 });
    await expect(t.sdk.create("replay", { gameId: f2 })).rejects.toThrow("the server is showing as many replays as it can (at most 1); try again later");
    const g = await createGame(t, { seed: "rp-game" });
    expect(g.box.last("welcome").seat).toBeNull();
  });
});

describe("replay rooms: one a viewer, one rebuild a game", () => {
  test("each viewer of a game's replay has a room and a step of their own; the rooms of one game share one rebuild, dropped with the last of them", async () => {
    const f1 = await finishedGame("share-1");
    const f2 = await finishedGame("share-2");
    const a = await t.sdk.create("replay", { gameId: f1 });
    const boxA: any[] = [];
    a.onMessage("*", (type: any, m: any) => boxA.push({ type, m }));
    await until(() => boxA.some((x) => x.type === "replay"), 3000, "a's replay info");
    a.send("goto", { step: 1 });
    await until(() => boxA.some((x) => x.type === "replay" && x.m.step === 1), 3000, "a at step 1");
    const b = await t.sdk.create("replay", { gameId: f1 });
    const boxB: any[] = [];
    b.onMessage("*", (type: any, m: any) => boxB.push({ type, m }));
    expect(b.roomId).not.toBe(a.roomId);
    await until(() => boxB.some((x) => x.type === "replay"), 3000, "b's replay info");
    expect(boxB.find((x) => x.type === "replay").m.step).toBe(0);
    // b's step is b's: a stays at step 1
    b.send("goto", { step: 2 });
    await until(() => boxB.some((x) => x.type === "replay" && x.m.step === 2), 3000, "b at step 2");
    await sleep(200);
    expect(boxA.filter((x) => x.type === "replay").map((x) => x.m.step)).toEqual([0, 1]);
    const roomOf = (id: string) => t.getRoomById(id) as any;
    expect(roomOf(b.roomId).build).toBe(roomOf(a.roomId).build);
    // another game's replay rebuilds that game
    const c = await t.sdk.create("replay", { gameId: f2 });
    expect(roomOf(c.roomId).build).not.toBe(roomOf(a.roomId).build);
    const builds = (roomOf(a.roomId) as any).builds;
    expect(builds.size).toBe(2);
    await a.leave();
    await b.leave();
    await until(() => builds.size === 1, 3000, "the first game's rebuild dropped with its last viewer");
    await c.leave();
    await until(() => builds.size === 0, 3000, "no rebuild left");
  });
});

/** The token hashes of a game's stored players, by name. */
async function storedNames(id: string): Promise<string[]> {
  return (await store().load(id))!.meta.players.map((p) => p.name).sort();
}

/** `POST /api/my-games` with these tokens: the game ids listed. */
async function myGames(tokens: string[]): Promise<string[]> {
  const res = await fetch(`${base}/api/my-games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ tokens }) });
  return ((await res.json()).games as { gameId: string }[]).map((g) => g.gameId);
}

describe("spectators are not stored as players", () => {
  test("a tokenless join is stored only once it claims a seat; a spectator who leaves is forgotten; /api/my-games lists only seats and creators", async () => {
    const ann = await createGame(t, { seed: "spec" });
    const id = ann.room.roomId;
    const room = t.getRoomById(id) as any;
    const bob = await joinGame(t, id, { name: "Bob" });
    const carl = await joinGame(t, id, { name: "Carl" });
    const carlToken = carl.box.last("welcome").token;
    const bobToken = bob.box.last("welcome").token;
    expect(carlToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await storedNames(id)).toEqual(["Ann"]);
    bob.send("claim", { seat: "human1" });
    await bob.box.next("welcome", (w) => w.seat === "human1");
    expect(await storedNames(id)).toEqual(["Ann", "Bob"]);
    // a spectator can still talk while in the room
    carl.send("chat", { text: "hi" });
    expect((await ann.box.next("chat")).from).toBe("Carl");
    await carl.room.leave();
    await until(() => !room.knowsToken(carlToken), 3000, "carl forgotten");
    expect(await storedNames(id)).toEqual(["Ann", "Bob"]);
    expect(await myGames([carlToken])).toEqual([]);
    expect(await myGames([bobToken])).toEqual([id]);
    expect(await myGames([ann.box.last("welcome").token])).toEqual([id]);
    // the forgotten token is no player's: the join is refused as for any unknown token
    await expect(t.sdk.joinById(id, { name: "Carl", token: carlToken })).rejects.toThrow(/this seat token belongs to no player of this game/);
  });

  test("the start stores the seated players and the creator, never a spectator in the room", async () => {
    const ann = await createGame(t, { seed: "spec-start" });
    const id = ann.room.roomId;
    ann.send("claim", { seat: "zombie" });
    await ann.box.next("welcome", (w) => w.seat === "zombie");
    for (const seat of ["human1", "human2"]) {
      ann.send("bot", { seat, on: true });
      await until(() => (ann.room.state as any).seats.get(seat).kind === "bot", 2000, `${seat} bot`);
    }
    await joinGame(t, id, { name: "Watcher" });
    ann.send("start", {});
    await ann.box.next("legal");
    expect((await store().load(id))!.meta.status).toBe("play");
    expect(await storedNames(id)).toEqual(["Ann"]);
  });
});

describe("people per game room (ZEDFALL_MAX_PEOPLE_PER_GAME)", () => {
  test("past the limit a newcomer is refused with a clear message; a seated player's rejoin is let in even when full", async () => {
    testSettings.maxPeoplePerGame = 3;
    const ann = await createGame(t, { seed: "full" });
    const id = ann.room.roomId;
    const bob = await joinGame(t, id, { name: "Bob" });
    bob.send("claim", { seat: "human1" });
    const { token } = await bob.box.next("welcome", (w) => w.seat === "human1");
    await joinGame(t, id, { name: "Carl" });
    const room = t.getRoomById(id) as any;
    await expect(t.sdk.joinById(id, { name: "Dan" })).rejects.toThrow("this game is full: 3 people are in it already; try again later");
    expect(room.players.size).toBe(3);
    expect(await storedNames(id)).toEqual(["Ann", "Bob"]);
    const again = await joinGame(t, id, { name: "Bob", token });
    expect(again.box.last("welcome").seat).toBe("human1");
    await until(() => room.clients.length === 3, 3000, "bob's old window closed");
  });
});

describe("abandoned lobbies expire (ZEDFALL_LOBBY_EXPIRE_HOURS)", () => {
  test("a lobby unchanged for longer than the limit is deleted; one whose room is open, or a started game, is not", async () => {
    const gone = await createGame(t, { seed: "exp-gone" });
    const goneId = gone.room.roomId;
    gone.room.reconnection.enabled = false;
    await gone.room.leave();
    await until(() => !rooms().some((r) => r.roomId === goneId), 5000, "the room disposed");
    const open = await createGame(t, { seed: "exp-open" });
    const started = await finishedGame("exp-started");
    await store().saveMeta(started, { status: "play" });
    const fresh = await createGame(t, { seed: "exp-fresh" });
    const freshId = fresh.room.roomId;
    fresh.room.reconnection.enabled = false;
    await fresh.room.leave();
    const db = (store() as SqliteStore).db;
    const now = Date.now();
    db.prepare(`UPDATE games SET updated_at = ? WHERE id IN (?, ?, ?)`).run(now - 25 * 3600_000, goneId, open.room.roomId, started);
    db.prepare(`UPDATE games SET updated_at = ? WHERE id = ?`).run(now - 23 * 3600_000, freshId);
    expect(await sweepLobbies(store(), 24, now)).toBe(1);
    expect(await store().load(goneId)).toBeNull();
    expect(db.prepare(`SELECT COUNT(*) AS n FROM players WHERE game_id = ?`).all(goneId)).toEqual([{ n: 0 }]);
    expect((await store().load(open.room.roomId))!.meta.status).toBe("lobby");
    expect((await store().load(started))!.meta.status).toBe("play");
    expect((await store().load(freshId))!.meta.status).toBe("lobby");
  });

  test("the sweep runs at once, then at every interval, until stopped; a failed sweep does not stop it", async () => {
    let calls = 0;
    const stop = startLobbySweep(async () => {
      calls++;
      if (calls === 2) throw new Error("store down");
      return 0;
    }, 40);
    expect(calls).toBe(1);
    await until(() => calls >= 3, 3000, "two more sweeps");
    stop();
    const n = calls;
    await new Promise((r) => setTimeout(r, 150));
    expect(calls).toBe(n);
  });
});

export type { Conn };
