import type { Client } from "@colyseus/core";
import { createRandom, refuse, type BaseAction, type Refusal, type SeatId } from "@zedfall/shared";
import { type HintMessage, type RejectCode, actionKey } from "@zedfall/shared/protocol";
import type { BotRunner } from "../../bots/job";
import { BotPoolError } from "../../bots/pool";
import type { GameAdapter } from "../../games/types";
import { CpuBudget, type CpuBudgets } from "./cpu-budget";
import { RateLimit } from "../limits/rate";
import { SETTINGS } from "../../config/settings";
import { log } from "../../log";
import { hintTime } from "../../metrics";

/** Hints a connection may ask for each second unless the settings say otherwise (RoomConfig.hintsPerSecond). */
export const HINTS_PER_SECOND = SETTINGS.ZEDFALL_HINTS_PER_SECOND.fallback;
/** The ms of bot time one game's hints may use per window unless the settings say otherwise (RoomConfig.hintMsPerGame). */
export const HINT_MS_PER_GAME = SETTINGS.ZEDFALL_HINT_MS_PER_GAME.fallback;
/** The ms of bot time the hints asked from one client address may use per window, all its games together (RoomConfig.hintMsPerAddress). */
export const HINT_MS_PER_ADDRESS = SETTINGS.ZEDFALL_HINT_MS_PER_ADDRESS.fallback;
/** The window of the hint budgets, in seconds (RoomConfig.hintWindowSeconds). */
export const HINT_WINDOW_SECONDS = SETTINGS.ZEDFALL_HINT_WINDOW_SECONDS.fallback;

/** The settings the hint handler reads (at every ask: a test may change them while the server runs). */
export interface HintSettings {
  hintsPerSecond?: number;
  hintMsPerGame?: number;
  hintMsPerAddress?: number;
  hintWindowSeconds?: number;
}

/** What the hints of every room of a server share: the bot pool they run on and the budgets of the client addresses. */
export interface HintShared {
  bots: BotRunner;
  addresses: CpuBudgets;
}

/** What the hint handler needs from its room. */
export interface HintHost {
  readonly adapter: GameAdapter;
  readonly config: HintSettings;
  /** Where the bot runs: the server's bot pool (bots/pool.ts). */
  readonly bots: BotRunner;
  /** The hint budgets of the client addresses, shared by every room of the server. */
  readonly addresses: CpuBudgets;
  /** The number of the last applied action (the `seq` of `legal`). */
  seq(): number;
  /** A number that changes at every change of the position (an action, an undo, a test's position), also when `seq` comes back to an earlier value. */
  position(): number;
  /** The authoritative rule state (null in the lobby). */
  rules(): unknown;
  /** Whether the game is being played (started, no result). */
  playing(): boolean;
  /** `seat`'s legal list now (the pipeline's, computed once per seq). */
  legalFor(seat: SeatId): BaseAction[];
  /** The address `client` connects from. */
  address(client: Client): string;
  reject(client: Client, id: string | null, code: RejectCode, refusal: Refusal): void;
}

/**
 * The hint button's server side, game-neutral: on `hint {}` from a seated player who may act now,
 * the ruleset's hint bot (`hintBot`) chooses for that seat on `ruleset.hintState(state, seat)` — a copy
 * holding only what the seat may know, its secrets replaced by stand-ins that depend on nothing
 * secret — with a generator seeded from the public seq (`hint:<seat>:<seq>`). The authoritative
 * state and its generator are never touched, so a hint changes nothing and cannot carry a secret:
 * the bot never saw one. The suggestion is sent to the asking client only, as `hint {seq, action}`,
 * and only when it is one of the seat's legal actions.
 *
 * Its cost is bounded: the bot runs on the server's bot pool, off the room's event loop; a seat's
 * suggestion is worked out once per position (a second ask at the same seq is answered from it, at
 * no cost, also while the first is still being worked out); and the bot time of the hints is
 * budgeted per game and per client address (`hintMsPerGame`, `hintMsPerAddress` ms every
 * `hintWindowSeconds`). An answer that comes after the position changed is not sent: the client is
 * told the game moved on.
 *
 * Refusals: a spectator NOT_SEATED, before the start or a seat that may not act now NOT_YOUR_TURN,
 * after the end GAME_OVER, past `hintsPerSecond`, a spent budget or a full bot queue RATE_LIMITED,
 * no suggestion, a stale answer or a failed bot thread ILLEGAL_ACTION.
 */
export class Hints {
  private readonly rates = new WeakMap<Client, RateLimit>();
  /** This game's bot time for hints. */
  private readonly budget: CpuBudget;
  /** The suggestions of one position by seat (worked out, or on their way). */
  private cache: { position: number; bySeat: Map<SeatId, Promise<BaseAction | null>> } = { position: -1, bySeat: new Map() };

