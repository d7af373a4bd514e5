import { ArraySchema } from "@colyseus/schema";
import type { Client } from "@colyseus/core";
import { RuleError, refuse, type GameEvent, type Refusal } from "@zedfall/shared";
import type { RejectCode } from "@zedfall/shared/protocol";
import type { GameAdapter } from "../../games/types";
import type { RootState } from "../../schema/root";
import { openingOf } from "../../store/rebuild";
import type { StoredSeats } from "../../store/types";
import { put } from "../../schema/put";
import { seatsToAct } from "../game/to-act";
import type { Pipeline } from "../game/pipeline";
import { storedOf, type Player, type Players } from "./players";
import type { Publisher } from "../game/publisher";
import { seatAskedEvent, seatBackEvent, seatGrantedEvent, seatRefusedEvent, seatTakenEvent, seatToBotEvent, startEvent } from "../game/room-events";
import { SeatRequests } from "./seat-requests";
import type { GameRecord, RoomConfig } from "../game/types";
import { log } from "../../log";

/** What the lobby needs from its room. */
export interface SeatsHost {
  readonly roomId: string;
  readonly config: RoomConfig;
  readonly adapter: GameAdapter;
  readonly record: GameRecord;
  readonly roomOptions: unknown;
  readonly players: Players;
  readonly pipeline: Pipeline;
  readonly publisher: Publisher;
  readonly state: RootState;
  readonly clients: Iterable<Client>;
  playerOf(client: Client): Player | undefined;
  welcome(client: Client, p: Player): void;
  reject(client: Client, id: string | null, code: RejectCode, refusal: Refusal): void;
}

const SAVE_FAILED = refuse("msg.saveFailed");
const OVER = refuse("msg.seatsFrozen");

/**
 * The lobby of a game room (DESIGN "Seats", "Protocol"): claim, release, bot, start, and which
 * private part each client's StateView holds. Every seat change is stored before it is answered;
 * a store failure rolls it back.
 */
export class LobbySeats {
  private readonly requests: SeatRequests;
  /**
   * The seats a bot covers for their holder while they are away: by seat, the token hash of the
   * player whose seat it stays. Stored with the seats (`covered`), so a reopened game keeps them.
   */
  private readonly covered = new Map<string, string>();
  /**
   * The bot level the creator picked for a seat (one of the ruleset's `botLevels`), by seat: the bot
   * that plays it, or covers it for its away holder. Stored with the seats (`levels`); a seat without
   * one (every seat of a game stored before levels) gets the ruleset's default bot.
   */
  private readonly levels = new Map<string, string>();

  /** `covered`, `levels`: the stored covered seats and bot levels of a reopened game (none for a new one). */
  constructor(
    private readonly host: SeatsHost,
    covered: Record<string, string> = {},
    levels: Record<string, string> = {},
  ) {
    this.requests = new SeatRequests(host.state.seats);
    for (const [seat, tokenHash] of Object.entries(covered)) this.covered.set(seat, tokenHash);
    for (const [seat, level] of Object.entries(levels)) this.levels.set(seat, level);
  }

  /** The bot level of seat `id`: the one its creator picked if the ruleset still offers it, else the ruleset's default bot. */
  levelOf(id: string): string {
    const r = this.host.adapter.ruleset;
    const picked = this.levels.get(id);
    return picked !== undefined && r.botLevels.includes(picked) ? picked : r.defaultBot;
  }

  /** The seat a bot covers for `p` while they are away (theirs to take back), or null. */
  coveredFor(p: Player): string | null {
    for (const [seat, tokenHash] of this.covered) if (tokenHash === p.tokenHash) return seat;
    return null;
  }

  /**
   * "Your seat is yours": `p`, back (a seat-token join or a reconnection) while a bot covers their
   * seat, takes it back at once, with no request and no approval; stored before anyone is told, and
   * logged. The caller sends their welcome and legal list. Returns whether they took a seat back
   * (false: no covered seat of theirs, the game is over, or the store refused and nothing changed).
   */
  async comeBack(p: Player): Promise<boolean> {
    const h = this.host;
    const id = this.coveredFor(p);
    if (!id || p.seat || this.over() || h.state.seats.get(id)?.kind !== "bot") return false;
    const ok = await this.commit([p], () => {
      p.seat = id;
      h.state.seats.get(id)!.kind = "player";
      this.covered.delete(id);
    });
    if (!ok) return false;
    this.requests.end(id);
    this.changed();
    this.log([seatBackEvent(id, p.name)]);
    h.pipeline.armDecision();
    return true;
  }

