import type { AnyRuleset, SeatId } from "@zedfall/shared";

/**
 * The seats that may act in `state` (the ruleset's `seats(state)` marked `active`: their legal
 * list is not empty), in the ruleset's seat order; [] once the game has a result. What the store
 * keeps with every change so that "your games" can say whose turn it is without loading the room.
 */
export function seatsToAct(ruleset: AnyRuleset, state: unknown): SeatId[] {
  if (ruleset.result(state as never)) return [];
  return ruleset.seats(state as never).filter((s) => s.active).map((s) => s.seat);
}
