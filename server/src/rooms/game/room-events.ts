import type { GameEvent, SeatId } from "@zedfall/shared";

/** The room's own events (not the ruleset's): the start, an undo, a reopening from the store, seat changes after the start. */

/** `start`: the seats filled at the start with who holds them (`names[seat]`), in lobby order. */
export function startEvent(filled: SeatId[], names: Record<SeatId, string>): GameEvent {
  return { type: "start", text: `the game starts (${filled.map((id) => `${id}: ${names[id]}`).join(", ")})`, seats: filled };
}

/**
 * `undo`: `seat` took back its last action (DESIGN "Protocol", `undo {}`), whose events were the
 * action batch at seq `undone`: a client that shows them marks them taken back.
 */
export function undoEvent(seat: SeatId, action: { type: string }, undone: number): GameEvent {
  return { type: "undo", text: `${seat} takes back '${action.type}'`, seat, action, undone };
}

/** `restored`: the room was rebuilt from the store at effective-log length `seq`. */
export function restoredEvent(seq: number): GameEvent {
  return { type: "restored", text: `the game was reopened from the store at action ${seq}`, seq };
}

/**
 * `historyCut`: the first line of a `history` that leaves out the game's oldest lines, those before
 * action `seq` (rooms/game/history.ts HISTORY_KEEP). It names the public action number only, never how
 * many lines went, which would count other seats' private ones; the replay has the whole game.
 */
export function historyCutEvent(seq: number): GameEvent {
  return { type: "historyCut", text: `the log before action ${seq} is not shown here; the replay has the whole game once it is over`, seq };
}

/**
 * `seatToBot`: after the start, `seat` goes to its bot and `player` no longer plays it; `away`: they
 * are away and the bot only covers the seat, theirs to take back by coming back (`seatBack`).
 */
export function seatToBotEvent(seat: SeatId, player: string, text: string, away = false): GameEvent {
  return away ? { type: "seatToBot", text, seat, player, away } : { type: "seatToBot", text, seat, player };
}

/** `seatAsked`: after the start, `player` asks to take over `seat` from its bot; the creator answers. */
export function seatAskedEvent(seat: SeatId, player: string, creator: string): GameEvent {
  return { type: "seatAsked", text: `${player} asks to play ${seat}; ${creator} decides`, seat, player, by: creator };
}

/** `seatTaken`: after the start, the creator `player` takes over `seat` from its bot. */
export function seatTakenEvent(seat: SeatId, player: string): GameEvent {
  return { type: "seatTaken", text: `${player} takes over ${seat} from its bot`, seat, player };
}

/** `seatBack`: `player`, away while a bot covered their seat `seat`, is back and takes it from the bot (no request, no approval). */
export function seatBackEvent(seat: SeatId, player: string): GameEvent {
  return { type: "seatBack", text: `${player} is back and takes ${seat} back from the bot`, seat, player };
}

/** `seatGranted`: the creator `by` lets `player` (who asked) take over `seat` from its bot. */
export function seatGrantedEvent(seat: SeatId, player: string, by: string): GameEvent {
  return { type: "seatGranted", text: `${by} lets ${player} play ${seat}`, seat, player, by };
}

/** `seatRefused`: the creator `by` refuses `player`'s request to play `seat`; the bot plays on. */
export function seatRefusedEvent(seat: SeatId, player: string, by: string): GameEvent {
  return { type: "seatRefused", text: `${by} refuses ${player}'s request to play ${seat}`, seat, player, by };
}
