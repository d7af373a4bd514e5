import type { ColyseusTestServer } from "@colyseus/testing";
import { refusalLine, refuse } from "@zedfall/shared";
import { keyedMessage } from "@zedfall/shared/protocol";
import type { GameRoom } from "../src/rooms/game/GameRoom";
import { bootServer, createGame, joinGame, until, type Conn } from "./helpers";
import type { TestStore } from "./stores";

/** Ann plays the Zombie seat; the human seats are bots, so the game runs by itself while she plays. */
async function botGame(t: ColyseusTestServer, seed: string, humans = ["human1", "human2"]): Promise<{ ann: Conn; token: string; id: string }> {
  const ann = await createGame(t, { seed, roundLimit: 3, characters: "deal" });
  ann.send("claim", { seat: "zombie" });
  const { token } = await ann.box.next("welcome");
  for (const seat of humans) {
    ann.send("bot", { seat, on: true });
    await until(() => (ann.room.state as any).seats.get(seat).kind === "bot", 2000, `${seat} bot`);
  }
  ann.send("start", {});
  await ann.box.next("legal");
  return { ann, token, id: ann.room.roomId };
}

/** Ann answers every legal list with its first action until `done()`. */
async function play(ann: Conn, done: () => boolean, ms = 20000): Promise<void> {
  const end = Date.now() + ms;
  let n = 0;
  while (!done()) {
    if (Date.now() > end) throw new Error("play: timed out");
    const legal = ann.box.last("legal");
    if (legal?.actions.length && (ann.room.state as any).seq === legal.seq) {
      ann.send("act", { id: `p${n}`, action: legal.actions[0] });
      const r = await Promise.race([ann.box.next("ack", (m) => m.id === `p${n}`), ann.box.next("rejected")]);
      if ("code" in r && r.code !== "NOT_YOUR_TURN") throw new Error(`refused: ${refusalLine(r)}`);
      n++;
    } else await new Promise((r) => setTimeout(r, 5));
  }
}

/** Disposes a game's live room (what a restart does to every room), waiting until it is gone. */
async function dropRoom(t: ColyseusTestServer, ann: Conn, id: string): Promise<void> {
  ann.room.reconnection.enabled = false;
  const room = t.getRoomById(id) as any;
  await room.disconnect();
  await until(() => !t.getRoomById(id), 5000, "the room disposed");
}

/**
 * The room-level persistence tests, run once per store (persistence-sqlite.test.ts and
 * persistence-postgres.test.ts): a game whose room is gone comes back from the store on
 * `joinById`, seat tokens re-claim seats, bad rows name the game and seq, the unfinished games of
 * a browser are listed, and a finished game's replay steps through.
 */
