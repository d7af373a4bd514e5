import { randomBytes } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { Client, type Room } from "@colyseus/sdk";
import { Redis } from "ioredis";
import { foldRows } from "../src/store/rebuild";
import { freePort, onRoomMessages, until } from "./helpers";
import { buildServer, killHard, startServer, type ServerProcess } from "./processes";
import { postgresTestStore, type TestStore } from "./stores";

/**
 * Scale-out on Colyseus' engine: three real server processes share the local Redis
 * (127.0.0.1:6379, a key prefix of this run's own, removed at the end) and one PostgreSQL store
 * (a schema of this run's own). A client asking one process plays in a room of another; the
 * room's process is killed and both players, asking the two others at the same moment, end in
 * one room that reopened from the store with every acknowledged action.
 */
const REDIS = "redis://127.0.0.1:6379/0";
const prefix = `zedfall-test-${randomBytes(6).toString("hex")}:`;

/** One player: its SDK room, its seat token and every action the server acknowledged (seq → action). */
interface Player {
  name: string;
  token: string;
  room: Room;
  acked: Map<number, unknown>;
  /** Highest seq announced in `events`. */
  seen: number;
  /** While true, the player sends the first legal action it is offered. */
  play: boolean;
  /** State patches received. */
  patches: number;
  /** Sends the first action of the latest `legal` if `play` is on and none was sent for its seq. */
  offer?: () => void;
}

/** Follows `room` for `p`: acks, events, patches, and the first legal action sent while `p.play`. */
function attach(p: Player, room: Room): void {
  p.room = room;
  room.reconnection.enabled = false; // a killed process: no SDK reconnection to its port
  const sent = new Map<string, unknown>();
  let n = 0;
  let legal: { seq: number; actions: unknown[] } | null = null;
  let sentFor = -1;
  p.offer = () => {
    if (!p.play || !legal?.actions.length || legal.seq === sentFor) return;
    sentFor = legal.seq;
    const id = `${p.name}-${n++}`;
    sent.set(id, legal.actions[0]);
    room.send("act", { id, action: legal.actions[0] });
  };
  const onLegal = (m: any) => {
    legal = m;
    p.offer!();
  };
  const onAck = (m: any) => p.acked.set(m.seq, sent.get(m.id));
  const onEvents = (m: any) => (p.seen = Math.max(p.seen, m.seq));
  onRoomMessages(room, { legal: onLegal, ack: onAck, events: onEvents });
  room.onStateChange(() => p.patches++);
  room.onMessage("*", () => {});
}

/** The port `room`'s WebSocket went to. */
function wsPort(room: Room): number {
  const ws = (room as unknown as { connection: { transport: { ws: { url: string } } } }).connection.transport.ws;
  return Number(new URL(ws.url).port);
}

/** Resolves with the next message of `type` on `room`. */
function next(room: Room, type: string): Promise<any> {
  return new Promise((r) => room.onMessage(type, r));
}

/** Until one of `players` has a new acknowledged action and both have seen its events and a patch after it; returns its seq. */
async function oneTurn(players: Player[]): Promise<number> {
  const before = players.map((p) => ({ acked: Math.max(0, ...p.acked.keys()), patches: p.patches }));
  for (const p of players) {
    p.play = true;
    p.offer?.();
  }
  await until(() => players.some((p, i) => Math.max(0, ...p.acked.keys()) > before[i]!.acked), 10000, "an acknowledged action");
  for (const p of players) p.play = false;
  const seq = Math.max(...players.flatMap((p) => [...p.acked.keys()]));
  await until(() => players.every((p, i) => p.seen >= seq && p.patches > before[i]!.patches), 5000, "both see the action");
  return seq;
}