  /**
   * `claim {seat}`: takes an empty seat in the lobby. After the start only a bot's seat of this
   * game can be taken: the creator takes it at once; anyone else asks, and the seat is theirs only
   * when the creator grants it (`grant`) — until then they get nothing of the seat's.
   * Refused `GAME_OVER` once the game has a result (no seat changes after the end).
   */
  async claim(client: Client, msg: { seat: string }): Promise<void> {
    const h = this.host;
    const p = h.playerOf(client)!;
    if (this.over()) return h.reject(client, null, "GAME_OVER", OVER);
    const seat = h.state.seats.get(msg.seat);
    if (!seat) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.noSuchSeat", { seat: msg.seat }));
    if (p.seat === msg.seat) return h.welcome(client, p);
    const holder = h.players.bySeat(msg.seat);
    if (holder) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.seatTaken", { seat: msg.seat, name: holder.name }));
    if (h.pipeline.rules) {
      // after the start a player may only take over a seat a bot is playing
      if (seat.kind !== "bot" || !(msg.seat in h.record.seats))
        return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.onlyBotSeat"));
      if (p.seat) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.alreadySeated"));
      if (!p.creator) return this.ask(client, p, msg.seat);
    }
    if (!(await this.take(p, msg.seat))) return h.reject(client, null, "ILLEGAL_ACTION", SAVE_FAILED);
  }

  /** A request to take over bot seat `id` after the start: shown on the seat and logged; the creator answers with `grant`. */
  private ask(client: Client, p: Player, id: string): void {
    const h = this.host;
    const other = this.requests.asker(id);
    if (other === p) return;
    if (other) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.alreadyAsked", { name: other.name, seat: id }));
    this.requests.ask(id, p, client.sessionId);
    this.log([seatAskedEvent(id, p.name, h.players.creator()?.name ?? "")]);
    h.publisher.patch();
  }

  /**
   * `grant {seat, accept}`: the creator's answer to the request for `seat`. Accepted: the asker
   * takes the seat (stored, logged, then their welcome, private view and legal list). Refused: the
   * bot plays on, logged. Refused ILLEGAL_ACTION when nobody asks or the asker has gone.
   */
  async grant(client: Client, msg: { seat: string; accept: boolean }): Promise<void> {
    const h = this.host;
    const p = h.playerOf(client)!;
    if (this.over()) return h.reject(client, null, "GAME_OVER", OVER);
    if (!p.creator) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.creatorDecides", { name: h.players.creator()?.name ?? "" }));
    const asker = this.requests.asker(msg.seat);
    if (!asker) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.nobodyAsks", { seat: msg.seat }));
    if (!msg.accept) {
      this.requests.end(msg.seat);
      this.log([seatRefusedEvent(msg.seat, asker.name, p.name)]);
      h.publisher.patch();
      return;
    }
    if (!asker.client) {
      this.requests.end(msg.seat);
      h.publisher.patch();
      return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.gone", { name: asker.name }));
    }
    if (!(await this.take(asker, msg.seat, p.name))) h.reject(client, null, "ILLEGAL_ACTION", SAVE_FAILED);
  }

  /**
   * `p` takes seat `id` (stored before anyone is told; false when the store refuses). After the
   * start it is logged: granted by the creator `by`, or taken by the creator `p` itself (no `by`).
   */
  private async take(p: Player, id: string, by?: string): Promise<boolean> {
    const h = this.host;
    const seat = h.state.seats.get(id)!;
    const ok = await this.commit([p], () => {
      p.seat = id;
      seat.kind = "player";
      // a covered seat given to someone else is theirs now: the away player comes back as a spectator
      this.covered.delete(id);
    });
    if (!ok) return false;
    this.requests.withdraw(p);
    this.requests.end(id);
    this.changed();
    if (h.pipeline.rules) this.log([by ? seatGrantedEvent(id, p.name, by) : seatTakenEvent(id, p.name)]);
    if (p.client) {
      h.welcome(p.client, p);
      if (h.pipeline.rules) h.pipeline.sendLegal(p.client);
    }
    // a timed decision of that seat now waits for a person
    if (h.pipeline.rules) h.pipeline.armDecision();
    return true;
  }

