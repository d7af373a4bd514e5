import { drawInt, type RandomState } from "@zedfall/shared";

/** The fuzzer's own choices: one seeded generator (shared createRandom), never Math.random. */
export interface Pick {
  rnd: RandomState;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p` (0..1, in steps of 1/10000). */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  one<T>(xs: readonly T[]): T;
  /** A key of `weights`, drawn by its weight. */
  weighted<K extends string>(weights: Record<K, number>): K;
}

/** A Pick over `rnd` (advanced in place). */
export function picker(rnd: RandomState): Pick {
  const int = (min: number, max: number) => drawInt(rnd, min, max);
  return {
    rnd,
    int,
    chance: (p) => int(0, 9999) < p * 10000,
    one: (xs) => xs[int(0, xs.length - 1)]!,
    weighted(weights) {
      const entries = Object.entries(weights) as [never, number][];
      const total = entries.reduce((n, [, w]) => n + w, 0);
      let x = int(0, total - 1);
      for (const [k, w] of entries) {
        if (x < w) return k;
        x -= w;
      }
      return entries[entries.length - 1]![0];
    },
  };
}
