import { refuse, type Refusal } from "../core/refusal";
import { copyPlain } from "../core/copy";
import type { GameEvent, SeatId, TimedDecision } from "../core/ruleset";
import type { SiegeAction } from "./actions";
import type { SiegeState } from "./types";

/** What only one Siege seat may see: nothing — co-op seats share everything the team knows (D1, D4). */
export interface SiegePrivate {
  seat: SeatId;
}

/** The private part of `seat` (always empty in co-op Siege). */
export function siegePrivateOf(_s: SiegeState, seat: SeatId): SiegePrivate {
  return { seat };
}

/** The actions a seat may take back (G15: misclick protection): a Move that started no fight. */
export const UNDOABLE = new Set(["move"]);

/** Whether the room keeps the state before `action` for a possible undo: a Move only. */
export function siegeUndoable(_seat: SeatId, action: { type: string }): boolean {
  return UNDOABLE.has(action.type);
}

/**
 * Undo never crosses a die roll, a draw or a reveal (G15): a seat may take back its last Move only
 * when nothing was rolled or drawn, no fight began, no decision was opened and the phase did not
 * move on. The reason in player words, or null.
 */
export function siegeUndoRefusal(before: SiegeState, after: SiegeState, _seat: SeatId, action: SiegeAction, events: GameEvent[]): Refusal | null {
  if (!UNDOABLE.has(action.type)) return refuse("siege.undoWhich", { type: action.type });
  if (events.some((e) => e.type === "roll")) return refuse("siege.undoRoll");
  if (JSON.stringify(before.rnd) !== JSON.stringify(after.rnd)) return refuse("siege.undoDice");
  if (before.decks.event.length !== after.decks.event.length || before.decks.fate.length !== after.decks.fate.length) return refuse("siege.undoCard");
  const known = new Set(before.pending.map((q) => JSON.stringify(q)));
  if (after.pending.some((p) => !known.has(JSON.stringify(p)))) return refuse("siege.undoDecision");
  if (before.phase !== after.phase || before.round !== after.round) return refuse("siege.undoMovedOn");
  return null;
}

/** Siege has no timed decisions: the server waits for every seat's choice (D6). */
export function siegeTimedDecision(_s: SiegeState): TimedDecision | null {
  return null;
}

/** Every hidden part of a Siege game, by name (a finished game's replay shows them, D4). */
export function siegeRevealAll(s: SiegeState): Record<string, unknown> {
  return {
    eventDeck: [...s.decks.event],
    fateDeck: [...s.decks.fate],
    reserve: [...s.reserve],
    bag: [...s.bag],
    rumorStack: s.rumors ? [...s.rumors.stack] : [],
    rumorTokens: s.rumors ? copyPlain(s.rumors.tokens) : {},
    spareCivilians: [...s.spareCivilians],
  };
}
