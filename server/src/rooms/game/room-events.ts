import type { GameEvent, SeatId } from "@zedfall/shared";

/** The room's own events (not the ruleset's): the start, an undo, a reopening from the store, seat changes after the start. Data only, as the rules' events: the client words them (its `event.*` words). */

/** `start`: the seats filled at the start, in lobby order. */
export function startEvent(filled: SeatId[]): GameEvent {
  return { type: "start", seats: filled };
}

/**
 * `undo`: `seat` took back its last action (DESIGN "Protocol", `undo {}`), whose events were the
 * action batch at seq `undone`: a client that shows them marks them taken back.
 */
export function undoEvent(seat: SeatId, action: { type: string }, undone: number): GameEvent {
  return { type: "undo", seat, action, undone };
}

/** `restored`: the room was rebuilt from the store at effective-log length `seq`. */
export function restoredEvent(seq: number): GameEvent {
  return { type: "restored", seq };
}

/**
 * `historyCut`: the first line of a `history` that leaves out the game's oldest lines, those before
 * action `seq` (rooms/game/history.ts HISTORY_KEEP). It names the public action number only, never how
 * many lines went, which would count other seats' private ones; the replay has the whole game.
 */
export function historyCutEvent(seq: number): GameEvent {
  return { type: "historyCut", seq };
}

/**
 * `seatToBot`: after the start, `seat` goes to its bot and `player` no longer plays it; `away`: they
 * are away and the bot only covers the seat, theirs to take back by coming back (`seatBack`).
 */
export function seatToBotEvent(seat: SeatId, player: string, away = false): GameEvent {
  return away ? { type: "seatToBot", seat, player, away } : { type: "seatToBot", seat, player };
}

/** `seatAsked`: after the start, `player` asks to take over `seat` from its bot; the creator answers. */
export function seatAskedEvent(seat: SeatId, player: string, creator: string): GameEvent {
  return { type: "seatAsked", seat, player, by: creator };
}

/** `seatTaken`: after the start, the creator `player` takes over `seat` from its bot. */
export function seatTakenEvent(seat: SeatId, player: string): GameEvent {
  return { type: "seatTaken", seat, player };
}

/** `seatBack`: `player`, away while a bot covered their seat `seat`, is back and takes it from the bot (no request, no approval). */
export function seatBackEvent(seat: SeatId, player: string): GameEvent {
  return { type: "seatBack", seat, player };
}

/** `seatGranted`: the creator `by` lets `player` (who asked) take over `seat` from its bot. */
export function seatGrantedEvent(seat: SeatId, player: string, by: string): GameEvent {
  return { type: "seatGranted", seat, player, by };
}

/** `seatRefused`: the creator `by` refuses `player`'s request to play `seat`; the bot plays on. */
export function seatRefusedEvent(seat: SeatId, player: string, by: string): GameEvent {
  return { type: "seatRefused", seat, player, by };
}
