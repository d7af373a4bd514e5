import type { ColyseusTestServer } from "@colyseus/testing";
import { createRandom, shuffleInPlace, type Siege } from "@zedfall/shared";
import { siege, SIEGE_BOARD as B } from "@zedfall/shared/siege";
import { siegeHintState } from "@zedfall/shared/siege/ruleset/hint";
import type { GameRoom } from "../src/rooms/game/GameRoom";
import { bootServer, createGame, joinGame, siegeTwoSeats, sleep, until, type Conn } from "./helpers";
import { token } from "../../shared/test/siege/rumor-kit";

/*
 * The hint button's server side (server/src/rooms/hints/hints.ts), game-neutral: `hint {}` of a
 * seated player who may act is answered to that client only with the hint bot's action, worked
 * out on the state as the seat may know it (Ruleset.hintState) with a generator seeded from the
 * seq. The authoritative state and its generator never change; the answer never names a secret
 * (a face-down rumor's identity, the Event deck's cards) and is the same whatever the secrets are.
 */

let t: ColyseusTestServer;
beforeAll(async () => {
  // the hint bot (Siege's strong search) takes about a second a hint, more on a busy machine: the
  // hints' time budgets are hint-cost.test.ts's subject, not this file's
  t = await bootServer({ hintMsPerGame: 1_000_000, hintMsPerAddress: 1_000_000, botTimeoutMs: 60_000 });
});
afterEach(async () => {
  await t.cleanup();
});
afterAll(async () => {
  await t.shutdown();
});

const rulesOf = (room: GameRoom) => room.rules as Siege.SiegeState;
const legalOf = (c: Conn): any[] => c.box.last("legal")?.actions ?? [];

/** How long a hint may take here: the strong bot's search on a busy machine. */
const HINT_MS = 30_000;

/** Asks for a hint and resolves with the answer (`hint` or `rejected`). */
async function ask(c: Conn): Promise<{ type: string; payload: any }> {
  c.send("hint", {});
  return Promise.race([c.box.next("hint", undefined, HINT_MS).then((p) => ({ type: "hint", payload: p })), c.box.next("rejected", undefined, HINT_MS).then((p) => ({ type: "rejected", payload: p }))]);
}

/** `s` with its secrets (D4) rearranged and nothing public changed. */
function otherSecrets(s: Siege.SiegeState): Siege.SiegeState {
  const c = structuredClone(s);
  const rnd = createRandom("other secrets");
  shuffleInPlace(rnd, c.decks.event);
  shuffleInPlace(rnd, c.decks.fate);
  shuffleInPlace(rnd, c.reserve);
  c.rnd = createRandom("another generator");
  const down = Object.values(c.rumors!.tokens).filter((x) => !x.revealed);
  const ids = shuffleInPlace(rnd, [...c.rumors!.stack, ...down.map((x) => x.rumor)]);
  down.forEach((x, i) => (x.rumor = ids[i]!));
  c.rumors!.stack = ids.slice(down.length);
  return c;
}

