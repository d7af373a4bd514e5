import type { Kernel } from "../core/engine";
import type { GameEvent } from "../core/ruleset";
import { runSteps, settleSteps, type Procedure } from "../core/steps";
import { nextPhase, phaseWaits } from "./flow";
import { then } from "./procedure";
import type { SiegeState, Work } from "./types";
import { beforeAtomicStep, STEPS } from "./steps";
import { takeSpawns } from "./cards/event/spread-of-the-zed-disease";

/**
 * Siege's boundary hook (the kernel's `boundary`), run when the step stack is empty: a queued
 * Unchecked Outbreak runs first (G14: after the atomic step that raised Infection to 13), then the
 * Zeds of Civilians fallen on a Spread of the Zed Disease round (cards/event/spread-of-the-zed-disease.ts), then the round moves on
 * one phase. Returns false when a seat must act, or outside a round (before the first Draw, or a
 * rules fixture without a current Event card: only the procedure runs).
 */
function roundBoundary(s: SiegeState, ev: GameEvent[]): boolean {
  if (!s.decks.current) return false;
  if (s.outbreakQueued) {
    s.outbreakQueued = false;
    then(s, { t: "outbreak", unchecked: true, stage: "reduce" });
    return true;
  }
  // Spread of the Zed Disease (§6.3): Civilians fallen in the procedure just over rise as Zeds
  const spawns = takeSpawns(s);
  if (spawns.length) {
    then(s, ...spawns);
    return true;
  }
  if (phaseWaits(s)) return false;
  nextPhase(s, ev);
  return true;
}

/** Siege's procedure on the kernel's step stack (core/steps.ts): the stack is `s.work` (its stored name). */
const SIEGE_PROCEDURE: Procedure<SiegeState, Work> = {
  stack: (s) => s.work,
  steps: STEPS,
  waits: (s) => s.phase === "over" || s.pending.length > 0,
  before: beforeAtomicStep,
  boundary: roundBoundary,
};

/**
 * Runs the steps on the stack until it is empty, a decision is pending (a choice or a reaction
 * window: the answer resumes it) or the game is over, without moving the round on. Throws Error
 * when a step loops (a bug).
 */
export function runWork(s: SiegeState, ev: GameEvent[], k: Kernel<SiegeState>): void {
  runSteps(SIEGE_PROCEDURE, s, ev, k);
}

/**
 * The engine's settle (DESIGN "The rules kernel"): the kernel's settle loop over Siege's steps with
 * the round as its boundary hook, until a seat must act, a decision is open or the game is over.
 */
export function settleSiege(s: SiegeState, ev: GameEvent[], k: Kernel<SiegeState>): void {
  settleSteps(SIEGE_PROCEDURE, s, ev, k);
}
