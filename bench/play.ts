import { Client, type Room } from "@colyseus/sdk";
import { tapPatches, type PatchTap } from "./patch-size";
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

const SEATS = ["zombie", "human1", "human2"] as const;

interface Seated {
  seat: string;
  room: Room;
  tap: PatchTap;
  legal: { seq: number; actions: Action[] } | null;
  welcomed: string | null;
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
 * begins there). Returns what each action cost on the wire of its sender.
 */
export async function playGame(endpoint: string, seed: string, maxActions: number, onStarted: () => Promise<void>): Promise<Played[]> {
  const client = new Client(endpoint);
  const rnd = rng([...seed].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, 7));
  const seated: Seated[] = [];
  const rooms: Room[] = [];
  try {
    const attach = (room: Room, i: number): Room => {
      room.reconnection.enabled = false;
      const c: Seated = { seat: SEATS[i]!, room, tap: tapPatches(room as any), legal: null, welcomed: null };
      room.onMessage("legal", (m: any) => {
        c.legal = m;
        wake();
      });
      room.onMessage("welcome", (m: any) => {
        c.welcomed = m.seat;
        wake();
      });
      for (const t of ["ack", "events", "history", "chat"]) room.onMessage(t, () => wake());
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
    const played: Played[] = [];
    for (let seq = 0; played.length < maxActions; seq++) {
      await until(() => seated.every((c) => c.legal?.seq === seq), `legal at seq ${seq}`);
      const can = seated.filter((c) => c.legal!.actions.length > 0);
      if (!can.length) break; // the game is over
      const c = can[Math.floor(rnd() * can.length)]!;
      const actions = c.legal!.actions;
      const action = actions[Math.floor(rnd() * actions.length)]!;
      let acked = false;
      const onAck = c.room.onMessage("ack", (m: any) => {
        if (m.id === String(seq)) acked = true;
      });
      c.tap.take();
      c.room.send("act", { id: String(seq), action });
      await until(() => acked, `ack of ${action.type} at seq ${seq}`);
      onAck();
      const frames = c.tap.take();
      played.push({ seat: c.seat, type: action.type, patchBytes: frames.reduce((a, b) => a + b, 0), patchFrames: frames.length });
    }
    return played;
  } finally {
    for (const r of rooms) await r.leave(true).catch(() => {});
  }
}
