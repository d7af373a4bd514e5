import { applied } from "@zedfall/shared";
import type { ColyseusTestServer } from "@colyseus/testing";
import { createRandom, drawInt } from "@zedfall/shared";
import type { GameRoom } from "../src/rooms/game/GameRoom";
import { UNDO_BOUND } from "../src/rooms/game/pipeline";
import { bootServer, createGame, driveUntil, joinGame, testSettings, until, type Conn } from "./helpers";

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

/** Every zombie card id (house §14): none may reach a human seat while it is unplayed. */
const ZOMBIE_CARDS = [
  "stench-of-fear",
  "dead-resident",
  "smash",
  "surprise-zombie",
  "shambling-charge",
  "bloodlust",
  "relentless",
  "jammed",
  "slippery-floor",
  "horde",
  "hungry-eyes",
  "pile-up",
  "legless-legion",
  "something-below",
  "wailing",
];

/** A two-client game: Ann creates and plays the Zombie seat, Bob joins and plays human1. */
async function twoPlayers(options: Record<string, unknown> = {}, bots: string[] = []): Promise<{ ann: Conn; bob: Conn; room: GameRoom }> {
  const ann = await createGame(t, options);
  const bob = await joinGame(t, ann.room.roomId);
  ann.send("claim", { seat: "zombie" });
  await ann.box.next("welcome");
  bob.send("claim", { seat: "human1" });
  await bob.box.next("welcome");
  for (const seat of bots) {
    ann.send("bot", { seat, on: true });
    await until(() => (ann.room.state as any).seats.get(seat).kind === "bot", 2000, `${seat} bot`);
  }
  const room = t.getRoomById(ann.room.roomId) as unknown as GameRoom;
  ann.send("start", {});
  await ann.box.next("legal");
  await bob.box.next("legal");
  return { ann, bob, room };
}

/**
 * Plays a client as a legal-random bot over the protocol: whenever its latest `legal` list (for the
 * current seq) is not empty, it sends one of those actions. Returns a stop function.
 */
function autoplay(c: Conn, seed: string, onAck?: (ack: any) => void): () => void {
  const rnd = createRandom(seed);
  let sentFor = -1;
  let stopped = false;
  let n = 0;
  c.box.on("legal", (m: any) => {
    if (stopped || m.actions.length === 0 || m.seq === sentFor) return;
    sentFor = m.seq;
    const a = m.actions[drawInt(rnd, 0, m.actions.length - 1)];
    c.room.send("act", { id: `a${n++}`, action: a });
  });
  if (onAck) c.box.on("ack", onAck);
  // kick off with the legal list already received
  const first = c.box.last("legal");
  if (first && first.actions.length) {
    sentFor = first.seq;
    c.room.send("act", { id: `a${n++}`, action: first.actions[drawInt(rnd, 0, first.actions.length - 1)] });
  }
  return () => {
    stopped = true;
  };
}

const unitsOf = (c: Conn) => {
  const out: Record<string, string> = {};
  (c.room.state as any).units.forEach((u: any, id: string) => {
    out[id] = `${u.placed ? `${u.x},${u.y},${u.z}` : "-"} ${u.facing} ${u.alive} ${u.wounds}`;
  });
  return out;
};

