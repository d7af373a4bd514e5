import type { Decision } from "./decisions";
import { drawInts, type RandomState } from "./rng";

/**
 * Rolls `n` dice of `sides` sides (1..sides each) from the game's generator, advancing it in place.
 * The kernel's `roll` (engine.ts) is the one way rule code rolls; this is its generator step.
 */
export function rollDice(rnd: RandomState, n: number, sides = 6): number[] {
  return drawInts(rnd, n, 1, sides);
}

/**
 * A roll waiting in its reaction window (DESIGN "Dice"): a decision whose seats may react (re-roll,
 * turn a die) or pass; `dice` as rolled so far; `roll` names the continuation that resolves it and
 * carries its JSON data, so the pending state stays plain JSON.
 */
export interface RollWindow extends Decision {
  dice: number[];
  roll: { purpose: string; then: string; data: unknown };
}

/** Whether a decision is a roll's reaction window. */
export function isRollWindow(d: Decision): d is RollWindow {
  return Array.isArray((d as Partial<RollWindow>).dice) && typeof (d as Partial<RollWindow>).roll?.then === "string";
}
