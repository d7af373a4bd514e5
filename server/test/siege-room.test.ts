import type { ColyseusTestServer } from "@colyseus/testing";
import { createRandom, drawInt, siege, type Siege } from "@zedfall/shared";
import type { GameRoom } from "../src/rooms/game/GameRoom";
import { spaceIndex } from "@zedfall/shared/siege/board";
import { actionKey } from "@zedfall/shared/protocol";
import { actionPhase, unit, zed } from "../../shared/test/siege/kit";
import { bootServer, createGame, driveUntil, joinGame, siegeTwoSeats, sleep, until, type Conn } from "./helpers";

/*
 * The Siege room over the protocol (S1): two seats join a Siege game and act, every
 * refusal code is answered, and no client's state or messages ever hold a secret of D4 (deck
 * orders, the Zeds reserve, the Super-Zeds bag, face-down rumors, the generator).
 */

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

/** A two-seat Siege game (helpers.ts `siegeTwoSeats`) on this file's server. */
const twoSeats = (options: Record<string, unknown> = {}) => siegeTwoSeats(t, options);

const rulesOf = (room: GameRoom) => room.rules as Siege.SiegeState;
const actions = (c: Conn): any[] => c.box.last("legal")?.actions ?? [];

/** Plays a client as a legal-random bot over the protocol (one action per `legal` list); returns a stop function. */
function autoplay(c: Conn, seed: string): () => void {
  const rnd = createRandom(seed);
  let sentFor = -1;
  let stopped = false;
  let n = 0;
  const go = (m: any) => {
    if (stopped || !m || m.actions.length === 0 || m.seq === sentFor) return;
    sentFor = m.seq;
    c.room.send("act", { id: `r${n++}`, action: m.actions[drawInt(rnd, 0, m.actions.length - 1)] });
  };
  c.box.on("legal", go);
  go(c.box.last("legal"));
  return () => {
    stopped = true;
  };
}

