import type { AnyRuleset, GameEvent, GameResult, RandomState, SeatId, SeatInfo, TimedDecision } from "@zedfall/shared";
import type { GameState } from "../schema";

/**
 * What the generic GameRoom needs to host one game (House now, Siege later): the rule module, the
 * seats of the lobby, option parsing, bots, and the sync of the rule module's views into the schema.
 * Nothing here names an action type: actions stay opaque data of the rule module.
 */
export interface GameAdapter<S = any, A extends { type: string } = any, O = any> {
  id: "house" | "siege";
  ruleset: AnyRuleset;
  /** Every seat of the lobby, in display order, with its role. */
  seats: { id: SeatId; role: string }[];
  /** Validates the creator's options (without seats); throws RuleError BAD_OPTIONS. */
  parseOptions(raw: unknown): O;
  /** Why the game cannot start with these filled seats, or null. */
  cannotStart(filled: SeatId[]): string | null;
  /** A new game: the options for `ruleset.setup` from the room's options and the filled seats. */
  setup(options: O, filled: SeatId[], seed: string): S;
  /** The next action of a bot in `seat`, or null. `rnd` is the bots' own generator. */
  bot(state: S, seat: SeatId, rnd: RandomState): A | null;
  /**
   * Why `seat` may not take back its last action `action` (null when it may; house.md DoR 7).
   * `before`/`after` are the states around it, `events` what it caused. The room has already
   * checked that it is the last action of the game and that it was this seat's.
   */
  undoRefusal(seat: SeatId, before: S, after: S, events: GameEvent[], action: A): string | null;
  /** Writes the static board of `options` into the schema (once, at creation). */
  syncBoard(schema: GameState, options: O): void;
  /** Writes the public view (spectator) of `state` into the schema. */
  syncPublic(schema: GameState, state: S, seats: SeatInfo[], result: GameResult | null): void;
  /** Private parts of `seat` for its @view() fields: hand and other secrets (JSON). */
  privateOf(state: S, seat: SeatId): { hand: string[]; secret: string };
  /** The round and phase of `state` (a replay's "jump to turn" list). */
  turnOf(state: S): { round: number; phase: string };
  /** Every hidden part of `state`, by name (shown in a finished game's replay). */
  revealAll(state: S): Record<string, unknown>;
  /** The decision `state` waits on that the server answers by itself after a while (house DoR 3), or null. */
  timedDecision?(state: S): TimedDecision | null;
}