describe("scale-out over Redis", () => {
  let ts: TestStore;
  let redis: Redis;
  const procs: ServerProcess[] = [];
  const players: Player[] = [];
  let gameId = "";
  let host: ServerProcess;

  /** The room listing of the game in the shared Redis driver. */
  const listing = async () => JSON.parse((await redis.hget(`${prefix}roomcaches`, gameId)) ?? "null");

  beforeAll(async () => {
    buildServer();
    ts = await postgresTestStore();
    redis = new Redis(REDIS);
    const ports = [await freePort(), await freePort(), await freePort()];
    const env = (port: number) => ({ ...ts.env, REDIS_URL: `${REDIS}?keyPrefix=${prefix}`, ZEDFALL_PUBLIC_ADDRESS: `127.0.0.1:${port}`, ZEDFALL_RECONNECT_SECONDS: "30" });
    procs.push(...(await Promise.all(ports.map((port) => startServer(env(port), port)))));
  }, 60000);

  afterAll(async () => {
    for (const p of players) await p.room.leave().catch(() => {});
    for (const proc of procs) await killHard(proc.child);
    const keys: string[] = [];
    for (let cursor = "0"; ; ) {
      const [c, found] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
      keys.push(...found);
      if ((cursor = c) === "0") break;
    }
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await ts.drop();
  });

  test("a client asking one process joins a room hosted on another and plays a turn: acked, both see the patch", async () => {
    const creator = await new Client(procs[0]!.url).create("house", { name: "Ann", seed: "scale-1" });
    gameId = creator.roomId;
    await next(creator, "welcome");
    const hostAddress = (await listing()).publicAddress;
    host = procs.find((p) => hostAddress === `127.0.0.1:${p.port}`)!;
    expect(host).toBeDefined();
    const other = procs.find((p) => p !== host)!;
    const ann: Player = { name: "Ann", token: "", room: creator, acked: new Map(), seen: 0, play: false, patches: 0 };
    attach(ann, creator);
    const annSeat = next(creator, "welcome");
    creator.send("claim", { seat: "zombie" });
    ann.token = (await annSeat).token;

    // Bob asks a process that does not host the game: it reserves his seat there, his socket goes to the host
    const joined = await new Client(other.url).joinById(gameId, { name: "Bob" });
    expect(wsPort(joined)).toBe(host.port);
    const bob: Player = { name: "Bob", token: "", room: joined, acked: new Map(), seen: 0, play: false, patches: 0 };
    attach(bob, joined);
    await next(joined, "welcome");
    const bobSeat = next(joined, "welcome");
    joined.send("claim", { seat: "human1" });
    bob.token = (await bobSeat).token;
    creator.send("bot", { seat: "human2", on: true });
    await until(() => (joined.state as any).seats?.get("human2")?.kind === "bot", 5000, "the bot seen by the other process's client");
    players.push(ann, bob);
    creator.send("start", {});
    await oneTurn(players);
    await oneTurn(players);
  });

  test("the host killed (SIGKILL): the two players, asking the two other processes at once, end in one room reopened from the store with no acknowledged action lost", async () => {
    expect(players).toHaveLength(2);
    await killHard(host.child);
    const acked = new Map(players.flatMap((p) => [...p.acked]));
    const last = Math.max(...acked.keys());
    const survivors = procs.filter((p) => p !== host);
    // each room's first messages are awaited from the moment it joins (the other join may still be under way)
    const joins = await Promise.all(
      players.map(async (p, i) => {
        const room = await new Client(survivors[i]!.url).joinById(gameId, { name: p.name, token: p.token });
        const welcome = next(room, "welcome");
        const history = next(room, "history");
        attach(p, room);
        return { room, welcome, history };
      }),
    );
    const rooms = joins.map((j) => j.room);
    // one room: both sockets go to the same surviving process, the one Redis lists
    const newHost = (await listing()).publicAddress;
    expect(wsPort(rooms[0]!)).toBe(wsPort(rooms[1]!));
    expect(newHost).toBe(`127.0.0.1:${wsPort(rooms[0]!)}`);
    expect(survivors.map((p) => p.port)).toContain(wsPort(rooms[0]!));
    expect((await Promise.all(joins.map((j) => j.welcome))).map((w) => w.seat)).toEqual(["zombie", "human1"]);
    // every acknowledged action is in the store, and the room reopened at or after the last of them
    const { log } = foldRows(gameId, (await ts.store.load(gameId))!.rows);
    for (const [seq, action] of acked) expect(isDeepStrictEqual(log[seq - 1]?.action, action)).toBe(true);
    const restored = (await joins[0]!.history).events.flatMap((b: any) => b.events).find((e: any) => e.type === "restored");
    expect(restored?.seq).toBeGreaterThanOrEqual(last);
    // and the game goes on there
    expect(await oneTurn(players)).toBeGreaterThan(last);
  });
});