describe("a full game over the protocol", () => {
  test("two SDK clients and a server bot play a House game to its result; every ack follows its patch", async () => {
    const { ann, bob, room } = await twoPlayers({ roundLimit: 3, characters: "deal" }, ["human2"]);
    const lateAcks: string[] = [];
    const checkAck = (c: Conn) => (ack: any) => {
      if ((c.room.state as any).seq !== ack.seq) lateAcks.push(`${ack.id}: state seq ${(c.room.state as any).seq} vs ack ${ack.seq}`);
    };
    const stopA = autoplay(ann, "ann", checkAck(ann));
    const stopB = autoplay(bob, "bob", checkAck(bob));
    await until(() => (ann.room.state as any).stage === "over", 25000, "the end of the game");
    stopA();
    stopB();
    await until(() => (bob.room.state as any).stage === "over", 2000, "Bob sees the end");
    const st: any = bob.room.state;
    expect(["zombie", "humans"]).toContain(st.result.winner);
    expect(["allDead", "cellar", "fortress", "dawn", "roundLimit", "car"]).toContain(st.result.key);
    expect(room.record.log.length).toBe(st.seq);
    expect(room.record.log.some((e) => e.seat === "human2")).toBe(true); // the server bot played
    expect(room.record.log.some((e) => e.seat === "zombie")).toBe(true);
    expect(lateAcks).toEqual([]);
    expect(unitsOf(ann)).toEqual(unitsOf(bob));
    // the game is seed + log: replaying the record rebuilds the same final state
    const { house } = await import("@zedfall/shared");
    let s = house.setup({ ...(room.record.options as object), humanSeats: ["human1", "human2"] }, room.record.seed);
    for (const e of room.record.log) s = applied(house, s, e.seat, e.action as never).state;
    expect(s).toEqual(room.rules);
    // after the end, any act is GAME_OVER
    bob.send("act", { id: "late", action: { type: "endActivation", figure: "max" } });
    expect(await bob.box.next("rejected")).toEqual({ id: "late", code: "GAME_OVER", key: "msg.over", params: {} });
  });
});

