import type { ColyseusTestServer } from "@colyseus/testing";
import { createRandom, drawInt, type AnyRuleset, type House, type Siege } from "@zedfall/shared";
import { GAMES } from "../src/games";
import type { GameRoom } from "../src/rooms/game/GameRoom";
import { setupOf } from "../src/store/rebuild";
import { bootServer, createGame, driveUntil, joinGame, until, type Conn } from "./helpers";
import { captureWire, encodedString, holds, quoted, sequence, type Secret, type WireFrame } from "./wire";

/*
 * Secrets: what each client receives holds its own seat's secrets and nobody else's.
 * (a) golden per-seat views at fixed seeds; (b) a wire capture of bot-vs-bot games, one client
 * per seat plus a spectator, every frame each client receives (raw bytes and what it decoded),
 * searched for another seat's hand, deck orders, the seed, the generator's state, other players'
 * seat tokens and (Siege) face-down rumors. siege-rumor-leak.test.ts covers the rumors of two
 * seated clients over 200 games (decoded frames); this file adds the spectator, the raw bytes and
 * the other secrets.
 */

let t: ColyseusTestServer;
beforeAll(async () => {
  t = await bootServer();
});
afterAll(async () => {
  await t.shutdown();
});

/** A game with one client per seat in `seats` (the first is the creator), bots on `bots`, a spectator; started. Every client's frames are captured from its join on. */
async function seated(game: string, seats: string[], bots: string[], options: Record<string, unknown>): Promise<{ by: Map<string, Conn>; spec: Conn; room: GameRoom; frames: Map<Conn, WireFrame[]> }> {
  const by = new Map<string, Conn>();
  const frames = new Map<Conn, WireFrame[]>();
  const join = async (name: string) => {
    const c = await joinGame(t, first.room.roomId, { name });
    frames.set(c, captureWire(c));
    return c;
  };
  const first = await createGame(t, options, game);
  frames.set(first, captureWire(first));
  by.set(seats[0]!, first);
  for (const seat of seats.slice(1)) by.set(seat, await join(`P-${seat}`));
  for (const [seat, c] of by) {
    c.send("claim", { seat });
    await c.box.next("welcome", (w) => w.seat === seat);
  }
  for (const seat of bots) first.send("bot", { seat, on: true });
  const room = t.getRoomById(first.room.roomId) as unknown as GameRoom;
  await until(() => bots.every((s) => room.state.seats.get(s)?.kind === "bot"), 2000, "the bots");
  const spec = await join("Spectator");
  first.send("start", {});
  for (const c of [...by.values(), spec]) await c.box.next("legal");
  return { by, spec, room, frames };
}

/** What a client's schema holds, without the `secrets` map: the public part. */
function publicPart(c: Conn): unknown {
  const { secrets: _s, ...rest } = (c.room.state as any).toJSON();
  return rest;
}
const secretsOf = (c: Conn) => (c.room.state as any).toJSON().secrets ?? {};

/** Waits until every client decoded the room's last action. */
async function caughtUp(room: GameRoom, conns: Conn[]): Promise<void> {
  await until(() => conns.every((c) => (c.room.state as any).seq === room.record.log.length), 5000, "the clients' states");
}

