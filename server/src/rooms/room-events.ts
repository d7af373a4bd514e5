import type { GameEvent, SeatId } from "@zedfall/shared";

/** The room's own events (not the ruleset's): the start, an undo, a reopening from the store, a seat handed to its bot. */

/** `start`: the seats filled at the start with who holds them (`names[seat]`), in lobby order. */
export function startEvent(filled: SeatId[], names: Record<SeatId, string>): GameEvent {
  return { type: "start", text: `the game starts (${filled.map((id) => `${id}: ${names[id]}`).join(", ")})`, seats: filled };
}

/** `undo`: `seat` took back its last action (DESIGN "Protocol", `undo {}`). */
export function undoEvent(seat: SeatId, action: { type: string }): GameEvent {
  return { type: "undo", text: `${seat} takes back '${action.type}'`, seat, action };
}

/** `restored`: the room was rebuilt from the store at effective-log length `seq`. */
export function restoredEvent(seq: number): GameEvent {
  return { type: "restored", text: `the game was reopened from the store at action ${seq}`, seq };
}

/**
 * `seatToBot`: after the start, `seat` went back to its bot and `player` no longer plays it
 * (issue 13: the creator's hand-back, or the holder's absence); `text` says who and why.
 */
export function seatToBotEvent(seat: SeatId, player: string, text: string): GameEvent {
  return { type: "seatToBot", text, seat, player };
}
