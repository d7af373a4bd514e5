import type { Kernel } from "../core/engine";
import type { GameEvent } from "../core/ruleset";
import { NO_STEPS, settleSteps, type Procedure } from "../core/steps";
import { advanceHuman } from "./human/flow";
import { advanceZombie } from "./zombie/flow";
import { setupSeat } from "./setup";
import { checkVictory } from "./victory";
import type { HouseSeatId, HouseState } from "./types";

/** The kernel's `check` hook for House: the victory check after every action (G29). */
function victoryCheck(d: HouseState, ev: GameEvent[]): void {
  checkVictory(d, ev, logsDeath(ev));
}

/**
 * House's boundary hook (the kernel's `boundary`), run when no decision is pending and the game
 * goes on: the automatic parts of the turn flow (end of an activation, Zombie turn steps, next
 * round; G2), then the victory check again. Returns false: the turn flow moves on at most once per
 * action, and then a seat acts or a decision it opened waits.
 */
function turnBoundary(d: HouseState, ev: GameEvent[]): boolean {
  if (d.phase === "human") advanceHuman(d, ev);
  else if (d.phase === "zombie") advanceZombie(d, ev);
  if (d.phase !== "over") checkVictory(d, ev, logsDeath(ev));
  return false;
}

/**
 * House's procedure on the kernel's settle loop (core/steps.ts): no step kinds (an action's
 * resolution ends inside it or waits in a pending decision, and a roll's window keeps its
 * continuation by name), the victory check as the `check` hook and the turn flow as the boundary.
 */
const HOUSE_PROCEDURE: Procedure<HouseState, never> = {
  stack: () => NO_STEPS,
  steps: {},
  waits: (d) => d.phase === "over" || d.pending.length > 0,
  check: victoryCheck,
  boundary: turnBoundary,
};

/**
 * Runs after every applied action (G2, G29), through the kernel's settle loop: the victory check,
 * then, unless the game is over or a decision is pending, the automatic parts of the turn flow and
 * the victory check again.
 */
export function settle(d: HouseState, ev: GameEvent[], k: Kernel<HouseState>): void {
  settleSteps(HOUSE_PROCEDURE, d, ev, k);
}

/** A human can only have died if the action logged a death. */
function logsDeath(ev: GameEvent[]): boolean {
  for (const e of ev) if (e.type === "death") return true;
  return false;
}

/**
 * Seats that may act while no decision is pending (the kernel asks the open decision's seats
 * first): in setup the seat whose step it is; in the Human turn the seat of the active figure, or
 * every seat with a living figure that has not activated yet (G1); in the Zombie turn the Zombie
 * seat (G7).
 */
export function actingSeatsOf(s: HouseState): HouseSeatId[] {
  if (s.phase === "over") return [];
  if (s.phase === "human") {
    const t = s.humanTurn;
    if (t.active) return [s.humans[t.active]!.seat];
    const seats = new Set<HouseSeatId>();
    for (const h of Object.values(s.humans)) if (h && h.alive && !t.done.includes(h.id)) seats.add(h.seat);
    return [...seats];
  }
  if (s.phase === "zombie") return ["zombie"];
  const seat = setupSeat(s);
  return seat ? [seat] : [];
}