describe("golden per-seat views", () => {
  test("house DoR 5 at a fixed seed after 12 actions (three seated clients): the Zombie seat's client sees its hand, each human seat only its own part, the spectator none; the public part is the same for all", async () => {
    const { by, spec, room } = await seated("house", ["zombie", "human1", "human2"], [], { seed: "golden-house", characters: "deal" });
    const all = [...by.values(), spec];
    await driveUntil([...by.values()], () => room.record.log.length >= 12, 40);
    await caughtUp(room, all);
    const s = room.rules as House.HouseState;
    expect(secretsOf(by.get("zombie")!)).toEqual({ zombie: { seat: "zombie", hand: GOLDEN_HOUSE_HAND, armed: [], grabAnswer: "always" } });
    expect(GOLDEN_HOUSE_HAND).toEqual(s.zombieHand);
    expect(secretsOf(by.get("human1")!)).toEqual({ human1: { seat: "human1", pending: [] } });
    expect(secretsOf(by.get("human2")!)).toEqual({ human2: { seat: "human2", pending: [] } });
    expect(secretsOf(spec)).toEqual({});
    const pub = JSON.stringify(publicPart(spec));
    for (const c of all) expect(JSON.stringify(publicPart(c))).toBe(pub);
    for (const card of s.zombieHand) if (!s.zombieDiscard.includes(card)) expect(pub).not.toContain(quoted(card));
  });

  test("siege D4 at a fixed seed after 12 actions (two seated clients): each seat's client holds only its own (empty) part, the spectator none; no face-down rumor in any view; the public part is the same for all", async () => {
    const { by, spec, room } = await seated("siege", ["seat1", "seat2"], [], { seed: "golden-siege", deck: "short" });
    const all = [...by.values(), spec];
    await driveUntil([...by.values()], () => room.record.log.length >= 12, 40);
    await caughtUp(room, all);
    expect(secretsOf(by.get("seat1")!)).toEqual({ seat1: { seat: "seat1" } });
    expect(secretsOf(by.get("seat2")!)).toEqual({ seat2: { seat: "seat2" } });
    expect(secretsOf(spec)).toEqual({});
    const pub = JSON.stringify(publicPart(spec));
    for (const c of all) expect(JSON.stringify(publicPart(c))).toBe(pub);
    const s = room.rules as Siege.SiegeState;
    const down = [...s.rumors!.stack, ...Object.values(s.rumors!.tokens).filter((k) => !k.revealed).map((k) => k.rumor)];
    expect(down.length).toBeGreaterThan(0);
    for (const r of down) expect(pub).not.toContain(quoted(r));
  });
});

/** The zombie hand at seed "golden-house" after 12 actions (house DoR 5): what the Zombie seat's client must see. */
const GOLDEN_HOUSE_HAND = ["stench-of-fear", "bloodlust", "relentless", "jammed"];

// ---------------------------------------------------------------------------------------------
// (b) the wire capture

/** The secrets of one moment of a game (after `seq` actions), from the replay of its record. */
interface Moment {
  /** Card ids only the holder of a seat may know, by seat. */
  held: Map<string, string[]>;
  /** The undrawn decks and hidden stacks as sequences (their first cards, in order). */
  orders: { name: string; items: string[] }[];
  /** Hidden ids nobody may know (Siege: face-down rumors). */
  hidden: string[];
}

/** Every moment of the room's game (index = seq) and every value its generator held, by replaying its record with the ruleset. */
function replayMoments(room: GameRoom, ruleset: AnyRuleset, momentOf: (s: any, everPublic: Set<string>) => Moment): { moments: Moment[]; rng: Set<number> } {
  const s: any = setupOf(ruleset, room.record.options, room.record.seats, room.record.seed);
  const rng = new Set<number>();
  const everPublic = new Set<string>();
  const moments: Moment[] = [];
  const note = () => {
    for (const w of ("s" in s.rnd ? s.rnd.s : s.rnd.key) as number[]) if (Math.abs(w) >= 100_000) rng.add(w | 0);
    moments.push(momentOf(s, everPublic));
  };
  note();
  for (const e of room.record.log) {
    ruleset.apply(s, e.seat, e.action);
    note();
  }
  expect(JSON.stringify(s)).toBe(JSON.stringify(room.rules));
  return { moments, rng };
}

/** House: the zombie hand and armed cards (not yet public: never in the discard so far), the two decks' order. */
function houseMoment(s: House.HouseState, everPublic: Set<string>): Moment {
  for (const c of s.zombieDiscard) everPublic.add(c);
  const held = [...s.zombieHand, ...s.armed.map((a) => a.card)].filter((c) => !everPublic.has(c));
  return {
    held: new Map([["zombie", held]]),
    orders: [
      { name: "the zombie deck", items: s.zombieDeck.slice(0, 4) },
      { name: "the search deck", items: s.searchDeck.slice(0, 4) },
    ],
    hidden: [],
  };
}

