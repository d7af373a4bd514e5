import type { z } from "zod";
import { defineEngine, type Kernel } from "../core/engine";
import type { RuleError } from "../core/errors";
import type { GameEvent } from "../core/ruleset";
import { HOUSE_ACTIONS } from "./actions";
import { startOfActivation } from "./crawlers/grab";
import { HOUSE_CONTINUATIONS } from "./continuations";
import { actingSeatsOf, settle } from "./flow";
import { whileApplying, withOccupancy } from "./occupancy";
import type { HouseSeatId, HouseState, Pending, Phase } from "./types";

/**
 * One kind of House action (house §21 "Commands") in the kernel's form (core/engine.ts): its zod
 * shape, its candidates, why a candidate is illegal, and what it does. `phases`: when it may be
 * taken while no decision is pending; `answers`: the decision kind it answers instead.
 */
export interface ActionDef<A extends { type: string }> {
  type: A["type"];
  phases?: Phase[];
  answers?: Pending["kind"];
  schema: z.ZodType<A>;
  /** Every action of this type the seat might take now (may include illegal ones). */
  candidates(s: HouseState, seat: HouseSeatId): A[];
  /** null when `a` is legal for `seat`, else a sentence saying why not. Never changes `s`. */
  check(s: HouseState, seat: HouseSeatId, a: A): string | null;
  /** Optional: exactly the candidates that pass `check`, in one pass (the kernel's `legal`). */
  legal?(s: HouseState, seat: HouseSeatId): A[];
  /** Optional: a bound of ours on a free action (House F1), asked for new actions only (the kernel's `bound`): null within it, else why not. */
  bound?(s: HouseState, seat: HouseSeatId, a: A): string | null;
  /** Carries `a` out on `d` in place (already checked); pushes events. */
  exec(d: HouseState, seat: HouseSeatId, a: A, ev: GameEvent[], k: Kernel<HouseState>): void;
}

/**
 * The House engine: the kernel over the House action definitions, turn flow (G1, G2, G7, G29),
 * the crawler grab window before a human action (§16) and the roll continuations (the Marksman
 * reroll window, §12).
 */
export const houseEngine = defineEngine<HouseState>({
  actions: HOUSE_ACTIONS,
  acting: actingSeatsOf,
  over: (s) => s.phase === "over",
  settle: (d, ev) => settle(d, ev),
  beforeExec: (d, seat, a, ev) => startOfActivation(d, seat as HouseSeatId, a, ev),
  continuations: HOUSE_CONTINUATIONS,
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

/**
 * Runs an action deferred by the grab window once the window is answered (G2): checked again (it
 * lapses with a log line when it became illegal), then carried out. Returns whether it ran.
 */
export function execDeferred(d: HouseState, seat: HouseSeatId, a: { type: string }, ev: GameEvent[]): boolean {
  return houseEngine.execDeferred(d, seat, a, ev);
}
