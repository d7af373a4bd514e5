import { refuse, type Refusal } from "../core/refusal";
import type { GameEvent, SeatId, TimedDecision } from "../core/ruleset";
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

/** The actions a human seat may take back (house G8): a move, a step back, a turn, a window move. */
export const UNDOABLE = new Set(["move", "stepBack", "turn", "moveWindow"]);

/** Whether the room should keep the state before `action` for a possible undo (G8): a human seat's move, step back, turn or window move. */
export function houseUndoable(seat: SeatId, action: { type: string }): boolean {
  return seat !== "zombie" && UNDOABLE.has(action.type);
}

/**
 * house DoR 7 and G8: misclick protection only. A human seat may take back its last Move, Step
 * back, Turn or window move, unless a die was rolled, a card drawn, a reaction fired or a decision
 * was offered to another seat (the room checks that no other seat acted since). The answer is the
 * reason in player words, or null.
 */
export function houseUndoRefusal(before: HouseState, after: HouseState, seat: SeatId, action: HouseAction, events: GameEvent[]): Refusal | null {
  if (seat === "zombie") return refuse("house.undoZombie");
  if (!UNDOABLE.has(action.type)) return refuse("house.undoWhich", { type: action.type });
  if (events.some((e) => e.type === "roll")) return refuse("house.undoRoll");
  if (JSON.stringify(before.rnd) !== JSON.stringify(after.rnd)) return refuse("house.undoDice");
  if (before.searchDeck.length !== after.searchDeck.length || before.zombieDeck.length !== after.zombieDeck.length) return refuse("house.undoCard");
  if (events.some((e) => e.type === "reaction") || before.zombieHand.length !== after.zombieHand.length || before.armed.length !== after.armed.length)
    return refuse("house.undoReaction");
  const known = new Set(before.pending.map((q) => JSON.stringify(q)));
  const offered = after.pending.find((p) => !asks(p, seat) && !known.has(JSON.stringify(p)));
  if (offered) return refuse("house.undoOffered", { seat: offered.seats.join(", ") });
  if (before.phase !== after.phase || before.round !== after.round) return refuse("house.undoMovedOn");
  return null;
}

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