describe("refused messages change nothing and keep the client connected", () => {
  test("malformed, unseated, out-of-turn and illegal messages each get their code", async () => {
    const { ann, bob, room } = await twoPlayers();
    const carol = await joinGame(t, ann.room.roomId, { name: "Carol" });
    const rulesBefore = JSON.stringify(room.rules);
    const patchesBefore = JSON.stringify((bob.room.state as any).toJSON());
    const cases: [Conn, string, unknown, { id: string | null; code: string; key: string; params: Record<string, unknown> }][] = [
      [bob, "act", { action: { type: "pickCharacter", character: "max" } }, { id: null, code: "BAD_MESSAGE", ...{ key: "msg.badMessage", params: { type: "act", detail: "id: Invalid input: expected string, received undefined" } } }],
      [bob, "act", { id: 5, action: { type: "pickCharacter", character: "max" } }, { id: null, code: "BAD_MESSAGE", ...{ key: "msg.badMessage", params: { type: "act", detail: "id: Invalid input: expected string, received number" } } }],
      [bob, "act", { id: "m1", action: "pickCharacter" }, { id: "m1", code: "BAD_MESSAGE", ...{ key: "msg.badMessage", params: { type: "act", detail: "action: Invalid input: expected object, received string" } } }],
      [bob, "act", { id: "m2", action: { type: "pickCharacter", character: "max" }, extra: 1 }, { id: "m2", code: "BAD_MESSAGE", ...{ key: "msg.badMessage", params: { type: "act", detail: 'payload: Unrecognized key: "extra"' } } }],
      [bob, "act", "garbage", { id: null, code: "BAD_MESSAGE", ...{ key: "msg.badMessage", params: { type: "act", detail: "payload: Invalid input: expected object, received string" } } }],
      [bob, "fly", { to: "moon" }, { id: null, code: "BAD_MESSAGE", key: "msg.unknownMessage", params: { type: "fly" } }],
      [bob, "claim", { seat: 7 }, { id: null, code: "BAD_MESSAGE", ...{ key: "msg.badMessage", params: { type: "claim", detail: "seat: Invalid input: expected string, received number" } } }],
      [bob, "chat", { text: "" }, { id: null, code: "BAD_MESSAGE", ...{ key: "msg.badMessage", params: { type: "chat", detail: "text: a chat line needs at least one visible character" } } }],
      [carol, "act", { id: "c1", action: { type: "pickCharacter", character: "max" } }, { id: "c1", code: "NOT_SEATED", key: "msg.notSeated", params: {} }],
      [ann, "act", { id: "z1", action: { type: "endZombieTurn" } }, { id: "z1", code: "NOT_YOUR_TURN", key: "msg.notYourTurn", params: { seat: "zombie" } }],
      [bob, "act", { id: "b1", action: { type: "pickCharacter", character: "nobody" } }, { id: "b1", code: "ILLEGAL_ACTION", key: "msg.badAction", params: { type: "pickCharacter", detail: 'character: Invalid option: expected one of "max"|"lena"|"olga"|"kostya"|"petrovich"|"vera"' } }],
      [bob, "act", { id: "b2", action: { type: "fly" } }, { id: "b2", code: "ILLEGAL_ACTION", key: "msg.notThisPhase", params: { type: "fly", phase: "setup-characters" } }],
      [bob, "act", { id: "b3", action: { type: "placeZombie", at: { x: 0, y: 0, z: 0 } } }, { id: "b3", code: "ILLEGAL_ACTION", key: "msg.notThisPhase", params: { type: "placeZombie", phase: "setup-characters" } }],
      [bob, "undo", {}, { id: null, code: "UNDO_REFUSED", key: "msg.nothingToUndo", params: {} }],
      [carol, "undo", {}, { id: null, code: "NOT_SEATED", key: "msg.noSeat", params: {} }],
      [bob, "release", {}, { id: null, code: "ILLEGAL_ACTION", key: "msg.startedAskCreator", params: {} }],
    ];
    for (const [c, type, payload, want] of cases) {
      c.send(type, payload);
      const r = await c.box.next("rejected");
      expect({ type, ...r }).toEqual({ type, ...want });
    }
    expect(JSON.stringify(room.rules)).toBe(rulesBefore);
    expect(room.record.log).toEqual([]);
    expect(JSON.stringify((bob.room.state as any).toJSON())).toBe(patchesBefore);
    // still connected: a legal action goes through
    const legal = bob.box.last("legal");
    bob.send("act", { id: "ok", action: legal.actions[0] });
    expect(await bob.box.next("ack")).toEqual({ id: "ok", seq: 1 });
  });

  test("a flood of messages gets RATE_LIMITED and the client stays connected", async () => {
    testSettings.rateLimit = 10;
    const ann = await createGame(t);
    for (let i = 0; i < 15; i++) ann.room.send("chat", { text: `spam ${i}` });
    const r = await ann.box.next("rejected", (m) => m.code === "RATE_LIMITED");
    expect(r.id).toBeNull();
    await new Promise((res) => setTimeout(res, 1100));
    ann.send("chat", { text: "calm again" });
    expect((await ann.box.next("chat", (m) => m.text === "calm again")).from).toBe("Ann");
    testSettings.rateLimit = 1000;
  });

  test("history is the game as it stands: an undone move's lines leave it, so a move/undo loop does not grow what a joining client is sent", async () => {
    const { ann, bob, room } = await twoPlayers({ characters: "deal" });
    await driveUntil([ann, bob], () => bob.box.last("legal")?.actions.some((a: any) => a.type === "move"));
    const joined = async () => {
      const carol = await joinGame(t, room.roomId, { name: "Carol" });
      const h = await carol.box.next("history");
      carol.room.reconnection.enabled = false;
      await carol.room.leave(true);
      return h.events as { seq: number; events: { type: string }[] }[];
    };
    const start = await joined();
    for (let i = 0; i < 5; i++) {
      const move = bob.box.last("legal").actions.find((a: any) => a.type === "move");
      bob.box.mark();
      bob.send("act", { id: `m${i}`, action: move });
      const ack = await bob.box.next("ack");
      bob.box.mark();
      bob.send("undo", {});
      // the undo is shown live, naming the seq of the action batch it took back (the client marks those lines)
      expect((await bob.box.next("events")).events[0]).toMatchObject({ type: "undo", seat: "human1", undone: ack.seq });
      await bob.box.next("legal");
    }
    const after = await joined();
    expect(after).toEqual(start);
    expect(after.flatMap((b) => b.events).some((e) => e.type === "undo" || e.type === "move")).toBe(false);
    // a reopened room rebuilds the same history from the stored rows (undo rows included)
    const { rebuild } = await import("../src/store/rebuild");
    const { house } = await import("@zedfall/shared");
    const stored = await (room as any).config.store.load(room.roomId);
    const rebuilt = rebuild(house, stored, { history: true }).history!;
    expect(rebuilt.map((b) => b.seq)).toEqual(start.map((b) => b.seq));
  });

  test("a seat takes back at most UNDO_BOUND actions a turn: a move/undo loop cannot grow the stored log without end", async () => {
    const { ann, bob, room } = await twoPlayers({ characters: "deal" });
    await driveUntil([ann, bob], () => bob.box.last("legal")?.actions.some((a: any) => a.type === "move"));
    const moveOnce = async (i: number) => {
      const move = bob.box.last("legal").actions.find((a: any) => a.type === "move");
      bob.box.mark();
      bob.send("act", { id: `b${i}`, action: move });
      await bob.box.next("ack");
      return bob.box.next("legal");
    };
    for (let i = 0; i < UNDO_BOUND; i++) {
      expect((await moveOnce(i)).undo).toBe(true);
      bob.box.mark();
      bob.send("undo", {});
      await bob.box.next("legal");
    }
    const rows = room.record.rows;
    // the move is still legal; its take-back is not, and the legal list says so before anyone asks
    expect((await moveOnce(UNDO_BOUND)).undo).toBe(false);
    bob.send("undo", {});
    expect(await bob.box.next("rejected")).toEqual({ id: null, code: "UNDO_REFUSED", key: "msg.undoBound", params: { n: UNDO_BOUND } });
    expect(room.record.rows).toBe(rows + 1);
  });

  test("house DoR 7, G8: a human seat takes back its last move, stored as an undo row; refused across seats, twice, or for the Zombie seat", async () => {
    const { ann, bob, room } = await twoPlayers({ characters: "deal" });
    const store = (room as any).config.store;
    // the setup by first legal actions, up to Bob's first move
    await driveUntil([ann, bob], () => bob.box.last("legal")?.actions.some((a: any) => a.type === "move"));
    const before = JSON.stringify(room.rules);
    const seq = room.record.log.length;
    const rows = room.record.rows;
    const move = bob.box.last("legal").actions.find((a: any) => a.type === "move");
    expect(bob.box.last("legal").undo).toBe(false);
    bob.send("act", { id: "m", action: move });
    expect(await bob.box.next("ack")).toEqual({ id: "m", seq: seq + 1 });
    // legal's undo flag (what the client's Undo button shows): true for the mover, false for the Zombie seat
    await until(() => bob.box.last("legal").seq === seq + 1 && ann.box.last("legal").seq === seq + 1, 2000, "the lists after the move");
    expect(bob.box.last("legal").undo).toBe(true);
    expect(ann.box.last("legal").undo).toBe(false);
    ann.send("undo", {});
    expect(await ann.box.next("rejected")).toEqual({ id: null, code: "UNDO_REFUSED", key: "msg.undoOther", params: { seat: "human1" } });
    bob.send("undo", {});
    const ev = await bob.box.next("events");
    expect(ev.events[0]).toMatchObject({ type: "undo", seat: "human1", action: move });
    expect(ev.seq).toBe(seq);
    expect((await bob.box.next("legal")).seq).toBe(seq);
    expect(JSON.stringify(room.rules)).toBe(before);
    expect(room.record.log.length).toBe(seq);
    // both rows are stored: the move and the undo that takes it back
    const stored = await store.load(room.roomId);
    expect(stored.rows.slice(-2).map((r: any) => [r.seq, r.seat, r.kind, r.action && JSON.parse(r.action)])).toEqual([
      [rows + 1, "human1", "act", move],
      [rows + 2, "human1", "undo", null],
    ]);
    expect(bob.box.last("legal").undo).toBe(false);
    bob.send("undo", {});
    expect(await bob.box.next("rejected")).toEqual({ id: null, code: "UNDO_REFUSED", key: "msg.nothingToUndo", params: {} });
  });

  test("house G8: a pick or a Zombie seat's action cannot be taken back (UNDO_REFUSED with the reason)", async () => {
    const { ann, bob } = await twoPlayers();
    bob.send("act", { id: "p1", action: { type: "pickCharacter", character: "olga" } });
    await bob.box.next("ack");
    bob.send("undo", {});
    expect(await bob.box.next("rejected")).toEqual({ id: null, code: "UNDO_REFUSED", key: "msg.undo", params: { why: { key: "house.undoWhich", params: { type: "pickCharacter" } } } });
    await driveUntil([ann, bob], () => ann.box.last("legal")?.actions.some((a: any) => a.type === "placeZombie"));
    const place = ann.box.last("legal").actions.find((a: any) => a.type === "placeZombie");
    ann.send("act", { id: "z", action: place });
    await ann.box.next("ack");
    ann.send("undo", {});
    expect(await ann.box.next("rejected")).toEqual({ id: null, code: "UNDO_REFUSED", key: "msg.undo", params: { why: { key: "house.undoZombie", params: {} } } });
  });
});

