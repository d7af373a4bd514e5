/**
 * The boardgame.io peer of the load bench: a stock boardgame.io 0.50.2 server (server.ts)
 * running "house-lite" (game.ts), driven by boardgame.io's own Node clients over its socket.io
 * transport, behind the same `LoadTarget` interface as Zedfall's.
 *
 * Choices made here (nobody to ask):
 * - Each client gets its own socket.io connection (`forceNew`): socket.io-client would otherwise
 *   multiplex every client of the generator process over one WebSocket, which is neither what
 *   browsers do nor countable per client.
 * - WebSocket only (`transports: ["websocket"]`), no HTTP long-polling first, to compare WebSocket
 *   with WebSocket; no reconnection, so a dropped connection shows as timeouts, not as retries.
 * - A room of `seats` seats is a match of `seats` players (2..5): every player of the match is
 *   seated, so no turn waits on an empty seat. The bench's rooms have 5.
 * - The game's options are boardgame.io's defaults: after each action the master sends every
 *   client of the match the whole (player-filtered) state; its `deltaState` patches are off.
 */
import { Client } from "boardgame.io/client";
import { SocketIO } from "boardgame.io/multiplayer";
import { fileURLToPath } from "node:url";
import { spawnServer } from "../spawn";
import type { ActResult, LoadRoom, LoadTarget, ServerHandle } from "../target";
import { mulberry32 } from "../../random";
import { GAME_NAME, PLAYERS, houseLite, legalMoves, type HouseLite } from "./game";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SERVER = fileURLToPath(new URL("./server.ts", import.meta.url));
const TIMEOUT_MS = 10_000;

/** The seed of room `i`'s match (its start squares and dice) and, xor'ed, of its clients' choices. */
function seedOf(i: number): number {
  return Math.imul(i + 1, 0x9e3779b1) >>> 0;
}

interface EnginePacket {
  type: string;
  data?: unknown;
}
interface Emitter {
  on(event: string, fn: (...args: never[]) => void): unknown;
}
/** The part of boardgame.io's SocketIOTransport (and socket.io-client under it) this file reads. */
interface BgioTransport {
  socket: (Emitter & { io: Emitter & { engine?: Emitter } }) | null;
}
type BgioClient = ReturnType<typeof Client<HouseLite>>;

/** Bytes of one engine.io packet on the WebSocket: a text frame is the packet type's digit + the text. */
function packetBytes(p: EnginePacket): number {
  if (typeof p.data === "string") return 1 + Buffer.byteLength(p.data);
  if (p.data instanceof ArrayBuffer || ArrayBuffer.isView(p.data)) return p.data.byteLength;
  return 1;
}

/** A state change frame of the game namespace: socket.io EVENT `update` (whole state) or `patch` (deltaState). */
function isStateFrame(p: EnginePacket): boolean {
  return typeof p.data === "string" && (p.data.startsWith(`2/${GAME_NAME},["update"`) || p.data.startsWith(`2/${GAME_NAME},["patch"`));
}

/** The traffic of one action in flight on the acting client's socket. */
interface Window {
  out: number;
  in: number;
  patch: number;
}

/** One connected client: its boardgame.io client, its seat, the newest server state id it got, its byte window. */
class Conn {
  /** The newest `_stateID` this client received from the server (sync, update or patch); -1 before its sync. */
  stateID = -1;
  window: Window | null = null;
  private listeners: (() => void)[] = [];
  readonly client: BgioClient;
  private transport: BgioTransport | null = null;

  constructor(port: number, matchID: string, numPlayers: number, readonly playerID: string | undefined, credentials: string | undefined) {
    const factory = SocketIO({ server: `http://127.0.0.1:${port}`, socketOpts: { forceNew: true, transports: ["websocket"], reconnection: false } });
    this.client = Client<HouseLite>({
      game: houseLite,
      numPlayers,
      matchID,
      playerID,
      credentials,
      debug: false,
      multiplayer: (opts) => {
        const t = factory(opts);
        this.transport = t as unknown as BgioTransport;
        return t;
      },
    });
    this.client.start();
    const socket = this.transport!.socket!;
    // Registered after the transport's own listeners, so the client's store already holds the state.
    const seen = (id: number) => {
      if (id > this.stateID) this.stateID = id;
      for (const l of this.listeners.splice(0)) l();
    };
    socket.on("sync", (_m: never, info: { state?: { _stateID: number } }) => info?.state && seen(info.state._stateID));
    socket.on("update", (_m: never, state: { _stateID: number }) => seen(state._stateID));
    socket.on("patch", (_m: never, _prev: never, stateID: number) => seen(stateID));
    const hook = (engine: Emitter | undefined) => {
      engine?.on("packetCreate", (p: EnginePacket) => {
        if (this.window && p.type === "message") this.window.out += packetBytes(p);
      });
      engine?.on("packet", (p: EnginePacket) => {
        if (!this.window || p.type !== "message") return;
        const n = packetBytes(p);
        this.window.in += n;
        if (isStateFrame(p)) this.window.patch += n;
      });
    };
    // The manager made its engine.io socket when the client started (autoConnect); without
    // reconnection it never makes another. Ping/pong packets are left out of the counts.
    hook(socket.io.engine);
  }

