import type { ColyseusTestServer } from "@colyseus/testing";
import { createRandom, siege } from "@zedfall/shared";
import { bootServer, createGame, driveUntil, inbox, joinGame, siegeTwoSeats, sleep, testSettings, until } from "./helpers";

let t: ColyseusTestServer;
beforeAll(async () => {
  t = await bootServer();
});
afterEach(async () => {
  await t.cleanup();
});
afterAll(async () => {
  await t.shutdown();
});

describe("lobby", () => {
  test("the creator gets a welcome with a token and no seat; the room is registered as house with its board", async () => {
    const ann = await createGame(t);
    const w = ann.box.last("welcome");
    expect(w.gameId).toBe(ann.room.roomId);
    expect(w.seat).toBeNull();
    expect(typeof w.token).toBe("string");
    expect(w.token.length).toBeGreaterThanOrEqual(24);
    const st: any = ann.room.state;
    expect(st.game).toBe("house");
    expect(st.stage).toBe("lobby");
    expect(st.board.width).toBe(20);
    expect(st.board.squares.length).toBeGreaterThan(300);
    expect(st.board.edges.toArray().some((e: any) => e.type === "door")).toBe(true);
    expect(st.board.searchSquares.size).toBeGreaterThanOrEqual(14);
    expect([...st.seats.keys()]).toEqual(["zombie", "human1", "human2", "human3", "human4"]);
    expect(st.hostName).toBe("Ann");
    expect(ann.box.last("legal")).toEqual({ seq: 0, actions: [], undo: false });
  });

  test("a game is stored only once its creator joins: a create without its join stores nothing (the attack run's empty lobbies, kept 24 h); the join stores the game with its creator", async () => {
    const port = (t as any).server.transport.server.address().port;
    const before = (await testSettings.store!.list()).length;
    const res = await fetch(`http://127.0.0.1:${port}/matchmake/create/siege`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Ann" }) });
    expect(res.status).toBe(200);
    const reservation = await res.json();
    expect(await testSettings.store!.load(reservation.roomId)).toBeNull();
    expect((await testSettings.store!.list()).length).toBe(before);
    const room = await t.sdk.consumeSeatReservation(reservation);
    const box = inbox(room);
    const welcome = await box.next("welcome");
    expect(welcome.gameId).toBe(reservation.roomId);
    const stored = await testSettings.store!.load(reservation.roomId);
    expect(stored!.meta).toMatchObject({ id: reservation.roomId, ruleset: "siege", status: "lobby", seq: 0 });
    expect(stored!.meta.players).toEqual([{ tokenHash: expect.any(String), name: "Ann", seat: null, creator: true }]);
    await room.leave();
  });

  test("bad options refuse the creation with the option's name", async () => {
    await expect(t.sdk.create("house", { name: "Ann", roundLimit: 0 })).rejects.toThrow(/roundLimit/);
    // the expansions are options now (house DoR 2): a bad value is refused by name
    await expect(t.sdk.create("house", { name: "Ann", crawlers: "yes" })).rejects.toThrow(/crawlers/);
    await expect(t.sdk.create("house", { name: "Ann", baby: "twins" })).rejects.toThrow(/baby/);
    await expect(t.sdk.create("house", { name: "Ann", reactionSeconds: 4 })).rejects.toThrow(/reactionSeconds/);
  });

  test("claim answers with a fresh welcome; a taken seat is refused; a second claim moves the player", async () => {
    const ann = await createGame(t);
    const bob = await joinGame(t, ann.room.roomId);
    ann.send("claim", { seat: "zombie" });
    expect((await ann.box.next("welcome")).seat).toBe("zombie");
    bob.send("claim", { seat: "zombie" });
    const r = await bob.box.next("rejected");
    expect(r).toEqual({ id: null, code: "ILLEGAL_ACTION", key: "msg.seatTaken", params: { seat: "zombie", name: "Ann" } });
    bob.send("claim", { seat: "human1" });
    const w = await bob.box.next("welcome");
    expect(w.seat).toBe("human1");
    expect(w.token).toBe(bob.box.all.find((m) => m.type === "welcome")!.payload.token);
    await until(() => (ann.room.state as any).seats.get("human1").name === "Bob", 2000, "Bob's name on human1");
    bob.send("claim", { seat: "human2" });
    expect((await bob.box.next("welcome")).seat).toBe("human2");
    await until(() => (ann.room.state as any).seats.get("human1").kind === "empty", 2000, "human1 freed");
    bob.send("release", {});
    expect((await bob.box.next("welcome")).seat).toBeNull();
  });

  test("only the creator gives seats to bots and starts; the game needs the Zombie seat and a human seat", async () => {
    const ann = await createGame(t);
    const bob = await joinGame(t, ann.room.roomId);
    bob.send("bot", { seat: "zombie", on: true });
    expect(await bob.box.next("rejected")).toEqual({ id: null, code: "ILLEGAL_ACTION", key: "msg.creatorBots", params: { name: "Ann" } });
    bob.send("start", {});
    expect((await bob.box.next("rejected")).code).toBe("ILLEGAL_ACTION");
    ann.send("claim", { seat: "human1" });
    await ann.box.next("welcome");
    ann.send("start", {});
    expect(await ann.box.next("rejected")).toEqual({ id: null, code: "ILLEGAL_ACTION", key: "house.zombieSeatEmpty", params: {} });
    ann.send("bot", { seat: "zombie", on: true });
    await until(() => (ann.room.state as any).seats.get("zombie").kind === "bot", 2000, "zombie bot");
    ann.send("start", {});
    const ev = await ann.box.next("events");
    expect(ev.seq).toBe(0);
    expect(ev.events[0].type).toBe("start");
    const legal = await ann.box.next("legal");
    expect(legal.actions.map((a: any) => a.type)).toContain("pickCharacter");
    // Bob's patch is on his own connection, not ordered with Ann's messages (DESIGN "Protocol")
    await until(() => (bob.room.state as any).stage !== "lobby", 2000, "Bob's state patch");
    expect((bob.room.state as any).stage).toBe("play");
  });

  test("a seat token re-claims the seat after a refresh (leave and join again)", async () => {
    const ann = await createGame(t);
    const bob = await joinGame(t, ann.room.roomId);
    bob.send("claim", { seat: "human3" });
    const { token } = await bob.box.next("welcome");
    await bob.room.leave(true);
    await until(() => (ann.room.state as any).seats.get("human3").connected === false, 2000, "Bob disconnected");
    expect((ann.room.state as any).seats.get("human3").name).toBe("Bob");
    const again = await joinGame(t, ann.room.roomId, { name: "Bob", token });
    const w = again.box.last("welcome");
    expect(w).toEqual({ gameId: ann.room.roomId, seat: "human3", token });
    await until(() => (ann.room.state as any).seats.get("human3").connected === true, 2000, "Bob back");
  });

  test("chat reaches every client with the sender's name", async () => {
    const ann = await createGame(t);
    const bob = await joinGame(t, ann.room.roomId);
    bob.send("chat", { text: "  hello  " });
    const m = await ann.box.next("chat");
    expect(m.from).toBe("Bob");
    expect(m.text).toBe("hello");
    expect(typeof m.at).toBe("number");
  });
});

describe("reconnection", () => {
  test("a dropped connection comes back with the SDK's reconnection token: same session, seat and private view", async () => {
    const ann = await createGame(t);
    ann.send("claim", { seat: "zombie" });
    await ann.box.next("welcome");
    ann.send("bot", { seat: "human1", on: true });
    await until(() => (ann.room.state as any).seats.get("human1").kind === "bot", 2000, "bot");
    ann.send("start", {});
    await ann.box.next("legal");
    const session = ann.room.sessionId;
    // the SDK reconnects by itself only after 5 s of uptime (STACK pitfall 10)
    await new Promise((r) => setTimeout(r, 5200));
    const room = t.getRoomById(ann.room.roomId) as any;
    const dropped = new Promise<void>((r) => ann.room.onDrop(() => r()));
    const back = new Promise<void>((r) => ann.room.onReconnect(() => r()));
    ann.box.mark();
    (ann.room.connection as any).transport.ws.terminate();
    await dropped;
    await until(() => room.state.seats.get("zombie").connected === false, 3000, "seat shown offline");
    await back;
    const w = await ann.box.next("welcome");
    expect(w.seat).toBe("zombie");
    expect(ann.room.sessionId).toBe(session);
    await until(() => room.state.seats.get("zombie").connected === true, 3000, "seat online again");
    expect((await ann.box.next("legal")).seq).toBe(room.record.log.length);
    expect((ann.room.state as any).secrets.get("zombie").hand.length).toBe(4);
  }, 20000);
});

describe("reconnection after a seat change (private views)", () => {
  /** Bob holds the Zombie seat of a started game; his connection is cut without a close frame and does not come back by itself. */
  async function bobCut() {
    const ann = await createGame(t);
    const bob = await joinGame(t, ann.room.roomId, { name: "Bob" });
    ann.send("claim", { seat: "human1" });
    await ann.box.next("welcome");
    bob.send("claim", { seat: "zombie" });
    await bob.box.next("welcome");
    ann.send("start", {});
    await bob.box.next("legal");
    expect((bob.room.state as any).secrets.get("zombie").hand.length).toBe(4);
    const room = t.getRoomById(ann.room.roomId) as any;
    const token = bob.room.reconnectionToken;
    bob.room.reconnection.enabled = false;
    (bob.room.connection as any).transport.ws.terminate();
    await until(() => room.state.seats.get("zombie").connected === false, 3000, "Bob shown offline");
    return { ann, bob, room, token, seatToken: bob.box.last("welcome").token as string };
  }

  test("a player whose seat was given to someone else while away comes back by reconnection without that seat's secrets", async () => {
    const { ann, room, token } = await bobCut();
    ann.send("bot", { seat: "zombie", on: true });
    await until(() => room.state.seats.get("zombie").kind === "bot", 2000, "the bot takes the Zombie seat");
    // the creator gives the covered seat to Carol: it is no longer Bob's
    const carol = await joinGame(t, ann.room.roomId, { name: "Carol" });
    carol.send("claim", { seat: "zombie" });
    await until(() => room.state.seats.get("zombie").requester === "Carol", 2000, "Carol asks");
    ann.send("grant", { seat: "zombie", accept: true });
    await until(() => room.state.seats.get("zombie").name === "Carol", 2000, "Carol plays the Zombie seat");
    const back = await t.sdk.reconnect(token);
    const box = inbox(back);
    expect((await box.next("welcome")).seat).toBeNull();
    await box.next("legal");
    // the view carried over from the dropped connection held the Zombie seat's part: it is gone
    expect((back.state as any).secrets.size).toBe(0);
    back.reconnection.enabled = false;
    await back.leave(true);
  }, 15000);

  test("a player whose seat a bot covered while away (handed over by the creator) takes it back by reconnection, with its secrets", async () => {
    const { ann, room, token } = await bobCut();
    ann.send("bot", { seat: "zombie", on: true });
    await until(() => room.state.seats.get("zombie").kind === "bot", 2000, "the bot takes the Zombie seat");
    const back = await t.sdk.reconnect(token);
    const box = inbox(back);
    expect((await box.next("welcome")).seat).toBe("zombie");
    await until(() => (back.state as any).secrets?.get("zombie")?.hand.length === 4, 2000, "the seat's part again");
    expect(room.state.seats.get("zombie")).toMatchObject({ kind: "player", name: "Bob", connected: true });
    back.reconnection.enabled = false;
    await back.leave(true);
  }, 15000);

  test("a dropped window that reconnects after the seat was opened in another window is refused (its reconnection slot was closed by the rejoin); the other keeps the seat", async () => {
    const { ann, room, token, seatToken } = await bobCut();
    const tab2 = await joinGame(t, ann.room.roomId, { token: seatToken });
    expect((await tab2.box.next("welcome")).seat).toBe("zombie");
    await expect(t.sdk.reconnect(token)).rejects.toThrow("reconnection token invalid or expired");
    expect(room.state.seats.get("zombie").connected).toBe(true);
    await until(() => (tab2.room.state as any).secrets?.get("zombie")?.hand.length === 4, 2000, "the new window has the seat's part");
  }, 15000);
});

describe("seats after the start", () => {
  test("the creator hands a connected player's seat to a bot, which plays on; the player becomes a spectator; a visitor takes a bot's seat over with the creator's grant", async () => {
    const ann = await createGame(t);
    const bob = await joinGame(t, ann.room.roomId);
    ann.send("claim", { seat: "zombie" });
    await ann.box.next("welcome");
    bob.send("claim", { seat: "human1" });
    await bob.box.next("welcome");
    ann.send("start", {});
    await ann.box.next("legal");
    const bobs = await bob.box.next("legal", (l) => l.actions.length > 0);
    const room = t.getRoomById(ann.room.roomId) as any;
    // Bob is connected: the seat goes to the bot all the same (it used to be refused "Bob is connected and plays human1")
    bob.box.mark();
    ann.send("bot", { seat: "human1", on: true });
    expect((await bob.box.next("welcome")).seat).toBeNull();
    expect((await bob.box.next("legal")).actions).toEqual([]);
    const line = (await ann.box.next("events", (m) => m.events.some((e: any) => e.type === "seatToBot"))).events[0];
    expect(line).toEqual({ type: "seatToBot", seat: "human1", player: "Bob" });
    expect(room.players.byToken(bob.box.last("welcome").token).seat).toBeNull();
    expect(room.state.seats.get("human1").connected).toBe(true); // the bot
    bob.send("act", { id: "late", action: bobs.actions[0] });
    expect(await bob.box.next("rejected")).toEqual({ id: "late", code: "NOT_SEATED", key: "msg.notSeated", params: {} });
    // the bot picks the characters and chooses the edge, then the Zombie seat has to act
    await until(() => room.state.phase === "setup-zombies", 5000, "the bot did the humans' setup");
    expect(room.record.log.every((e: any) => e.seat === "human1")).toBe(true);
    const carol = await joinGame(t, ann.room.roomId, { name: "Carol" });
    carol.send("claim", { seat: "human1" });
    // after the start a visitor asks; the creator grants
    await until(() => room.state.seats.get("human1").requester === "Carol", 2000, "Carol asks");
    ann.send("grant", { seat: "human1", accept: true });
    expect((await carol.box.next("welcome", (w) => w.seat !== null)).seat).toBe("human1");
    await until(() => room.state.seats.get("human1").kind === "player", 2000, "Carol plays human1");
    expect(room.state.seats.get("human1").name).toBe("Carol");
    carol.send("claim", { seat: "zombie" });
    expect(await carol.box.next("rejected")).toEqual({ id: null, code: "ILLEGAL_ACTION", key: "msg.seatTaken", params: { seat: "zombie", name: "Ann" } });
  });
});

describe("seeds", () => {
  test("the create option seed is honoured only with ZEDFALL_TEST_SEED=1 (testSeed)", async () => {
    const a = await createGame(t, { seed: "fixed" });
    expect((t.getRoomById(a.room.roomId) as any).record.seed).toBe("fixed");
    testSettings.testSeed = false;
    try {
      const b = await createGame(t, { seed: "fixed" });
      const seed = (t.getRoomById(b.room.roomId) as any).record.seed;
      expect(seed).not.toBe("fixed");
      // 32 bytes of the server's CSPRNG, generator version 2 (ChaCha20 keyed by SHA-256 of the seed)
      expect(seed).toMatch(/^v2:[0-9a-f]{64}$/);
      expect(createRandom(seed)).toMatchObject({ v: 2 });
    } finally {
      testSettings.testSeed = true;
    }
  });

  test("a game on a version-2 seed plays, and its generator (state and seed) never reaches a client", async () => {
    testSettings.testSeed = false;
    try {
      const { ann, bob, room } = await siegeTwoSeats(t);
      expect((room as any).rules.rnd).toMatchObject({ v: 2 });
      await driveUntil([ann, bob], () => (room as any).record.rows >= 12, 60);
      const rules = (room as any).rules;
      expect(rules.rnd.v).toBe(2);
      expect(siege.result(rules) ?? null).toBeNull();
      const key = (rules.rnd.key as number[]).map((w) => String(w));
      for (const c of [ann, bob]) {
        const seen = JSON.stringify([(c.room.state as any).toJSON(), c.box.all]);
        expect(seen).not.toContain((room as any).record.seed.slice(3));
        for (const w of key) expect(seen).not.toContain(w);
      }
    } finally {
      testSettings.testSeed = true;
    }
  });
});

describe("seats after the end", () => {
  /** Ann (creator) plays human1, Bob the Zombie seat, a bot human2; the game is then brought to a result. */
  async function finished() {
    const ann = await createGame(t);
    const bob = await joinGame(t, ann.room.roomId, { name: "Bob" });
    ann.send("claim", { seat: "human1" });
    await ann.box.next("welcome");
    bob.send("claim", { seat: "zombie" });
    await bob.box.next("welcome");
    ann.send("bot", { seat: "human2", on: true });
    await until(() => (ann.room.state as any).seats.get("human2").kind === "bot", 2000, "bot on human2");
    ann.send("start", {});
    await ann.box.next("legal");
    const room = t.getRoomById(ann.room.roomId) as any;
    // the end of a game, as the rules would reach it: the rule state has a result, and it is published
    room.rules.result = { winner: "zombie", reason: "issue 13 test end", rule: "" };
    await room.serial(() => room.pipeline.publish([], null));
    await until(() => (ann.room.state as any).stage === "over", 2000, "the end");
    const carol = await joinGame(t, ann.room.roomId, { name: "Carol" });
    return { ann, bob, carol, room };
  }
  const seatsOf = (room: any) => JSON.stringify({ seats: room.state.seats.toJSON(), players: room.players.stored() });

  test("claim, release and bot are refused GAME_OVER once the game is over, and nothing changes", async () => {
    const { ann, bob, carol, room } = await finished();
    const before = seatsOf(room);
    const stored = JSON.stringify((await room.config.store.load(room.roomId)).meta.seats);
    const over = { id: null, code: "GAME_OVER", key: "msg.seatsFrozen", params: {} };
    carol.send("claim", { seat: "human2" }); // a bot's seat
    expect(await carol.box.next("rejected")).toEqual(over);
    bob.send("release", {});
    expect(await bob.box.next("rejected")).toEqual(over);
    ann.send("bot", { seat: "zombie", on: true });
    expect(await ann.box.next("rejected")).toEqual(over);
    ann.send("bot", { seat: "human1", on: true }); // the creator's own seat
    expect(await ann.box.next("rejected")).toEqual(over);
    expect(seatsOf(room)).toBe(before);
    expect(JSON.stringify((await room.config.store.load(room.roomId)).meta.seats)).toBe(stored);
    expect(room.players.byToken(carol.box.last("welcome").token).seat).toBeNull();
  });
});

describe("absent seats go back to their bots", () => {
  /** Ann (creator) plays the Zombie seat, Bob human1, which acts first; the reconnection window is 1 s. */
  async function started() {
    testSettings.reconnectSeconds = 1;
    const ann = await createGame(t);
    const bob = await joinGame(t, ann.room.roomId, { name: "Bob" });
    ann.send("claim", { seat: "zombie" });
    await ann.box.next("welcome");
    bob.send("claim", { seat: "human1" });
    const seatToken = (await bob.box.next("welcome")).token as string;
    ann.send("start", {});
    await bob.box.next("legal", (l) => l.actions.length > 0);
    const room = t.getRoomById(ann.room.roomId) as any;
    return { ann, bob, room, seatToken };
  }
  afterEach(() => {
    testSettings.reconnectSeconds = 2;
  });
  const cut = (c: { room: any }) => {
    c.room.reconnection.enabled = false;
    (c.room.connection as any).transport.ws.terminate();
  };

  test("a holder whose connection drops and does not come back within the window is covered by the seat's bot, logged; the game goes on; the seat token takes the seat back", async () => {
    const { ann, bob, room, seatToken } = await started();
    cut(bob);
    await until(() => room.state.seats.get("human1").connected === false, 2000, "Bob offline");
    expect(room.state.seats.get("human1").kind).toBe("player"); // still his during the window
    const ev = await ann.box.next("events", (m) => m.events.some((e: any) => e.type === "seatToBot"), 4000);
    expect(ev.events[0]).toEqual({ type: "seatToBot", seat: "human1", player: "Bob", away: true });
    expect(room.state.seats.get("human1").kind).toBe("bot");
    // the bot plays the seat: the humans' setup is done without Bob
    await until(() => room.record.log.some((e: any) => e.seat === "human1"), 5000, "the bot acts for human1");
    const again = await joinGame(t, ann.room.roomId, { name: "Bob", token: seatToken });
    expect(again.box.last("welcome").seat).toBe("human1");
    expect(stored(room, seatToken)).toBe("human1");
  });

  test("a holder who comes back with the seat token within the window keeps the seat", async () => {
    const { ann, bob, room, seatToken } = await started();
    testSettings.reconnectSeconds = 2; // room to come back even on a busy machine
    cut(bob);
    await until(() => room.state.seats.get("human1").connected === false, 2000, "Bob offline");
    const again = await joinGame(t, ann.room.roomId, { name: "Bob", token: seatToken });
    expect(again.box.last("welcome").seat).toBe("human1");
    await sleep(2500);
    expect(room.state.seats.get("human1").kind).toBe("player");
    expect(room.players.bySeat("human1")?.name).toBe("Bob");
    expect(ann.box.all.some((m) => m.type === "events" && m.payload.events.some((e: any) => e.type === "seatToBot"))).toBe(false);
  });

  test("a holder who leaves on purpose keeps the seat for the window, then it goes to its bot", async () => {
    const { ann, bob, room } = await started();
    bob.room.reconnection.enabled = false;
    await bob.room.leave(true);
    await until(() => room.state.seats.get("human1").connected === false, 2000, "Bob offline");
    await sleep(300);
    expect(room.state.seats.get("human1").kind).toBe("player");
    await ann.box.next("events", (m) => m.events.some((e: any) => e.type === "seatToBot" && e.player === "Bob"), 4000);
    expect(room.state.seats.get("human1").kind).toBe("bot");
  });
});

/** The seat the stored player of `token` holds in the room. */
function stored(room: any, token: string): string | null {
  return room.players.byToken(token)?.seat ?? null;
}

describe("absent seats at the start", () => {
  afterEach(() => {
    testSettings.reconnectSeconds = 2;
  });

  test("a seat whose holder went away in the lobby goes to its bot one window after the start unless they come back", async () => {
    testSettings.reconnectSeconds = 1;
    const ann = await createGame(t);
    const bob = await joinGame(t, ann.room.roomId, { name: "Bob" });
    ann.send("claim", { seat: "zombie" });
    await ann.box.next("welcome");
    bob.send("claim", { seat: "human1" });
    await bob.box.next("welcome");
    const room = t.getRoomById(ann.room.roomId) as any;
    bob.room.reconnection.enabled = false;
    (bob.room.connection as any).transport.ws.terminate();
    await until(() => room.state.seats.get("human1").connected === false, 2000, "Bob offline");
    await sleep(1300); // his reconnection window runs out in the lobby: nothing happens to the seat there
    expect(room.state.seats.get("human1").kind).toBe("player");
    ann.send("start", {});
    await ann.box.next("legal");
    expect(room.state.seats.get("human1").kind).toBe("player"); // one more window from the start
    const ev = await ann.box.next("events", (m) => m.events.some((e: any) => e.type === "seatToBot"), 4000);
    expect(ev.events[0]).toMatchObject({ seat: "human1", player: "Bob" });
    await until(() => room.record.log.some((e: any) => e.seat === "human1"), 5000, "the bot acts for human1");
  });
});

describe("absent seats in an empty room", () => {
  afterEach(() => {
    testSettings.reconnectSeconds = 2;
  });

  test("a solo player who goes away keeps the seat while nobody is there; when someone opens the game again, the seat goes to its bot one window later", async () => {
    testSettings.reconnectSeconds = 1;
    const ann = await createGame(t);
    ann.send("claim", { seat: "human1" });
    await ann.box.next("welcome");
    ann.send("bot", { seat: "zombie", on: true });
    await until(() => (ann.room.state as any).seats.get("zombie").kind === "bot", 2000, "zombie bot");
    ann.send("start", {});
    await ann.box.next("legal", (l) => l.actions.length > 0);
    const id = ann.room.roomId;
    const room = t.getRoomById(id) as any;
    const store = room.config.store;
    ann.room.reconnection.enabled = false;
    (ann.room.connection as any).transport.ws.terminate();
    await until(() => !t.getRoomById(id), 6000, "the empty room is disposed");
    const meta = (await store.load(id)).meta;
    expect(meta.seats.kinds.human1).toBe("player");
    expect(meta.players.find((p: any) => p.name === "Ann").seat).toBe("human1");
    // a visitor reopens the game: Ann's seat waits one window for her, then the bot plays it
    const bob = await joinGame(t, id, { name: "Bob" });
    expect((t.getRoomById(id) as any).state.seats.get("human1").kind).toBe("player");
    const ev = await bob.box.next("events", (m) => m.events.some((e: any) => e.type === "seatToBot"), 4000);
    expect(ev.events[0]).toMatchObject({ seat: "human1", player: "Ann" });
  });
});
