import { done as doneStep, then as thenSteps, type StepHandler as KernelStepHandler } from "../../core/steps";
import type { SiegeState } from "../state/game";
import type { SiegeStep } from "../state/steps";

/** The handler of one kind of Siege step: runs the step on top of the state's step stack (`s.work`, see `SiegeStep`). */
export type StepHandler<W extends SiegeStep = SiegeStep> = KernelStepHandler<SiegeState, W>;

/** Removes step `w` from the top of the step stack (the kernel's `done`); throws Error when it is not on top (a bug). */
export function done(s: SiegeState, w: SiegeStep): void {
  doneStep(s.work, w);
}

/** Puts steps on the step stack (the kernel's `then`) so that they run in the order given, before anything already there. */
export function then(s: SiegeState, ...w: SiegeStep[]): void {
  thenSteps(s.work, ...w);
}
