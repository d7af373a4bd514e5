import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";

/**
 * The random source of one game, kept inside the game state as plain JSON so that a game is fully
 * described by its seed and action log (DESIGN.md principle 2).
 * - `s`: the xoroshiro128+ state words of pure-rand.
 * - `script`: dice queued by a test; each draw takes the first scripted value instead of the
 *   generator (values must lie in the drawn range). Never set outside tests.
 */
export interface RandomState {
  s: number[];
  script?: number[];
}

/** Turns a seed string into a 32-bit integer (FNV-1a); any string is a valid seed. */
export function seedToInt(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** Creates the random state of a new game from its seed string. */
export function createRandom(seed: string): RandomState {
  return { s: [...xoroshiro128plus(seedToInt(seed)).getState()] };
}

/**
 * Draws an integer in [min, max] and advances `rnd` in place (call it on a draft).
 * Throws Error when a scripted value lies outside the range (a broken test, not a rule error).
 */
export function drawInt(rnd: RandomState, min: number, max: number): number {
  if (rnd.script && rnd.script.length > 0) {
    const v = rnd.script.shift()!;
    if (!Number.isInteger(v) || v < min || v > max) throw new Error(`scripted value ${v} outside ${min}..${max}`);
    return v;
  }
  const g = xoroshiro128plusFromState(rnd.s);
  const v = uniformInt(g, min, max);
  rnd.s = [...g.getState()];
  return v;
}

/**
 * Draws `n` integers in [min, max], exactly as `n` calls of `drawInt` would (scripted values first,
 * one each), with one generator for the batch; advances `rnd` in place. Throws as `drawInt`.
 */
export function drawInts(rnd: RandomState, n: number, min: number, max: number): number[] {
  const out: number[] = new Array(n);
  if (rnd.script && rnd.script.length > 0) {
    for (let i = 0; i < n; i++) out[i] = drawInt(rnd, min, max);
    return out;
  }
  const g = xoroshiro128plusFromState(rnd.s);
  for (let i = 0; i < n; i++) out[i] = uniformInt(g, min, max);
  rnd.s = [...g.getState()];
  return out;
}

/** Rolls one six-sided die: 1..6 pips. */
export function rollD6(rnd: RandomState): number {
  return drawInt(rnd, 1, 6);
}

/** Shuffles `items` in place (Fisher–Yates) with the game's generator; returns the same array. */
export function shuffleInPlace<T>(rnd: RandomState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = drawInt(rnd, 0, i);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}
