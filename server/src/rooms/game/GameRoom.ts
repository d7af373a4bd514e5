import { randomBytes } from "node:crypto";
import { CloseCode, Deferred, ErrorCode, Room, ServerError, type AuthContext, type Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import type { z } from "zod";
import { RuleError, refuse, refusalLine, seedFromBytes, type Refusal, type SeatId } from "@zedfall/shared";
import { joinOptions, keyedMessage, nameKey, splitKeyedMessage, type ActMessage, type RejectCode, type RejectedMessage } from "@zedfall/shared/protocol";
import type { GameAdapter } from "../../games/types";
import type { RootState } from "../../schema/root";
import { LobbySeats } from "../seats/lobby-seats";
import { parseMessage, withinRate, type ClientData } from "./messages";
import { Pipeline } from "./pipeline";
import { Players, hashToken, newToken, type Player } from "../seats/players";
import type { StoredPlayer } from "../../store/types";
import { Publisher } from "./publisher";
import { noteClosing, takeRestore, type Restore } from "./restore";
import { restoredEvent } from "./room-events";
import { RateLimit } from "../limits/rate";
import type { GameRecord, RoomConfig } from "./types";
import { AbsentSeats } from "../seats/absent-seats";
import { ActionIds, type ActAnswer } from "./action-ids";
import { limitFrames } from "../limits/frames";
import { isDisposing } from "../../colyseus/room-internal-state";
import { log, refusals } from "../../log";
import { createRefusal } from "./create-refusal";
import { admission } from "../limits/people-limit";
import type { RoomSlots } from "../limits/room-slots";
import { Hints, type HintShared } from "../hints/hints";
import type { BotRunner } from "../../bots/job";
import { ADDRESS_HEADER } from "../../http/create-limits";
import { turnBased } from "./turn-based";
import { TurnNotices } from "../../notify/turn-notices";
import { checkUrl } from "../../notify/targets";
import { splitStored, takePace, withPace, type Pace } from "../seats/pace";
import { actionAck, openRooms, refusalsByCode, since, type CountedRoom } from "../../metrics";

export type { GameRecord, LogEntry, RoomConfig } from "./types";

type Handler = (client: Client, payload: any) => void | Promise<void>;

/**
 * One generic game room over a game adapter (DESIGN "Server"): connections, seat tokens and the
 * message queue. The lobby (rooms/seats/lobby-seats.ts), the action pipeline (rooms/game/pipeline.ts) and the
 * publisher (rooms/game/publisher.ts) do the rest. It never looks inside an action.
 */
export class GameRoom extends Room<{ state: RootState }> {
  /** What the metrics' scrape asks of this room (metrics.ts): its game and its clients. */
  private readonly counted: CountedRoom = { game: () => this.adapter.ruleset.id, clientCount: () => this.clients.length };
  adapter!: GameAdapter;
  config!: RoomConfig;
  /** The process's game-room slots (at most ZEDFALL_MAX_ROOMS). */
  slots!: RoomSlots;
  /** The server's bot pool and the hint budgets of the client addresses. */
  hintShared!: HintShared;
  private releaseSlot?: () => void;

  record!: GameRecord;
  /** The game's pace (rooms/seats/pace.ts), chosen at its creation: whether a bot covers an absent player on its own. */
  pace: Pace = "live";
  /** Whether the store holds this game: from its creator's join on, or since it was reopened from the store. */
  private stored = false;
  readonly players = new Players();
  roomOptions: unknown;
  publisher!: Publisher;
  pipeline!: Pipeline;
  private lobby!: LobbySeats;
  private absent!: AbsentSeats;
  private hints!: Hints;
  /** The "your turn" pushes and webhook lines of this game (notify/turn-notices.ts). */
  private turns!: TurnNotices;
  /** The webhook URL its creator gave at creation, kept until the game is stored with it (never sent to a client). */
  private webhookUrl: string | null = null;
  /** The room's share of chat lines per second, all clients together. */
  private readonly chatRate = new RateLimit(() => this.config.chatPerSecond);
  /** The answers of the seats' action ids, so a resent `act {id}` is answered again and not applied twice. */
  private readonly actionIds = new ActionIds();
  /**
   * The Colyseus reconnection slots of dropped connections, by session id: a seat-token rejoin of
   * the same player closes the dropped session's slot at once (its window would otherwise run on).
   */
  private readonly reconnecting = new Map<string, Deferred<Client>>();
  /** Every message, join and bot step runs through this chain, one at a time (store writes are async). */
  private queue: Promise<unknown> = Promise.resolve();

  override messages = {
    _: (client: Client, type: string | number, payload: unknown) => this.dispatch(client, String(type), payload),
  };

  private handlers: Record<string, Handler> = {
    act: (c, m) => this.onAct(c, m),
    claim: (c, m) => this.lobby.claim(c, m),
    release: (c) => this.lobby.release(c),
    bot: (c, m) => this.lobby.bot(c, m),
    grant: (c, m) => this.lobby.grant(c, m),
    start: async (c) => {
      await this.lobby.start(c);
      this.watchAbsentHolders();
    },
    undo: (c) => this.onUndo(c),
    hint: (c) => this.hints.ask(c, this.seatOf(c)),
    chat: (c, m) => this.onChat(c, m),
  };

  /** The rule state (null in the lobby); setting it (tests put a position) makes every legal list stale. */
  get rules(): unknown {
    return this.pipeline?.rules ?? null;
  }
  set rules(s: unknown) {
    this.pipeline.rules = s;
  }

  override async onCreate(options: Record<string, unknown> = {}): Promise<void> {
    // turn-based: no fixed patch interval; every change is followed by broadcastPatch() at once
    turnBased(this);
    limitFrames(
      this,
      () => this.config.maxMessageBytes,
      (c, bytes, max) => this.tooLarge(c, bytes, max),
      (c, bytes, why) => this.undecodableFrame(c, bytes, why),
    );
    // a game is joined by its id (the invite link), never matched to a stranger's join()
    void this.setPrivate(true);
    const restore = takeRestore(options);
    // a stored game reopened for a seat holder always gets a room; a new game (or a reopening for anyone else) only while slots are left
    this.releaseSlot = restore?.forHolder ? this.slots.force() : this.slots.take();
    if (restore) return this.restoreFrom(restore);
    const { name: _n, token: _t, seed, restore: _r, nonce: _nc, webhook, ...createOptions } = options;
    this.webhookUrl = this.checkWebhook(webhook);
    // the creator joins with these options at once: a name the join would refuse stores no game (else
    // an empty lobby without its creator was left in the store, and the first stranger to join it became its creator)
    const creator = joinOptions.safeParse({ name: options.name, token: options.token });
    if (!creator.success) throw createRefusal(this.roomId, badOptions(creator.error));
    try {
      // the pace is the server's and the shell's: the rules module gets the other options only
      const { pace, rest } = takePace(createOptions);
      this.pace = pace;
      this.roomOptions = this.adapter.ruleset.lobby.parseOptions(rest);
    } catch (e) {
      // a ServerError of our own: the matchmaker would take RuleError's string `code` for an HTTP status, and print any other error's stack
      throw createRefusal(this.roomId, e instanceof Error ? e.message : "bad options");
    }
    const gameSeed = this.config.testSeed && typeof seed === "string" && seed.length > 0 ? seed : seedFromBytes(randomBytes(32));
    this.record = { game: this.adapter.ruleset.id, options: this.roomOptions, seed: gameSeed, seats: {}, log: [], rows: 0 };
    this.init();
    // a new game is hosted here from its creation (a failed create gives the claim back in onDispose); it is
    // stored only when its creator joins (`storeCreator`): a create whose join never comes leaves nothing behind
    if (!(await this.config.claims.claim(this.roomId))) throw new Error(`game ${this.roomId} is already open on another server`);
  }

  /**
   * Stores the creator of the game, `creator` (their hashed token), before the welcome hands the
   * token out: the whole new game with them as its first player when it is not stored yet (the
   * creator's join after `create`), else they are added to the stored game (a stored lobby nobody
   * had joined, reopened). A store failure refuses the join; nothing is kept in memory.
   */
  private async storeCreator(creator: StoredPlayer): Promise<void> {
    if (this.stored) return this.config.store.saveMeta(this.roomId, { players: [creator] });
    const now = Date.now();
    await this.config.store.createGame({
      id: this.roomId,
      ruleset: this.adapter.ruleset.id,
      options: withPace(this.roomOptions, this.pace),
      seed: this.record.seed,
      status: "lobby",
      seats: this.lobby.stored(),
      players: [creator],
      seq: 0,
      result: null,
      createdAt: now,
      updatedAt: now,
    });
    if (this.webhookUrl) await this.config.store.setWebhook(this.roomId, this.webhookUrl);
    this.stored = true;
  }

  /**
   * The create option `webhook` (a Discord- or Slack-compatible URL, optional): refused (the game is
   * not made) when the server has webhooks off (ZEDFALL_WEBHOOKS), or the URL is malformed, too
   * long, not https or to a host not allowed (notify/targets.ts). Returns the URL, or null when none was given.
   */
  private checkWebhook(raw: unknown): string | null {
    if (raw === undefined || raw === null || raw === "") return null;
    if (typeof raw !== "string") throw createRefusal(this.roomId, keyedMessage("BAD_URL: the webhook must be a URL", refuse("server.webhookNotUrl")));
    const n = this.config.notifier;
    if (!n?.webhooksOn()) throw createRefusal(this.roomId, keyedMessage("WEBHOOKS_OFF: this server does not post to webhooks", refuse("server.webhooksOff")));
    const ok = checkUrl(raw.trim(), n.webhookRules());
    if (!("url" in ok)) throw createRefusal(this.roomId, keyedMessage(`${ok.code}: ${ok.reason}`, ok.refusal));
    return ok.url.href;
  }

  /**
   * The parts of a new or restored room that come from its record: schema, publisher, lobby,
   * pipeline; `covered`: the seats a bot covers for an away player, `levels` the seats' bot levels,
   * as stored (none for a new game).
   */
  private init(covered?: Record<string, string>, levels?: Record<string, string>): void {
    openRooms.add(this.counted);
    this.state = new this.adapter.State();
    this.publisher = new Publisher(this, this.adapter);
    this.publisher.init(this.roomOptions, this.adapter.ruleset.lobby.seats);
    this.state.pace = this.pace;
    this.lobby = new LobbySeats(this, covered, levels);
    this.pipeline = new Pipeline(this);
    this.hints = new Hints({
      adapter: this.adapter,
      config: this.config,
      bots: this.hintShared.bots,
      addresses: this.hintShared.addresses,
      seq: () => this.record.log.length,
      position: () => this.pipeline.position(),
      rules: () => this.pipeline.rules,
      playing: () => this.pipeline.playing(),
      legalFor: (seat) => this.pipeline.legalFor(seat),
      address: (c) => (c.auth as { address?: string } | undefined)?.address ?? "unknown",
      reject: (c, id, code, refusal) => this.reject(c, id, code, refusal),
    });
    this.turns = new TurnNotices(
      {
        roomId: this.roomId,
        game: this.adapter.ruleset.id,
        holderOf: (seat) => {
          const p = this.isBot(seat) ? undefined : this.players.bySeat(seat);
          return p ? { name: p.name, tokenHash: p.tokenHash, connected: !!p.client } : null;
        },
      },
      this.config.notifier,
    );
    this.absent = new AbsentSeats({
      playing: () => this.pipeline.playing(),
      closing: () => this.closing(),
      anyoneHere: () => this.clients.length > 0,
      serial: (fn) => this.serial(fn),
      toBot: (holder, id, line) => this.lobby.toBot(holder, id, line),
    });
  }

  /**
   * Reopens a stored game after a restart (DESIGN "gameId ... recreates the room with the same id
   * from the store"): same room id, record, rule state, players by token hash, bot seats, and the
   * event history replayed from the log.
   */
  private restoreFrom(r: Restore): void {
    const { meta } = r.stored;
    this.stored = true;
    this.roomId = meta.id;
    const { pace, ruleOptions } = splitStored(meta.options);
    this.pace = pace;
    this.roomOptions = ruleOptions;
    this.record = {
      game: this.adapter.ruleset.id,
      options: ruleOptions,
      seed: meta.seed,
      seats: meta.seats.started ?? {},
      log: r.rebuilt.log.map(({ seat, action }) => ({ seat, action })),
      rows: r.rebuilt.rows,
    };
    this.init(meta.seats.covered, meta.seats.levels);
    // nobody is connected to a reopened game: each player is away since its last change, at the latest
    for (const p of meta.players) this.players.addStored(p, meta.updatedAt);
    for (const [id, kind] of Object.entries(meta.seats.kinds ?? {})) {
      const seat = this.state.seats.get(id);
      if (seat && kind === "bot") seat.kind = "bot";
    }
    this.pipeline.rules = r.rebuilt.rules;
    this.pipeline.undoInfo = r.rebuilt.undo;
    for (const b of r.rebuilt.history ?? []) this.publisher.history.add(b.seq, b.events);
    if (r.rebuilt.rules) {
      const seq = this.record.log.length;
      this.publisher.history.add(seq, [restoredEvent(seq)]);
      this.publisher.sync(r.rebuilt.rules, seq, Object.keys(this.record.seats));
    }
    this.lobby.sync();
    this.turns.seed(this.pipeline.activeSeats());
    this.pipeline.scheduleBots();
    this.pipeline.armDecision();
  }

  /** Every join is let in here (the join itself checks its options); the connection keeps its client address (http/upgrade-address.ts) as `client.auth.address`. */
  override onAuth(_client: Client, _options: unknown, context: AuthContext): { address: string } {
    return { address: context.headers.get(ADDRESS_HEADER) ?? "unknown" };
  }

  override onJoin(client: Client, options: unknown): Promise<void> {
    return this.serial(() => this.join(client, options));
  }

  private async join(client: Client, options: unknown): Promise<void> {
    const parsed = joinOptions.safeParse(options ?? {});
    if (!parsed.success) throw this.refuseJoin(client, badOptions(parsed.error));
    const { name, token: given } = parsed.data;
    let token = given;
    let player = this.players.byToken(token);
    // a player whose seat a bot covers comes back to it, even to a full room
    const full = player && this.lobby.coveredFor(player) ? null : admission(player, this.clients.filter((c) => c !== client).length, this.config.maxPeoplePerGame);
    if (full) throw this.refuseJoin(client, full);
    if (player) {
      // the token re-claims the player's seat (refresh, network drop, another tab, a server restart)
      const old = player.client;
      if (old && old.sessionId !== client.sessionId) {
        old.userData = undefined;
        old.leave(4000, "the seat was opened in another window");
      }
      // a dropped session of theirs still waiting to reconnect is closed now, not when its window ends
      if (player.session && player.session !== client.sessionId) this.reconnecting.get(player.session)?.reject(false);
    } else {
      // a new person: one name per person in a game (a seat-token rejoin above keeps its own)
      // a player whose seat a bot covers keeps their name while away
      const holder = this.players.nameHolder(name, (p) => this.lobby.coveredFor(p) !== null);
      if (holder) {
        const taken = nameKey(holder.name) === nameKey(name)
          ? keyedMessage(`the name ${name} is already used in this game; pick another`, refuse("server.nameTaken", { name }))
          : keyedMessage(`the name ${name} looks like ${holder.name}, already used in this game; pick another`, refuse("server.nameLooksAlike", { name, other: holder.name }));
        throw this.refuseJoin(client, taken);
      }
      token = newToken();
      const creator = this.players.size === 0;
      // the creator's hashed token is stored before the welcome that hands it out (with the game
      // itself, at a new game's first join); a spectator's only once they claim a seat
      if (creator) await this.storeCreator({ tokenHash: hashToken(token), name, seat: null, creator });
      player = this.players.add(token, name, creator);
    }
    player.client = client;
    player.session = client.sessionId;
    player.awaySince = 0;
    client.userData = { token: token!, tokenHash: hashToken(token!), rate: new RateLimit(() => this.config.rateLimit) } satisfies ClientData;
    // their seat, if a bot covers it while they were away, is theirs again at once
    await this.lobby.comeBack(player);
    client.view = new StateView();
    this.publisher.showPrivate(client, player.seat);
    this.lobby.sync();
    this.publisher.patch();
    this.welcome(client, player);
    this.publisher.sendHistory(client, player.seat);
    this.pipeline.sendLegal(client);
    this.pipeline.scheduleBots();
    this.watchAbsentHolders();
  }

  override onDrop(client: Client): void {
    const p = this.playerOf(client);
    if (p && p.client?.sessionId === client.sessionId) {
      p.client = null;
      p.awaySince = Date.now();
      this.lobby.sync();
      this.publisher.patch();
    }
    // the SDK comes back with its reconnection token; when the window closes (or a seat-token
    // rejoin closes it, see join), onLeave follows
    const session = client.sessionId;
    const slot = this.allowReconnection(client, this.config.reconnectSeconds);
    if (slot instanceof Deferred) this.reconnecting.set(session, slot);
    slot.then(
      () => this.reconnecting.delete(session),
      () => this.reconnecting.delete(session),
    );
  }

  override onReconnect(client: Client): void {
    const p = this.playerOf(client);
    // the seat was opened in another window while this one was away (that window may itself be
    // away now): the newest session of a player is its only one, this one is closed
    if (!p || p.session !== client.sessionId) {
      client.userData = undefined;
      client.leave(4000, "the seat was opened in another window");
      return;
    }
    // at once, before the state goes out: the view carried over from the dropped connection may
    // hold the private part of a seat this player no longer has (handed to a bot while away)
    this.publisher.showPrivate(client, p?.seat ?? null);
    // queued: an action waiting for its store write is not shown before it is stored
    void this.serial(async () => {
      const p = this.playerOf(client);
      if (!p || p.client) return;
      p.client = client;
      p.awaySince = 0;
      // a seat handed to a bot while they were away is theirs again at once
      if (await this.lobby.comeBack(p)) this.publisher.showPrivate(client, p.seat);
      this.lobby.sync();
      this.publisher.patch();
      this.welcome(client, p);
      this.publisher.sendHistory(client, p.seat);
      this.pipeline.sendLegal(client);
    });
  }

  /**
   * A connection is gone for good: after a drop whose reconnection window ran out, or a
   * consented leave. A seated player with no other connection loses the seat to its bot during
   * the game: at once after a drop (the window has passed), after the same window
   * after a consented leave (a seat-token rejoin may still come).
   */
  override onLeave(client: Client, code?: number): void {
    const p = this.playerOf(client);
    // only the player's newest session speaks for them: an older one replaced by another window
    // (even while that window is itself away) ends without touching the seat
    const current = !!p && p.session === client.sessionId;
    if (current && p.client?.sessionId === client.sessionId) {
      p.client = null;
      p.awaySince = Date.now();
    }
    this.lobby.sync();
    this.publisher.patch();
    if (!current || p.client) return;
    this.lobby.left(p);
    const window = this.config.reconnectSeconds;
    // a spectator who never claimed a seat is forgotten (they were never stored)
    if (this.players.forgetSpectator(p)) return;
    // only a live game's bots cover an absent player on their own; an async game waits for them
    if (this.pace === "live") this.absent.left(p, code === CloseCode.CONSENTED ? window : 0, window);
  }

  /**
   * After the start and after every join during a live game: a seat whose holder has no
   * connection (gone in the lobby, or while the room was empty or closed) gets one window, then
   * its bot covers it. No-op outside the game and in an async game.
   */
  private watchAbsentHolders(): void {
    if (this.pace !== "live") return;
    const window = this.config.reconnectSeconds;
    for (const id of Object.keys(this.record.seats)) {
      const p = this.players.bySeat(id);
      if (p && !p.client) this.absent.watch(p, window);
    }
  }

  /** Whether the room is being disposed (shutdown, the last client gone): its seats stay as they are. */
  private closing(): boolean {
    return isDisposing(this);
  }

  override async onDispose(): Promise<void> {
    openRooms.delete(this.counted);
    this.releaseSlot?.();
    this.pipeline?.stop();
    this.absent?.stop();
    // let a store write in progress finish before the room goes (and before the game can reopen)
    noteClosing(this.roomId, this.queue);
    await this.queue.catch(() => {});
  }

  /** Runs `fn` after everything queued before it; its result (or error) is returned, the chain goes on. */
  serial<T>(fn: () => T | Promise<T>): Promise<T> {
    const run = this.queue.then(fn);
    this.queue = run.catch(() => {});
    return run;
  }

  /**
   * Validates one client message with zod inside the handler: bad input is answered, never a
   * disconnect, and logged as one refusal line (log.ts). A handler's failure is logged with its
   * stack when it is a fault of the server, with its message only when it is a rule's refusal.
   */
  private dispatch(client: Client, type: string, payload: unknown): void {
    const id = type === "act" && payload && typeof (payload as { id?: unknown }).id === "string" ? (payload as { id: string }).id : null;
    if (!withinRate(client)) return this.refuseInput(client, id, "RATE_LIMITED", refuse("msg.rateLimited"));
    const m = parseMessage(type, payload);
    if ("code" in m) return this.refuseInput(client, id, m.code, m.refusal);
    this.serial(() => {
      // the window was replaced by a newer one (its seat token opened elsewhere) while this message
      // waited in the queue: it speaks for nobody now, and is being closed (found by the fuzzer)
      if (!this.playerOf(client)) return;
      return this.handlers[type]!(client, m.data);
    }).catch((e) => {
      if (e instanceof RuleError) refusals.note({ reason: `${type}: ${e.message}`, room: this.roomId, session: client.sessionId });
      else log().error({ err: e, room: this.roomId }, `${type} failed`);
      this.reject(client, id, "ILLEGAL_ACTION", refuse("msg.serverFailed"));
    });
  }

  /** Refuses a message that is bad input (malformed, too large, too many): `rejected` and one refusal line. */
  private refuseInput(client: Client, id: string | null, code: RejectCode, refusal: Refusal, bytes?: number): void {
    refusals.note({ reason: `${code}: ${refusalLine(refusal)}`, room: this.roomId, session: client.sessionId, bytes });
    this.reject(client, id, code, refusal);
  }

  /** A message frame whose body is not msgpack (rooms/limits/frames.ts): refused BAD_MESSAGE unread (RATE_LIMITED past the message rate); the connection stays, nothing changes. */
  private undecodableFrame(client: Client, bytes: number, why: string): void {
    if (!withinRate(client)) return this.refuseInput(client, null, "RATE_LIMITED", refuse("msg.rateLimited"), bytes);
    this.refuseInput(client, null, "BAD_MESSAGE", refuse("msg.undecodable", { why }), bytes);
  }

  /** A frame over the room's soft limit (rooms/limits/frames.ts): refused BAD_MESSAGE unread (RATE_LIMITED past the message rate); nothing changes. */
  private tooLarge(client: Client, bytes: number, max: number): void {
    if (!withinRate(client)) return this.refuseInput(client, null, "RATE_LIMITED", refuse("msg.rateLimited"), bytes);
    this.refuseInput(client, null, "BAD_MESSAGE", refuse("msg.tooLarge", { bytes, max }), bytes);
  }

  /**
   * A join refused for its options (a bad name, a name already used): one refusal line, and the
   * error the joining client gets with `message` (a ServerError, which Colyseus does not print
   * with its stack).
   */
  private refuseJoin(client: Client, message: string): ServerError {
    refusals.note({ reason: `join: ${splitKeyedMessage(message).sentence}`, room: this.roomId, session: client.sessionId });
    return new ServerError(ErrorCode.APPLICATION_ERROR, message);
  }

  /**
   * `act {id, action}` of a seated player. An id this seat's holder sent before is answered with
   * its first answer (the same ack or rejected) and nothing runs (rooms/game/action-ids.ts).
   */
  private async onAct(client: Client, msg: ActMessage): Promise<void> {
    const t0 = performance.now();
    const p = this.playerOf(client);
    if (!p?.seat) return this.reject(client, msg.id, "NOT_SEATED", refuse("msg.notSeated"));
    const seat = p.seat;
    const before = this.actionIds.answerOf(seat, p.tokenHash, msg.id);
    if (before) return client.send(before.type, before.payload);
    const remember = (a: ActAnswer) => this.actionIds.remember(seat, p.tokenHash, msg.id, a);
    const refuseAct = (code: RejectCode, refusal: Refusal) => {
      this.reject(client, msg.id, code, refusal);
      remember({ type: "rejected", payload: { id: msg.id, code, ...refusal } });
    };
    if (this.state.stage === "over") return refuseAct("GAME_OVER", refuse("msg.over"));
    if (!this.pipeline.rules) return refuseAct("NOT_YOUR_TURN", refuse("msg.notStarted"));
    if (await this.pipeline.act(seat, msg.action, { client, id: msg.id, remember })) actionAck.observe({ game: this.adapter.ruleset.id }, since(t0));
  }

  private async onUndo(client: Client): Promise<void> {
    const p = this.playerOf(client)!;
    if (!p.seat) return this.reject(client, null, "NOT_SEATED", refuse("msg.noSeat"));
    if (!this.pipeline.rules) return this.reject(client, null, "UNDO_REFUSED", refuse("msg.notStarted"));
    if (this.state.stage === "over") return this.reject(client, null, "GAME_OVER", refuse("msg.over"));
    await this.pipeline.undo(p.seat, client);
  }

  /** `chat {text}`: relayed to every client and kept for `history`, within the room's chat lines per second (else RATE_LIMITED, nothing relayed). */
  private onChat(client: Client, msg: { text: string }): void {
    const p = this.playerOf(client)!;
    if (!this.chatRate.take()) return this.reject(client, null, "RATE_LIMITED", refuse("msg.chatBusy", { n: this.config.chatPerSecond }));
    const line = { from: p.name, seat: p.seat, text: msg.text, at: Date.now() };
    this.publisher.history.addChat(line);
    this.broadcast("chat", line);
  }

  // ---------- for the lobby and the pipeline ----------

  /** Whether `token` is the seat token of one of this game's players. */
  knowsToken(token: string): boolean {
    return !!this.players.byToken(token);
  }

  /** The player of a connection (by its seat token), if any. */
  playerOf(client: Client): Player | undefined {
    const d = client.userData as ClientData | undefined;
    return d ? this.players.byTokenHash(d.tokenHash) : undefined;
  }

  /** The seat a connection holds, or null. */
  seatOf(client: Client): SeatId | null {
    return this.playerOf(client)?.seat ?? null;
  }

  /** Whether a bot plays `seat`. */
  isBot(seat: SeatId): boolean {
    return this.state.seats.get(seat)?.kind === "bot";
  }

  /** The server's bot threads, where the off-loop bots think (the pool the hints run on). */
  get botThreads(): BotRunner {
    return this.hintShared.bots;
  }

  /** The bot level of `seat` (rooms/seats/lobby-seats.ts `levelOf`): the bot that plays it or covers it. */
  levelOf(seat: SeatId): string {
    return this.lobby.levelOf(seat);
  }

  /** After every published change: the seats that may act now, for the "your turn" notices. */
  turnsChanged(active: SeatId[]): void {
    this.turns.changed(active);
  }

  /**
   * Whether timed decisions (a ruleset's `timedDecision`: an answer the server gives for a seat) run on
   * a clock: only at the `live` pace. At the `async` pace the game waits for every answer as for any
   * turn: its player may be away for hours, and an answer given for them would be a seat changing
   * hands while they are away.
   */
  decisionClocks(): boolean {
    return this.pace === "live";
  }

  /** A seat's private part may be new after a sync: every view is brought up to date. */
  afterSync(): void {
    this.lobby.afterSync();
  }

  /** Sends `welcome {gameId, seat, token}`. */
  welcome(client: Client, p: Player): void {
    const d = client.userData as ClientData;
    client.send("welcome", { gameId: this.roomId, seat: p.seat, token: d.token });
  }

  /** Sends `rejected {id, code, key, params}`. */
  reject(client: Client, id: string | null, code: RejectCode, refusal: Refusal): void {
    refusalsByCode.inc({ code });
    client.send("rejected", { id, code, ...refusal } satisfies RejectedMessage);
  }
}

/** A refused create's or join's options (the first problem of their parse) as a keyed message: `server.badOptions` with that problem as `detail`. */
function badOptions(error: z.ZodError): string {
  const detail = error.issues[0]?.message ?? "";
  return keyedMessage(`bad join options: ${detail}`, refuse("server.badOptions", { detail }));
}

/** A room class for one game: the generic GameRoom bound to its adapter, the server's settings, its game-room slots and what its hints share with the other rooms. */
export function gameRoomFor(adapter: GameAdapter, config: RoomConfig, slots: RoomSlots, hintShared: HintShared): typeof GameRoom {
  return class extends GameRoom {
    override adapter = adapter;
    override config = config;
    override slots = slots;
    override hintShared = hintShared;
  };
}