describe("the hint", () => {
  test("a Siege seat that may act gets the hint bot's action (the strong bot's) on the state it may know, one of its legal actions, and only it; nothing changes", async () => {
    const { ann, bob, room } = await siegeTwoSeats(t);
    const c = legalOf(ann).length ? ann : bob;
    const other = c === ann ? bob : ann;
    const seat = c === ann ? "seat1" : "seat2";
    const before = JSON.stringify(room.rules);
    const seq = c.box.last("legal").seq;
    const got = await ask(c);
    expect(got.type).toBe("hint");
    expect(got.payload.seq).toBe(seq);
    expect(legalOf(c)).toContainEqual(got.payload.action);
    expect(siege.hintBot).toBe("strong");
    expect(got.payload.action).toEqual(siege.bots[siege.hintBot]!(siegeHintState(rulesOf(room)), seat, createRandom(`hint:${seat}:${seq}`)));
    // the game, its generator and its log are as they were; nobody else heard of it
    expect(JSON.stringify(room.rules)).toBe(before);
    expect(room.record.log.length).toBe(seq);
    await sleep(50);
    expect(other.box.count("hint")).toBe(0);
    // the same position gives the same hint
    await sleep(1000);
    expect((await ask(c)).payload).toEqual(got.payload);
  }, 3 * HINT_MS);

  test("siege D4 a hint never names a face-down rumor or a card of the Event deck, and is the same whatever the secrets are", async () => {
    const { ann, bob, room } = await siegeTwoSeats(t);
    const c = legalOf(ann).length ? ann : bob;
    const seat = c === ann ? "seat1" : "seat2";
    // a face-down rumor under one of the asking seat's units on a track (else on FO3), so a reveal may be in play
    const s = structuredClone(rulesOf(room));
    const mine = Object.values(s.units).find((u) => u.seat === seat && B.spaces[u.at]!.track !== null);
    const id = token(s, s.rumors!.stack[0]!, mine ? B.spaces[mine.at]!.id : "forest:3");
    room.rules = s;
    const secrets = () => {
      const r = rulesOf(room);
      return [...r.rumors!.stack, ...Object.values(r.rumors!.tokens).filter((x) => !x.revealed).map((x) => x.rumor), ...r.decks.event];
    };
    const first = await ask(c);
    expect(first.type).toBe("hint");
    const text = JSON.stringify(first.payload);
    expect(secrets().filter((x) => text.includes(x))).toEqual([]);
    expect(rulesOf(room).rumors!.tokens[id]!.revealed).toBe(false);
    // the same public position with other secrets: the same hint
    room.rules = otherSecrets(s);
    await sleep(1000);
    const second = await ask(c);
    expect(second.payload).toEqual(first.payload);
  }, 3 * HINT_MS);

  test("refusals: a spectator NOT_SEATED, a seat that may not act NOT_YOUR_TURN, too many RATE_LIMITED, after the end GAME_OVER", async () => {
    const { ann, bob, room } = await siegeTwoSeats(t);
    const carol = await joinGame(t, ann.room.roomId, { name: "Carol" });
    expect((await ask(carol)).payload).toEqual({ id: null, code: "NOT_SEATED", key: "msg.hintNotSeated", params: {} });
    // a seat that may not act: both seats act in the Action phase, so one says done first
    await until(() => legalOf(ann).length > 0 || legalOf(bob).length > 0, 3000, "a seat to act");
    let idle = [ann, bob].find((x) => legalOf(x).length === 0);
    if (!idle) {
      const s = structuredClone(rulesOf(room));
      s.phase = "action";
      s.pending = [];
      s.actionPhase.done = ["seat2"];
      room.rules = s;
      idle = bob;
    }
    expect((await ask(idle)).payload).toEqual({ id: null, code: "NOT_YOUR_TURN", key: "msg.hintNotNow", params: {} });
    const acting = idle === ann ? bob : ann;
    await sleep(1000);
    // three at once: the limit is 2 a second
    acting.box.mark();
    for (let i = 0; i < 3; i++) acting.room.send("hint", {});
    await until(() => acting.box.all.filter((m) => m.type === "hint" || m.type === "rejected").length >= 3, HINT_MS, "three answers");
    const codes = acting.box.all.filter((m) => m.type === "rejected").map((m) => m.payload.code);
    expect(codes).toContain("RATE_LIMITED");
    expect(acting.box.all.filter((m) => m.type === "hint").length).toBe(2);
    // the game ends: no more hints
    const over = structuredClone(rulesOf(room));
    over.phase = "over";
    over.result = { winner: "zeds", rule: "siege §2.5", key: "breakIn" };
    room.rules = over;
    await sleep(1000);
    expect((await ask(acting)).payload).toMatchObject({ code: "GAME_OVER" });
  }, 3 * HINT_MS);

  test("a House seat gets its hint too (the handler knows no game)", async () => {
    const ann = await createGame(t, {});
    const bob = await joinGame(t, ann.room.roomId);
    ann.send("claim", { seat: "zombie" });
    await ann.box.next("welcome");
    bob.send("claim", { seat: "human1" });
    await bob.box.next("welcome");
    ann.send("start", {});
    await ann.box.next("legal");
    await until(() => legalOf(ann).length > 0 || legalOf(bob).length > 0, 3000, "a seat to act");
    const c = legalOf(ann).length ? ann : bob;
    const got = await ask(c);
    expect(got.type).toBe("hint");
    expect(legalOf(c)).toContainEqual(got.payload.action);
    // before the start there is nothing to hint
    const lobby = await createGame(t, {});
    lobby.send("claim", { seat: "zombie" });
    await lobby.box.next("welcome");
    expect((await ask(lobby)).payload).toEqual({ id: null, code: "NOT_YOUR_TURN", key: "msg.notStarted", params: {} });
  });
});
