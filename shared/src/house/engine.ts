import { defineEngine } from "../core/engine";
import type { RuleError } from "../core/errors";
import type { GameEvent } from "../core/ruleset";
import { HOUSE_ACTIONS } from "./actions";
import { startOfActivation } from "./crawlers/grab";
import { ATTACK_CONTINUATIONS } from "./human/attack";
import { actingSeatsOf, settle } from "./flow";
import { whileApplying, withOccupancy } from "./occupancy";
import type { HouseSeatId, HouseState } from "./types";

/**
 * The House engine: the kernel over the House action definitions, turn flow (G1, G2, G7, G29),
 * the crawler grab window before a human action (§16) and the roll continuations (the Marksman
 * reroll window, §12).
 */
export const houseEngine = defineEngine<HouseState>({
  actions: HOUSE_ACTIONS,
  acting: actingSeatsOf,
  over: (s) => s.phase === "over",
  settle,
  beforeExec: (d, seat, a, ev) => startOfActivation(d, seat as HouseSeatId, a, ev),
  continuations: ATTACK_CONTINUATIONS,
  query: withOccupancy,
  applying: whileApplying,
  lapseRule: "house G2",
});

/** Seats that may act now (each has at least one legal action). */
export function actingSeats(s: HouseState): HouseSeatId[] {
  return houseEngine.actingSeats(s) as HouseSeatId[];
}

/** Every legal action of `seat` now (house §21); empty when it may not act. */
export function legalActions(s: HouseState, seat: HouseSeatId): { type: string }[] {
  return houseEngine.legalActions(s, seat);
}

/** Why `action` is refused for `seat`, as a RuleError, or null when it is legal. Never changes `s`. */
export function refusal(s: HouseState, seat: HouseSeatId, action: unknown): RuleError | null {
  return houseEngine.refusal(s, seat, action);
}

/**
 * Applies one action: checks it, then carries it out on `s` in place and returns its events; throws
 * RuleError (GAME_OVER, NOT_YOUR_TURN, ILLEGAL_ACTION) before the first write.
 */
export function applyAction(s: HouseState, seat: HouseSeatId, action: { type: string }): GameEvent[] {
  return houseEngine.apply(s, seat, action);
}
