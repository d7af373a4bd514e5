import { applied, house } from "@zedfall/shared";
import type { ColyseusTestServer } from "@colyseus/testing";
import type { HouseState } from "@zedfall/shared/house/types";
import type { GameRoom } from "../src/rooms/game/GameRoom";
import { scenario } from "../../shared/test/house/fixture";
import { bootServer, createGame, joinGame, sleep, testSettings, until, type Conn } from "./helpers";

/** One second of `reactionSeconds` lasts this many ms here, so 5 s (the schema's minimum) are 100 ms. */
const SECOND_MS = 20;

let t: ColyseusTestServer;
beforeAll(async () => {
  // the random bot plays every action family, crawlers and the baby included
  t = await bootServer({ bot: "random", secondMs: SECOND_MS });
});
afterEach(async () => {
  testSettings.secondMs = SECOND_MS;
  await t.cleanup();
});
afterAll(async () => {
  await t.shutdown();
});

/**
 * house T6 as a position of a live room: Kostya (human1) in the yard at (6,0) facing E, crawler k at
 * (5,1), crawlers on, standing answer `ask`, reactionSeconds 5. The room's rule state is replaced
 * after the start (a room test of the server's timer, not of reaching the position).
 */
function t6Ask(): HouseState {
  const s = scenario({
    humans: [{ id: "kostya", at: [6, 0], facing: "E" }],
    zombies: [{ id: "k", at: [5, 1], kind: "crawler" }],
    options: { crawlers: true, reactionSeconds: 5 },
  });
  s.grabAnswer = "ask";
  return s;
}

/** Ann creates the game; the seats are given as `{seat: "ann" | "bob" | "bot"}`; started. */
async function game(seats: Record<string, "ann" | "bob" | "bot">, options: Record<string, unknown> = {}): Promise<{ ann: Conn; bob: Conn; room: GameRoom }> {
  const ann = await createGame(t, options);
  const bob = await joinGame(t, ann.room.roomId);
  for (const [seat, who] of Object.entries(seats)) {
    if (who === "bot") {
      ann.send("bot", { seat, on: true });
      await until(() => (ann.room.state as any).seats.get(seat).kind === "bot", 2000, `${seat} bot`);
    } else {
      const c = who === "ann" ? ann : bob;
      c.send("claim", { seat });
      await c.box.next("welcome", (w) => w.seat === seat);
    }
  }
  const room = t.getRoomById(ann.room.roomId) as unknown as GameRoom;
  ann.send("start", {});
  // both clients hold the start's legal list (messages to different clients are not ordered relative to each other: DESIGN "Protocol")
  await Promise.all([ann.box.next("legal"), bob.box.next("legal")]);
  return { ann, bob, room };
}

const types = (room: GameRoom) => room.record.log.map((e) => `${e.seat}:${e.action.type}`);