export function persistenceSuite(open: () => Promise<TestStore>): void {
  let t: ColyseusTestServer;
  let ts: TestStore;
  beforeAll(async () => {
    ts = await open();
    t = await bootServer({ store: ts.store, snapshotEvery: 7 });
  });
  afterEach(async () => {
    await t.cleanup();
  });
  afterAll(async () => {
    await t.shutdown();
    await ts.drop();
  });

  test("every accepted action is stored before its ack; a game whose room is gone reopens from the store on joinById with the seat re-claimed", async () => {
    const { ann, token, id } = await botGame(t, "p-restore");
    const room = t.getRoomById(id) as unknown as GameRoom;
    await play(ann, () => room.record.log.length >= 25);
    // wait for quiet: the bots act only on the humans' turns, Ann's legal list is what we wait on
    await until(() => ann.box.last("legal")?.actions.length > 0, 5000, "Ann's turn");
    const rules = JSON.parse(JSON.stringify(room.rules));
    const log = JSON.parse(JSON.stringify(room.record.log));
    const stored = (await ts.store.load(id))!;
    expect(stored.rows.length).toBe(room.record.rows);
    expect(stored.rows.map((r) => JSON.parse(r.action!))).toEqual(log.map((e: any) => e.action));
    expect(stored.meta.status).toBe("play");
    expect(stored.snapshots.length).toBeGreaterThan(0);
    await dropRoom(t, ann, id);
    const back = await joinGame(t, id, { name: "Ann", token });
    expect(back.box.last("welcome")).toEqual({ gameId: id, seat: "zombie", token });
    const legal = await back.box.next("legal");
    expect(legal.seq).toBe(log.length);
    expect(legal.actions.length).toBeGreaterThan(0);
    const again = t.getRoomById(id) as unknown as GameRoom;
    expect(again).not.toBe(room);
    expect(JSON.parse(JSON.stringify(again.rules))).toEqual(rules);
    expect(again.record.log).toEqual(log);
    expect((back.room.state as any).seq).toBe(log.length);
    expect((back.room.state as any).secrets.get("zombie").hand.length).toBe(rules.zombieHand.length);
    expect((back.room.state as any).seats.get("human1").kind).toBe("bot");
    // and the game goes on from there
    await play(back, () => again.record.log.length >= log.length + 10);
    // a stranger without a token gets no seat in the reopened game
    const eve = await joinGame(t, id, { name: "Eve" });
    expect(eve.box.last("welcome").seat).toBeNull();
  });

  test("the lobby is stored too: players, seats and bots come back after the room is gone", async () => {
    const ann = await createGame(t, { seed: "p-lobby" });
    const bob = await joinGame(t, ann.room.roomId, { name: "Bob" });
    ann.send("claim", { seat: "zombie" });
    const { token: annToken } = await ann.box.next("welcome");
    bob.send("claim", { seat: "human2" });
    const { token: bobToken } = await bob.box.next("welcome");
    ann.send("bot", { seat: "human1", on: true });
    await until(() => (ann.room.state as any).seats.get("human1").kind === "bot", 2000, "bot");
    const id = ann.room.roomId;
    bob.room.reconnection.enabled = false;
    await dropRoom(t, ann, id);
    const bob2 = await joinGame(t, id, { name: "Bob", token: bobToken });
    expect(bob2.box.last("welcome").seat).toBe("human2");
    const st: any = bob2.room.state;
    expect(st.stage).toBe("lobby");
    expect(st.seats.get("zombie").name).toBe("Ann");
    expect(st.seats.get("human1").kind).toBe("bot");
    const ann2 = await joinGame(t, id, { name: "Ann", token: annToken });
    expect(ann2.box.last("welcome").seat).toBe("zombie");
    ann2.send("start", {});
    const ev = await ann2.box.next("events");
    expect(ev.events[0].type).toBe("start");
    expect((await ts.store.load(id))!.meta.status).toBe("play");
  });

  test("a damaged row or a wrong seat token: joinById answers with the game and seq; nothing is deleted; another game reopens as usual", async () => {
    const a = await botGame(t, "p-bad-a");
    const b = await botGame(t, "p-bad-b");
    const ra = t.getRoomById(a.id) as unknown as GameRoom;
    const rb = t.getRoomById(b.id) as unknown as GameRoom;
    await play(a.ann, () => ra.record.log.length >= 12);
    await play(b.ann, () => rb.record.log.length >= 12);
    await dropRoom(t, a.ann, a.id);
    await dropRoom(t, b.ann, b.id);
    const rows = (await ts.store.load(a.id))!.rows.length;
    await ts.sql(`UPDATE actions SET action = $1 WHERE game_id = $2 AND seq = $3`, ['{"type":"pickChar', a.id, 3]);
    await expect(t.sdk.joinById(a.id, { name: "Ann", token: a.token })).rejects.toThrow(new RegExp(`game ${a.id}, seq 3: the stored action is damaged or truncated`));
    expect((await ts.store.load(a.id))!.rows.length).toBe(rows);
    const back = await joinGame(t, b.id, { name: "Ann", token: b.token });
    expect(back.box.last("welcome").seat).toBe("zombie");
    // a wrong seat token is the client's mistake, refused 403 with what to do; without a token one joins as a visitor
    await expect(t.sdk.joinById(b.id, { name: "Mallory", token: "not-the-token-at-all" })).rejects.toMatchObject({ code: 403, message: keyedMessage("this seat token belongs to no player of this game; open the link without it to join", refuse("server.unknownToken")) });
    const visitor = await joinGame(t, b.id, { name: "Mallory" });
    expect(visitor.box.last("welcome").seat).toBeNull();
    expect((visitor.room.state as any).secrets?.get("zombie")?.hand?.length ?? 0).toBe(0);
  });

  test("POST /api/my-games lists the unfinished games of the browser's seat tokens", async () => {
    const g1 = await botGame(t, "p-mine-1");
    const ann2 = await createGame(t, { seed: "p-mine-2" });
    const lobbyToken = ann2.box.last("welcome").token;
    const res = await fetch(`http://127.0.0.1:${(t as any).server.transport.server.address().port}/api/my-games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tokens: [g1.token, lobbyToken, "someone-elses-token"] }),
    });
    expect(res.status).toBe(200);
    const { games } = await res.json();
    expect(games.map((g: any) => [g.gameId, g.status, g.seat]).sort()).toEqual([[g1.id, "play", "zombie"], [ann2.room.roomId, "lobby", null]].sort());
    const bad = await fetch(`http://127.0.0.1:${(t as any).server.transport.server.address().port}/api/my-games`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"tokens": 5}' });
    expect(bad.status).toBe(400);
  });

  test("a finished game's replay steps forward, back and to a turn, showing every hidden part; an unfinished game has none yet", async () => {
    const { ann, id } = await botGame(t, "p-replay", ["human1"]);
    const room = t.getRoomById(id) as unknown as GameRoom;
    await play(ann, () => (ann.room.state as any).stage === "over", 60000);
    const total = room.record.log.length;
    const final = JSON.parse(JSON.stringify((ann.room.state as any).units.toJSON()));
    const unfinished = await botGame(t, "p-replay-2");
    await expect(t.sdk.create("replay", { gameId: unfinished.id })).rejects.toThrow(/not over yet/);
    const r = await t.sdk.create("replay", { gameId: id });
    const box: any[] = [];
    r.onMessage("*", (type: any, m: any) => box.push({ type, m }));
    await until(() => box.some((x) => x.type === "replay"), 3000, "replay info");
    const info = box.find((x) => x.type === "replay").m;
    expect(info.step).toBe(0);
    expect(info.total).toBe(total);
    expect(info.turns[0].step).toBe(0);
    expect(info.turns.length).toBeGreaterThan(3);
    expect(Object.keys(info.hidden)).toEqual(expect.arrayContaining(["zombieHand", "searchDeck", "zombieDeck", "armed"]));
    const lastInfo = () => [...box].reverse().find((x) => x.type === "replay").m;
    r.send("goto", { step: 1 });
    await until(() => lastInfo().step === 1, 3000, "step 1");
    expect(box.some((x) => x.type === "events" && x.m.seq === 1)).toBe(true);
    expect(lastInfo().action).toEqual(room.record.log[0]!.action);
    const turn = info.turns[3];
    r.send("goto", { step: turn.step });
    await until(() => lastInfo().step === turn.step && (r.state as any).seq === turn.step, 3000, "a turn");
    expect((r.state as any).round).toBe(turn.round);
    expect((r.state as any).phase).toBe(turn.phase);
    r.send("goto", { step: total });
    await until(() => (r.state as any).stage === "over", 3000, "the end");
    expect(JSON.parse(JSON.stringify((r.state as any).units.toJSON()))).toEqual(final);
    // everything is shown once the game is over: the Zombie seat's hand is in the viewer's state
    expect((r.state as any).secrets.get("zombie").hand.toArray()).toEqual(lastInfo().hidden.zombieHand);
    r.send("goto", { step: 0 });
    await until(() => (r.state as any).seq === 0 && (r.state as any).stage === "play", 3000, "back to the start");
    r.send("fly", {});
    await until(() => box.some((x) => x.type === "rejected"), 3000, "a refusal");
  }, 90000);
}
