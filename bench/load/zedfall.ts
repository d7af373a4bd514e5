import { resolve } from "node:path";
import { Client, type Room } from "@colyseus/sdk";
import { forgetReflectedTypes } from "../../server/src/cli/fuzz/reflected-types";
import { ROOM_STATE_PATCH } from "../patch-size";
import { spawnServer } from "./spawn";
import { mulberry32 } from "../random";
import type { ActResult, LoadRoom, LoadTarget } from "./target";
import { unpackApplied, type AppliedMessage } from "@zedfall/shared/protocol";

/* eslint-disable @typescript-eslint/no-explicit-any */
type Action = { type: string; [k: string]: unknown };

const ROOT = resolve(import.meta.dirname, "../..");
const HUMANS = ["human1", "human2", "human3", "human4"] as const;
/** Waits longer than this are a failure of the run (a refused join, a silent server). */
const TIMEOUT_MS = 30_000;

/** What one act is waiting for on its client: the ack of `id` and the first state patch after it was sent. */
interface InFlight {
  id: string;
  sentAt: number;
  ackAt: number;
  patchAt: number;
  bytesIn: number;
  patchBytes: number;
  done: () => void;
  fail: (e: Error) => void;
}

/** One SDK connection of a load room: its seat (null: the spectator), its latest legal list and its frame tap. */
class Conn {
  legal: { seq: number; actions: Action[] } | null = null;
  welcomed: string | null | undefined = undefined;
  flight: InFlight | null = null;
  bytesOut = 0;
  /** A refusal outside an act (a claim, the start): the room's setup fails with it. */
  refused: Error | null = null;

  constructor(
    readonly room: Room,
    readonly seat: string | null,
    onChange: () => void,
  ) {
    room.reconnection.enabled = false;
    const events = (room.connection as any).events;
    const inner = events.onmessage;
    // every frame as the WebSocket delivers it, before the SDK decodes it
    events.onmessage = (ev: MessageEvent) => {
      const f = this.flight;
      if (f) {
        const n = (ev.data as ArrayBuffer).byteLength;
        f.bytesIn += n;
        if ((new Uint8Array(ev.data as ArrayBuffer)[0]! & 0x1f) === ROOM_STATE_PATCH) {
          f.patchBytes += n;
          if (!f.patchAt) f.patchAt = performance.now();
        }
      }
      inner(ev);
      if (f && f.ackAt && f.patchAt) f.done();
    };
    const connection = room.connection as any;
    const send = connection.send.bind(connection);
    connection.send = (data: Uint8Array) => {
      this.bytesOut += data.byteLength;
      send(data);
    };
    room.onMessage("legal", (m: any) => {
      this.legal = m;
      onChange();
    });
    room.onMessage("welcome", (m: any) => {
      this.welcomed = m.seat;
      onChange();
    });
    const onAck = (m: { id: string }) => {
      if (this.flight && m.id === this.flight.id) this.flight.ackAt = performance.now();
    };
    room.onMessage("ack", onAck);
    // after each change one message carries the ack (to the actor) and the legal list
    room.onMessage("applied", (m: AppliedMessage) => {
      const { ack, legal } = unpackApplied(m);
      if (ack) onAck(ack);
      this.legal = legal;
      onChange();
    });
    room.onMessage("rejected", (m: any) => {
      const e = new Error(`${this.seat ?? "spectator"}: rejected ${m.code}: ${m.message}`);
      if (this.flight) this.flight.fail(e);
      else this.refused = e;
      onChange();
    });
    for (const t of ["events", "history", "chat", "lobby"]) room.onMessage(t, () => {});
    room.onLeave(() => forgetReflectedTypes(room));
  }
}

/**
 * The game a Zedfall load room plays: its room name, the seats its clients claim (the creator's
 * first; it starts the game), its create options for room `i`, and the action types that move one
 * unit one space (the "bytes a unit move" figure).
 */
interface LoadGame {
  id: "house" | "siege";
  seatIds(seats: number): string[];
  options(i: number): Record<string, unknown>;
  unitMoves: ReadonlySet<string>;
}

/** House: the zombie seat and `seats - 1` human seats, characters dealt. */
const HOUSE_LOAD: LoadGame = {
  id: "house",
  seatIds: (seats) => ["zombie", ...HUMANS.slice(0, seats - 1)],
  options: (i) => ({ characters: "deal", seed: `load-${i}` }),
  unitMoves: new Set(["move", "zMove"]),
};

/** Siege ("add Siege rooms to the load when Siege exists"): up to 4 defender seats (Siege is for 1–4 players), the normal deck, Level II heroes drawn. */
const SIEGE_LOAD: LoadGame = {
  id: "siege",
  seatIds: (seats) => Array.from({ length: Math.max(1, Math.min(4, seats)) }, (_, k) => `seat${k + 1}`),
  options: (i) => ({ deck: "normal", heroes: "draw", seed: `load-siege-${i}` }),
  unitMoves: new Set(["move"]),
};

/** A game of seated SDK clients (the creator's seat first) and maybe a spectator, driven by the load generator. */
class ZedfallRoom implements LoadRoom {
  private waiters: (() => void)[] = [];
  private acted = 0;

  constructor(
    private readonly conns: Conn[],
    private readonly rnd: () => number,
    private readonly unitMoves: ReadonlySet<string>,
  ) {}

  get clients(): number {
    return this.conns.length;
  }

