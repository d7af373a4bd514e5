import type { Client } from "@colyseus/core";
import { RuleError, createRandom, refuse, type BaseAction, type GameEvent, type GameResult, type RandomState, type Refusal, type SeatId } from "@zedfall/shared";
import { actionKey, type RejectCode } from "@zedfall/shared/protocol";
import { BotDriver } from "../../bots/driver";
import type { BotAnswer, BotRunner } from "../../bots/job";
import { BotPoolError } from "../../bots/pool";
import type { GameAdapter } from "../../games/types";
import type { LogRow } from "../../store/types";
import { setupOf } from "../../store/rebuild";
import type { ActAnswer } from "./action-ids";
import { corked } from "../../colyseus/transport";
import { DecisionTimer } from "./decision-timer";
import { LegalLists } from "./legal";
import { SharedFrames } from "./shared-frames";
import type { Publisher } from "./publisher";
import { undoEvent } from "./room-events";
import { seatsToAct } from "./to-act";
import type { GameRecord, RoomConfig } from "./types";
import { log } from "../../log";
import { actions, botMove, since } from "../../metrics";

/** What the pipeline needs from its room. */
export interface PipelineHost {
  readonly roomId: string;
  readonly config: RoomConfig;
  readonly adapter: GameAdapter;
  readonly record: GameRecord;
  readonly publisher: Publisher;
  readonly clients: Iterable<Client>;
  /** The seat `client` holds, or null. */
  seatOf(client: Client): SeatId | null;
  /** Whether a bot plays `seat`. */
  isBot(seat: SeatId): boolean;
  /** The bot level of `seat`: the name of the ruleset's bot that plays it (or covers it). */
  levelOf(seat: SeatId): string;
  /** Where the ruleset's off-loop bots think: the server's bot threads (bots/pool.ts). */
  readonly botThreads: BotRunner;
  reject(client: Client, id: string | null, code: RejectCode, refusal: Refusal): void;
  /** Runs `fn` after everything queued before it (one message, join or bot step at a time). */
  serial<T>(fn: () => T | Promise<T>): Promise<T>;
  /** Called after the private parts were written (a seat's part may be new: views are refreshed). */
  afterSync(): void;
  /** Called after every published change with the seats that may act now (none after the end). */
  turnsChanged(active: SeatId[]): void;
  /** Whether a timed decision's clock runs: in a live game; a game at its own pace waits for every answer. */
  decisionClocks(): boolean;
}

/**
 * Who gets the answer of an action: the sending client and its message id (none for bots and
 * timers), and `remember`, told the answer when it is final (an ack or the rules' refusal; not a
 * failure of the server, which may be tried again with the same id).
 */
export type Answer = { client: Client; id: string | null; remember?: (answer: ActAnswer) => void } | null;

/** The last action while it may still be taken back: its seat, the states around it, its events. */
export interface UndoInfo {
  seat: SeatId;
  before: unknown;
  after: unknown;
  events: GameEvent[];
}

const SAVE_FAILED = "msg.saveFailed";

/** How long a bot that could not act (a store failure, a bot thread gone or busy) waits before it tries again, in ms. */
const BOT_RETRY_MS = 1000;

/**
 * Take-backs one seat may make in one turn (the ruleset's `turnOf`: round and phase). An action and
 * its undo are a log row each and change nothing, so without a bound a seat could grow the log
 * without end; an honest player takes back a few moves a turn.
 */
export const UNDO_BOUND = 10;

/**
 * The action pipeline of a game room (DESIGN "Server", "Speed"): act → validate by membership in
 * the seat's legal list → apply in place (trusted) → append to the store → publish; undo; bots;
 * timed decisions. It holds the authoritative rule state. A refused action changes nothing; a
 * store failure or an exception inside the rules (a bug) puts the state back as it was before.
 */