describe("house DoR 3: the server answers an `ask` grab window the Zombie seat leaves waiting", () => {
  test("house DoR 3 unanswered for reactionSeconds → the server sends declineGrab as the Zombie seat's action; it is logged and stored like any action, and the waiting move runs", async () => {
    const { ann, bob, room } = await game({ zombie: "ann", human1: "bob" });
    room.rules = t6Ask();
    const before = room.record.log.length;
    ann.box.mark();
    // the server's window opens when it applies the move, after this send and before the ack arrives
    // (timed from the ack, a busy machine's delivery delay came off the wait: 92 ms of 100 once)
    const sent = Date.now();
    bob.send("act", { id: "m1", action: { type: "move", figure: "kostya", dir: "E" } });
    await bob.box.next("ack", (m) => m.id === "m1");
    // the window is open: the Zombie seat may grab or decline, the human waits
    expect((room.rules as HouseState).pending[0]).toMatchObject({ kind: "grab", figure: "kostya", crawlers: ["k"] });
    expect((await ann.box.next("legal", (m) => m.seq === room.record.log.length)).actions).toEqual([{ type: "grab", crawler: "k" }, { type: "declineGrab" }]);
    expect((await bob.box.next("legal")).actions).toEqual([]);
    const ev = await ann.box.next("events", (m) => m.events.some((e: any) => e.type === "grabDeclined"), 3000);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(5 * SECOND_MS);
    expect(ev.events.map((e: any) => e.type)).toEqual(["grabDeclined", "move"]);
    expect(room.record.log.slice(before)).toEqual([
      { seat: "human1", action: { type: "move", figure: "kostya", dir: "E" } },
      { seat: "zombie", action: { type: "declineGrab" } },
    ]);
    const s = room.rules as HouseState;
    expect(s.pending).toEqual([]);
    expect(s.humans.kostya!.pos).toEqual({ x: 7, y: 0, z: 0 });
    expect(s.humanTurn.grabTried).toEqual([]); // declined, not tried: k may try in a later window
    // stored: the last row of the store's log is the server's answer for the Zombie seat
    const stored = (await testSettings.store!.load(room.roomId))!;
    const last = stored.rows[stored.rows.length - 1]!;
    expect({ seat: last.seat, kind: last.kind, action: JSON.parse(last.action!) }).toEqual({ seat: "zombie", kind: "act", action: { type: "declineGrab" } });
    // the log line says so, and the human may act again
    await until(() => bob.box.last("legal").actions.length > 0, 2000, "Kostya may act again");
    expect(ann.box.all.some((m) => m.type === "events" && m.payload.events.some((e: any) => e.type === "grabDeclined"))).toBe(true);
  });

  test("house DoR 3 answered in time → the timer is cancelled: no declineGrab follows", async () => {
    const { ann, bob, room } = await game({ zombie: "ann", human1: "bob" });
    room.rules = t6Ask();
    bob.send("act", { id: "m1", action: { type: "move", figure: "kostya", dir: "E" } });
    await bob.box.next("ack", (m) => m.id === "m1");
    ann.send("act", { id: "g1", action: { type: "grab", crawler: "k" } });
    await ann.box.next("ack", (m) => m.id === "g1");
    await sleep(5 * SECOND_MS * 4);
    expect(types(room).slice(-2)).toEqual(["human1:move", "zombie:grab"]);
    expect((room.rules as HouseState).humanTurn.grabTried).toEqual(["k"]);
  });

  test("house DoR 3 at the async pace the window has no clock: nobody answers for the Zombie seat, the game waits for its player", async () => {
    const { ann, bob, room } = await game({ zombie: "ann", human1: "bob" }, { pace: "async" });
    room.rules = t6Ask();
    bob.send("act", { id: "m1", action: { type: "move", figure: "kostya", dir: "E" } });
    await bob.box.next("ack", (m) => m.id === "m1");
    await sleep(5 * SECOND_MS * 6);
    // still waiting: no declineGrab was sent for Ann, the window is open
    expect(types(room).slice(-1)).toEqual(["human1:move"]);
    expect((room.rules as HouseState).pending[0]).toMatchObject({ kind: "grab", figure: "kostya" });
    // Ann answers whenever she comes to it
    ann.send("act", { id: "d1", action: { type: "declineGrab" } });
    await ann.box.next("ack", (m) => m.id === "d1");
    expect(types(room).slice(-2)).toEqual(["human1:move", "zombie:declineGrab"]);
  });

  test("house DoR 3 a bot in the Zombie seat answers the window at once (no wait for the timer)", async () => {
    testSettings.secondMs = 60_000; // the timer would take 5 minutes
    const { ann, room } = await game({ zombie: "bot", human1: "ann" });
    room.rules = t6Ask();
    ann.send("act", { id: "m1", action: { type: "move", figure: "kostya", dir: "E" } });
    await ann.box.next("ack", (m) => m.id === "m1");
    const logged = types(room).length;
    // the rules change in place before the answer's durable write, and the log grows after it: wait for both
    await until(() => (room.rules as HouseState).pending.length === 0 && types(room).length > logged, 3000, "the bot's answer");
    expect(types(room).slice(-2)).toEqual(["human1:move", expect.stringMatching(/^zombie:(grab|declineGrab)$/)]);
  });
});

describe("a game with the expansions, bots in every seat, over the protocol", () => {
  test.each([
    ["search", "bots-crawlers-search"],
    ["setup", "bots-setup-3"],
  ])("house DoR 2: crawlers on, baby '%s': five bot seats play to a result; the log replays to the same state", async (baby, seed) => {
    const { ann, room } = await game(
      { zombie: "bot", human1: "bot", human2: "bot", human3: "bot", human4: "bot" },
      { seed, crawlers: true, baby, characters: "deal", roundLimit: 8 },
    );
    await until(() => (ann.room.state as any).stage === "over", 60000, "the end of the bot game");
    const st: any = ann.room.state;
    expect(["zombie", "humans"]).toContain(st.result.winner);
    const acts = new Set(room.record.log.map((e) => e.action.type));
    expect(acts.has("spawnCrawlers")).toBe(true); // crawlers were raised
    if (baby === "setup") expect(acts.has("placeBaby")).toBe(true); // the Zombie seat placed the baby at the setup
    expect(room.record.log.length).toBe(st.seq);
    let s = house.setup({ ...(room.record.options as object), humanSeats: ["human1", "human2", "human3", "human4"] }, room.record.seed);
    for (const e of room.record.log) s = applied(house, s, e.seat, e.action as never).state;
    expect(s).toEqual(room.rules);
  });
});