  /** A player is gone for good: their waiting request (if any) is withdrawn. */
  left(p: Player): void {
    if (this.requests.withdraw(p)) this.host.publisher.patch();
  }

  /** Writes room events to the game log (history and every client, each seeing what its seat may). */
  private log(events: GameEvent[]): void {
    const h = this.host;
    h.publisher.roomEvents(h.record.log.length, events, (c) => h.playerOf(c)?.seat ?? null);
  }

  /** `release {}`: leaves the seat (only in the lobby), or withdraws a request for a seat after the start; `GAME_OVER` after the end. */
  async release(client: Client): Promise<void> {
    const h = this.host;
    const p = h.playerOf(client)!;
    if (this.over()) return h.reject(client, null, "GAME_OVER", OVER);
    // after the start, a player who asked for a seat withdraws the request
    if (!p.seat && this.requests.withdraw(p)) return h.publisher.patch();
    if (!p.seat) return h.reject(client, null, "NOT_SEATED", refuse("msg.noSeat"));
    if (h.pipeline.rules) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.startedAskCreator"));
    const old = p.seat;
    const ok = await this.commit([p], () => {
      h.state.seats.get(old)!.kind = "empty";
      p.seat = null;
    });
    if (!ok) return h.reject(client, null, "ILLEGAL_ACTION", SAVE_FAILED);
    this.changed();
    h.welcome(client, p);
  }

  /**
   * `bot {seat, on, level?}`: the creator gives a seat to a bot (or takes it back in the lobby);
   * `level`, one of the ruleset's `botLevels`, becomes the seat's bot level (a bot seat's level may
   * be changed so; another name is refused ILLEGAL_ACTION `msg.noSuchLevel`, nothing changes).
   * After the start, the seat of a holder who is away is covered (theirs to take back by coming
   * back: how the creator of an async game moves on without a long-absent player); a connected
   * holder loses it. Refused `GAME_OVER` once the game has a result (no seat changes after the end).
   */
  async bot(client: Client, msg: { seat: string; on: boolean; level?: string }): Promise<void> {
    const h = this.host;
    const p = h.playerOf(client)!;
    if (this.over()) return h.reject(client, null, "GAME_OVER", OVER);
    if (!p.creator) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.creatorBots", { name: h.players.creator()?.name ?? "" }));
    const seat = h.state.seats.get(msg.seat);
    if (!seat) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.noSuchSeat", { seat: msg.seat }));
    const levels = h.adapter.ruleset.botLevels;
    if (msg.level !== undefined && !levels.includes(msg.level)) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.noSuchLevel", { level: msg.level, levels: levels.join(", ") }));
    const level = msg.on ? msg.level : undefined;
    const holder = h.players.bySeat(msg.seat);
    if (h.pipeline.rules) {
      if (!(msg.seat in h.record.seats)) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.seatNotInGame", { seat: msg.seat }));
      if (!msg.on) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.botStays"));
      // the creator can always hand a seat back to its bot, even while its holder is connected
      // a holder who is away is only covered (the seat stays theirs); a connected one loses it
      const line = !holder
        ? null
        : holder.client
          ? seatToBotEvent(msg.seat, holder.name)
          : seatToBotEvent(msg.seat, holder.name, true);
      if (!(await this.toBot(holder, msg.seat, line, level))) h.reject(client, null, "ILLEGAL_ACTION", SAVE_FAILED);
      return;
    }
    if (holder && msg.on) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.seatTaken", { seat: msg.seat, name: holder.name }));
    const ok = await this.commit(holder ? [holder] : [], () => {
      if (holder) holder.seat = null;
      seat.kind = msg.on ? "bot" : "empty";
      if (level !== undefined) this.levels.set(msg.seat, level);
    });
    if (!ok) return h.reject(client, null, "ILLEGAL_ACTION", SAVE_FAILED);
    this.changed();
    // a player moved off their seat is told at once (fresh welcome with seat null)
    if (holder?.client) h.welcome(holder.client, holder);
    h.pipeline.scheduleBots();
  }