export class Pipeline {
  private state: unknown = null;
  undoInfo: UndoInfo | null = null;
  private readonly legal = new LegalLists();
  private readonly bots: BotDriver;
  private readonly timer: DecisionTimer;
  private botRnd: RandomState;
  /** The off-loop decision under way (at most one): its seat, its bot and the position it was asked at. */
  private thinking: { seat: SeatId; bot: string; position: number } | null = null;
  /** The bot seats that had no action at `position` (they wait for the people): not asked again there. */
  private idle = { position: -1, seats: new Set<SeatId>() };
  private stopped = false;
  /** The take-backs of each seat in the turn named `turn` (see UNDO_BOUND). */
  private readonly takeBacks = new Map<SeatId, { turn: string; n: number }>();

  constructor(private readonly host: PipelineHost) {
    this.bots = new BotDriver(host.config.botDelayMs, () => void host.serial(() => this.botTurn()));
    this.timer = new DecisionTimer(host.config.secondMs);
    this.botRnd = createRandom(`${host.record.seed}:bots:${host.record.rows}`);
  }

  private get ruleset() {
    return this.host.adapter.ruleset;
  }

  /** The rule state (null in the lobby). */
  get rules(): unknown {
    return this.state;
  }

  /** Replaces the rule state (the start, an undo, a rebuild, a test's position): every legal list is stale. */
  set rules(s: unknown) {
    this.state = s;
    this.legal.changed();
  }

  /** A number of the position now, changed by every action, undo and replacement of the rule state (LegalLists.position). */
  position(): number {
    return this.legal.position;
  }

  /** Whether the game is being played (started, no result). */
  playing(): boolean {
    return this.state !== null && !this.ruleset.result(this.state);
  }

  /** `seat`'s complete legal list now (empty in the lobby, after the end, or without a seat). */
  legalFor(seat: SeatId | null): BaseAction[] {
    const s = this.state;
    if (!s || !seat || !this.playing()) return [];
    return this.legal.list(seat, () => this.ruleset.legalActions(s, seat));
  }

  /** Whether `seat` may take back the last action now: the same test `undo` makes before it takes it back. */
  undoableBy(seat: SeatId | null): boolean {
    return !!seat && this.playing() && this.host.record.log.length > 0 && this.undoWhy(seat) === null;
  }

  /** Why `seat` may not take back the last action now (the `UNDO_REFUSED` message), or null: there is one, it is the seat's, and the ruleset's undo policy allows it. */
  private undoWhy(seat: SeatId): Refusal | null {
    const u = this.undoInfo;
    if (!u) return refuse("msg.nothingToUndo");
    if (u.seat !== seat) return refuse("msg.undoOther", { seat: u.seat });
    if (this.takeBacksOf(seat).n >= UNDO_BOUND) return refuse("msg.undoBound", { n: UNDO_BOUND });
    const log = this.host.record.log;
    const why = this.ruleset.undoRefusal(u.before, u.after, seat, log[log.length - 1]!.action, u.events);
    return why ? refuse("msg.undo", { why }) : null;
  }

  /** `seat`'s take-backs in the current turn (a new turn starts the count again). */
  private takeBacksOf(seat: SeatId): { turn: string; n: number } {
    const t = this.ruleset.turnOf(this.rules);
    const turn = `${t.round}:${t.phase}`;
    let c = this.takeBacks.get(seat);
    if (!c || c.turn !== turn) this.takeBacks.set(seat, (c = { turn, n: 0 }));
    return c;
  }

  /** The keys of `seat`'s listed actions that would lose the game at once (the ruleset's `losingActions`, computed once per change). */
  losesFor(seat: SeatId | null): string[] {
    const s = this.state;
    const actions = this.legalFor(seat);
    if (!s || !seat || !actions.length) return [];
    return this.legal.loses(seat, () => this.ruleset.losingActions(s, seat, actions).map(actionKey));
  }

