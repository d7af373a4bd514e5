import type { Schema } from "@colyseus/schema";
import type { AnyRuleset, SeatId, SeatInfo } from "@zedfall/shared";
import type { RootState } from "@zedfall/shared/protocol/schema";

/**
 * What the generic rooms need to host one game (DESIGN "Server"): its ruleset (lobby seats, option
 * parsing, setup, bots, undo and timing policies all come from it), the schema class of its room
 * state, and the functions that write the rule state into that schema. Nothing here names an
 * action type or a game concept: actions stay the ruleset's opaque data.
 */
export interface GameAdapter<State = any, Root extends RootState = any> {
  ruleset: AnyRuleset;
  /** The room state class: the generic root extended by the game's typed fields. */
  State: new () => Root;
  /** Writes the static board of the room's options into a fresh schema (once, at creation). */
  syncBoard(schema: Root, roomOptions: unknown): void;
  /**
   * Writes the public part of `state` into the schema after a change (only touched fields change,
   * no copy of the state, never a secret). `seats` is `ruleset.seats(state)`.
   */
  syncState(schema: Root, state: State, seats: SeatInfo[]): void;
  /**
   * Writes the private part of `seat` (its hand, hidden choices) and returns the schema object that
   * holds it: the room puts that object in the StateView of the seat's holder only.
   */
  syncPrivate(schema: Root, state: State, seat: SeatId): Schema;
  /** The schema object of `seat`'s private part if it was written, else undefined. */
  privatePart(schema: Root, seat: SeatId): Schema | undefined;
  /** Create options for a short game (the fuzzer's, `server/src/cli/fuzz`): the game's own words, so the tools need none. */
  shortOptions: Record<string, unknown>;
}

/** The table of games by ruleset id (server/src/games/index.ts). */
export type GameTable = Record<string, GameAdapter>;
