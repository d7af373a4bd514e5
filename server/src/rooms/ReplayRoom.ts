import { Room, type Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import { z } from "zod";
import type { GameEvent, SeatId } from "@zedfall/shared";
import type { GameAdapter, GameTable } from "../games/types";
import type { RootState } from "../schema/root";
import { applyStored, firstState, foldRows, startedSeats } from "../store/rebuild";
import type { GameStore, StoredGame } from "../store/types";
import { put } from "../sync/util";
import { Publisher } from "./publisher";
import type { RoomSlots } from "./room-slots";
import { startEvent } from "./room-events";

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
 * A finished game's replay (`/replay/<gameId>`): every viewer joins with
 * `joinOrCreate("replay", {gameId})` and lands in the one replay room of that game while it is open
 * (the room type is filtered by `gameId`, app.ts; issue 13 finding 3: a room of its own per viewer
 * cost ~1.1 MB each). The room rebuilds every step from seed + effective log once, and
 * `goto {step}` shows that step in the same schema the game used, through the same publisher.
 * The step is the room's, so it is shared: viewers watch together, a `goto` from any of them moves
 * everyone's board and `replay` message, and a viewer who joins sees the step shown now (one
 * room has one schema state; a step of one's own would need a room, and its memory, of one's own).
 * Once a game is over nothing is secret: every seat's private part is in the viewer's StateView,
 * the events are shown whole, and the `replay` message carries the decks and hands.
 */
export class ReplayRoom extends Room<{ state: RootState }> {
  protected store!: GameStore;
  protected games!: GameTable;
  /** The process's replay-room slots (issue 13: at most ZEDFALL_MAX_REPLAY_ROOMS, counted apart from game rooms). */
  protected slots!: RoomSlots;
  private releaseSlot?: () => void;
  /** At most this many viewers in one game's replay room (ZEDFALL_MAX_PEOPLE_PER_GAME); past it, another room opens. */
  protected maxViewers!: () => number;
  private adapter!: GameAdapter;
  private publisher!: Publisher;
  private gameId = "";
  private steps: Step[] = [];
  private turns: ReplayInfo["turns"] = [];
  private seats: SeatId[] = [];
  step = 0;

  /** The room class bound to a store, the table of games, the replay-room slots and the most viewers a room takes. */
  static for(store: GameStore, games: GameTable, slots: RoomSlots, maxViewers: () => number): typeof ReplayRoom {
    return class extends ReplayRoom {
      protected override store = store;
      protected override games = games;
      protected override slots = slots;
      protected override maxViewers = maxViewers;
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
    this.releaseSlot = this.slots.take();
    this.maxClients = this.maxViewers();
    const o = createOptions.safeParse(options ?? {});
    if (!o.success) throw new Error(`bad replay options: ${o.error.issues[0]?.message}`);
    this.gameId = o.data.gameId;
    const stored = await this.store.load(this.gameId);
    if (!stored) throw new Error(`there is no game ${this.gameId}`);
    if (stored.meta.status !== "over") throw new Error(`game ${this.gameId} is not over yet: its replay opens when it ends`);
    const adapter = this.games[stored.meta.ruleset];
    if (!adapter) throw new Error(`game ${this.gameId}: unknown ruleset '${stored.meta.ruleset}'`);
    this.adapter = adapter;
    this.build(stored);
    this.step = -1;
    this.goto(Math.min(o.data.step ?? 0, this.steps.length - 1));
  }

  /** Every step from the first state (StoreError with game and seq when the log does not replay). */
  private build(stored: StoredGame): void {
    const { meta } = stored;
    const r = this.adapter.ruleset;
    const { log } = foldRows(meta.id, stored.rows);
    const started = meta.seats.started ?? {};
    this.seats = startedSeats(r, started);
    const names = Object.fromEntries(this.seats.map((id) => [id, started[id]!.name]));
    let state = firstState(r, meta);
    this.steps = [{ state, events: [startEvent(this.seats, names)], seat: null, action: null }];
    for (const e of log) {
      state = r.clone(state);
      const events = applyStored(r, meta.id, state, e);
      this.steps.push({ state, events, seat: e.seat, action: e.action });
    }
    let last = "";
    this.steps.forEach((s, i) => {
      const t = r.turnOf(s.state);
      const key = `${t.round}:${t.phase}`;
      if (key !== last) this.turns.push({ step: i, ...t });
      last = key;
    });
    this.state = new this.adapter.State();
    this.publisher = new Publisher(this, this.adapter);
    this.publisher.init(meta.options, r.lobby.seats);
    this.state.seats.forEach((seat, id) => {
      const who = started[id];
      seat.kind = who ? who.kind : "empty";
      seat.name = who ? (who.kind === "bot" ? "Bot" : (meta.players.find((p) => p.seat === id)?.name ?? who.name)) : "";
      seat.connected = !!who;
    });
  }

  override onDispose(): void {
    this.releaseSlot?.();
  }

  override onJoin(client: Client): void {
    client.view = new StateView();
    this.publisher.showPrivate(client, "all");
    client.send("welcome", { gameId: this.gameId, seat: null, token: "" });
    this.publisher.sendHistory(client, "all");
    client.send("legal", { seq: this.step, actions: [] });
    client.send("replay", this.info());
  }

  /**
   * Shows step `n`: the schema, then (one step forward) that step's `events`, or (any other jump)
   * the `history` up to it, then `replay`.
   */
  goto(n: number): void {
    const prev = this.step;
    this.step = n;
    const s = this.steps[n]!;
    const p = this.publisher;
    p.sync(s.state, n, this.seats);
    if (n < this.steps.length - 1) put(this.state, "stage", "play");
    for (const c of this.clients) p.showPrivate(c, "all");
    p.patch();
    if (n === prev + 1) {
      p.history.add(n, s.events);
      this.broadcast("events", { seq: n, events: s.events.map(({ onlyFor: _o, ...e }) => e) });
    } else {
      p.history.clear();
      for (let i = 0; i <= n; i++) p.history.add(i, this.steps[i]!.events);
      for (const c of this.clients) p.sendHistory(c, "all");
    }
    this.broadcast("replay", this.info());
  }

  private info(): ReplayInfo {
    const s = this.steps[this.step]!;
    return { gameId: this.gameId, step: this.step, total: this.steps.length - 1, turns: this.turns, seat: s.seat, action: s.action, hidden: this.adapter.ruleset.revealAll(s.state) };
  }
}
