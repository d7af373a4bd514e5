import { randomBytes } from "node:crypto";
import { Room, type Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import { RuleError, createRandom, type GameEvent, type GameResult, type RandomState, type SeatId } from "@zedfall/shared";
import { CLIENT_MESSAGES, joinOptions, type ActMessage, type RejectCode } from "@zedfall/shared/src/protocol";
import { GameState, Seat } from "../schema";
import { appendLog, eventsFor } from "../sync/log";
import { put } from "../sync/util";
import type { GameAdapter } from "../games/types";
import { Players, newToken, storedOf, type Player } from "./players";
import { BotDriver } from "../bots/driver";
import type { GameStore, LogRow, StoredSeats } from "../store/types";
import { noteClosing, takeRestore } from "./restore";
import { DecisionTimer } from "./decision-timer";

/** Server-wide settings of every game room. */
export interface RoomConfig {
  /** Delay before a bot acts, in ms (0 in tests). */
  botDelayMs: number;
  /** Honour the create option `seed` (ZEDFALL_TEST_SEED=1, tests only). */
  testSeed: boolean;
  /** How long a dropped connection may come back with the SDK's reconnection token. */
  reconnectSeconds: number;
  /** Messages per second a client may send before it gets RATE_LIMITED. */
  rateLimit: number;
  /** Where games are kept (every accepted action is appended before anyone is told). */
  store: GameStore;
  /** A snapshot of the rule state every this many log rows (and when a game ends). */
  snapshotEvery: number;
  /** The length of one second of a timed decision (house `reactionSeconds`), in ms: 1000 (tests shorten it). */
  secondMs?: number;
}

/** One entry of the game's action log: which seat sent what. */
export interface LogEntry {
  seat: SeatId;
  action: { type: string };
}

/**
 * The game as data (DESIGN principle 2): replaying `log` on `setup(options, seats, seed)` rebuilds
 * it. `log` is the effective log (undone actions folded out); the store keeps every row, undos
 * included (server/src/store), and `rows` counts them.
 */
export interface GameRecord {
  game: string;
  options: unknown;
  seed: string;
  /** Filled seats at the start, with who held them. */
  seats: Record<SeatId, { kind: "player" | "bot"; name: string }>;
  log: LogEntry[];
  /** Number of rows in the store's log (actions and undos); the next row is `rows + 1`. */
  rows: number;
}

interface ClientData {
  /** The raw seat token of this connection (the room keeps only its hash in Players). */
  token: string;
  /** Per-second message counter for RATE_LIMITED. */
  window: number;
  count: number;
}

type Handler = (client: Client, payload: any) => void | Promise<void>;

/**
 * One generic game room over a GameAdapter (House now; Siege registers another adapter). It keeps
 * the authoritative rule state, the game record (seed + action log) and the schema. It never looks
 * inside an action: `legal` comes from `ruleset.legalActions`, validation from `ruleset.apply`.
 * Message order after a change (DESIGN "Protocol"): state patch, then ack, events, legal.
 */
export class GameRoom extends Room<{ state: GameState }> {
  protected adapter!: GameAdapter;
  protected config!: RoomConfig;

  override state = new GameState();
  /** The rule state, null in the lobby. */
  rules: unknown = null;
  record!: GameRecord;
  readonly players = new Players();
  private roomOptions: unknown;
  private undoInfo: { seat: SeatId; before: unknown; after: unknown; events: GameEvent[] } | null = null;
  private bots!: BotDriver;
  /** The server's own answer to a decision a seat leaves waiting (house DoR 3 grab window). */
  private decisions!: DecisionTimer;
  private botRnd!: RandomState;
  /** Every message, join and bot step runs through this chain, one at a time (store writes are async). */
  private queue: Promise<unknown> = Promise.resolve();

  override messages = {
    _: (client: Client, type: string | number, payload: unknown) => this.dispatch(client, String(type), payload),
  };

  override async onCreate(options: Record<string, unknown> = {}): Promise<void> {
    // Turn-based: no fixed patch interval; every change is followed by broadcastPatch() at once.
    this.patchRate = null;
    // a game is joined by its id (the invite link), never matched to a stranger's join()
    void this.setPrivate(true);
    const restore = takeRestore(options);
    if (restore) return this.restoreFrom(restore);
    const { name: _n, token: _t, seed, restore: _r, nonce: _nc, ...gameOptions } = options;
    try {
      this.roomOptions = this.adapter.parseOptions(gameOptions);
    } catch (e) {
      // a plain Error: the matchmaker would take RuleError's string `code` for an HTTP status
      throw new Error(e instanceof Error ? e.message : "bad options");
    }
    const gameSeed = this.config.testSeed && typeof seed === "string" && seed.length > 0 ? seed : randomBytes(16).toString("hex");
    this.record = { game: this.adapter.id, options: this.roomOptions, seed: gameSeed, seats: {}, log: [], rows: 0 };
    this.initRoom();
    const now = Date.now();
    await this.config.store.createGame({
      id: this.roomId,
      ruleset: this.adapter.id,
      options: this.roomOptions,
      seed: gameSeed,
      status: "lobby",
      seats: this.storedSeats(),
      players: [],
      seq: 0,
      result: null,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** The parts of a new or restored room that come from its record: bots, seats, board. */
  private initRoom(): void {
    this.botRnd = createRandom(`${this.record.seed}:bots:${this.record.rows}`);
    this.bots = new BotDriver(this.config.botDelayMs, () => void this.serial(() => this.botTurn()));
    this.decisions = new DecisionTimer(this.config.secondMs);
    const st = this.state;
    st.game = this.adapter.id;
    st.options = JSON.stringify(this.roomOptions);
    for (const s of this.adapter.seats) {
      const seat = new Seat();
      seat.id = s.id;
      seat.role = s.role;
      st.seats.set(s.id, seat);
    }
    this.adapter.syncBoard(st, this.roomOptions);
  }

  /**
   * Reopens a stored game after a restart (DESIGN "gameId ... recreates the room with the same id
   * from the store"): same room id, record, rule state, players by token hash, bot seats.
   */
  private restoreFrom(r: import("./restore").Restore): void {
    const { meta } = r.stored;
    this.roomId = meta.id;
    this.roomOptions = meta.options;
    this.record = {
      game: this.adapter.id,
      options: meta.options,
      seed: meta.seed,
      seats: meta.seats.started ?? {},
      log: r.rebuilt.log.map(({ seat, action }) => ({ seat, action })),
      rows: r.rebuilt.rows,
    };
    this.initRoom();
    for (const p of meta.players) this.players.addStored(p);
    for (const [id, kind] of Object.entries(meta.seats.kinds ?? {})) {
      const seat = this.state.seats.get(id);
      if (seat && kind === "bot") seat.kind = "bot";
    }
    this.rules = r.rebuilt.rules;
    this.undoInfo = r.rebuilt.undo;
    if (this.rules) {
      const seq = this.record.log.length;
      appendLog(this.state, seq, [{ type: "restored", text: `the game was reopened from the store at action ${seq}`, seq }]);
      this.syncGame();
    } else this.syncSeats();
    this.scheduleBots();
    this.armDecision();
  }

  override onJoin(client: Client, options: unknown): Promise<void> {
    return this.serial(() => this.join(client, options));
  }

  private async join(client: Client, options: unknown): Promise<void> {
    const parsed = joinOptions.safeParse(options ?? {});
    if (!parsed.success) throw new Error(`bad join options: ${parsed.error.issues[0]?.message}`);
    const { name, token: given } = parsed.data;
    let token = given;
    let player = this.players.byToken(token);
    if (player) {
      // the token re-claims the player's seat (refresh, network drop, another tab, a server restart)
      const old = player.client;
      if (old && old.sessionId !== client.sessionId) {
        old.userData = undefined;
        old.leave(4000, "the seat was opened in another window");
      }
    } else {
      token = newToken();
      player = this.players.add(token, name, this.players.size === 0);
      // the hashed token is stored before the welcome that hands out the token
      await this.config.store.saveMeta(this.roomId, { players: [storedOf(player)] });
    }
    player.client = client;
    client.userData = { token: token!, window: 0, count: 0 } satisfies ClientData;
    client.view = new StateView();
    if (player.seat) client.view.add(this.state.seats.get(player.seat)!);
    if (player.creator) {
      this.state.host = client.sessionId;
      this.state.hostName = player.name;
    }
    this.syncSeats();
    this.broadcastPatch();
    this.welcome(client, player);
    this.sendLegal(client);
    this.scheduleBots();
  }

  override onDrop(client: Client): void {
    const p = this.playerOf(client);
    if (p && p.client?.sessionId === client.sessionId) {
      p.client = null;
      this.syncSeats();
      this.broadcastPatch();
    }
    // the SDK comes back with its reconnection token; when the window closes, onLeave follows
    this.allowReconnection(client, this.config.reconnectSeconds).catch(() => {});
  }

  override onReconnect(client: Client): void {
    const p = this.playerOfToken(client);
    if (p && !p.client) {
      p.client = client;
      this.syncSeats();
      this.broadcastPatch();
      this.welcome(client, p);
      this.sendLegal(client);
    }
  }

  override onLeave(client: Client): void {
    const p = this.playerOf(client);
    if (p && p.client?.sessionId === client.sessionId) p.client = null;
    this.syncSeats();
    this.broadcastPatch();
  }

  override async onDispose(): Promise<void> {
    this.bots?.stop();
    this.decisions?.stop();
    // let a store write in progress finish before the room goes (and before the game can reopen)
    noteClosing(this.roomId, this.queue);
    await this.queue.catch(() => {});
  }

  /** Runs `fn` after everything queued before it; its result (or error) is returned, the chain goes on. */
  private serial<T>(fn: () => T | Promise<T>): Promise<T> {
    const run = this.queue.then(fn);
    this.queue = run.catch(() => {});
    return run;
  }

  // ---------- message dispatch ----------

  private handlers: Record<string, Handler> = {
    act: (c, m) => this.onAct(c, m),
    claim: (c, m) => this.onClaim(c, m),
    release: (c) => this.onRelease(c),
    bot: (c, m) => this.onBot(c, m),
    start: (c) => this.onStart(c),
    undo: (c) => this.onUndo(c),
    chat: (c, m) => this.onChat(c, m),
  };

  /** Validates one client message with zod inside the handler: bad input is answered, never a disconnect. */
  private dispatch(client: Client, type: string, payload: unknown): void {
    const id = type === "act" && payload && typeof (payload as { id?: unknown }).id === "string" ? (payload as { id: string }).id : null;
    if (!this.withinRate(client)) return this.reject(client, id, "RATE_LIMITED", "too many messages; wait a moment");
    const schema = CLIENT_MESSAGES[type as keyof typeof CLIENT_MESSAGES];
    if (!schema) return this.reject(client, id, "BAD_MESSAGE", `unknown message type '${type}'`);
    const parsed = schema.safeParse(payload ?? {});
    if (!parsed.success) {
      const i = parsed.error.issues[0]!;
      return this.reject(client, id, "BAD_MESSAGE", `bad '${type}' message: ${i.path.join(".") || "payload"}: ${i.message}`);
    }
    this.serial(() => this.handlers[type]!(client, parsed.data)).catch((e) => {
      console.error(`[room ${this.roomId}] ${type} failed`, e);
      this.reject(client, id, "ILLEGAL_ACTION", "the server could not carry this out");
    });
  }

  private withinRate(client: Client): boolean {
    const d = client.userData as ClientData | undefined;
    if (!d) return false;
    const now = Date.now();
    if (now - d.window >= 1000) {
      d.window = now;
      d.count = 0;
    }
    d.count += 1;
    return d.count <= this.config.rateLimit;
  }

  private async onAct(client: Client, msg: ActMessage): Promise<void> {
    const p = this.playerOf(client);
    if (!p?.seat) return this.reject(client, msg.id, "NOT_SEATED", "claim a seat before you act");
    if (this.state.stage === "over") return this.reject(client, msg.id, "GAME_OVER", "the game is over");
    if (!this.rules) return this.reject(client, msg.id, "NOT_YOUR_TURN", "the game has not started");
    await this.applyAction(p.seat, msg.action, client, msg.id);
  }

  /**
   * Applies one action of `seat`: the rule module checks it, the store appends it (one transaction,
   * before anyone is told), then the room publishes. On refusal answers `rejected` to `client` (if
   * any; without a client a refusal throws). Returns whether it was applied.
   */
  private async applyAction(seat: SeatId, action: { type: string }, client: Client | null, id: string | null): Promise<boolean> {
    const rules = this.adapter.ruleset;
    const refused = rules.refusal(this.rules, seat, action);
    if (refused) {
      if (!client) throw refused;
      this.reject(client, id, (refused as RuleError).code as RejectCode, refused.message);
      return false;
    }
    // the rules mutate the state in place: the copy the undo needs is taken only when the action could be taken back
    const before = rules.undoable(this.rules, seat, action) ? rules.clone(this.rules) : null;
    const after = rules.clone(this.rules);
    let events: GameEvent[];
    try {
      events = rules.applyTrusted(after, seat, action);
    } catch (e) {
      if (!client) throw e;
      console.error(`[room ${this.roomId}] apply failed`, e);
      this.reject(client, id, "ILLEGAL_ACTION", "the server could not apply this action");
      return false;
    }
    const row: LogRow = { seq: this.record.rows + 1, seat, kind: "act", action: action as LogRow["action"], at: Date.now() };
    const over = rules.result(after);
    if (!(await this.persist(row, after, over, client, id))) return false;
    this.rules = after;
    this.record.log.push({ seat, action });
    // without a copy (the rules said it cannot be taken back) the refusal is asked with before = after
    this.undoInfo = { seat, before: before ?? after, after, events };
    this.publish(events, client && id !== null ? { client, id } : null);
    return true;
  }

  /**
   * Appends one log row (with a snapshot every `snapshotEvery` rows and at the end of the game).
   * A store failure refuses the action: nothing changed, the client may send it again.
   */
  private async persist(row: LogRow, after: unknown, over: GameResult | null, client: Client | null, id: string | null): Promise<boolean> {
    const snapshot = over || row.seq % this.config.snapshotEvery === 0 ? JSON.stringify(after) : undefined;
    try {
      await this.config.store.append(this.roomId, row, over ? { snapshot, status: "over", result: over } : { snapshot });
    } catch (e) {
      console.error(`[room ${this.roomId}] store append failed:`, (e as Error).message);
      if (client) this.reject(client, id, row.kind === "undo" ? "UNDO_REFUSED" : "ILLEGAL_ACTION", "the server could not save this; nothing changed, try again");
      else throw e;
      return false;
    }
    this.record.rows = row.seq;
    return true;
  }

  /** After a change of the rule state: log, schema, patch, then ack, events and legal to everyone; then the bots. */
  private publish(events: GameEvent[], ack: { client: Client; id: string } | null): void {
    const seq = this.record.log.length;
    appendLog(this.state, seq, events);
    this.syncGame();
    this.broadcastPatch();
    if (ack) ack.client.send("ack", { id: ack.id, seq });
    for (const c of this.clients) c.send("events", { seq, events: eventsFor(events, this.playerOf(c)?.seat ?? null) });
    for (const c of this.clients) this.sendLegal(c);
    this.scheduleBots();
    this.armDecision();
  }

  private async onClaim(client: Client, msg: { seat: string }): Promise<void> {
    const p = this.playerOf(client)!;
    const seat = this.state.seats.get(msg.seat);
    if (!seat) return this.reject(client, null, "ILLEGAL_ACTION", `there is no seat '${msg.seat}'`);
    if (p.seat === msg.seat) return this.welcome(client, p);
    const holder = this.players.bySeat(msg.seat);
    if (holder) return this.reject(client, null, "ILLEGAL_ACTION", `${msg.seat} is taken by ${holder.name}`);
    if (this.rules) {
      // after the start a player may only take over a seat a bot is playing
      if (seat.kind !== "bot" || !(msg.seat in this.record.seats))
        return this.reject(client, null, "ILLEGAL_ACTION", "after the start only a bot's seat can be taken over");
      if (p.seat) return this.reject(client, null, "ILLEGAL_ACTION", "you already play a seat");
    }
    const old = p.seat;
    const ok = await this.commitSeats([p], () => {
      p.seat = msg.seat;
      seat.kind = "player";
    });
    if (!ok) return this.reject(client, null, "ILLEGAL_ACTION", "the server could not save this; nothing changed, try again");
    if (old) client.view?.remove(this.state.seats.get(old)!);
    client.view?.add(seat);
    this.afterSeatChange();
    this.welcome(client, p);
    if (this.rules) this.sendLegal(client);
  }

  private async onRelease(client: Client): Promise<void> {
    const p = this.playerOf(client)!;
    if (!p.seat) return this.reject(client, null, "NOT_SEATED", "you hold no seat");
    if (this.rules) return this.reject(client, null, "ILLEGAL_ACTION", "the game has started; ask the creator to hand your seat to a bot");
    const old = p.seat;
    const ok = await this.commitSeats([p], () => {
      this.state.seats.get(old)!.kind = "empty";
      p.seat = null;
    });
    if (!ok) return this.reject(client, null, "ILLEGAL_ACTION", "the server could not save this; nothing changed, try again");
    client.view?.remove(this.state.seats.get(old)!);
    this.afterSeatChange();
    this.welcome(client, p);
  }

  private async onBot(client: Client, msg: { seat: string; on: boolean }): Promise<void> {
    const p = this.playerOf(client)!;
    if (!p.creator) return this.reject(client, null, "ILLEGAL_ACTION", `only the creator (${this.players.creator()?.name}) can hand seats to bots`);
    const seat = this.state.seats.get(msg.seat);
    if (!seat) return this.reject(client, null, "ILLEGAL_ACTION", `there is no seat '${msg.seat}'`);
    const holder = this.players.bySeat(msg.seat);
    if (this.rules) {
      if (!(msg.seat in this.record.seats)) return this.reject(client, null, "ILLEGAL_ACTION", `${msg.seat} is not in this game`);
      if (!msg.on) return this.reject(client, null, "ILLEGAL_ACTION", "after the start a bot stays until a player takes its seat");
      if (holder?.client) return this.reject(client, null, "ILLEGAL_ACTION", `${holder.name} is connected and plays ${msg.seat}`);
    } else if (holder && msg.on) return this.reject(client, null, "ILLEGAL_ACTION", `${msg.seat} is taken by ${holder.name}`);
    const ok = await this.commitSeats(holder ? [holder] : [], () => {
      if (holder) holder.seat = null;
      seat.kind = msg.on ? "bot" : "empty";
    });
    if (!ok) return this.reject(client, null, "ILLEGAL_ACTION", "the server could not save this; nothing changed, try again");
    this.afterSeatChange();
    // a player moved off their seat is told at once (fresh welcome with seat null)
    if (holder?.client) this.welcome(holder.client, holder);
    this.scheduleBots();
  }

  private async onStart(client: Client): Promise<void> {
    const p = this.playerOf(client)!;
    if (!p.creator) return this.reject(client, null, "ILLEGAL_ACTION", `only the creator (${this.players.creator()?.name}) can start the game`);
    if (this.rules) return this.reject(client, null, "ILLEGAL_ACTION", "the game has already started");
    const filled = this.adapter.seats.map((s) => s.id).filter((id) => this.state.seats.get(id)!.kind !== "empty");
    const why = this.adapter.cannotStart(filled);
    if (why) return this.reject(client, null, "ILLEGAL_ACTION", why);
    let rules: unknown;
    try {
      rules = this.adapter.setup(this.roomOptions, filled, this.record.seed);
    } catch (e) {
      return this.reject(client, null, "ILLEGAL_ACTION", e instanceof Error ? e.message : "the game cannot start");
    }
    const started: GameRecord["seats"] = {};
    for (const id of filled) {
      const s = this.state.seats.get(id)!;
      started[id] = { kind: s.kind === "bot" ? "bot" : "player", name: s.name };
    }
    try {
      // the seats of the start are stored before the start is answered (DESIGN "Protocol")
      await this.config.store.saveMeta(this.roomId, { status: "play", seats: { kinds: this.seatKinds(), started }, players: this.players.stored() });
    } catch (e) {
      console.error(`[room ${this.roomId}] store failed at the start:`, (e as Error).message);
      return this.reject(client, null, "ILLEGAL_ACTION", "the server could not save the start; try again");
    }
    this.rules = rules;
    this.record.seats = started;
    const names = filled.map((id) => `${id}: ${this.state.seats.get(id)!.name}`).join(", ");
    this.publish([{ type: "start", text: `the game starts (${names})`, seats: filled }], null);
  }

  /**
   * house.md DoR 7 and G8: the seat that acted last takes back that action once, if the adapter
   * allows it (misclicks only). The undo is stored as its own log row (kind `undo`), never by
   * deleting a row; replay folds it (server/src/store/rebuild.ts).
   */
  private async onUndo(client: Client): Promise<void> {
    const p = this.playerOf(client)!;
    if (!p.seat) return this.reject(client, null, "NOT_SEATED", "you hold no seat");
    if (!this.rules) return this.reject(client, null, "UNDO_REFUSED", "the game has not started");
    if (this.state.stage === "over") return this.reject(client, null, "GAME_OVER", "the game is over");
    const u = this.undoInfo;
    if (!u) return this.reject(client, null, "UNDO_REFUSED", "there is nothing to take back: only the last action can be taken back, once");
    if (u.seat !== p.seat) return this.reject(client, null, "UNDO_REFUSED", `cannot take it back: the last action was ${u.seat}'s`);
    const last = this.record.log[this.record.log.length - 1]!;
    const why = this.adapter.undoRefusal(p.seat, u.before, u.after, u.events, last.action);
    if (why) return this.reject(client, null, "UNDO_REFUSED", `cannot take it back: ${why}`);
    const row: LogRow = { seq: this.record.rows + 1, seat: p.seat, kind: "undo", action: null, at: Date.now() };
    if (!(await this.persist(row, u.before, null, client, null))) return;
    const entry = this.record.log.pop()!;
    this.rules = u.before;
    this.undoInfo = null;
    this.publish([{ type: "undo", text: `${p.seat} takes back '${entry.action.type}'`, seat: p.seat, action: entry.action }], null);
  }

  /** The lobby kind of every seat, as stored. */
  private seatKinds(): StoredSeats["kinds"] {
    const kinds: StoredSeats["kinds"] = {};
    this.state.seats.forEach((s, id) => (kinds[id] = s.kind as "empty" | "player" | "bot"));
    return kinds;
  }

  private storedSeats(): StoredSeats {
    return { kinds: this.seatKinds(), started: this.record.seats };
  }

  /**
   * Changes seats in memory and stores them with the given players; if the store fails, the
   * change is rolled back and false returned.
   */
  private async commitSeats(players: Player[], change: () => void): Promise<boolean> {
    const kinds = this.seatKinds();
    const seats = players.map((p) => p.seat);
    change();
    try {
      await this.config.store.saveMeta(this.roomId, { seats: this.storedSeats(), players: players.map(storedOf) });
      return true;
    } catch (e) {
      console.error(`[room ${this.roomId}] store failed on a seat change:`, (e as Error).message);
      this.state.seats.forEach((s, id) => (s.kind = kinds[id] ?? "empty"));
      players.forEach((p, i) => (p.seat = seats[i]!));
      return false;
    }
  }

  private onChat(client: Client, msg: { text: string }): void {
    const p = this.playerOf(client)!;
    this.broadcast("chat", { from: p.name, seat: p.seat, text: msg.text, at: Date.now() });
  }

  // ---------- bots ----------

  private isBot(seat: SeatId): boolean {
    return this.state.seats.get(seat)?.kind === "bot";
  }

  /** Lets a bot act when one of the acting seats is a bot (after the configured delay). */
  private scheduleBots(): void {
    if (!this.rules || this.state.stage !== "play") return;
    const acting = this.adapter.ruleset.seats(this.rules).filter((s) => s.active && this.isBot(s.seat));
    if (acting.length) this.bots.schedule();
  }

  private async botTurn(): Promise<void> {
    if (!this.rules || this.state.stage !== "play") return;
    const info = this.adapter.ruleset.seats(this.rules).find((s) => s.active && this.isBot(s.seat));
    if (!info) return;
    let action = this.adapter.bot(this.rules, info.seat, this.botRnd);
    if (!action) return;
    try {
      await this.applyAction(info.seat, action, null, null);
    } catch (e) {
      if (!(e instanceof RuleError)) {
        // the store refused the row: try again a little later
        console.error(`[room ${this.roomId}] bot ${info.seat} could not act:`, (e as Error).message);
        setTimeout(() => this.scheduleBots(), 1000);
        return;
      }
      // a bot that proposes a refused action falls back to the first legal one
      console.error(`[room ${this.roomId}] bot ${info.seat} proposed a refused action`, action, e);
      action = this.adapter.ruleset.legalActions(this.rules, info.seat)[0];
      if (action) await this.applyAction(info.seat, action, null, null);
    }
  }

  // ---------- timed decisions ----------

  /**
   * After every change: when the game waits on a decision the adapter times (house DoR 3, an `ask`
   * grab window) and a person holds that seat, its timer runs; any change of position re-arms or
   * cancels it. A bot seat answers at once through the bot driver instead.
   */
  private armDecision(): void {
    const d = this.rules && this.state.stage === "play" ? (this.adapter.timedDecision?.(this.rules) ?? null) : null;
    if (!d || this.isBot(d.seat)) return this.decisions.clear();
    const at = this.record.rows;
    this.decisions.arm(String(at), d.seconds, () => void this.serial(() => this.decisionTimedOut(at)));
  }

  /** The time is up: the server sends the adapter's answer as that seat's action (logged like any action). */
  private async decisionTimedOut(at: number): Promise<void> {
    if (!this.rules || this.state.stage !== "play" || this.record.rows !== at) return;
    const d = this.adapter.timedDecision?.(this.rules);
    if (!d || this.isBot(d.seat)) return;
    try {
      await this.applyAction(d.seat, d.action, null, null);
    } catch (e) {
      // the store refused the row (or the rules the answer): try again in a second
      console.error(`[room ${this.roomId}] the timed answer for ${d.seat} failed:`, (e as Error).message);
      this.decisions.arm(String(at), 1, () => void this.serial(() => this.decisionTimedOut(at)));
    }
  }

  // ---------- helpers ----------

  /** Whether `token` is the seat token of one of this game's players. */
  knowsToken(token: string): boolean {
    return !!this.players.byToken(token);
  }

  private playerOf(client: Client): Player | undefined {
    const d = client.userData as ClientData | undefined;
    return d ? this.players.byToken(d.token) : undefined;
  }

  private playerOfToken(client: Client): Player | undefined {
    return this.playerOf(client);
  }

  private welcome(client: Client, p: Player): void {
    const d = client.userData as ClientData;
    client.send("welcome", { gameId: this.roomId, seat: p.seat, token: d.token });
  }

  private sendLegal(client: Client): void {
    const seat = this.playerOf(client)?.seat ?? null;
    const actions = this.rules && seat && this.state.stage === "play" ? this.adapter.ruleset.legalActions(this.rules, seat) : [];
    client.send("legal", { seq: this.record.log.length, actions });
  }

  private reject(client: Client, id: string | null, code: RejectCode, message: string): void {
    client.send("rejected", { id, code, message });
  }

  private afterSeatChange(): void {
    this.syncSeats();
    this.refreshViews();
    this.broadcastPatch();
  }

  /**
   * Each client's StateView holds its own seat and no other: a seat's hand and armed cards reach
   * only the player holding it, whoever moved seats (claim, release, a seat handed to a bot).
   */
  private refreshViews(): void {
    for (const c of this.clients) {
      const view = c.view;
      if (!view) continue;
      const mine = this.playerOf(c)?.seat ?? null;
      this.state.seats.forEach((seat, id) => {
        if (id === mine) {
          if (!view.has(seat)) view.add(seat);
        } else if (view.has(seat)) view.remove(seat);
      });
    }
  }

  /** Seat names, kinds and connection dots from the players and bots. */
  private syncSeats(): void {
    this.state.seats.forEach((seat, id) => {
      const p = this.players.bySeat(id);
      if (p) {
        put(seat, "kind", "player");
        put(seat, "name", p.name);
        put(seat, "connected", !!p.client);
      } else if (seat.kind === "bot") {
        put(seat, "name", "Bot");
        put(seat, "connected", true);
      } else {
        put(seat, "kind", "empty");
        put(seat, "name", "");
        put(seat, "connected", false);
      }
    });
    const host = this.players.creator();
    put(this.state, "host", host?.client?.sessionId ?? "");
    put(this.state, "hostName", host?.name ?? "");
  }

  /** Writes the rule state into the schema: the public view, then each seat's private part. */
  private syncGame(): void {
    const r = this.adapter.ruleset;
    this.adapter.syncPublic(this.state, this.rules, r.seats(this.rules), r.result(this.rules));
    put(this.state, "seq", this.record.log.length);
    for (const id of Object.keys(this.record.seats)) {
      const seat = this.state.seats.get(id)!;
      const priv = this.adapter.privateOf(this.rules, id);
      if (seat.hand.length !== priv.hand.length || priv.hand.some((c, i) => seat.hand[i] !== c)) seat.hand.splice(0, seat.hand.length, ...priv.hand);
      put(seat, "secret", priv.secret);
    }
    this.syncSeats();
  }
}

/** A room class for one game: the generic GameRoom bound to an adapter and the server's settings. */
export function gameRoomFor(adapter: GameAdapter, config: RoomConfig): typeof GameRoom {
  return class extends GameRoom {
    protected override adapter = adapter;
    protected override config = config;
  };
}
