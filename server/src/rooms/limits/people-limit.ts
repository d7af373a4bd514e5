import { Players, type Player } from "../seats/players";
import { refuse } from "@zedfall/shared";
import { keyedMessage } from "@zedfall/shared/protocol";

/**
 * So that a flood of joins cannot grow one game without bound: at most `max` people connected to one
 * game room at once, seated players and spectators together. Takes the person the join's seat token
 * names (if any), how many other connections the room has, and the limit (ZEDFALL_MAX_PEOPLE_PER_GAME).
 * A seat holder or the creator coming back is always let in, even to a full room; anyone else past
 * the limit is refused: returns the message (its sentence and key line, protocol/http-error.ts `keyedMessage`) the SDK's join rejects with (null: admitted). Changes nothing.
 */
export function admission(known: Player | undefined, others: number, max: number): string | null {
  if (others < max || Players.mayAlwaysJoin(known)) return null;
  return keyedMessage(`this game is full: ${max} people are in it already; try again later`, refuse("server.gameFull", { n: max }));
}