/** Siege: nothing held by a seat (D4); the decks', reserve's, bag's and rumor stack's order; face-down rumors. */
function siegeMoment(s: Siege.SiegeState): Moment {
  const r = s.rumors;
  return {
    held: new Map(),
    orders: [
      { name: "the event deck", items: s.decks.event.slice(0, 4) },
      { name: "the fate deck", items: s.decks.fate.slice(0, 4) },
      { name: "the Zeds reserve", items: s.reserve.slice(0, 4) },
      { name: "the Super-Zeds bag", items: s.bag.slice(0, 4) },
      { name: "the rumor stack", items: r ? r.stack.slice(0, 4) : [] },
    ],
    hidden: r ? [...r.stack, ...Object.values(r.tokens).filter((k) => !k.revealed).map((k) => k.rumor)] : [],
  };
}

/**
 * Plays every seat of `by` as a seeded random legal bot over the protocol while `go()`; a Siege
 * reveal is taken whenever it is offered (the plain random pick seldom turns a rumor over).
 */
function autoplay(by: Map<string, Conn>, seed: string, go: () => boolean): () => void {
  const rnd = createRandom(seed);
  let stopped = false;
  let n = 0;
  for (const c of by.values()) {
    let sentFor = -1;
    const act = (m: any) => {
      if (stopped || !go() || !m || !m.actions.length || m.seq === sentFor) return;
      sentFor = m.seq;
      const reveal = m.actions.find((a: any) => a.type === "reveal");
      c.room.send("act", { id: `w${n++}`, action: reveal ?? m.actions[drawInt(rnd, 0, m.actions.length - 1)] });
    };
    c.box.on("legal", act);
    act(c.box.last("legal"));
  }
  return () => {
    stopped = true;
  };
}

/** The secrets client `who` (holding `seat`, null for the spectator) must not find in a frame of `moment`. */
function forbidden(m: Moment, seat: string | null, seed: string, otherTokens: string[]): Secret[] {
  const out: Secret[] = [{ name: `the game seed '${seed}'`, json: seed, bytes: [Buffer.from(seed)] }];
  for (const [holder, cards] of m.held) if (holder !== seat) for (const card of cards) out.push({ name: `${holder}'s card '${card}'`, json: quoted(card), bytes: [encodedString(card)] });
  for (const o of m.orders) if (o.items.length >= 2) out.push(sequence(`${o.name} in order (${o.items.join(", ")})`, o.items));
  for (const id of m.hidden) out.push({ name: `the face-down rumor '${id}'`, json: id, bytes: [Buffer.from(id)] });
  for (const tok of otherTokens) out.push({ name: `another player's seat token ${tok.slice(0, 6)}…`, json: tok, bytes: [Buffer.from(tok)] });
  return out;
}

/** The generator's values found in a frame: as numbers in its JSON, or as 4-byte integers in its bytes. */
function rngIn(f: WireFrame, rng: Set<number>): number | null {
  for (const x of f.json.match(/-?\d{6,}/g) ?? []) if (rng.has(Number(x) | 0) && String(Number(x) | 0) === x) return Number(x);
  for (let i = 0; i + 4 <= f.bytes.length; i++) {
    const le = f.bytes.readInt32LE(i);
    if (rng.has(le)) return le;
    const be = f.bytes.readInt32BE(i);
    if (rng.has(be)) return be;
  }
  return null;
}

/** Checks every frame of every client; returns how many frames were looked at. Throws naming the secret, the client and the frame. */
function searchCaptures(game: string, room: GameRoom, caps: { who: string; seat: string | null; token: string; frames: WireFrame[] }[], moments: Moment[], rng: Set<number>): number {
  let n = 0;
  for (const c of caps) {
    const others = caps.filter((x) => x !== c).map((x) => x.token);
    for (const f of c.frames) {
      const m = moments[Math.min(f.seq, moments.length - 1)]!;
      for (const secret of forbidden(m, c.seat, room.record.seed, others))
        if (holds(f, secret)) throw new Error(`${game}: ${c.who}'s ${f.what} at seq ${f.seq} holds ${secret.name}: ${f.json.slice(0, 200)}`);
      const v = rngIn(f, rng);
      if (v !== null) throw new Error(`${game}: ${c.who}'s ${f.what} at seq ${f.seq} holds the generator's state value ${v}`);
      n++;
    }
  }
  return n;
}