  /** Sends `client` its `legal {seq, actions, undo, loses}`. */
  sendLegal(client: Client): void {
    this.sendLegalTo([client]);
  }

  /**
   * Sends each of `clients` its `legal {seq, actions, undo}`. A seat's list is packed once; the
   * clients with nothing to do (no action and no undo: the seats not acting, the spectators) share
   * one packed frame.
   */
  sendLegalTo(clients: Iterable<Client>): void {
    const seq = this.host.record.log.length;
    const frames = new SharedFrames("legal");
    for (const c of clients) {
      const { key, actions, undo, loses } = this.legalOf(this.host.seatOf(c));
      frames.send(c, key, () => ({ seq, actions, undo, ...(loses.length ? { loses } : {}) }));
    }
  }

  /** `seat`'s legal list, undo and losing actions now, with the key of its packed frame: the seat's, or "" for everyone with nothing to do. */
  private legalOf(seat: SeatId | null): { key: string; actions: BaseAction[]; undo: boolean; loses: string[] } {
    const actions = this.legalFor(seat);
    const undo = this.undoableBy(seat);
    return { key: seat && (actions.length || undo) ? seat : "", actions, undo, loses: this.losesFor(seat) };
  }

  /**
   * Applies one action of `seat` (the game has started and is not over). Not in the seat's legal
   * list: answered `rejected` with the ruleset's refusal (code and message), nothing runs. In the
   * list: applied in place without a second check, appended to the store (before anyone is told),
   * published. Without an `answer` (bot, timer) a refusal or a store failure throws. Returns
   * whether it was applied.
   */
  async act(seat: SeatId, action: BaseAction, answer: Answer): Promise<boolean> {
    const r = this.ruleset;
    const s = this.state;
    const member = this.legal.member(seat, action, () => r.legalActions(s, seat));
    if (!member) {
      const refused = (r.refusal(s, seat, action) as RuleError | null) ?? new RuleError("ILLEGAL_ACTION", refuse("msg.notLegalNow", { type: action.type, seat }));
      return this.refuse(answer, refused.code as RejectCode, refused.refusal, refused);
    }
    // the rules mutate the state in place: a copy is kept only when the action could be taken back
    const before = r.undoable(s, seat, member) ? r.clone(s) : null;
    let events: GameEvent[];
    try {
      events = r.applyTrusted(s, seat, member);
    } catch (e) {
      log().error({ err: e, room: this.host.roomId }, "apply failed");
      this.recover(s, before);
      return this.refuse(answer, "ILLEGAL_ACTION", refuse("msg.applyFailed"), e as Error, false);
    }
    const row: LogRow = { seq: this.host.record.rows + 1, seat, kind: "act", action: member as LogRow["action"], at: Date.now() };
    const failed = await this.persist(row, s, r.result(s));
    if (failed) {
      this.recover(s, before);
      return this.refuse(answer, "ILLEGAL_ACTION", refuse(SAVE_FAILED), failed, false);
    }
    this.host.record.log.push({ seat, action: member });
    this.legal.changed();
    // without a copy (the rules said it cannot be taken back) the refusal is asked with before = after
    this.undoInfo = { seat, before: before ?? s, after: s, events };
    this.publish(events, answer?.id != null ? { client: answer.client, id: answer.id, remember: answer.remember } : null);
    actions.inc({ game: r.id });
    return true;
  }

  /**
   * Takes back `seat`'s last action once (DESIGN "Protocol", `undo`), when the ruleset's undo
   * policy allows it. Stored as its own log row (kind `undo`), never by deleting a row.
   */
  async undo(seat: SeatId, client: Client): Promise<void> {
    const why = this.undoWhy(seat);
    if (why) return this.host.reject(client, null, "UNDO_REFUSED", why);
    const u = this.undoInfo!;
    const log = this.host.record.log;
    const row: LogRow = { seq: this.host.record.rows + 1, seat, kind: "undo", action: null, at: Date.now() };
    if (await this.persist(row, u.before, null)) return this.host.reject(client, null, "UNDO_REFUSED", refuse(SAVE_FAILED));
    // the history keeps the game as it stands: the undone action's lines go, the undo's line is only shown live
    const undone = log.length;
    this.host.publisher.history.takeBack(undone);
    const entry = log.pop()!;
    this.rules = u.before;
    this.undoInfo = null;
    this.takeBacksOf(seat).n++;
    this.publish([undoEvent(seat, entry.action, undone)], null, false);
  }