  /** Resolves once this client received a server state of id ≥ `id`; rejects after `ms`. */
  until(id: number, ms = TIMEOUT_MS): Promise<void> {
    if (this.stateID >= id) return Promise.resolve();
    return new Promise((res, rej) => {
      const t = setTimeout(() => rej(new Error(`boardgame.io: client ${this.playerID ?? "spectator"} got no state ${id} within ${ms} ms (has ${this.stateID})`)), ms);
      const check = () => {
        if (this.stateID >= id) {
          clearTimeout(t);
          res();
        } else this.listeners.push(check);
      };
      this.listeners.push(check);
    });
  }

  stop(): void {
    this.client.stop();
  }
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const r = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`boardgame.io lobby: POST ${url} → ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** A match on the boardgame.io server with its seated clients (player i on seat i) and maybe a spectator. */
class BgioRoom implements LoadRoom {
  readonly clients: number;
  private readonly rand: () => number;

  constructor(private readonly seats: Conn[], private readonly spectator: Conn | null, seed: number) {
    this.clients = seats.length + (spectator ? 1 : 0);
    this.rand = mulberry32(seed ^ 0x5bd1e995);
  }

  /** The newest state any seat holds (every seat gets every update; this one got it first). */
  private newest(): Conn {
    return this.seats.reduce((a, b) => (b.stateID > a.stateID ? b : a));
  }

  /**
   * One action of the current player, chosen with the room's seeded generator among `legalMoves`.
   * Resolves when the acting client received the state update of the new `_stateID`: boardgame.io
   * sends no acknowledgement of its own, so ackMs = patchMs = that time (and the update leaves the
   * master before its storage write). Null once the game is over; rejects after 10 s.
   */
  async act(): Promise<ActResult | null> {
    const latest = this.newest();
    const state = latest.client.getState();
    if (!state) throw new Error("boardgame.io: no state yet");
    if (state.ctx.gameover !== undefined) return null;
    const actor = this.seats.find((c) => c.playerID === state.ctx.currentPlayer);
    if (!actor) throw new Error(`boardgame.io: no seat for player ${state.ctx.currentPlayer}`);
    const target = latest.stateID + 1;
    // The acting client must hold the newest state: the master drops an action of a stale _stateID.
    await actor.until(latest.stateID);
    const own = actor.client.getState()!;
    const legal = legalMoves(own.G, own.ctx, actor.playerID!);
    if (legal.length === 0) throw new Error(`boardgame.io: player ${actor.playerID} has no legal action`);
    const pick = legal[Math.floor(this.rand() * legal.length)]!;
    const window: Window = { out: 0, in: 0, patch: 0 };
    actor.window = window;
    const t0 = performance.now();
    try {
      if (pick.event) (actor.client.events as Record<string, ((...a: unknown[]) => void) | undefined>)[pick.move]!();
      else (actor.client.moves as Record<string, (...a: unknown[]) => void>)[pick.move]!(...pick.args);
      await actor.until(target);
    } finally {
      actor.window = null;
    }
    const ms = performance.now() - t0;
    return { ackMs: ms, patchMs: ms, bytesOut: window.out, bytesIn: window.in, patchBytes: window.patch, unitMove: pick.unitMove === true };
  }

  /** Stops every client (each closes its socket). */
  async close(): Promise<void> {
    for (const c of [...this.seats, ...(this.spectator ? [this.spectator] : [])]) c.stop();
  }
}

/** The boardgame.io peer: `start` runs server.ts in a child, `openRoom` creates a match through the lobby API and connects its clients. */
export const bgioTarget: LoadTarget = {
  name: "boardgame.io",
  ref: "boardgame.io",

  /** Spawns server.ts (FlatFile storage in `dataDir`) with NODE_ENV=production; resolves with its handle. */
  start(dataDir: string): Promise<ServerHandle> {
    return spawnServer(SERVER, [dataDir], ROOT, { ...process.env, NODE_ENV: "production" });
  },

  /**
   * Creates match `i` (`POST /games/house-lite/create`, `seats` players, seed from `i`), joins every
   * seat for its credentials, connects one client per seat and a spectator if asked, and resolves
   * once each got its initial sync.
   */
  async openRoom(port: number, i: number, opts: { seats: number; spectator: boolean }): Promise<LoadRoom> {
    if (opts.seats < 2 || opts.seats > PLAYERS) throw new Error(`boardgame.io: house-lite seats 2..${PLAYERS}, not ${opts.seats}`);
    const base = `http://127.0.0.1:${port}/games/${GAME_NAME}`;
    const seed = seedOf(i);
    const { matchID } = await post<{ matchID: string }>(`${base}/create`, { numPlayers: opts.seats, setupData: { seed } });
    // Every seat joins before any client connects: a connecting client makes the master
    // read-modify-write the match's metadata (isConnected) without a lock, and with an async store
    // (FlatFile) that write can land after a later join and drop the joined player's credentials.
    const credentials: string[] = [];
    for (let p = 0; p < opts.seats; p++) {
      const { playerCredentials } = await post<{ playerCredentials: string }>(`${base}/${matchID}/join`, { playerID: String(p), playerName: `bench-${i}-${p}` });
      credentials.push(playerCredentials);
    }
    const seats = credentials.map((c, p) => new Conn(port, matchID, opts.seats, String(p), c));
    const spectator = opts.spectator ? new Conn(port, matchID, opts.seats, undefined, undefined) : null;
    const all = [...seats, ...(spectator ? [spectator] : [])];
    try {
      await Promise.all(all.map((c) => c.until(0)));
    } catch (e) {
      for (const c of all) c.stop();
      throw e;
    }
    return new BgioRoom(seats, spectator, seed);
  },
};