  /**
   * After the start: seat `id` goes to its bot, and `holder` (if any) loses it at once, connected or
   * not: no more private view, legal list or actions for that seat; they stay as an unseated
   * spectator and are told (fresh `welcome` with seat null, empty `legal`). A holder who is away
   * is only covered: the seat stays theirs and they take it back by coming back (`comeBack`); a
   * connected holder's seat is taken from them (the creator's deliberate choice). `line` is written
   * to the game log (seat changes after the start are logged); `level` (one of the ruleset's) becomes
   * the seat's bot level, absent: it keeps its own. Stored before anyone is told; returns false
   * (nothing changed) when the store refuses.
   */
  async toBot(holder: Player | undefined, id: string, line: GameEvent | null, level?: string): Promise<boolean> {
    const h = this.host;
    const seat = h.state.seats.get(id)!;
    const ok = await this.commit(holder ? [holder] : [], () => {
      if (holder) holder.seat = null;
      seat.kind = "bot";
      if (level !== undefined) this.levels.set(id, level);
      if (holder && !holder.client) this.covered.set(id, holder.tokenHash);
      else this.covered.delete(id);
    });
    if (!ok) return false;
    this.changed();
    if (line) this.log([line]);
    if (holder?.client) {
      h.welcome(holder.client, holder);
      h.pipeline.sendLegal(holder.client);
    }
    // the bot answers at once what the seat owes (its turn, a timed decision)
    h.pipeline.scheduleBots();
    h.pipeline.armDecision();
    return true;
  }

  /** `start {}`: the creator starts the game with the filled seats (stored before it is answered). */
  async start(client: Client): Promise<void> {
    const h = this.host;
    const p = h.playerOf(client)!;
    const r = h.adapter.ruleset;
    if (!p.creator) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.creatorStarts", { name: h.players.creator()?.name ?? "" }));
    if (h.pipeline.rules) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.alreadyStarted"));
    const filled = r.lobby.seats.map((s) => s.id).filter((id) => h.state.seats.get(id)!.kind !== "empty");
    const why = r.lobby.cannotStart(filled);
    if (why) return h.reject(client, null, "ILLEGAL_ACTION", why);
    const started: GameRecord["seats"] = {};
    for (const id of filled) {
      const s = h.state.seats.get(id)!;
      started[id] = { kind: s.kind === "bot" ? "bot" : "player", name: s.name };
    }
    let opening: { state: unknown; events: GameEvent[] };
    try {
      opening = openingOf(r, h.roomOptions, started, h.record.seed);
    } catch (e) {
      return h.reject(client, null, "ILLEGAL_ACTION", e instanceof RuleError ? e.refusal : refuse("msg.cannotStart"));
    }
    try {
      // the seats of the start are stored before the start is answered (DESIGN "Protocol")
      await h.config.store.saveMeta(h.roomId, { status: "play", seats: { ...this.stored(), started }, players: h.players.stored(), toAct: seatsToAct(r, opening.state) });
    } catch (e) {
      log().error({ err: e, room: h.roomId }, "store failed at the start");
      return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.startSaveFailed"));
    }
    h.pipeline.rules = opening.state;
    h.record.seats = started;
    // the start's line, then what the setup ran before the first seat acts (the ruleset's setupWithEvents)
    h.pipeline.publish([startEvent(filled), ...opening.events], null);
  }

  /** Whether the game has been played to its result (from then on no seat changes). */
  private over(): boolean {
    return this.host.pipeline.rules !== null && !this.host.pipeline.playing();
  }

  /** The lobby kind of every seat, as stored. */
  kinds(): StoredSeats["kinds"] {
    const kinds: StoredSeats["kinds"] = {};
    this.host.state.seats.forEach((s, id) => (kinds[id] = s.kind as "empty" | "player" | "bot"));
    return kinds;
  }

