import type { Client } from "@colyseus/core";
import { createRandom, type BaseAction, type SeatId } from "@zedfall/shared";
import type { HintMessage, RejectCode } from "@zedfall/shared/src/protocol";
import type { GameAdapter } from "../games/types";
import { actionKey } from "./legal";
import { RateLimit } from "./rate";

/** Hints a connection may ask for each second unless the settings say otherwise (RoomConfig.hintsPerSecond). */
export const HINTS_PER_SECOND = 2;

/** What the hint handler needs from its room. */
export interface HintHost {
  readonly adapter: GameAdapter;
  readonly config: { hintsPerSecond?: number };
  /** The number of the last applied action (the `seq` of `legal`). */
  seq(): number;
  /** The authoritative rule state (null in the lobby). */
  rules(): unknown;
  /** Whether the game is being played (started, no result). */
  playing(): boolean;
  /** `seat`'s legal list now (the pipeline's, computed once per seq). */
  legalFor(seat: SeatId): BaseAction[];
  reject(client: Client, id: string | null, code: RejectCode, message: string): void;
}

/**
 * The hint button's server side (issue 11: "a hint button that shows what the bot would do for the
 * seat asking"), game-neutral: on `hint {}` from a seated player who may act now, the ruleset's
 * default bot chooses for that seat on `ruleset.hintState(state, seat)` — a copy holding only what
 * the seat may know, its secrets replaced by stand-ins that depend on nothing secret — with a
 * generator seeded from the public seq (`hint:<seat>:<seq>`). The authoritative state and its
 * generator are never touched, so a hint changes nothing and cannot carry a secret: the bot never
 * saw one. The suggestion is sent to the asking client only, as `hint {seq, action}`, and only when
 * it is one of the seat's legal actions. Refusals: a spectator NOT_SEATED, before the start or a seat
 * that may not act now NOT_YOUR_TURN, after the end GAME_OVER, past `hintsPerSecond` RATE_LIMITED,
 * no suggestion ILLEGAL_ACTION.
 */
export class Hints {
  private readonly rates = new WeakMap<Client, RateLimit>();

  constructor(private readonly host: HintHost) {}

  /** Answers `hint {}` of `client`, which holds `seat` (null: a spectator). */
  ask(client: Client, seat: SeatId | null): void {
    const h = this.host;
    if (!seat) return h.reject(client, null, "NOT_SEATED", "claim a seat to ask for a hint");
    if (!h.rules()) return h.reject(client, null, "NOT_YOUR_TURN", "the game has not started");
    if (!h.playing()) return h.reject(client, null, "GAME_OVER", "the game is over");
    const legal = h.legalFor(seat);
    if (legal.length === 0) return h.reject(client, null, "NOT_YOUR_TURN", "you may not act now: a hint is for your own move");
    if (!this.rateOf(client).take()) return h.reject(client, null, "RATE_LIMITED", `at most ${this.limit()} hints a second; wait a moment`);
    const seq = h.seq();
    const action = this.suggest(seat, seq, legal);
    if (!action) return h.reject(client, null, "ILLEGAL_ACTION", "the bot has no suggestion now");
    client.send("hint", { seq, action: action as HintMessage["action"] } satisfies HintMessage);
  }

  /** The default bot's choice for `seat` on the state as it may know it, when it is in `legal` (the seat's list on the real state); else null. */
  private suggest(seat: SeatId, seq: number, legal: BaseAction[]): BaseAction | null {
    const r = this.host.adapter.ruleset;
    const known = r.hintState(this.host.rules(), seat);
    const action = r.bots[r.defaultBot]!(known, seat, createRandom(`hint:${seat}:${seq}`));
    if (!action) return null;
    const key = actionKey(action);
    return legal.find((a) => actionKey(a) === key) ?? null;
  }

  private limit(): number {
    return this.host.config.hintsPerSecond ?? HINTS_PER_SECOND;
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