  /** Wakes whatever waits for a message of this room. */
  changed(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Resolves once `ok()` holds, re-checked on every legal/welcome message; rejects after TIMEOUT_MS. */
  until(ok: () => boolean, what: string): Promise<void> {
    if (ok()) return Promise.resolve();
    return new Promise((res, rej) => {
      const t = setTimeout(() => rej(new Error(`zedfall load room: no ${what} within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
      const check = () => {
        const refused = this.conns.find((c) => c.refused)?.refused;
        if (refused) {
          clearTimeout(t);
          rej(refused);
        } else if (ok()) {
          clearTimeout(t);
          res();
        } else this.waiters.push(check);
      };
      this.waiters.push(check);
    });
  }

  private latest(): number {
    let seq = -1;
    for (const c of this.conns) if (c.seat && c.legal && c.legal.seq > seq) seq = c.legal.seq;
    return seq;
  }

  async act(): Promise<ActResult | null> {
    const seated = this.conns.filter((c) => c.seat);
    // the next seq's lists have arrived: one seat may act, or every list is empty (the game is over)
    await this.until(() => this.latest() >= this.acted && seated.every((c) => c.legal!.seq === this.latest()), `legal lists for seq ${this.acted}`);
    const can = seated.filter((c) => c.legal!.actions.length > 0);
    if (!can.length) return null;
    const c = can[Math.floor(this.rnd() * can.length)]!;
    const seq = c.legal!.seq;
    const actions = c.legal!.actions;
    const action = actions[Math.floor(this.rnd() * actions.length)]!;
    const out0 = c.bytesOut;
    const f = await new Promise<InFlight>((res, rej) => {
      const t = setTimeout(() => rej(new Error(`zedfall load room: no ack and patch of ${action.type} at seq ${seq} within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
      const flight: InFlight = {
        id: String(seq),
        sentAt: performance.now(),
        ackAt: 0,
        patchAt: 0,
        bytesIn: 0,
        patchBytes: 0,
        done: () => {
          clearTimeout(t);
          c.flight = null;
          res(flight);
        },
        fail: (e) => {
          clearTimeout(t);
          c.flight = null;
          rej(e);
        },
      };
      c.flight = flight;
      c.room.send("act", { id: flight.id, action });
    });
    this.acted = seq + 1;
    return { ackMs: f.ackAt - f.sentAt, patchMs: f.patchAt - f.sentAt, bytesOut: c.bytesOut - out0, bytesIn: f.bytesIn, patchBytes: f.patchBytes, unitMove: this.unitMoves.has(action.type) };
  }

  async close(): Promise<void> {
    await Promise.all(this.conns.map((c) => Promise.race([c.room.leave(true).catch(() => {}), new Promise((r) => setTimeout(r, 2000))])));
  }
}

/**
 * Zedfall as a load target for `game`: the server child zedfall-server.ts (SQLite file,
 * synchronous=FULL, production mode), and rooms of real `@colyseus/sdk` clients as players have
 * them: the first seat creates the game (seed `load-<i>`, `load-siege-<i>`), every seat joins and
 * claims, a spectator joins without a seat, the creator starts.
 */
function zedfallTargetOf(name: string, game: LoadGame): LoadTarget {
  return {
    name,
    ref: name,
    start: (dataDir) =>
      spawnServer(resolve(import.meta.dirname, "zedfall-server.ts"), [dataDir], ROOT, {
        ...process.env,
        NODE_ENV: "production",
        // the schema's legacy decorators (STACK pitfall 4)
        TSX_TSCONFIG_PATH: resolve(ROOT, "server/tsconfig.json"),
      }),
    async openRoom(port, i, { seats, spectator }) {
      const sdk = new Client(`ws://127.0.0.1:${port}`);
      const seatIds = game.seatIds(seats);
      const conns: Conn[] = [];
      let room: ZedfallRoom | null = null;
      const wake = () => room?.changed();
      try {
        const first = await sdk.create(game.id, { ...game.options(i), name: "Load0" });
        conns.push(new Conn(first, seatIds[0]!, wake));
        for (let k = 1; k < seatIds.length; k++) conns.push(new Conn(await sdk.joinById(first.roomId, { name: `Load${k}` }), seatIds[k]!, wake));
        if (spectator) conns.push(new Conn(await sdk.joinById(first.roomId, { name: "Watcher" }), null, wake));
        room = new ZedfallRoom(conns, mulberry32(i + 1), game.unitMoves);
        for (const c of conns) if (c.seat) c.room.send("claim", { seat: c.seat });
        await room.until(() => conns.every((c) => !c.seat || c.welcomed === c.seat), "welcome after the claims");
        conns[0]!.room.send("start", {});
        // the lobby's lists are empty at seq 0 too: the start's have a seat that may act
        await room.until(() => conns.some((c) => c.seat && c.legal?.seq === 0 && c.legal.actions.length > 0), "the start's legal lists");
        return room;
      } catch (e) {
        // a room that could not be opened whole leaves nothing connected behind it
        await new ZedfallRoom(conns, () => 0, game.unitMoves).close();
        throw e;
      }
    },
  };
}

/** House rooms: the zombie seat and `seats - 1` human seats (5 seats: the zombie and 4 humans). */
export const zedfallTarget: LoadTarget = zedfallTargetOf("zedfall", HOUSE_LOAD);

/** Siege rooms: `seats` defender seats, at most 4. */
export const zedfallSiegeTarget: LoadTarget = zedfallTargetOf("zedfall-siege", SIEGE_LOAD);
