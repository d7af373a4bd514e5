import { done as doneStep, then as thenSteps, type StepHandler as KernelStepHandler } from "../core/steps";
import type { SiegeState, Work } from "./types";

/** The handler of one kind of Siege step: runs the step on top of the state's step stack (`s.work`, see `Work`). */
export type StepHandler<W extends Work = Work> = KernelStepHandler<SiegeState, W>;

/** Removes step `w` from the top of the step stack (the kernel's `done`); throws Error when it is not on top (a bug). */
export function done(s: SiegeState, w: Work): void {
  doneStep(s.work, w);
}

/** Puts steps on the step stack (the kernel's `then`) so that they run in the order given, before anything already there. */
export function then(s: SiegeState, ...w: Work[]): void {
  thenSteps(s.work, ...w);
}
