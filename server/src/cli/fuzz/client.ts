import type { Client as Sdk, Room as SdkRoom } from "@colyseus/sdk";
import type { Action, Outgoing } from "./hostile";
import { forgetReflectedTypes } from "./reflected-types";
import { bump, type FuzzSummary } from "./summary";
import { unpackApplied } from "@zedfall/shared/protocol";

/** Message ids: fuzz messages `f…`, sync probes `p…`, flood messages `x…` (answers are told apart by them). */
export const PROBE = "p";
export const FLOOD = "x";

/** Every SDK room a fuzz client opened whose connection has not closed yet, and every join still in flight (all runs in this process). */
const openRooms = new Set<object>();

/**
 * Resolves once every connection the fuzz clients opened has closed (or after `ms`): the run
 * waits for it before it gives the console back, so no SDK warning of a late close is printed
 * after the run (in Jest: "Cannot log after tests are done", which fails the suite's exit status).
 */
export async function connectionsClosed(ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (openRooms.size > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

/**
 * One real `@colyseus/sdk` connection of the fuzzer: what it was told (welcome, legal lists), the
 * tally of its answers into the run's summary, and sync probes. The SDK's own reconnection is off:
 * a closed connection is counted and rejoined with the seat token by the table.
 */
export class FuzzClient {
  room: SdkRoom | null = null;
  token: string | undefined;
  seat: string | null = null;
  legal: Action[] = [];
  legalSeq = -1;
  stale: Action[] = [];
  /** The server's game state as this client decoded it ("over" once the game has a result). */
  stage = "";
  /** Recent `act` messages it sent (id and action), for replayed ids. */
  readonly recent: { id: string; action: Action }[] = [];
  readonly acked = new Set<string>();
  /** Ids still waiting for their answer (probes, flood messages) → what to call with the code. */
  private readonly waiting = new Map<string, (code: string) => void>();
  private readonly typed = new Map<string, ((m: any) => void)[]>();
  private leaving = false;

  constructor(
    private readonly sdk: Sdk,
    private readonly summary: FuzzSummary,
    readonly name: string,
  ) {}

  get alive(): boolean {
    return this.room !== null;
  }

  /** Creates a game (`create`) or joins one by id (with the seat token when it has one); resolves at the welcome. */
  async connect(how: { create: string; options: Record<string, unknown> } | { join: string }): Promise<void> {
    this.leaving = false;
    // a join in flight counts as open too: its socket may close before the join is answered
    const joining = {};
    openRooms.add(joining);
    let room: Awaited<ReturnType<Sdk["joinById"]>>;
    try {
      room = "create" in how ? await this.sdk.create(how.create, { name: this.name, ...how.options }) : await this.sdk.joinById(how.join, { name: this.name, token: this.token });
    } finally {
      openRooms.delete(joining);
    }
    room.reconnection.enabled = false;
    openRooms.add(room);
    room.onError(() => openRooms.delete(room));
    this.room = room;
    const welcome = this.next("welcome");
    room.onMessage("*", (type, payload) => this.received(String(type), payload));
    room.onStateChange((st: any) => (this.stage = st.stage));
    room.onLeave((code) => {
      openRooms.delete(room);
      forgetReflectedTypes(room);
      if (this.room !== room) return;
      this.room = null;
      if (!this.leaving) bump(this.summary.closed, String(code));
      for (const [, done] of this.waiting) done("closed");
      this.waiting.clear();
    });
    await welcome;
  }

  /** Resolves with the next message of `type` (rejects after `ms`: 30 s, a busy machine is slow, a silent server slower). */
  next(type: string, ms = 30_000): Promise<any> {
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`${this.name}: no '${type}' within ${ms} ms`)), ms);
      t.unref();
      const list = this.typed.get(type) ?? [];
      list.push((m) => {
        clearTimeout(t);
        resolve(m);
      });
      this.typed.set(type, list);
    });
  }

  private received(type: string, m: any): void {
    if (type === "applied") {
      // after each change one message carries the ack (to the actor), the events and the legal list
      const { ack, events, legal } = unpackApplied(m);
      if (ack) this.received("ack", ack);
      this.received("events", events);
      this.received("legal", legal);
      return;
    }
    const waiters = this.typed.get(type);
    if (waiters?.length) {
      this.typed.delete(type);
      for (const w of waiters) w(m);
    }
    if (type === "welcome") {
      this.token = m.token;
      this.seat = m.seat;
    } else if (type === "legal") {
      if (this.legal.length) this.stale = this.legal;
      this.legal = m.actions;
      this.legalSeq = m.seq;
    } else if (type === "ack" || type === "rejected") {
      const id: string | null = m.id;
      const code = type === "ack" ? "ack" : m.code;
      const wait = id !== null ? this.waiting.get(id) : undefined;
      if (wait) {
        this.waiting.delete(id!);
        wait(code);
        if (id!.startsWith(PROBE)) return;
      }
      bump(this.summary.answered, code);
      if (code === "RATE_LIMITED") this.summary.rateLimited++;
      if (type === "ack") {
        if (this.acked.has(id!)) this.summary.replayed.ackedAgain++;
        this.acked.add(id!);
      }
    }
  }

  /** Sends one fuzz message (counted in `sent` by its kind). */
  send(out: Outgoing): void {
    const room = this.room;
    if (!room) return;
    this.summary.sent++;
    bump(this.summary.sentBy, out.category);
    if ("bytes" in out) {
      room.connection.send(out.bytes);
      return;
    }
    if (out.category === "replayedId") this.summary.replayed.sent++;
    try {
      room.send(out.type as never, out.payload as never);
    } catch (e) {
      // the SDK could not encode it (nothing went out)
      bump(this.summary.unsendable, (e as Error).message.slice(0, 60));
      return;
    }
    const p = out.payload as { id?: unknown; action?: unknown } | null;
    if (out.type === "act" && p && typeof p.id === "string" && p.action && typeof p.action === "object" && out.category !== "replayedId") {
      this.recent.push({ id: p.id, action: p.action as Action });
      if (this.recent.length > 20) this.recent.shift();
    }
  }

  /** Sends `act {id, action}` and resolves with the code of its answer ("ack", a rejected code, "closed" or "timeout"). */
  ask(id: string, action: Action, ms: number): Promise<string> {
    const room = this.room;
    if (!room) return Promise.resolve("closed");
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        this.waiting.delete(id);
        resolve("timeout");
      }, ms);
      t.unref();
      this.waiting.set(id, (code) => {
        clearTimeout(t);
        resolve(code);
      });
      room.send("act", { id, action });
    });
  }

  /** Leaves on purpose (not counted as a closed connection). */
  async leave(): Promise<void> {
    const room = this.room;
    if (!room) return;
    this.leaving = true;
    await Promise.race([room.leave(true).catch(() => {}), new Promise((r) => setTimeout(r, 2000))]);
    this.room = null;
  }
}
