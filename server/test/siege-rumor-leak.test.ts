import type { ColyseusTestServer } from "@colyseus/testing";
import { createRandom, drawInt, siege, type Siege } from "@zedfall/shared";
import type { GameRoom } from "../src/rooms/game/GameRoom";
import { bootServer, siegeTwoSeats, until, type Conn } from "./helpers";

/*
 * siege D4: in 200 bot games with both modules on, no client ever receives a
 * face-down rumor's identity before it is revealed — captured at the client: every state the
 * client's schema decodes to and every message it receives. Two seats play each game over the
 * protocol as a rumor-eager legal-random bot (a reveal or a Refugees step or Move when offered, a Move onto
 * a face-down rumor half of the time; the plain random bot seldom touches the mill), for at most
 * MAX_ACTIONS actions. Afterwards the game's record is replayed to learn which rumors were face
 * down after each action, and each captured frame is checked against the set of its moment (the
 * client's seq when it arrived, or the message's own seq): the set only shrinks, so a frame is
 * checked against at least every rumor still face down when the server sent it.
 */

/** Games (fixed seeds) and actions per game at most: RUMOR_ROOM_GAMES / RUMOR_ROOM_ACTIONS by hand. */
const GAMES = Number(process.env.RUMOR_ROOM_GAMES ?? 200);
const MAX_ACTIONS = Number(process.env.RUMOR_ROOM_ACTIONS ?? 70);
/** Games played at once (the server runs their rooms side by side). */
const AT_ONCE = 4;

let t: ColyseusTestServer;
beforeAll(async () => {
  t = await bootServer();
});
afterAll(async () => {
  await t.shutdown();
});

/** One captured frame: its JSON and the seq it belongs to. */
type Frame = { seq: number; json: string; what: string };

/** Records every decoded state and every message of `c` as frames, from the ones it holds already (its state now, its messages so far). */
function capture(c: Conn, frames: Frame[]): void {
  const st = () => c.room.state as any;
  frames.push({ seq: st().seq ?? 0, json: JSON.stringify(st().toJSON()), what: "state" });
  c.room.onStateChange(() => frames.push({ seq: st().seq ?? 0, json: JSON.stringify(st().toJSON()), what: "state" }));
  const seen = c.box.all.length;
  for (const m of c.box.all.slice(0, seen)) frames.push({ seq: 0, json: JSON.stringify(m), what: `message ${m.type}` });
  const push = c.box.all.push.bind(c.box.all);
  c.box.all.push = (...ms) => {
    for (const m of ms) frames.push({ seq: Math.max(st().seq ?? 0, typeof m.payload?.seq === "number" ? m.payload.seq : 0), json: JSON.stringify(m), what: `message ${m.type}` });
    return push(...ms);
  };
}

/** Plays client `c` as the rumor-eager legal-random bot (see the head of this file) while `go()`; returns a stop function. */
function autoplay(c: Conn, seed: string, go: () => boolean): () => void {
  const rnd = createRandom(seed);
  let sentFor = -1;
  let stopped = false;
  let n = 0;
  const pick = <T>(xs: T[]): T => xs[drawInt(rnd, 0, xs.length - 1)]!;
  const act = (m: any) => {
    if (stopped || !go() || !m || m.actions.length === 0 || m.seq === sentFor) return;
    sentFor = m.seq;
    const st = c.room.state as any;
    const acts: any[] = m.actions;
    const eager = acts.filter((a) => a.type === "reveal" || a.type === "refugee" || (a.type === "move" && String(a.unit).startsWith("refugees")));
    const onRumor = new Set<string>();
    st.rumors?.forEach((r: any) => {
      if (!r.revealed && r.onMap) onRumor.add(r.space);
    });
    const onto = acts.filter((a) => a.type === "move" && onRumor.has(st.board.spaces[a.to]?.id));
    const a = eager.length ? pick(eager) : onto.length && drawInt(rnd, 0, 1) === 0 ? pick(onto) : pick(acts);
    c.room.send("act", { id: `r${n++}`, action: a });
  };
  c.box.on("legal", act);
  act(c.box.last("legal"));
  return () => {
    stopped = true;
  };
}

