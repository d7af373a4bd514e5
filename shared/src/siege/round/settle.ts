import type { Kernel } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import { runSteps, settleSteps, type Procedure } from "../../core/steps";
import { nextPhase, phaseWaits } from "./flow";
import { then } from "../procedure/stack";
import type { SiegeState } from "../state/game";
import type { SiegeStep } from "../state/steps";
import { STEP_TABLE } from "../procedure/hooks";
import { takeSpawns } from "../cards/event/spread-of-the-zed-disease";

/**
 * The steps that begin a new atomic step of G14 (a group move, an activation, a phase's part): a
 * queued Unchecked Outbreak runs before any of them, so it never nests inside a half-resolved
 * combat or move, and does not wait for the rest of the phase either. Between two passengers'
 * fights (G2, `trainOff`) is such a boundary: one combat with its retreats is an atomic step; so is
 * each Raiders unit's 4R move with its fight (`raidersMove`), and the Rangers' step after them.
 */
const ATOMIC_BOUNDARY: ReadonlySet<SiegeStep["t"]> = new Set<SiegeStep["t"]>(["pass", "activation", "extraMoves", "pressure", "zedsEnd", "enter", "actionEnd", "allOrder", "rain", "bait", "trainOff", "raidersMove", "rangers"]);

/**
 * The kernel's `before` hook for Siege: before a step that begins an atomic step, a queued
 * Unchecked Outbreak (G14: Infection reached 13 in the atomic step just over) and then the Zeds of
 * Civilians fallen on a Spread of the Zed Disease round (§6.3) go on the stack first. Returns
 * whether it put steps there.
 */
export function beforeAtomicStep(s: SiegeState, w: SiegeStep): boolean {
  if (!ATOMIC_BOUNDARY.has(w.t)) return false;
  if (s.outbreakQueued) {
    // G14: the Unchecked Outbreak of Infection 13 runs as soon as the atomic step that raised it is over
    s.outbreakQueued = false;
    s.work.push({ t: "outbreak", unchecked: true, stage: "reduce" });
    return true;
  }
  // Spread of the Zed Disease (§6.3): Civilians fallen in the atomic step just over rise as Zeds now
  const spawns = takeSpawns(s);
  if (!spawns.length) return false;
  then(s, ...spawns);
  return true;
}

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

/** Siege's procedure on the kernel's step stack (core/steps.ts): the stack is `s.work` (its stored name); the step table is the one steps.ts registers (hooks.ts). */
const SIEGE_PROCEDURE: Procedure<SiegeState, SiegeStep> = {
  stack: (s) => s.work,
  steps: STEP_TABLE,
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
