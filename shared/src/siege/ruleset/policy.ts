import { refuse } from "../../core/refusal";
import { copyPlain } from "../../core/copy";
import type { SeatId } from "../../core/ruleset";
import { defineUndo } from "../../core/undo";
import type { SiegeAction } from "../actions";
import type { SiegeState } from "../state/game";

/** What only one Siege seat may see: nothing — co-op seats share everything the team knows (D1, D4). */
export interface SiegePrivate {
  seat: SeatId;
}

/** The private part of `seat` (always empty in co-op Siege). */
export function siegePrivateOf(_s: SiegeState, seat: SeatId): SiegePrivate {
  return { seat };
}

/**
 * Undo never crosses a die roll, a draw or a reveal (G15): a seat may take back its last Move only
 * when nothing was rolled or drawn, no fight began, no decision was opened and the phase did not
 * move on. The guard is the kernel's (core/undo.ts); Siege's own parts are the Move, its two decks,
 * any decision and the round boundary.
 */
export const siegeUndo = defineUndo<SiegeState, SiegeAction>({
  types: new Set(["move"]),
  notUndoable(type) {
    return refuse("siege.undoWhich", { type });
  },
  decks: (s) => [s.decks.event, s.decks.fate],
  opened(decisions) {
    return decisions.length ? refuse("siege.undoDecision") : null;
  },
  boundary(before, after) {
    return before.phase !== after.phase || before.round !== after.round ? refuse("siege.undoMovedOn") : null;
  },
});

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