/** Plays game `g` and returns what the check needs: its room's record and the frames of both clients. */
async function playGame(g: number): Promise<{ room: GameRoom; frames: Frame[]; conns: Conn[] }> {
  const frames: Frame[] = [];
  const { ann, bob, room } = await siegeTwoSeats(t, { seed: `rumor-room-${g}` });
  capture(ann, frames);
  capture(bob, frames);
  const going = () => room.record.log.length < MAX_ACTIONS && (ann.room.state as any).stage !== "over";
  const stops = [autoplay(ann, `ann-${g}`, going), autoplay(bob, `bob-${g}`, going)];
  try {
    await until(() => !going() || (room.rules as Siege.SiegeState).result !== null, 30000, `game ${g}: ${MAX_ACTIONS} actions`);
  } finally {
    stops.forEach((s) => s());
  }
  // every answer in: both clients at the server's seq
  await until(() => [ann, bob].every((c) => (c.room.state as any).seq === room.record.log.length), 5000, `game ${g}: clients caught up`);
  await new Promise((r) => setTimeout(r, 20));
  return { room, frames, conns: [ann, bob] };
}

/** The rumors face down after each action of the room's record (index = seq), by replaying it. */
function faceDownBySeq(room: GameRoom): string[][] {
  const s = siege.setup(siege.lobby.optionsFor(siege.lobby.parseOptions(room.record.options), Object.keys(room.record.seats)), room.record.seed);
  const down = (x: Siege.SiegeState) => (x.rumors ? [...x.rumors.stack, ...Object.values(x.rumors.tokens).filter((k) => !k.revealed).map((k) => k.rumor)] : []);
  const out = [down(s)];
  for (const e of room.record.log) {
    siege.apply(s, e.seat, e.action as Siege.SiegeAction);
    out.push(down(s));
  }
  expect(JSON.stringify(s)).toBe(JSON.stringify(room.rules));
  return out;
}

describe("siege D4: the Rumor Mill's secrets at the client", () => {
  test(`siege D4 G8 ${GAMES} two-seat bot games over the protocol with both modules: no state or message a client receives names a rumor that is face down at its moment`, async () => {
    let frames = 0;
    let revealed = 0;
    let placed = 0;
    for (let g0 = 0; g0 < GAMES; g0 += AT_ONCE) {
      const games = await Promise.all(Array.from({ length: Math.min(AT_ONCE, GAMES - g0) }, (_, i) => playGame(g0 + i)));
      for (const { room, frames: fs, conns } of games) {
        const down = faceDownBySeq(room);
        const s = room.rules as Siege.SiegeState;
        expect(s.rumors).not.toBeNull();
        placed += Object.keys(s.rumors!.tokens).length;
        revealed += Object.values(s.rumors!.tokens).filter((k) => k.revealed).length;
        for (const f of fs) {
          const secret = down[Math.min(f.seq, down.length - 1)]!;
          const named = secret.filter((r) => f.json.includes(r));
          if (named.length) throw new Error(`${f.what} at seq ${f.seq} of game ${room.record.seed} names face-down ${named.join(", ")}: ${f.json.slice(0, 300)}`);
        }
        frames += fs.length;
        for (const c of conns) await c.room.leave();
      }
    }
    // the games did reach the mill: rumors laid, some revealed, and many frames looked at
    console.log(`siege rumor leak at the client: ${GAMES} games, ${placed} rumors laid, ${revealed} revealed, ${frames} frames checked`);
    expect(placed).toBeGreaterThan(GAMES / 2);
    expect(revealed).toBeGreaterThan(0);
    expect(frames).toBeGreaterThan(GAMES * 100);
  }, 600_000);
});