  /** After a refusal: answers the client (and tells `remember` unless `final` is false), or (bot, timer) throws `error`. Returns false. */
  private refuse(answer: Answer, code: RejectCode, refusal: Refusal, error: Error, final = true): false {
    if (!answer) throw error;
    this.host.reject(answer.client, answer.id, code, refusal);
    if (final && answer.id !== null) answer.remember?.({ type: "rejected", payload: { id: answer.id, code, ...refusal } });
    return false;
  }

  /**
   * Appends one log row (with a snapshot every `snapshotEvery` rows and when the game ends, and the
   * seats that may act after it). Returns the store's error, or null when the row is stored.
   */
  private async persist(row: LogRow, after: unknown, over: GameResult | null): Promise<Error | null> {
    const snapshot = over || row.seq % this.host.config.snapshotEvery === 0 ? JSON.stringify(after) : undefined;
    const toAct = over ? [] : seatsToAct(this.ruleset, after);
    try {
      await this.host.config.store.append(this.host.roomId, row, over ? { snapshot, status: "over", result: over, toAct } : { snapshot, toAct });
    } catch (e) {
      log().error({ err: e, room: this.host.roomId }, "store append failed");
      return e as Error;
    }
    this.host.record.rows = row.seq;
    return null;
  }

  /**
   * Puts the rule state back as it was before an action that changed `broken` in place and then
   * failed: from the copy taken for undo if any, else rebuilt from seed + the record's log (rare).
   */
  private recover(broken: unknown, before: unknown): void {
    const s = before ?? this.rebuildFromRecord();
    this.rules = s;
    const u = this.undoInfo;
    if (u) {
      if (u.before === broken) u.before = s;
      u.after = s;
    }
  }

  /** The rule state from setup(seed) and the effective log of the record (the rules check each action; `applyStored`: not the free-action bounds, as a stored log's replay). */
  private rebuildFromRecord(): unknown {
    const rec = this.host.record;
    const s = setupOf(this.ruleset, rec.options, rec.seats, rec.seed);
    for (const e of rec.log) this.ruleset.applyStored(s, e.seat, e.action);
    return s;
  }

  /**
   * After a change of the rule state: history (unless `record` is false), schema, patch, then one
   * `applied` message a client (ack to the actor, events and legal); then bots and timers.
   */
  publish(events: GameEvent[], ack: { client: Client; id: string; remember?: (answer: ActAnswer) => void } | null, record = true): void {
    const seq = this.host.record.log.length;
    const p = this.host.publisher;
    p.sync(this.state, seq, Object.keys(this.host.record.seats));
    this.host.afterSync();
    // each client's patch and its `applied` message leave in one write
    corked(this.host.clients, () => {
      p.patch();
      p.applied(seq, events, (c) => this.host.seatOf(c), (seat) => this.legalOf(seat), ack, record);
      ack?.remember?.({ type: "ack", payload: { id: ack.id, seq } });
    });
    this.host.turnsChanged(this.activeSeats());
    this.scheduleBots();
    this.armDecision();
  }

  /** The seats that may act now (none in the lobby or after the end). */
  activeSeats(): SeatId[] {
    return this.playing() ? seatsToAct(this.ruleset, this.state) : [];
  }

  // ---------- bots ----------