/** Plays one captured game to its end or `max` actions; returns the captures with the seat and token of each client. */
async function capturedGame(game: string, seats: string[], bots: string[], options: Record<string, unknown>, max: number) {
  const { by, spec, room, frames } = await seated(game, seats, bots, options);
  const conns = [...by.entries()].map(([seat, c]) => ({ who: `${seat}'s client`, seat: seat as string | null, c }));
  conns.push({ who: "the spectator", seat: null, c: spec });
  const caps = conns.map((x) => ({ who: x.who, seat: x.seat, token: x.c.box.last("welcome").token as string, frames: frames.get(x.c)! }));
  const going = () => room.record.log.length < max && room.state.stage !== "over";
  const stop = autoplay(by, `${options.seed}-bots`, going);
  try {
    await until(() => !going(), 40_000, `${game}: ${max} actions or the end`);
  } finally {
    stop();
  }
  await caughtUp(room, conns.map((x) => x.c));
  await new Promise((r) => setTimeout(r, 30));
  return { room, caps, conns };
}

describe("the wire: no client receives another seat's secrets", () => {
  test("house DoR 5: bot-vs-bot games, a client per seat and a spectator: no frame holds the zombie hand (but the Zombie seat's), a deck order, the seed, the generator's state or another player's token", async () => {
    let frames = 0;
    let ownHand = 0;
    for (const seed of ["wire-house-1"]) {
      const { room, caps } = await capturedGame("house", ["zombie", "human1", "human2"], [], { seed, characters: "deal", roundLimit: 3 }, 100);
      const { moments, rng } = replayMoments(room, GAMES.house!.ruleset, houseMoment);
      frames += searchCaptures("house", room, caps, moments, rng);
      // the search finds what is there: the Zombie seat's own client does receive its hand
      const zombie = caps.find((c) => c.seat === "zombie")!;
      ownHand += zombie.frames.filter((f) => moments[Math.min(f.seq, moments.length - 1)]!.held.get("zombie")!.some((card) => f.bytes.includes(encodedString(card)))).length;
      expect(new Set(caps.map((c) => c.token)).size).toBe(4);
    }
    console.log(`house wire: ${frames} frames searched, ${ownHand} of the Zombie seat's frames hold its hand`);
    expect(ownHand).toBeGreaterThan(0);
    expect(frames).toBeGreaterThan(200);
  }, 60_000);

  test("siege D4: bot games with both modules, a client per seat and a spectator: no frame holds a face-down rumor, a deck, reserve, bag or stack order, the seed, the generator's state or another player's token", async () => {
    let frames = 0;
    let eventSeen = 0;
    for (const seed of ["wire-siege-1"]) {
      const { room, caps } = await capturedGame("siege", ["seat1", "seat2", "seat3"], [], { seed, deck: "short" }, 80);
      const { moments, rng } = replayMoments(room, GAMES.siege!.ruleset, siegeMoment);
      frames += searchCaptures("siege", room, caps, moments, rng);
      // rumors were face down in the stack while the frames went out (the rumor search had something to look for); tokens
      // on the map are seldom laid this early: siege-rumor-leak.test.ts plays 200 rumor-eager games for those
      expect(moments.filter((m) => m.hidden.length > 0).length).toBe(moments.length);
      // the search finds what is there: the Event card in play (public, a card id like the decks' ones) is in every client's frames
      const event = (room.state as any).event.id as string;
      expect(event).not.toBe("");
      if (caps.every((c) => c.frames.some((f) => f.json.includes(quoted(event))))) eventSeen++;
      expect(new Set(caps.map((c) => c.token)).size).toBe(4);
    }
    console.log(`siege wire: ${frames} frames searched`);
    expect(frames).toBeGreaterThan(200);
    expect(eventSeen).toBe(1);
  }, 60_000);
});