  /** The seats as the store keeps them. */
  stored(): StoredSeats {
    return { kinds: this.kinds(), started: this.host.record.seats, covered: Object.fromEntries(this.covered), levels: Object.fromEntries(this.levels) };
  }

  /** After a seat change: names and dots, views, patch. */
  private changed(): void {
    this.sync();
    this.refreshViews();
    this.host.publisher.patch();
  }

  /**
   * Changes seats in memory and stores them with the given players; if the store fails, the
   * change is rolled back and false returned. The players count as kept (stored) from the change
   * on, before the write is answered: one who leaves while it is under way is not forgotten
   * (the store is about to say they hold the seat, and the room must say so too).
   */
  private async commit(players: Player[], change: () => void): Promise<boolean> {
    const h = this.host;
    const kinds = this.kinds();
    const covered = new Map(this.covered);
    const levels = new Map(this.levels);
    const seats = players.map((p) => p.seat);
    const kept = players.map((p) => p.kept);
    change();
    // a spectator who claims a seat is stored from now on
    for (const p of players) p.kept = true;
    try {
      await h.config.store.saveMeta(h.roomId, { seats: this.stored(), players: players.map(storedOf) });
      return true;
    } catch (e) {
      log().error({ err: e, room: h.roomId }, "store failed on a seat change");
      h.state.seats.forEach((s, id) => (s.kind = kinds[id] ?? "empty"));
      this.covered.clear();
      for (const [seat, tokenHash] of covered) this.covered.set(seat, tokenHash);
      this.levels.clear();
      for (const [seat, level] of levels) this.levels.set(seat, level);
      players.forEach((p, i) => {
        p.seat = seats[i]!;
        p.kept = kept[i]!;
        // a spectator who left while their claim was being stored is forgotten now
        h.players.forgetSpectator(p);
      });
      this.sync();
      return false;
    }
  }

  /** After the rule state was published: views brought up to date; once the game is over, no request waits. */
  afterSync(): void {
    if (this.over()) this.requests.clear();
    this.refreshViews();
  }

  /**
   * Each client's StateView holds its own seat's private part and no other: a seat's secrets
   * reach only the player holding it, whoever moved seats (claim, release, a seat handed to a bot).
   */
  refreshViews(): void {
    for (const c of this.host.clients) this.host.publisher.showPrivate(c, this.host.playerOf(c)?.seat ?? null);
  }

  /** Seat names, kinds, bot levels and connection dots from the players and bots; the host's session and name. */
  sync(): void {
    const h = this.host;
    h.state.seats.forEach((seat, id) => {
      put(seat, "level", this.levelOf(id));
      const p = h.players.bySeat(id);
      if (p) {
        put(seat, "kind", "player");
        put(seat, "name", p.name);
        put(seat, "connected", !!p.client);
        put(seat, "awaySince", p.client ? 0 : p.awaySince);
        put(seat, "coveredFor", "");
      } else if (seat.kind === "bot") {
        put(seat, "name", "Bot");
        put(seat, "connected", true);
        put(seat, "awaySince", 0);
        // whose seat the bot covers (a name, public like the seat's holder)
        const covered = this.covered.get(id);
        put(seat, "coveredFor", covered ? (h.players.byTokenHash(covered)?.name ?? "") : "");
      } else {
        put(seat, "kind", "empty");
        put(seat, "name", "");
        put(seat, "connected", false);
        put(seat, "awaySince", 0);
        put(seat, "coveredFor", "");
      }
    });
    // who else is here: connected, no seat (names only; replaced only when it changed, so no patch churn)
    const watchers = [...h.clients].map((c) => h.playerOf(c)).filter((p): p is Player => !!p && !p.seat && p.client !== null).map((p) => p.name).sort();
    if (watchers.join("\u0000") !== [...h.state.watchers].join("\u0000")) h.state.watchers = new ArraySchema<string>(...watchers);
    const creator = h.players.creator();
    put(h.state, "host", creator?.client?.sessionId ?? "");
    put(h.state, "hostName", creator?.name ?? "");
  }
}
