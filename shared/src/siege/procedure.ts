import type { Decision } from "../core/decisions";
import type { Kernel, RollRequest } from "../core/engine";
import type { GameEvent } from "../core/ruleset";
import type { Pending, SiegeState, Work } from "./types";

/** The handler of one kind of procedure step: runs the step on top of `s.work` (see `Work`). */
export type StepHandler<W extends Work = Work> = (s: SiegeState, w: W, ev: GameEvent[], k: Kernel<SiegeState>) => void;

/** Removes step `w` from the top of the work stack; throws Error when it is not on top (a bug). */
export function done(s: SiegeState, w: Work): void {
  if (s.work[s.work.length - 1] !== w) throw new Error(`step ${w.t} is not on top of the work stack`);
  s.work.pop();
}

/** Puts steps on the work stack so that they run in the order given, before anything already there. */
export function then(s: SiegeState, ...steps: Work[]): void {
  for (let i = steps.length - 1; i >= 0; i--) s.work.push(steps[i]!);
}

/**
 * Rolls through the kernel (DESIGN "Dice"): the roll is logged and, when its window opens, the
 * window becomes the pending decision and the procedure waits; otherwise the continuation has run.
 * Returns the dice, or null while a window waits.
 */
export function roll(s: SiegeState, ev: GameEvent[], k: Kernel<SiegeState>, req: RollRequest): number[] | null {
  const out: Decision[] = [];
  const dice = k.roll(s, ev, out, req);
  if (out.length) s.pending.unshift(...(out as Pending[]));
  return dice;
}