describe("the Zombie seat's hand reaches only the Zombie seat", () => {
  test("a human seat's decoded state and every message it receives contain no zombie card", async () => {
    const { ann, bob, room } = await twoPlayers({ roundLimit: 2, characters: "deal" });
    const stopA = autoplay(ann, "ann2");
    const stopB = autoplay(bob, "bob2");
    const hands = new Set<string>();
    const watch = setInterval(() => {
      for (const c of (room.rules as any)?.zombieHand ?? []) hands.add(c);
    }, 1);
    try {
      await until(() => (ann.room.state as any).stage === "over", 25000, "the end of the game");
    } catch (e) {
      const r: any = room.rules;
      console.log(r.phase, r.round, r.seq, r.pending, JSON.stringify(r.humanTurn), JSON.stringify(r.zombieTurn), room.record.log.slice(-5), ann.box.all.slice(-4), bob.box.all.slice(-4));
      throw e;
    }
    clearInterval(watch);
    stopA();
    stopB();
    for (const c of (room.rules as any).zombieHand) hands.add(c);
    const played = new Set<string>((room.rules as any).zombieDiscard);
    // every zombie card not played in public is secret: the hand and the deck
    const secret = ZOMBIE_CARDS.filter((c) => !played.has(c));
    expect([...hands].filter((c) => !played.has(c)).length).toBeGreaterThan(0);
    // the Zombie seat sees its hand…
    const annHand = (ann.room.state as any).secrets.get("zombie").hand;
    expect(annHand.toArray().sort()).toEqual([...(room.rules as any).zombieHand].sort());
    // …a human seat does not, in its state or in any message
    // (the Zombie seat's private part is not in Bob's state at all; only the number of cards is)
    expect((bob.room.state as any).secrets?.get("zombie")).toBeUndefined();
    expect((bob.room.state as any).decks.zombieHand).toBe((room.rules as any).zombieHand.length);
    const bobState = JSON.stringify((bob.room.state as any).toJSON());
    const bobMessages = bob.box.all.map((m) => JSON.stringify(m));
    for (const card of secret) {
      expect(bobState).not.toContain(`"${card}"`);
      for (const m of bobMessages) expect(m).not.toContain(`"${card}"`);
    }
    expect(bob.box.count("events")).toBeGreaterThan(10);
  });
});