describe("the Siege room", () => {
  test("two seats join a Siege game, see the board, the tracks and the Event card as typed fields, and each acts", async () => {
    const { ann, bob, room } = await twoSeats();
    const st: any = bob.room.state;
    expect(st.game).toBe("siege");
    expect(st.stage).toBe("play");
    expect(st.board.spaces.length).toBe(38);
    expect(st.board.spaces.toArray().find((s: any) => s.id === "forest:4")).toMatchObject({ name: "St. Thomas", track: "forest", num: 4, kind: "village" });
    const rules = rulesOf(room);
    expect(st.units.size).toBe(Object.keys(rules.units).length + Object.keys(rules.zeds).length);
    const [firstId, first] = Object.entries(rules.units)[0]!;
    expect(st.units.get(firstId)).toMatchObject({ side: "defenders", seat: first.seat ?? "", hits: first.hits, reduced: first.side === "reduced" });
    expect(st.tracks.toJSON()).toEqual({ supplies: rules.supplies, ammo: rules.ammo, infection: rules.infection, actions: rules.actionTrack, chaosPool: rules.chaosPool });
    expect(st.event.id).toBe(rules.decks.current);
    expect(st.decks.event).toBe(rules.decks.event.length);
    expect(st.lead).toBe(rules.lead);
    expect([...st.turns.keys()].sort()).toEqual(["seat1", "seat2"]);
    expect(st.phase).toBe(rules.phase);
    // each seat acts at least once (a seat that says done first leaves the other to act)
    const acted = new Set<string>();
    for (let n = 0; n < 60 && acted.size < 2; n++) {
      // both hold the newest legal list (messages to different clients are not ordered relative to each other: DESIGN "Protocol")
      await until(() => ann.box.last("legal")?.seq === bob.box.last("legal")?.seq, 3000, "both seats' legal lists at the same seq");
      const c = [ann, bob].find((x) => actions(x).length && !acted.has(x === ann ? "seat1" : "seat2")) ?? [ann, bob].find((x) => actions(x).length);
      if (!c) {
        await until(() => actions(ann).length > 0 || actions(bob).length > 0, 3000, "a seat to act");
        continue;
      }
      const legal = c.box.last("legal");
      c.send("act", { id: `a${n}`, action: legal.actions[0] });
      const ack = await c.box.next("ack", (m) => m.id === `a${n}`);
      expect(ack.seq).toBe(legal.seq + 1);
      acted.add(c === ann ? "seat1" : "seat2");
      await until(() => c.box.last("legal").seq > legal.seq, 3000, "the next legal list");
    }
    expect([...acted].sort()).toEqual(["seat1", "seat2"]);
    expect((bob.room.state as any).seq).toBe(room.record.log.length);
    expect(bob.box.count("events")).toBeGreaterThan(0);
  });

  test("legal's undo flag: true for the seat whose last Move may be taken back, false for the other seat and after an action that may not be (siege G15)", async () => {
    const { ann, bob } = await twoSeats();
    expect(ann.box.last("legal").undo).toBe(false);
    const checked = { move: false, other: false };
    for (let n = 0; n < 200 && !(checked.move && checked.other); n++) {
      const c = [ann, bob].find((x) => actions(x).length);
      if (!c) {
        await until(() => actions(ann).length > 0 || actions(bob).length > 0, 3000, "a seat to act");
        continue;
      }
      const other = c === ann ? bob : ann;
      const legal = c.box.last("legal");
      const move = legal.actions.find((a: any) => a.type === "move");
      const action = !checked.move && move ? move : (legal.actions.find((a: any) => a.type !== "move" && a.type !== "done") ?? legal.actions[0]);
      c.send("act", { id: `u${n}`, action });
      await c.box.next("ack", (m) => m.id === `u${n}`);
      await until(() => c.box.last("legal").seq > legal.seq && other.box.last("legal").seq > legal.seq, 3000, "the next legal lists");
      const room = t.getRoomById(ann.room.roomId) as unknown as GameRoom;
      const seat = c === ann ? "seat1" : "seat2";
      const says = room.pipeline.undoableBy(seat);
      expect(c.box.last("legal").undo).toBe(says);
      expect(other.box.last("legal").undo).toBe(false);
      if (action.type === "move" && says) checked.move = true;
      if (action.type !== "move") {
        expect(c.box.last("legal").undo).toBe(false);
        checked.other = true;
      }
    }
    expect(checked).toEqual({ move: true, other: true });
  });

  test("a refused action gets its code (bad shape, NOT_SEATED, NOT_YOUR_TURN, ILLEGAL_ACTION) and changes nothing", async () => {
    const { ann, bob, room } = await twoSeats();
    const carol = await joinGame(t, ann.room.roomId, { name: "Carol" });
    // play on until one seat may act and the other may not (a lead-only 4R, or a seat that said done)
    await driveUntil([ann, bob], () => (actions(ann).length > 0) !== (actions(bob).length > 0), 80);
    const [actor, idle] = actions(ann).length ? [ann, bob] : [bob, ann];
    const rulesBefore = JSON.stringify(room.rules);
    const logBefore = room.record.log.length;
    const legalAction = actions(actor)[0];
    const badMessage = (detail: string) => ({ key: "msg.badMessage", params: { type: "act", detail } });
    // the illegal actions' refusals depend on the game's random state (a decision pending or a phase): their key and params are checked as a refusal's shape
    const cases: [Conn, string, unknown, { id: string | null; code: string; key?: string; params?: Record<string, unknown> }][] = [
      [actor, "act", { action: legalAction }, { id: null, code: "BAD_MESSAGE", ...badMessage("id: Invalid input: expected string, received undefined") }],
      [actor, "act", { id: "s1", action: "move" }, { id: "s1", code: "BAD_MESSAGE", ...badMessage("action: Invalid input: expected object, received string") }],
      [actor, "act", { id: "s2", action: { type: "move", unit: "piazza", to: "forest:3", pay: "player" }, extra: true }, { id: "s2", code: "BAD_MESSAGE", ...badMessage('payload: Unrecognized key: "extra"') }],
      [carol, "act", { id: "c1", action: legalAction }, { id: "c1", code: "NOT_SEATED", key: "msg.notSeated", params: {} }],
      [idle, "act", { id: "i1", action: legalAction }, { id: "i1", code: "NOT_YOUR_TURN", key: "msg.notYourTurn", params: { seat: idle === ann ? "seat1" : "seat2" } }],
      [actor, "act", { id: "x1", action: { type: "fly" } }, { id: "x1", code: "ILLEGAL_ACTION" }],
      [actor, "act", { id: "x2", action: { type: "move", unit: "nobody", to: 0, pay: "player" } }, { id: "x2", code: "ILLEGAL_ACTION" }],
      [actor, "act", { id: "x3", action: { type: "choose", option: "no-such-option" } }, { id: "x3", code: "ILLEGAL_ACTION" }],
    ];
    for (const [c, type, payload, want] of cases) {
      c.send(type, payload);
      const r = await c.box.next("rejected");
      expect({ id: r.id, code: r.code, key: r.key, params: r.params }).toEqual({ key: expect.any(String), params: expect.any(Object), ...want });
    }
    expect(JSON.stringify(room.rules)).toBe(rulesBefore);
    expect(room.record.log.length).toBe(logBefore);
    // still connected: the legal action goes through
    actor.send("act", { id: "ok", action: legalAction });
    expect((await actor.box.next("ack", (m) => m.id === "ok")).seq).toBe(logBefore + 1);
  });

  test("siege F1 in a room: a unit passed back and forth twice in one Action phase is not offered a third time, and asking is refused ILLEGAL_ACTION with the bound, nothing stored", async () => {
    const { ann, bob, room } = await twoSeats();
    const s = actionPhase(["seat1", "seat2"], 2);
    unit(s, "civ1", "TC", "seat1");
    room.rules = s;
    const give = (to: string) => ({ type: "handOver", unit: "civ1", to });
    ann.send("act", { id: "h1", action: give("seat2") });
    await ann.box.next("ack", (m) => m.id === "h1");
    bob.send("act", { id: "h2", action: give("seat1") });
    const acked = await bob.box.next("ack", (m) => m.id === "h2");
    await until(() => ann.box.last("legal")?.seq === acked.seq, 3000, "Ann's legal list after the second hand-over");
    expect(actions(ann).filter((a) => a.type === "handOver")).toEqual([]);
    const rulesBefore = JSON.stringify(room.rules);
    const rows = room.record.rows;
    ann.send("act", { id: "h3", action: give("seat2") });
    const r = await ann.box.next("rejected", (m) => m.id === "h3");
    expect(r).toEqual({ id: "h3", code: "ILLEGAL_ACTION", key: "siege.handOverBound", params: { unit: "civ1", n: 2 } });
    expect(JSON.stringify(room.rules)).toBe(rulesBefore);
    expect(room.record.rows).toBe(rows);
    expect(rulesOf(room).units.civ1!.seat).toBe("seat1");
  });

  test("siege G10 in a room: the legal list of the seat asked marks by key the Red Telephone target that would lose (the Chaos pool at its last marker), the other seat's list marks nothing", async () => {
    const { ann, bob, room } = await twoSeats();
    const s = actionPhase(["seat1", "seat2"], 2);
    s.rumors!.secure.push("the-red-telephone");
    s.chaosPool = 1;
    room.rules = s;
    ann.send("act", { id: "t1", action: { type: "playSecure", rumor: "the-red-telephone" } });
    await ann.box.next("ack", (m) => m.id === "t1");
    ann.send("act", { id: "t2", action: { type: "choose", option: "highway:2" } });
    const acked = await ann.box.next("ack", (m) => m.id === "t2");
    await until(() => ann.box.last("legal")?.seq === acked.seq && bob.box.last("legal")?.seq === acked.seq, 3000, "both legal lists after the main target");
    const legal = ann.box.last("legal");
    expect(legal.actions.map((a: { option: string }) => a.option)).toEqual(["none", "highway:3", "highway:1"]);
    expect(legal.loses).toEqual([actionKey({ type: "choose", option: "highway:3" }), actionKey({ type: "choose", option: "highway:1" })]);
    expect(bob.box.last("legal").loses).toBeUndefined();
    // the safe answer is taken without a warning, and the next list marks nothing
    ann.send("act", { id: "t3", action: { type: "choose", option: "none" } });
    const after = await ann.box.next("ack", (m) => m.id === "t3");
    await until(() => ann.box.last("legal")?.seq === after.seq, 3000, "Ann's legal list after the napalm");
    expect(ann.box.last("legal").loses).toBeUndefined();
    expect(rulesOf(room).result).toBeNull();
  });

  test("siege D4: no client's state or messages hold the deck orders, the Zeds reserve, the Super-Zeds bag, a face-down rumor or the generator", async () => {
    const { ann, bob, room } = await twoSeats({ deck: "normal" });
    const stops = [autoplay(ann, "ann-d4"), autoplay(bob, "bob-d4")];
    try {
      await until(() => room.record.log.length >= 40 || (ann.room.state as any).stage === "over", 20000, "40 actions");
    } finally {
      stops.forEach((s) => s());
    }
    await until(() => (ann.room.state as any).seq === room.record.log.length && (bob.room.state as any).seq === room.record.log.length, 3000, "both clients caught up");
    const s = rulesOf(room);
    // what was public at any moment may be named (a card drawn, a counter that stood on the map, even
    // one back in the reserve since); everything never shown may not. The game is replayed from its
    // record to see every moment (and must rebuild the room's state).
    const shown = new Set<string>();
    const see = (x: Siege.SiegeState) => {
      for (const id of [...Object.keys(x.zeds), ...Object.keys(x.units), ...x.decks.eventDiscard, ...x.decks.fateDiscard, ...x.decks.keep, ...(x.decks.current ? [x.decks.current] : [])]) shown.add(id);
      // a rumor is shown once revealed: a revealed token, a Secure rumor held, a Place marker, an item carried
      const m = x.rumors;
      if (m) for (const id of [...Object.values(m.tokens).filter((k) => k.revealed).map((k) => k.rumor), ...m.secure, ...Object.keys(m.places), ...Object.values(x.units).flatMap((u) => u.items)]) shown.add(id);
    };
    const filled = Object.keys(room.record.seats);
    const again = siege.setup(siege.lobby.optionsFor(siege.lobby.parseOptions(room.record.options), filled), room.record.seed);
    see(again);
    for (const e of room.record.log) {
      siege.apply(again, e.seat, e.action as Siege.SiegeAction);
      see(again);
    }
    expect(JSON.stringify(again)).toBe(JSON.stringify(s));
    const faceDown = s.rumors ? [...s.rumors.stack, ...Object.values(s.rumors.tokens).filter((k) => !k.revealed).map((k) => k.rumor)] : [];
    const hidden = [...s.decks.event, ...s.decks.fate, ...s.reserve, ...s.bag, ...faceDown].filter((id) => !shown.has(id));
    expect(hidden.length).toBeGreaterThan(20);
    expect(s.reserve.length).toBeGreaterThan(10);
    expect(s.bag.length).toBeGreaterThan(0);
    expect(s.decks.event.length).toBeGreaterThan(5);
    for (const c of [ann, bob]) {
      const state = JSON.stringify((c.room.state as any).toJSON());
      const messages = c.box.all.map((m) => JSON.stringify(m));
      expect(messages.length).toBeGreaterThan(20);
      for (const id of hidden) {
        expect(state).not.toContain(`"${id}"`);
        for (const m of messages) expect(m).not.toContain(`"${id}"`);
      }
      // the generator: neither its numbers nor the seed
      const rnd = ("s" in s.rnd ? s.rnd.s : s.rnd.key).map(String);
      for (const m of [state, ...messages]) {
        expect(m).not.toContain("test-seed");
        expect(m).not.toContain(`[${rnd.join(",")}]`);
        expect(m).not.toMatch(/"rnd"|"reserve":\[|"bag":\[/);
      }
    }
    // the sizes are public
    expect((bob.room.state as any).decks.reserve).toBe(s.reserve.length);
    expect((bob.room.state as any).decks.bag).toBe(s.bag.length);
    expect((bob.room.state as any).decks.event).toBe(s.decks.event.length);
  });

  test("siege D4, G8: a face-down rumor's identity is in no client's state or messages, a revealed one reaches every client; Secure rumors, Place markers, items and trains with passengers too", async () => {
    const { ann, bob, room } = await twoSeats();
    const carol = await joinGame(t, ann.room.roomId, { name: "Carol" });
    const s = rulesOf(room);
    const mill = s.rumors!;
    // two tokens laid the way the rumor procedure lays them (G8): drawn from the stack, face down, opaque ids
    const faceDown = mill.stack.shift()!;
    const revealed = mill.stack.shift()!;
    const secure = mill.stack.find((r) => r !== faceDown && r !== revealed && ["police-gun-cabinet", "giant-hardware-store", "help-arrives"].includes(r))!;
    mill.stack.splice(mill.stack.indexOf(secure), 1);
    const [a, b] = [s.units[Object.keys(s.units)[0]!]!, s.units[Object.keys(s.units)[1]!]!];
    const at = (id: string) => s.spaces.findIndex((_x, i) => (room.state as any).board.spaces[i].id === id);
    mill.tokens["t1"] = { rumor: faceDown, at: at("forest:4"), revealed: false };
    mill.tokens["t2"] = { rumor: revealed, at: at("suburbs:3"), revealed: false };
    s.spaces[at("forest:4")]!.rumor = "t1";
    s.spaces[at("suburbs:3")]!.rumor = "t2";
    /** Plays the first legal action of a seat that may act, so the room syncs the edited rules like after any action. */
    const act = async (id: string) => {
      const c = [ann, bob].find((x) => actions(x).length) ?? (await until(() => actions(ann).length + actions(bob).length > 0, 3000, "a seat to act"), [ann, bob].find((x) => actions(x).length)!);
      const seq = c.box.last("legal").seq;
      c.send("act", { id, action: actions(c)[0] });
      await c.box.next("ack", (m) => m.id === id);
      await until(() => [ann, bob, carol].every((x) => (x.room.state as any).seq === seq + 1), 3000, "every client has the patch");
    };
    const states = () => [ann, bob, carol].map((c) => JSON.stringify((c.room.state as any).toJSON()));
    const messages = () => [ann, bob, carol].flatMap((c) => c.box.all.map((m) => JSON.stringify(m)));
    await act("r1");
    for (const c of [ann, bob, carol]) {
      const st = c.room.state as any;
      expect(st.rumors.get("t1").toJSON()).toEqual({ id: "t1", space: "forest:4", revealed: false, rumor: "", onMap: true });
      expect(st.rumors.get("t2").toJSON()).toEqual({ id: "t2", space: "suburbs:3", revealed: false, rumor: "", onMap: true });
      expect(st.mill.stack).toBe(mill.stack.length);
    }
    for (const x of [...states(), ...messages()]) {
      expect(x).not.toContain(`"${faceDown}"`);
      expect(x).not.toContain(`"${revealed}"`);
    }
    // t2 is revealed (S-R3: it leaves its space); the Secure rumor, a Place marker, an item and a train's passengers are public
    mill.tokens["t2"]!.revealed = true;
    s.spaces[at("suburbs:3")]!.rumor = null;
    mill.secure.push(secure);
    mill.places["weapons-control-office"] = at("TC");
    a.items.push("mystic-amulet");
    s.trains[1]!.passengers = [a.id, b.id];
    await act("r2");
    for (const c of [ann, bob, carol]) {
      const st = c.room.state as any;
      expect(st.rumors.get("t2").toJSON()).toEqual({ id: "t2", space: "suburbs:3", revealed: true, rumor: revealed, onMap: false });
      expect(st.rumors.get("t1").rumor).toBe("");
      expect(st.mill.secure.toArray()).toEqual([secure]);
      expect(st.mill.places.get("weapons-control-office").toJSON()).toEqual({ rumor: "weapons-control-office", space: "TC" });
      expect(st.units.get(a.id).items.toArray()).toEqual(["mystic-amulet"]);
      expect(st.trains.get(s.trains[1]!.id).passengers.toArray()).toEqual([a.id, b.id]);
    }
    // a client joining now gets the revealed one in its first state and history, never the face-down one
    const dave = await joinGame(t, ann.room.roomId, { name: "Dave" });
    await until(() => (dave.room.state as any).seq === room.record.log.length, 3000, "Dave has the state");
    expect((dave.room.state as any).rumors.get("t2").rumor).toBe(revealed);
    for (const x of [...states(), ...messages(), JSON.stringify((dave.room.state as any).toJSON()), ...dave.box.all.map((m) => JSON.stringify(m))]) expect(x).not.toContain(`"${faceDown}"`);
  });

  test("siege D1 in a room: what the first round ran before the first seat action (its phase, the Event card drawn) is logged at the start, live, in a late joiner's history, after a rebuild and in the replay", async () => {
    const { ann, bob, room } = await twoSeats();
    const { events: opening } = siege.setupWithEvents!(siege.lobby.optionsFor(room.roomOptions as never, ["seat1", "seat2"]), room.record.seed);
    expect(opening.map((e) => e.type).slice(0, 2)).toEqual(["phase", "eventCard"]);
    // live: the start's batch (seq 0) holds the start's line, then exactly the setup's events
    const startBatch = (c: Conn) => c.box.all.find((m) => m.type === "events" && m.payload.seq === 0)!.payload.events as any[];
    for (const c of [ann, bob]) {
      expect(startBatch(c)[0]).toMatchObject({ type: "start", seats: ["seat1", "seat2"] });
      expect(startBatch(c).slice(1)).toEqual(opening);
    }
    // a client joining later reads them in its history's first batch
    const carol = await joinGame(t, ann.room.roomId, { name: "Carol" });
    const first = (await carol.box.next("history")).events[0];
    expect(first.seq).toBe(0);
    expect(first.events.slice(1)).toEqual(opening);
    // a reopened room (the history rebuilt from the stored rows) and a finished game's replay have them too
    const { rebuild } = await import("../src/store/rebuild");
    const { buildReplay } = await import("../src/rooms/replay/replay-builds");
    const { siegeGame } = await import("../src/games/siege");
    const stored = await (room as any).config.store.load(room.roomId);
    expect(rebuild(siege, stored, { history: true }).history![0]!.events.slice(1)).toEqual(opening);
    expect((await buildReplay(stored, siegeGame as never)).steps[0]!.events.slice(1)).toEqual(opening);
  });

  test("siege G11 W4 in a room: a short Eat with the Giant Hardware Store held asks the lead first; its answer play pays the Eat in full and every client hears of the card", async () => {
    const { ann, bob, room } = await twoSeats();
    const s = rulesOf(room);
    await driveUntil([ann, bob], () => s.phase === "action" && s.pending.length === 0, 300);
    // the next card is What's That Smell? (Eat 2); the team has no Supplies and holds the Giant Hardware Store
    s.decks.event = ["whats-that-smell", ...s.decks.event.filter((c) => c !== "whats-that-smell")];
    s.supplies = 0;
    s.rumors!.secure = ["giant-hardware-store"];
    const round = s.round;
    for (const c of [ann, bob]) if (!s.actionPhase.done.includes(c === ann ? "seat1" : "seat2")) c.send("act", { id: `w4-done-${c === ann ? 1 : 2}`, action: { type: "done" } });
    await until(() => s.round === round + 1 && (s.pending[0] as any)?.purpose === "eatShort", 3000, "the Eat's W4 prompt");
    const lead = s.lead === "seat1" ? ann : bob;
    await until(() => lead.box.last("legal")?.seq === room.record.log.length, 3000, "the lead's legal list");
    expect(lead.box.last("legal").actions).toEqual(expect.arrayContaining([{ type: "choose", option: "play" }, { type: "choose", option: "pay" }]));
    lead.send("act", { id: "w4-play", action: { type: "choose", option: "play" } });
    await lead.box.next("ack", (m) => m.id === "w4-play");
    expect(s.rumors!.secure).toEqual([]);
    const heard = (c: Conn) => c.box.all.filter((m) => m.type === "events").flatMap((m) => m.payload.events as any[]);
    await until(() => [ann, bob].every((c) => heard(c).some((e) => e.type === "securePlayed" && e.rumor === "giant-hardware-store")), 3000, "both clients hear of the card");
    for (const c of [ann, bob]) expect(heard(c).filter((e) => e.type === "supplies").at(-1)).toMatchObject({ paid: 2, short: 0 });
  });

  test("siege G31 in a room: two seats on a card without the Pressure icon get no extra Zeds move, on an icon card one; the card and the count reach the clients", async () => {
    const { ann, bob, room } = await twoSeats();
    const s = rulesOf(room);
    expect(s.options.pressure).toBe("printed");
    const heard = (c: Conn) => c.box.all.filter((m) => m.type === "events").flatMap((m) => m.payload.events as any[]);
    const ev = (c: Conn) => (c.room.state as any).event;
    for (const [card, moves] of [["hunting-cabin", 0], ["tenacious-zeds", 1]] as const) {
      await driveUntil([ann, bob], () => s.phase === "action" && s.pending.length === 0, 300);
      // the next Event card is `card`; a Zed on Forest #5 (neither card activates the Forest) is there for Pressure to pick
      s.decks.event = [card, ...s.decks.event.filter((c) => c !== card)];
      zed(s, "4/2", "forest:5");
      const before = heard(ann).length;
      await driveUntil([ann, bob], () => s.decks.current === card && s.phase === "action", 300);
      await until(() => ev(ann).id === card && ev(bob).id === card, 3000, `both clients show ${card}`);
      for (const c of [ann, bob]) expect([ev(c).pressureIcon, ev(c).pressure]).toEqual([moves > 0, moves]);
      await until(() => heard(ann).slice(before).some((e) => e.type === "phase" && e.phase === "action"), 3000, "the round's events");
      expect(heard(ann).slice(before).filter((e) => e.type === "pressure")).toHaveLength(moves);
    }
  });

  test("siege G31 the room option pressure passes through the lobby to the game; a bad value is refused", async () => {
    const { room } = await twoSeats({ pressure: "off" });
    expect(rulesOf(room).options.pressure).toBe("off");
    expect(JSON.parse(JSON.stringify(room.record.options))).toMatchObject({ pressure: "off" });
    await expect(createGame(t, { pressure: "sometimes" }, "siege")).rejects.toThrow(/pressure/);
  });

  test("siege §6.4 Raiders Appear! in a room: the Raiders come onto a Start, move in 4R, and every client sees them as counters of their own side", async () => {
    const { ann, bob, room } = await twoSeats({ trains: false, rumors: false });
    const s = rulesOf(room);
    // the next Event card is Raiders Appear! (the deck's order is the server's: a test may set it)
    s.decks.event = ["raiders-appear", ...s.decks.event.filter((c) => c !== "raiders-appear")];
    const seen = (c: Conn) => [...((c.room.state as any).units as Map<string, any>).values()].filter((u: any) => u.side === "raiders").map((u: any) => ({ id: u.id, space: u.space, strength: u.strength, hitsPerSide: u.hitsPerSide, kind: u.kind }));
    const spaceId = (i: number) => (room.state as any).board.spaces[i].id as string;
    const inRules = () => Object.values(s.raiders).map((r) => ({ id: r.id, space: spaceId(r.at), strength: r.side === "full" ? 6 : 3, hitsPerSide: 3, kind: "raiders" }));
    await driveUntil([ann, bob], () => s.decks.current === "raiders-appear" && Object.keys(s.raiders).length > 0, 300);
    const id = Object.keys(s.raiders)[0]!;
    await until(() => [ann, bob].every((c) => seen(c).length === 1), 3000, "both clients see the Raiders");
    for (const c of [ann, bob]) expect(seen(c)).toEqual(inRules());
    // on to the end of the 4R phase: they have stepped off their Start (§2.2 step 1), and the clients follow
    await driveUntil([ann, bob], () => s.phase !== "draw" && s.phase !== "4r", 100);
    const events = (c: Conn) => c.box.all.filter((m) => m.type === "events").flatMap((m) => m.payload.events as any[]);
    for (const c of [ann, bob]) {
      const appeared = events(c).find((e) => e.type === "raidersAppear" && e.raiders === id)!;
      expect(spaceId(appeared.space)).toMatch(/:7$/);
      expect(events(c).filter((e) => e.type === "raidersMove" && e.raiders === id).map((e) => e.from)).toEqual([appeared.space]);
    }
    await until(() => [ann, bob].every((c) => JSON.stringify(seen(c)) === JSON.stringify(inRules())), 3000, "both clients follow the Raiders");
    for (const c of [ann, bob]) expect(seen(c)).toEqual(inRules());
  });
});

/*
 * A Siege bot beside a person (siege D1, the bot's teammate etiquette): the server tells the bot
 * which seats people hold, and the bot leaves the team's shared pool (Event Actions, Ammo, Supplies,
 * Keep cards) to them until they are done in the Action phase.
 */
describe("siege D1 in a room: a bot seat beside a person", () => {
  test("siege D1 (bot): the bot of seat2 spends no Ammo or Event Action while Ann (seat1) may act; once she says done it shoots and the phase goes on", async () => {
    const ann = await createGame(t, { deck: "short" }, "siege");
    ann.send("claim", { seat: "seat1" });
    await ann.box.next("welcome", (w) => w.seat === "seat1");
    ann.send("bot", { seat: "seat2", on: true });
    await until(() => (ann.room.state as any).seats.get("seat2").kind === "bot", 2000, "seat2 bot");
    const room = t.getRoomById(ann.room.roomId) as unknown as GameRoom;
    ann.send("start", {});
    await ann.box.next("legal");
    await until(() => ann.box.last("legal")?.actions.length > 0, 5000, "Ann may act");

    // the Action phase of a fixture: Sheriff Hunt (seat2's bot) on the Highway Town space, a Zeds 5/3 on HW1, Piazza (Ann's) in TC
    const s = actionPhase(["seat1", "seat2"], 2);
    unit(s, "hunt", "highway:0", "seat2");
    unit(s, "piazza", "TC", "seat1");
    zed(s, "5/3", "highway:1");
    s.ammo = 3;
    s.actionPhase.playerAction.seat2 = false;
    room.rules = s;
    const rules = () => room.rules as Siege.SiegeState;
    const rows = room.record.log.length;

    // Ann moves Piazza with her Player Action: the bots are asked again after it, and seat2's waits
    ann.send("act", { id: "p1", action: { type: "move", unit: "piazza", to: spaceIndex("mountain:0"), pay: "player" } });
    await ann.box.next("ack", (m) => m.id === "p1");
    await sleep(300);
    expect(room.record.log.slice(rows).map((e) => e.seat)).toEqual(["seat1"]);
    expect(rules().ammo).toBe(3);
    expect(rules().actionTrack).toBe(2);

    ann.send("act", { id: "p2", action: { type: "done" } });
    await ann.box.next("ack", (m) => m.id === "p2");
    await until(() => room.record.log.slice(rows).some((e) => e.seat === "seat2" && e.action.type === "fire"), 3000, "the bot's shot");
    const shot = room.record.log.slice(rows).find((e) => e.seat === "seat2")!;
    expect(shot.action).toMatchObject({ type: "fire", unit: "hunt", pay: "event" });
    expect(rules().ammo).toBeLessThan(3);
  });
});