  /**
   * Lets a bot act when one of the acting seats is a bot: after the configured delay while a person
   * may act too (they follow the bots' moves beside their own), quickly when only bots may act (the
   * people wait on them: a bot teammate after its people said done, a bot lead's phase).
   */
  scheduleBots(): void {
    if (!this.playing()) return;
    const seats = this.ruleset.seats(this.state);
    if (!seats.some((s) => s.active && this.host.isBot(s.seat))) return;
    const people = seats.some((s) => s.active && !this.host.isBot(s.seat) && this.legalFor(s.seat).length > 0);
    this.bots.schedule(!people);
  }

  /**
   * The first acting bot seat that has an action plays it. A bot told who the people at the table
   * are may wait for them (null: the game's bot leaves something to the people until they are
   * done); the next action of anyone schedules the bots again. Each seat is played by its level's
   * bot (ZEDFALL_BOT, when set, plays every bot seat). An on-loop bot decides here; an off-loop bot
   * (the ruleset's `offLoopBots`) is asked on the bot threads and this step ends: its answer comes
   * back through `thought`, and no other bot step starts meanwhile.
   */
  private async botTurn(): Promise<void> {
    if (!this.playing() || this.thinking || this.stopped) return;
    const r = this.ruleset;
    const seats = r.seats(this.state);
    const table = { people: seats.filter((s) => !this.host.isBot(s.seat)).map((s) => s.seat) };
    const position = this.position();
    if (this.idle.position !== position) this.idle = { position, seats: new Set() };
    for (const s of seats) {
      if (!s.active || !this.host.isBot(s.seat) || this.idle.seats.has(s.seat)) continue;
      const name = this.botOf(s.seat);
      if (r.offLoopBots.includes(name)) return this.think(s.seat, name, table, position);
      const t0 = performance.now();
      const action = r.bots[name]!(this.state, s.seat, this.botRnd, table);
      botMove.observe({ game: r.id }, since(t0));
      if (action) return this.botAct(s.seat, action);
      this.idle.seats.add(s.seat);
    }
  }

  /** The name of the ruleset's bot that plays `seat`: ZEDFALL_BOT when it names one of the ruleset's bots, else the seat's level. */
  private botOf(seat: SeatId): string {
    const forced = this.host.config.bot;
    return forced && Object.hasOwn(this.ruleset.bots, forced) ? forced : this.host.levelOf(seat);
  }

  /**
   * Asks off-loop bot `bot` for `seat`'s action on the bot threads, with the state as the seat may
   * know it (the ruleset's `hintState`: no secret the seat may not see leaves the room), a copy of
   * the bots' generator and who holds the seats. The answer is handled in the room's queue.
   */
  private think(seat: SeatId, bot: string, table: { people: SeatId[] }, position: number): void {
    const r = this.ruleset;
    this.thinking = { seat, bot, position };
    const job = { ruleset: r.id, bot, state: r.hintState(this.state, seat), seat, rnd: structuredClone(this.botRnd), table };
    this.host.botThreads.run(job).then(
      (answer) => void this.host.serial(() => this.thought(answer)),
      (e: unknown) => void this.host.serial(() => this.thinkFailed(e)),
    );
  }

  /**
   * An off-loop bot's answer. Ignored once the room is stopped. Stale (the position changed, the
   * seat is no longer a bot's or has another level, the game ended): dropped, and the bots are
   * asked again. Else the bot's generator moves on with it and its action is played (null: the
   * seat waits for the people at this position).
   */
  private async thought(answer: BotAnswer): Promise<void> {
    const t = this.thinking;
    this.thinking = null;
    if (this.stopped || !t) return;
    if (!this.playing() || this.position() !== t.position || !this.host.isBot(t.seat) || this.botOf(t.seat) !== t.bot) return this.scheduleBots();
    this.botRnd = answer.rnd;
    if (answer.action) return this.botAct(t.seat, answer.action);
    this.idle.seats.add(t.seat);
    this.scheduleBots();
  }

