import { Room, type Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import { z } from "zod";
import { refuse, type SeatId } from "@zedfall/shared";
import { keyedMessage, type RejectedMessage } from "@zedfall/shared/protocol";
import type { GameAdapter, GameTable } from "../../games/types";
import type { RootState } from "../../schema/root";
import type { GameStore } from "../../store/types";
import { put } from "../../schema/put";
import { Publisher } from "../game/publisher";
import type { RoomSlots } from "../limits/room-slots";
import { buildReplay, stateAt, type ReplayBuild, type ReplayBuilds, type ReplayStep } from "./replay-builds";
import { turnBased } from "../game/turn-based";
import { HISTORY_KEEP } from "../game/history";
import { createRefusal } from "../game/create-refusal";
import { splitStored } from "../seats/pace";

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
 * A finished game's replay (`/replay/<gameId>`): each viewer opens a replay room of their own
 * (`create("replay", {gameId})`, one viewer a room), so each steps through it on their own, and
 * the rooms of one game share one rebuild of every step from seed + effective log (ReplayBuilds,
 * built in slices that let the game rooms run in between). `goto {step}` shows that step in the same schema the game used, through
 * the same publisher. Once a game is over nothing is secret: every seat's private part is in the
 * viewer's StateView, the events are shown whole, and the `replay` message carries the decks and hands.
 */
export class ReplayRoom extends Room<{ state: RootState }> {
  protected store!: GameStore;
  protected games!: GameTable;
  /** The process's replay-room slots (at most ZEDFALL_MAX_REPLAY_ROOMS, counted apart from game rooms). */
  protected slots!: RoomSlots;
  private releaseSlot?: () => void;
  /** The process's open replay builds, shared by the rooms of one game. */
  protected builds!: ReplayBuilds;
  private built: ReplayBuild | null = null;
  private adapter!: GameAdapter;
  private publisher!: Publisher;
  private gameId = "";
  private steps: ReplayStep[] = [];
  private turns: ReplayInfo["turns"] = [];
  private seats: SeatId[] = [];
  /** The state of the step shown (this room's own copy, `stateAt`). */
  private shown: { step: number; state: unknown } | null = null;
  step = 0;

  /** The room class bound to a store, the table of games, the replay-room slots and the process's shared builds. */
  static for(store: GameStore, games: GameTable, slots: RoomSlots, builds: ReplayBuilds): typeof ReplayRoom {
    return class extends ReplayRoom {
      protected override store = store;
      protected override games = games;
      protected override slots = slots;
      protected override builds = builds;
    };
  }

  override messages = {
    goto: (client: Client, payload: unknown) => {
      const m = gotoMessage.safeParse(payload ?? {});
      if (!m.success) return client.send("rejected", { id: null, code: "BAD_MESSAGE", ...refuse("msg.badMessage", { type: "goto", detail: m.error.issues[0]?.message ?? "" }) } satisfies RejectedMessage);
      this.goto(Math.min(m.data.step, this.steps.length - 1));
    },
    _: (client: Client, type: string | number) => client.send("rejected", { id: null, code: "BAD_MESSAGE", ...refuse("msg.replayGoto", { type: String(type) }) } satisfies RejectedMessage),
  };

  override async onCreate(options: unknown): Promise<void> {
    turnBased(this);
    this.releaseSlot = this.slots.take();
    // one viewer a room: each steps through the game on their own
    this.maxClients = 1;
    const o = createOptions.safeParse(options ?? {});
    if (!o.success) throw createRefusal(this.roomId, `bad replay options: ${o.error.issues[0]?.message}`);
    const gameId = o.data.gameId;
    const build = await this.builds.acquire(gameId, async () => {
      const stored = await this.store.load(gameId);
      if (!stored) throw createRefusal(this.roomId, keyedMessage(`there is no game ${gameId}`, refuse("server.noGame", { id: gameId })));
      if (stored.meta.status !== "over") throw createRefusal(this.roomId, keyedMessage(`game ${gameId} is not over yet: its replay opens when it ends`, refuse("server.notOver", { id: gameId })));
      const adapter = this.games[stored.meta.ruleset];
      if (!adapter) throw new Error(`game ${gameId}: unknown ruleset '${stored.meta.ruleset}'`);
      return buildReplay(stored, adapter);
    });
    this.gameId = gameId;
    this.built = build;
    this.show(build);
    this.step = -1;
    this.goto(Math.min(o.data.step ?? 0, this.steps.length - 1));
  }

  /** This room's schema and publisher over the shared build (the seats as they were at the start). */
  private show(build: ReplayBuild): void {
    const { meta } = build.stored;
    this.adapter = build.adapter;
    this.steps = build.steps;
    this.turns = build.turns;
    this.seats = build.seats;
    const started = meta.seats.started ?? {};
    this.state = new this.adapter.State();
    this.publisher = new Publisher(this, this.adapter);
    this.publisher.init(splitStored(meta.options).ruleOptions, this.adapter.ruleset.lobby.seats);
    this.state.seats.forEach((seat, id) => {
      const who = started[id];
      seat.kind = who ? who.kind : "empty";
      seat.name = who ? (who.kind === "bot" ? "Bot" : (meta.players.find((p) => p.seat === id)?.name ?? who.name)) : "";
      seat.connected = !!who;
    });
  }

  override onDispose(): void {
    this.releaseSlot?.();
    if (this.built) this.builds.release(this.gameId);
  }

  /** The shared build this room shows (for tests), or null before it is made. */
  get build(): ReplayBuild | null {
    return this.built;
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
    this.shown = { step: n, state: stateAt(this.built!, n, this.shown ?? undefined) };
    p.sync(this.shown.state, n, this.seats);
    if (n < this.steps.length - 1) put(this.state, "stage", "play");
    for (const c of this.clients) p.showPrivate(c, "all");
    p.patch();
    if (n === prev + 1) {
      p.history.add(n, s.events);
      this.broadcast("events", { seq: n, events: s.events.map(({ onlyFor: _o, ...e }) => e) });
    } else {
      p.history.clear();
      // from the newest steps back, the ones the history keeps (HISTORY_KEEP lines), and one more so that it says it was cut
      let from = n;
      for (let lines = 0; from > 0 && lines <= HISTORY_KEEP; from--) lines += this.steps[from]!.events.length;
      for (let i = from; i <= n; i++) p.history.add(i, this.steps[i]!.events);
      for (const c of this.clients) p.sendHistory(c, "all");
    }
    this.broadcast("replay", this.info());
  }

  private info(): ReplayInfo {
    const s = this.steps[this.step]!;
    return { gameId: this.gameId, step: this.step, total: this.steps.length - 1, turns: this.turns, seat: s.seat, action: s.action, hidden: this.adapter.ruleset.revealAll(this.shown!.state) };
  }
}
