import type { Decision } from "./decisions";
import { refuse, type Refusal } from "./refusal";
import type { RandomState } from "./rng";
import type { BaseAction, GameEvent, SeatId } from "./ruleset";

/** What the undo guard reads of a game state: its generator and its pending decisions. */
export interface UndoState {
  rnd: RandomState;
  pending: Decision[];
}

/**
 * A game's own parts of its undo guard (misclick protection): which seats and action types may be
 * taken back, the decks whose draws an undo never crosses, the game's own marks, and what a
 * decision opened or a turn boundary means in that game. Each reason is a refusal (the game's words
 * key), said after "cannot take it back:".
 */
export interface UndoRules<S extends UndoState> {
  /** The action types a seat may take back. */
  types: ReadonlySet<string>;
  /** Why `seat` may never take an action back, or null when it may (absent: every seat may). */
  seatRefusal?(seat: SeatId): Refusal | null;
  /** Why an action of `type` (not in `types`) cannot be taken back. */
  notUndoable(type: string): Refusal;
  /** The decks of `s` whose draws an undo never crosses (compared by length before and after). */
  decks(s: S): readonly (readonly unknown[])[];
  /** Optional: the game's own mark an undo never crosses (checked after the dice and the draws), or null. */
  crossed?(before: S, after: S, events: GameEvent[]): Refusal | null;
  /** Why the decisions the action opened (in `after`, not in `before`; maybe none) forbid `seat` an undo, or null. */
  opened(decisions: S["pending"], seat: SeatId): Refusal | null;
  /** Why the action crossed the game's turn boundary (its turn or round moved on), or null. */
  boundary(before: S, after: S): Refusal | null;
}

/** A game's undo policy, as its ruleset's `undoable` and `undoRefusal` use it. */
export interface UndoPolicy<S, A extends BaseAction> {
  /** Whether the room keeps the state before `action` for a possible undo: `seat` may take back actions of its type. */
  undoable(seat: SeatId, action: A): boolean;
  /**
   * Why `seat` may not take back `action` (null when it may): `before`/`after` are the states
   * around it, `events` what it caused.
   */
  refusal(before: S, after: S, seat: SeatId, action: A, events: GameEvent[]): Refusal | null;
}

/**
 * The undo guard every game shares (misclick protection, house G8, siege G15): an action is taken
 * back only when its seat and type allow it and it crossed nothing that reveals or decides: no die
 * was rolled, the generator was not used (dice or a shuffle), no card was drawn, none of the game's
 * own marks was crossed, no decision it forbids was opened, and the turn did not move on. The checks
 * run in that order and the first one met gives the reason; the three the games share are the
 * kernel's words (`msg.undoRoll`, `msg.undoDice`, `msg.undoCard`).
 */
export function defineUndo<S extends UndoState, A extends BaseAction>(rules: UndoRules<S>): UndoPolicy<S, A> {
  return {
    undoable: (seat, action) => !rules.seatRefusal?.(seat) && rules.types.has(action.type),
    refusal(before, after, seat, action, events) {
      const seatWhy = rules.seatRefusal?.(seat);
      if (seatWhy) return seatWhy;
      if (!rules.types.has(action.type)) return rules.notUndoable(action.type);
      if (events.some((e) => e.type === "roll")) return refuse("msg.undoRoll");
      if (JSON.stringify(before.rnd) !== JSON.stringify(after.rnd)) return refuse("msg.undoDice");
      const decksAfter = rules.decks(after);
      if (rules.decks(before).some((d, i) => d.length !== decksAfter[i]!.length)) return refuse("msg.undoCard");
      const own = rules.crossed?.(before, after, events);
      if (own) return own;
      const known = new Set(before.pending.map((q) => JSON.stringify(q)));
      const opened = rules.opened(after.pending.filter((p) => !known.has(JSON.stringify(p))), seat);
      if (opened) return opened;
      return rules.boundary(before, after);
    },
  };
}
