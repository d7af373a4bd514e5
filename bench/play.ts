import { Client, type Room } from "@colyseus/sdk";
import { ROOM_STATE_PATCH, tapPatches, type PatchTap } from "./patch-size";
import { mulberry32 as rng } from "./random";

/* eslint-disable @typescript-eslint/no-explicit-any */
type Action = { type: string; [k: string]: unknown };

/** One applied action as the acting client saw it: type, seat, and the patch bytes before its ack. */
export interface Played {
  seat: string;
  type: string;
  patchBytes: number;
  patchFrames: number;
}

/** What the clients received over the measured part of a game: every frame and its bytes, and the state-patch frames among them, all clients together. */
export interface Wire {
  clients: number;
  frames: number;
  bytes: number;
  patchFrames: number;
}

/** One game's actions and what they cost on the wire. */
export interface PlayedGame {
  played: Played[];
  wire: Wire;
}

const SEATS = ["zombie", "human1", "human2"] as const;

interface Seated {
  seat: string;
  room: Room;
  tap: PatchTap;
  legal: { seq: number; actions: Action[] } | null;
  welcomed: string | null;
  /** Whether the act of id `acked` was answered: the ack of the act waited for. */
  acked: string | null;
}

/** The one condition the driver waits for (it waits for one thing at a time), re-checked on every message. */
let pending: (() => void) | null = null;
function wake(): void {
  pending?.();
}

/** Resolves once `ok()` holds, re-checked on every message the clients receive; rejects after `ms`. */
function until(ok: () => boolean, what: string, ms = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending = null;
      reject(new Error(`timed out waiting for ${what}`));
    }, ms);
    pending = () => {
      if (!ok()) return;
      pending = null;
      clearTimeout(timer);
      resolve();
    };
    pending();
  });
}

/**
 * Plays one House game through the protocol (DESIGN "Protocol") with three real SDK clients, one
 * per seat (zombie, human1, human2), options `{characters: "deal", seed}`: create, join, claim,
 * start, then at every seq wait until all three clients hold their `legal` for it, let one seat
 * that may act send a legal-random `act` (seeded), and wait for its `ack`. Stops at the end of the
 * game or after `maxActions`. `onStarted` runs after the start's `legal` arrived (the measured part
 * begins there). Reads the ack and the legal lists from their own messages or from the one
 * `applied` message that carries them, so it plays on servers of either protocol. Returns what each
 * action cost on the wire of its sender, and every frame the clients received from the start until
 * all of them held the last action's legal list.
 */
export async function playGame(endpoint: string, seed: string, maxActions: number, onStarted: () => Promise<void>): Promise<PlayedGame> {
  const client = new Client(endpoint);
  const rnd = rng([...seed].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, 7));
  const seated: Seated[] = [];
  const rooms: Room[] = [];
  const wire = { frames: 0, bytes: 0, patchFrames: 0 };
  let counting = false;
  // every frame a client receives, as the WebSocket delivers it, counted while `counting`
  const tapAll = (room: { connection: { events: { onmessage?: (ev: MessageEvent) => void } } }) => {
    const events = room.connection.events;
    const inner = events.onmessage!;
    events.onmessage = (ev: MessageEvent) => {
      if (counting) {
        const bytes = new Uint8Array(ev.data as ArrayBuffer);
        wire.frames++;
        wire.bytes += bytes.byteLength;
        if ((bytes[0]! & 0x1f) === ROOM_STATE_PATCH) wire.patchFrames++;
      }
      inner(ev);
    };
  };
  try {
    const attach = (room: Room, i: number): Room => {
      room.reconnection.enabled = false;
      const c: Seated = { seat: SEATS[i]!, room, tap: tapPatches(room as any), legal: null, welcomed: null, acked: null };
      tapAll(room as any);
      room.onMessage("legal", (m: any) => {
        c.legal = m;
        wake();
      });
      room.onMessage("ack", (m: any) => {
        c.acked = m.id;
        wake();
      });
      room.onMessage("applied", (m: any) => {
        if (m.ack !== undefined) c.acked = m.ack;
        c.legal = { seq: m.seq, actions: m.actions };
        wake();
      });
      room.onMessage("welcome", (m: any) => {
        c.welcomed = m.seat;
        wake();
      });
      for (const t of ["events", "history", "chat"]) room.onMessage(t, () => wake());
      room.onMessage("rejected", (m: any) => console.error(`${c.seat}: rejected ${m.code}: ${m.message}`));
      seated.push(c);
      rooms.push(room);
      return room;
    };
    const first = attach(await client.create("house", { characters: "deal", seed, name: "Bench0" }), 0);
    for (let i = 1; i < SEATS.length; i++) attach(await client.joinById(first.roomId, { name: `Bench${i}` }), i);
    for (const c of seated) {
      c.room.send("claim", { seat: c.seat });
      await until(() => c.welcomed === c.seat, `${c.seat}'s claim`);
    }
    // every client got a `legal` of seq 0 with no actions at its join (the lobby's): forget it, or the
    // wait below could be met by it before the start's lists arrive (a loaded machine lost that race)
    for (const c of seated) c.legal = null;
    seated[0]!.room.send("start", {});
    await until(() => seated.every((c) => c.legal?.seq === 0), "the start's legal");
    await onStarted();
    counting = true;
    const played: Played[] = [];
    for (let seq = 0; played.length < maxActions; seq++) {
      await until(() => seated.every((c) => c.legal?.seq === seq), `legal at seq ${seq}`);
      const can = seated.filter((c) => c.legal!.actions.length > 0);
      if (!can.length) break; // the game is over
      const c = can[Math.floor(rnd() * can.length)]!;
      const actions = c.legal!.actions;
      const action = actions[Math.floor(rnd() * actions.length)]!;
      c.acked = null;
      c.tap.take();
      c.room.send("act", { id: String(seq), action });
      await until(() => c.acked === String(seq), `ack of ${action.type} at seq ${seq}`);
      const frames = c.tap.take();
      played.push({ seat: c.seat, type: action.type, patchBytes: frames.reduce((a, b) => a + b, 0), patchFrames: frames.length });
    }
    await until(() => seated.every((c) => c.legal?.seq === played.length), "every client's last legal list");
    counting = false;
    return { played, wire: { clients: seated.length, ...wire } };
  } finally {
    for (const r of rooms) await r.leave(true).catch(() => {});
  }
}
