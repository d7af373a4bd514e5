import { freeLoopbackPort } from "../src/free-port";
import { ColyseusTestServer } from "@colyseus/testing";
import type { Room as SdkRoom } from "@colyseus/sdk";
import { makeServer, type ServerSettings } from "../src/app";
import type { GameRoom } from "../src/rooms/game/GameRoom";
import { unpackApplied, type AppliedMessage } from "@zedfall/shared/protocol";

/** A port nobody listens on now (asked from the OS), so test files never share one. */
export const freePort = freeLoopbackPort;

/** The handlers of a client's room messages a test drives: its legal list, its acks and the events. */
export interface RoomHandlers {
  legal(m: any): void;
  ack(m: any): void;
  events(m: any): void;
}

/** Gives `room`'s `legal`, `ack` and `events` messages to `on`, and those an `applied` message carries (its ack to the actor, its events and legal list), as the client reads them. */
export function onRoomMessages(room: SdkRoom, on: RoomHandlers): void {
  room.onMessage("legal", on.legal);
  room.onMessage("ack", on.ack);
  room.onMessage("events", on.events);
  room.onMessage("applied", (m: AppliedMessage) => {
    const { ack, events, legal } = unpackApplied(m);
    if (ack) on.ack(ack);
    on.events(events);
    on.legal(legal);
  });
}

/**
 * A test server on a port of its own (STACK pitfall 9), bots acting at once, seeds fixed by tests;
 * every test creates its rooms and connects from 127.0.0.1, so the per-address create limit and
 * connection cap are set out of reach (limits.test.ts and connection-limits.test.ts set low ones).
 */
export const testSettings: Partial<ServerSettings> = {};

export async function bootServer(settings: Partial<ServerSettings> = {}): Promise<ColyseusTestServer> {
  Object.assign(testSettings, { botDelayMs: 0, testSeed: true, reconnectSeconds: 2, rateLimit: 1000, createsPerMinute: 1_000_000, maxConnectionsPerAddress: 1_000_000, ...settings });
  const server = makeServer(testSettings);
  await server.listen(await freePort());
  return closingAll(new ColyseusTestServer(server));
}

/**
 * `t` whose shutdown also waits (at most 5 s) until every connection its SDK opened has closed.
 * The SDK warns of a refused join's close ("Room connection was closed unexpectedly (4002)")
 * after the join already failed; at a file's end that warning came after Jest had torn the file
 * down ("Cannot log after tests are done"), which fails Jest's exit status with every test passing.
 */
function closingAll(t: ColyseusTestServer): ColyseusTestServer {
  const rooms: SdkRoom[] = [];
  const sdk = t.sdk as unknown as { createRoom(...a: unknown[]): SdkRoom };
  const createRoom = sdk.createRoom.bind(sdk);
  sdk.createRoom = (...a) => {
    const r = createRoom(...a);
    rooms.push(r);
    return r;
  };
  const socket = (r: SdkRoom) => (r as unknown as { connection?: { transport?: { ws?: { readyState: number } } } }).connection?.transport?.ws;
  const shutdown = t.shutdown.bind(t);
  t.shutdown = async () => {
    await shutdown();
    const end = Date.now() + 5000;
    while (rooms.some((r) => (socket(r)?.readyState ?? 3) !== 3) && Date.now() < end) await sleep(10);
  };
  return t;
}

/** Every message a client received, in order; an `applied` message is followed by the `ack`, `events` and `legal` it carries. */
export interface Inbox {
  all: { type: string; payload: any }[];
  last(type: string): any;
  count(type: string): number;
  /** Calls `cb` for every later message of `type` (the SDK's own onMessage would hide it from the inbox). */
  on(type: string, cb: (m: any) => void): void;
  /** Marks "now": `next` looks only at messages received after the last mark (`send` marks too). */
  mark(): void;
  /** Resolves with the first message of `type` (passing `pred`) received since the last mark, waiting if needed. */
  next(type: string, pred?: (m: any) => boolean, timeoutMs?: number): Promise<any>;
}

