import { Room, type Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import { z } from "zod";
import type { GameEvent, SeatId } from "@zedfall/shared";
import type { GameAdapter } from "../games/types";
import { GameState, Seat } from "../schema";
import { LOG_KEEP, appendLog } from "../sync/log";
import { put } from "../sync/util";
import { applyStored, firstState, foldRows } from "../store/rebuild";
import type { GameStore, StoredGame } from "../store/types";

/** One step of a replay: the state after `action` (step 0: the first state) and its events. */
interface Step {
  state: unknown;
  events: GameEvent[];
  seat: SeatId | null;
  action: { type: string } | null;
}

const createOptions = z.object({ gameId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/), step: z.number().int().min(0).optional() }).passthrough();
const gotoMessage = z.object({ step: z.number().int().min(0) }).strict();

/** `replay` message: where the replay is, the turns to jump to, the action shown and every hidden part. */
export interface ReplayInfo {
  gameId: string;
  step: number;
  total: number;
  turns: { step: number; round: number; phase: string }[];
  seat: SeatId | null;
  action: { type: string } | null;
  hidden: Record<string, unknown>;
}

/**
 * A finished game's replay (`/replay/<gameId>`): each viewer creates a room of its own with
 * `create("replay", {gameId})`; the room rebuilds every step from seed + effective log, and
 * `goto {step}` shows that step in the same schema the game used (so the client draws it with
 * the game view). Once a game is over nothing is secret: every seat's private part is in the
 * viewer's StateView, and the `replay` message carries the decks and hands.
 */
export class ReplayRoom extends Room<{ state: GameState }> {
  protected store!: GameStore;
  protected adapters!: Record<string, GameAdapter>;
  override state = new GameState();
  override maxClients = 8;
  private adapter!: GameAdapter;
  private gameId = "";
  private steps: Step[] = [];
  private turns: ReplayInfo["turns"] = [];
  step = 0;

  /** The room class bound to a store and the adapters. */
  static for(store: GameStore, adapters: Record<string, GameAdapter>): typeof ReplayRoom {
    return class extends ReplayRoom {
      protected override store = store;
      protected override adapters = adapters;
    };
  }

  override messages = {
    goto: (client: Client, payload: unknown) => {
      const m = gotoMessage.safeParse(payload ?? {});
      if (!m.success) return client.send("rejected", { id: null, code: "BAD_MESSAGE", message: `bad 'goto' message: ${m.error.issues[0]?.message}` });
      this.goto(Math.min(m.data.step, this.steps.length - 1));
    },
    _: (client: Client, type: string | number) => client.send("rejected", { id: null, code: "BAD_MESSAGE", message: `a replay takes only 'goto', not '${String(type)}'` }),
  };

  override async onCreate(options: unknown): Promise<void> {
    this.patchRate = null;
    const o = createOptions.safeParse(options ?? {});
    if (!o.success) throw new Error(`bad replay options: ${o.error.issues[0]?.message}`);
    this.gameId = o.data.gameId;
    const stored = await this.store.load(this.gameId);
    if (!stored) throw new Error(`there is no game ${this.gameId}`);
    if (stored.meta.status !== "over") throw new Error(`game ${this.gameId} is not over yet: its replay opens when it ends`);
    const adapter = this.adapters[stored.meta.ruleset];
    if (!adapter) throw new Error(`game ${this.gameId}: unknown ruleset '${stored.meta.ruleset}'`);
    this.adapter = adapter;
    this.build(stored);
    this.goto(Math.min(o.data.step ?? 0, this.steps.length - 1));
  }

  /** Every step from the first state (StoreError with game and seq when the log does not replay). */
  private build(stored: StoredGame): void {
    const { meta } = stored;
    const { log } = foldRows(meta.id, stored.rows);
    let state = firstState(this.adapter, meta);
    this.steps = [{ state, events: [{ type: "start", text: "the game starts" }], seat: null, action: null }];
    for (const e of log) {
      state = this.adapter.ruleset.clone(state);
      const events = applyStored(this.adapter, meta.id, state, e);
      this.steps.push({ state, events, seat: e.seat, action: e.action });
    }
    let last = "";
    this.steps.forEach((s, i) => {
      const t = this.adapter.turnOf(s.state);
      const key = `${t.round}:${t.phase}`;
      if (key !== last) this.turns.push({ step: i, ...t });
      last = key;
    });
    const st = this.state;
    st.game = this.adapter.id;
    st.options = JSON.stringify(meta.options);
    for (const s of this.adapter.seats) {
      const seat = new Seat();
      seat.id = s.id;
      seat.role = s.role;
      const who = meta.seats.started?.[s.id];
      seat.kind = who ? who.kind : "empty";
      seat.name = who ? (who.kind === "bot" ? "Bot" : meta.players.find((p) => p.seat === s.id)?.name ?? who.name) : "";
      seat.connected = !!who;
      st.seats.set(s.id, seat);
    }
    this.adapter.syncBoard(st, meta.options);
  }

  override onJoin(client: Client): void {
    client.view = new StateView();
    this.state.seats.forEach((seat) => client.view!.add(seat));
    client.send("welcome", { gameId: this.gameId, seat: null, token: "" });
    client.send("legal", { seq: this.step, actions: [] });
    client.send("replay", this.info());
  }

  /** Shows step `n`: the schema, the log up to it, then `replay` (and the step's events when stepping forward by one). */
  goto(n: number): void {
    const prev = this.step;
    this.step = n;
    const s = this.steps[n]!;
    const r = this.adapter.ruleset;
    this.adapter.syncPublic(this.state, s.state, r.seats(s.state), r.result(s.state));
    put(this.state, "seq", n);
    if (n < this.steps.length - 1 && this.state.stage === "over") put(this.state, "stage", "play");
    this.state.seats.forEach((seat, id) => {
      if (seat.kind === "empty") return;
      const priv = this.adapter.privateOf(s.state, id);
      seat.hand.splice(0, seat.hand.length, ...priv.hand);
      put(seat, "secret", priv.secret);
    });
    this.state.log.clear();
    const lines: { seq: number; events: GameEvent[] }[] = [];
    let count = 0;
    for (let i = n; i >= 0 && count < LOG_KEEP; i--) {
      const ev = this.steps[i]!.events.map(({ onlyFor: _o, ...e }) => e as GameEvent);
      lines.unshift({ seq: i, events: ev });
      count += ev.length;
    }
    for (const l of lines) appendLog(this.state, l.seq, l.events);
    this.broadcastPatch();
    if (n === prev + 1) this.broadcast("events", { seq: n, events: s.events });
    this.broadcast("replay", this.info());
  }

  private info(): ReplayInfo {
    const s = this.steps[this.step]!;
    return { gameId: this.gameId, step: this.step, total: this.steps.length - 1, turns: this.turns, seat: s.seat, action: s.action, hidden: this.adapter.revealAll(s.state) };
  }
}
