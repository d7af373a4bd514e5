import { refuse } from "../core/refusal";
import type { SeatId, TimedDecision } from "../core/ruleset";
import { defineUndo } from "../core/undo";
import { copyPlain } from "../core/copy";
import { asks } from "../core/decisions";
import type { HouseAction } from "./actions";
import type { Armed, HouseState, Pending, ZombieCardId } from "./types";

/**
 * What only one House seat may see (DoR 5, C9): the Zombie seat its hand, armed reactions and
 * standing grab answer; a human seat the pending decisions it answers itself (a Granny pick's cards).
 */
export type HousePrivate =
  | { seat: "zombie"; hand: ZombieCardId[]; armed: Armed[]; grabAnswer: HouseState["grabAnswer"] }
  | { seat: SeatId; hand: []; pending: Pending[] };

/** The private part of `seat` in `s` (copies; nothing shared with the state). */
export function housePrivateOf(s: HouseState, seat: SeatId): HousePrivate {
  if (seat === "zombie") return { seat, hand: [...s.zombieHand], armed: s.armed.map((a) => ({ ...a })), grabAnswer: s.grabAnswer };
  return { seat, hand: [], pending: s.pending.filter((p) => asks(p, seat)).map((p) => copyPlain(p)) };
}

/**
 * house DoR 7 and G8: misclick protection only. A human seat may take back its last Move, Step
 * back, Turn or window move, unless a die was rolled, a card drawn, a reaction fired or a decision
 * was offered to another seat (the room checks that no other seat acted since). The guard is the
 * kernel's (core/undo.ts); House's own parts are the human seats, the action types, its two decks,
 * a Zombie reaction and the turn boundary.
 */
export const houseUndo = defineUndo<HouseState, HouseAction>({
  types: new Set(["move", "stepBack", "turn", "moveWindow"]),
  seatRefusal(seat) {
    return seat === "zombie" ? refuse("house.undoZombie") : null;
  },
  notUndoable(type) {
    return refuse("house.undoWhich", { type });
  },
  decks: (s) => [s.searchDeck, s.zombieDeck],
  crossed(before, after, events) {
    if (events.some((e) => e.type === "reaction") || before.zombieHand.length !== after.zombieHand.length || before.armed.length !== after.armed.length)
      return refuse("house.undoReaction");
    return null;
  },
  opened(decisions, seat) {
    const offered = decisions.find((p) => !asks(p, seat));
    return offered ? refuse("house.undoOffered", { seat: offered.seats.join(", ") }) : null;
  },
  boundary(before, after) {
    return before.phase !== after.phase || before.round !== after.round ? refuse("house.undoMovedOn") : null;
  },
});

/**
 * The House decision the server answers by itself (house DoR 3, C12): while the game waits on a
 * crawler grab window (pending `grab`, the `ask` standing answer), the Zombie seat has
 * `reactionSeconds` to answer; then the server sends the engine's `declineGrab` for it (no crawler
 * grabs in this window; the waiting human action runs). Null when nothing is timed.
 */
export function houseTimedDecision(s: HouseState): TimedDecision | null {
  const p = s.pending[0];
  if (s.result || p?.kind !== "grab") return null;
  return { seat: p.seats[0]!, action: { type: "declineGrab" }, seconds: s.options.reactionSeconds };
}

/** Every hidden part of a House game, by name (a finished game's replay shows them). */
export function houseRevealAll(s: HouseState): Record<string, unknown> {
  return {
    zombieHand: [...s.zombieHand],
    armed: s.armed.map((a) => ({ ...a })),
    searchDeck: [...s.searchDeck],
    zombieDeck: [...s.zombieDeck],
    grabAnswer: s.grabAnswer,
  };
}