  constructor(private readonly host: HintHost) {
    this.budget = new CpuBudget({ ms: () => this.gameMs(), windowMs: () => this.windowSeconds() * 1000 });
  }

  /** Answers `hint {}` of `client`, which holds `seat` (null: a spectator); the answer may come later. */
  ask(client: Client, seat: SeatId | null): void {
    const h = this.host;
    if (!seat) return h.reject(client, null, "NOT_SEATED", refuse("msg.hintNotSeated"));
    if (!h.rules()) return h.reject(client, null, "NOT_YOUR_TURN", refuse("msg.notStarted"));
    if (!h.playing()) return h.reject(client, null, "GAME_OVER", refuse("msg.over"));
    if (h.legalFor(seat).length === 0) return h.reject(client, null, "NOT_YOUR_TURN", refuse("msg.hintNotNow"));
    if (!this.rateOf(client).take()) return h.reject(client, null, "RATE_LIMITED", refuse("msg.hintBusy", { n: this.limit() }));
    const seq = h.seq();
    const position = h.position();
    if (this.cache.position !== position) this.cache = { position, bySeat: new Map() };
    let suggestion = this.cache.bySeat.get(seat);
    if (!suggestion) {
      const address = h.address(client);
      const s = this.windowSeconds();
      if (!this.budget.open()) return h.reject(client, null, "RATE_LIMITED", refuse("msg.hintGameTime", { ms: this.gameMs(), s }));
      if (!h.addresses.of(address).open()) return h.reject(client, null, "RATE_LIMITED", refuse("msg.hintAddressTime", { ms: this.addressMs(), s }));
      suggestion = this.suggest(seat, seq, address);
      this.cache.bySeat.set(seat, suggestion);
      const kept = suggestion;
      // a failure is not kept: the next ask works it out again
      kept.catch(() => {
        if (this.cache.bySeat.get(seat) === kept) this.cache.bySeat.delete(seat);
      });
    }
    suggestion.then(
      (action) => this.answer(client, seat, seq, position, action),
      (e) => this.failed(client, e),
    );
  }

  /** The hint bot's choice for `seat` on the state as it may know it, worked out on the bot pool; its bot time is charged to the game and to `address`. */
  private suggest(seat: SeatId, seq: number, address: string): Promise<BaseAction | null> {
    const r = this.host.adapter.ruleset;
    const job = { ruleset: r.id, bot: r.hintBot, state: r.hintState(this.host.rules(), seat), seat, rnd: createRandom(`hint:${seat}:${seq}`) };
    const charge = (ms: number) => {
      this.budget.charge(ms);
      this.host.addresses.of(address).charge(ms);
    };
    return this.host.bots.run(job).then(
      (a) => {
        charge(a.ms);
        hintTime.observe({ outcome: "answered" }, a.ms / 1000);
        return a.action;
      },
      (e: unknown) => {
        if (e instanceof BotPoolError) {
          charge(e.ms);
          hintTime.observe({ outcome: "failed" }, e.ms / 1000);
        }
        throw e;
      },
    );
  }

  /** Sends the suggestion worked out at `position` when the game is still there and it is one of the seat's legal actions. */
  private answer(client: Client, seat: SeatId, seq: number, position: number, action: BaseAction | null): void {
    const h = this.host;
    if (h.position() !== position) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.hintStale"));
    const key = action ? actionKey(action) : null;
    const legal = key === null ? undefined : h.legalFor(seat).find((a) => actionKey(a) === key);
    if (!legal) return h.reject(client, null, "ILLEGAL_ACTION", refuse("msg.hintNone"));
    client.send("hint", { seq, action: legal as HintMessage["action"] } satisfies HintMessage);
  }

  /** The bot pool gave no answer: a full queue is RATE_LIMITED, anything else (a crashed or overrunning thread, a failing bot) is logged and refused. */
  private failed(client: Client, e: unknown): void {
    if (e instanceof BotPoolError && e.reason === "busy") return this.host.reject(client, null, "RATE_LIMITED", refuse("msg.hintQueueFull"));
    log().error({ err: e }, "no hint");
    this.host.reject(client, null, "ILLEGAL_ACTION", refuse("msg.hintFailed"));
  }

  private limit(): number {
    return this.host.config.hintsPerSecond ?? HINTS_PER_SECOND;
  }

  private gameMs(): number {
    return this.host.config.hintMsPerGame ?? HINT_MS_PER_GAME;
  }

  private addressMs(): number {
    return this.host.config.hintMsPerAddress ?? HINT_MS_PER_ADDRESS;
  }

  private windowSeconds(): number {
    return this.host.config.hintWindowSeconds ?? HINT_WINDOW_SECONDS;
  }

  private rateOf(client: Client): RateLimit {
    let r = this.rates.get(client);
    if (!r) {
      r = new RateLimit(() => this.limit());
      this.rates.set(client, r);
    }
    return r;
  }
}
