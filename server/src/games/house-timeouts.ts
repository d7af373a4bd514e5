import type { House } from "@zedfall/shared";
import type { TimedDecision } from "../rooms/decision-timer";

/**
 * The House decision the server answers by itself (house.md DoR 3, C12): while the game waits on a
 * crawler grab window (pending `grab`, the `ask` standing answer), the Zombie seat has
 * `reactionSeconds` to answer; then the server sends the engine's `declineGrab` for it (no crawler
 * grabs in this window; the waiting human action runs). Null when nothing is timed.
 */
export function houseTimedDecision(s: House.HouseState): TimedDecision | null {
  if (s.result || s.pending[0]?.kind !== "grab") return null;
  return { seat: s.pending[0].seat, action: { type: "declineGrab" }, seconds: s.options.reactionSeconds };
}