  /**
   * An off-loop bot gave no answer. A thread that overran its time or a bot that threw would do it
   * again: this once, the ruleset's default bot decides on the loop if it is an on-loop one. A
   * thread that died (the pool replaces it) or a full queue: asked again after BOT_RETRY_MS. A
   * closed pool (the server is stopping) or a stopped room: nothing. Stale (as in `thought`): the
   * bots are asked again at once.
   */
  private async thinkFailed(e: unknown): Promise<void> {
    const t = this.thinking;
    this.thinking = null;
    if (this.stopped || !t || (e instanceof BotPoolError && e.reason === "closed")) return;
    log().error({ err: e, room: this.host.roomId, seat: t.seat, bot: t.bot }, "an off-loop bot gave no answer");
    const r = this.ruleset;
    const fallback = e instanceof BotPoolError && (e.reason === "timeout" || e.reason === "failed") && !r.offLoopBots.includes(r.defaultBot);
    const stale = !this.playing() || this.position() !== t.position || !this.host.isBot(t.seat);
    if (stale) return this.scheduleBots();
    if (!fallback) {
      setTimeout(() => this.scheduleBots(), BOT_RETRY_MS);
      return;
    }
    const table = { people: r.seats(this.state).filter((s) => !this.host.isBot(s.seat)).map((s) => s.seat) };
    const action = r.bots[r.defaultBot]!(this.state, t.seat, this.botRnd, table);
    if (action) return this.botAct(t.seat, action);
    this.idle.seats.add(t.seat);
    this.scheduleBots();
  }

  /** Plays a bot's `action` for `seat`: a refused one falls back to the seat's first legal action; a store failure tries again after BOT_RETRY_MS. */
  private async botAct(seat: SeatId, proposed: BaseAction): Promise<void> {
    let action: BaseAction | null = proposed;
    try {
      await this.act(seat, action, null);
    } catch (e) {
      if (!(e instanceof RuleError)) {
        // the store refused the row (or the rules failed): try again a little later
        log().error({ err: e, room: this.host.roomId, seat }, "a bot could not act");
        setTimeout(() => this.scheduleBots(), BOT_RETRY_MS);
        return;
      }
      // a bot that proposes a refused action falls back to the first legal one
      log().error({ err: e, room: this.host.roomId, seat, action }, "a bot proposed a refused action");
      action = this.legalFor(seat)[0] ?? null;
      if (action) await this.act(seat, action, null);
    }
  }

  // ---------- timed decisions ----------

  /**
   * After every change: when the game waits on a decision the ruleset times and a person holds
   * that seat, its timer runs; any change of position re-arms or cancels it. A bot seat answers at
   * once through the bot driver instead.
   */
  armDecision(): void {
    const d = this.playing() && this.host.decisionClocks() ? this.ruleset.timedDecision(this.state) : null;
    if (!d || this.host.isBot(d.seat)) return this.timer.clear();
    const at = this.host.record.rows;
    this.timer.arm(String(at), d.seconds, () => void this.host.serial(() => this.timedOut(at)));
  }

  /** The time is up: the server sends the ruleset's answer as that seat's action (logged like any action). */
  private async timedOut(at: number): Promise<void> {
    if (!this.playing() || this.host.record.rows !== at) return;
    const d = this.ruleset.timedDecision(this.state);
    if (!d || this.host.isBot(d.seat)) return;
    try {
      await this.act(d.seat, d.action, null);
    } catch (e) {
      // the store refused the row (or the rules the answer): try again in a second
      log().error({ err: e, room: this.host.roomId, seat: d.seat }, "the timed answer failed");
      this.timer.arm(String(at), 1, () => void this.host.serial(() => this.timedOut(at)));
    }
  }

  /** For good (the room is disposed): no more bot steps or timers; an off-loop bot's answer still on its way is ignored. */
  stop(): void {
    this.stopped = true;
    this.bots.stop();
    this.timer.stop();
  }
}