/** Records every message of `room` (call right after joining). */
export function inbox(room: SdkRoom): Inbox {
  const all: { type: string; payload: any }[] = [];
  const waiters: { type: string; pred: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  let cursor = 0;
  const listeners: { type: string; cb: (m: any) => void }[] = [];
  const record = (type: string, payload: any) => {
    all.push({ type, payload });
    for (const l of listeners) if (l.type === type) l.cb(payload);
    for (const w of [...waiters]) {
      if (w.type === type && w.pred(payload)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(payload);
      }
    }
  };
  room.onMessage("*", (type: string | number, payload: any) => {
    record(String(type), payload);
    if (type !== "applied") return;
    // an `applied` message is recorded, then the ack, events and legal it carries, as the client reads them
    const { ack, events, legal } = unpackApplied(payload as AppliedMessage);
    if (ack) record("ack", ack);
    record("events", events);
    record("legal", legal);
  });
  return {
    all,
    last: (type) => [...all].reverse().find((m) => m.type === type)?.payload,
    count: (type) => all.filter((m) => m.type === type).length,
    on: (type, cb) => {
      listeners.push({ type, cb });
    },
    mark: () => {
      cursor = all.length;
    },
    next(type, pred = () => true, timeoutMs = 5000) {
      for (let i = cursor; i < all.length; i++) if (all[i]!.type === type && pred(all[i]!.payload)) return Promise.resolve(all[i]!.payload);
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`no '${type}' message within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          type,
          pred,
          resolve: (m) => {
            clearTimeout(t);
            resolve(m);
          },
        });
      });
    },
  };
}

/** Waits until `cond()` is true (polling), or fails after `ms`. */
export async function until(cond: () => boolean, ms = 10000, what = "condition"): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A connected SDK client with its inbox. */
export interface Conn {
  room: SdkRoom;
  box: Inbox;
  /** Sends a message and waits for the answer of `type` (e.g. rejected). */
  send(type: string, payload?: unknown): void;
}

function conn(room: SdkRoom): Conn {
  const box = inbox(room);
  return {
    room,
    box,
    send: (type, payload) => {
      box.mark();
      room.send(type as never, payload as never);
    },
  };
}

/** Creates a game through the SDK (the creator's client): a House game unless `game` names another room. */
export async function createGame(t: ColyseusTestServer, options: Record<string, unknown> = {}, game = "house"): Promise<Conn> {
  const room = await t.sdk.create(game, { name: "Ann", seed: "test-seed", ...options });
  const c = conn(room);
  await c.box.next("welcome");
  return c;
}

/** Joins a game by id through the SDK. */
export async function joinGame(t: ColyseusTestServer, gameId: string, options: Record<string, unknown> = {}): Promise<Conn> {
  const room = await t.sdk.joinById(gameId, { name: "Bob", ...options });
  const c = conn(room);
  await c.box.next("welcome");
  return c;
}

/** Action ids of driveUntil: never the same twice in one test file (a seat's resent id is not applied again). */
let driven = 0;

/**
 * Plays the first legal action of whichever client may act (waiting for each ack) until `done()`;
 * fails after `max` actions.
 */
export async function driveUntil(conns: Conn[], done: () => boolean, max = 200): Promise<void> {
  for (let i = 0; i < max; i++) {
    const n = driven++;
    if (done()) return;
    const c = conns.find((x) => x.box.last("legal")?.actions.length);
    if (!c) {
      await sleep(10);
      continue;
    }
    const legal = c.box.last("legal");
    c.send("act", { id: `d${n}`, action: legal.actions[0] });
    await c.box.next("ack", (m) => m.id === `d${n}`);
    await until(() => c.box.last("legal").seq > legal.seq || c.box.last("legal") !== legal, 2000, "the next legal list");
  }
  throw new Error(`driveUntil: not done after ${max} actions`);
}

/** A two-seat Siege game on `t`: Ann creates it (short deck unless `options` say otherwise) and takes seat1, Bob joins and takes seat2, Ann starts; resolves once both have their first legal list. */
export async function siegeTwoSeats(t: ColyseusTestServer, options: Record<string, unknown> = {}): Promise<{ ann: Conn; bob: Conn; room: GameRoom }> {
  const ann = await createGame(t, { deck: "short", ...options }, "siege");
  const bob = await joinGame(t, ann.room.roomId);
  ann.send("claim", { seat: "seat1" });
  await ann.box.next("welcome");
  bob.send("claim", { seat: "seat2" });
  await bob.box.next("welcome");
  const room = t.getRoomById(ann.room.roomId) as unknown as GameRoom;
  ann.send("start", {});
  await ann.box.next("legal");
  await bob.box.next("legal");
  return { ann, bob, room };
}
