import type { PlayerUnit, SiegeState, ZedsUnit } from "./types";

/**
 * A read-only look at a Siege state (a legal list, an action's check): the units and Zeds of each
 * space are grouped once, and derived facts are remembered, instead of scanning every counter for
 * each question (a legal list asks "who is on this space" thousands of times). Outside a look,
 * or for another state, every lookup is computed afresh: the state may be changing then.
 */
interface Look {
  s: SiegeState;
  /** The units and Zeds of each space by space index (no entry: none there). */
  units: (PlayerUnit[] | undefined)[] | null;
  zeds: (ZedsUnit[] | undefined)[] | null;
  memo: Map<string, unknown> | null;
}

let open: Look | null = null;

/** Runs `fn`, which must not change `s`, with the lookups of `s` indexed and remembered (the engine's `query`). */
export function withLook<T>(s: SiegeState, fn: () => T): T {
  const prev = open;
  open = prev !== null && prev.s === s ? prev : { s, units: null, zeds: null, memo: null };
  try {
    return fn();
  } finally {
    open = prev;
  }
}

function byId<T extends { id: string }>(a: T, b: T): number {
  return a.id < b.id ? -1 : 1;
}

function group<T extends { id: string; at: number }>(all: Record<string, T>): (T[] | undefined)[] {
  const m: (T[] | undefined)[] = [];
  for (const id in all) {
    const x = all[id]!;
    const list = m[x.at];
    if (list) list.push(x);
    else m[x.at] = [x];
  }
  for (const list of m) if (list) list.sort(byId);
  return m;
}

/** The player units on space `i` in id order, from the open look when there is one (read only), else by a scan. */
export function lookUnitsAt(s: SiegeState, i: number): readonly PlayerUnit[] | null {
  if (open === null || open.s !== s) return null;
  return (open.units ??= group(s.units))[i] ?? NONE;
}

/** The Zeds on space `i` in id order, from the open look when there is one (read only), else null. */
export function lookZedsAt(s: SiegeState, i: number): readonly ZedsUnit[] | null {
  if (open === null || open.s !== s) return null;
  return (open.zeds ??= group(s.zeds))[i] ?? NONE;
}

const NONE: readonly never[] = [];

/** `compute()` remembered under `key` for the open look at `s`, computed afresh outside one. */
export function remembered<T>(s: SiegeState, key: string, compute: () => T): T {
  if (open === null || open.s !== s) return compute();
  const memo = (open.memo ??= new Map());
  if (memo.has(key)) return memo.get(key) as T;
  const v = compute();
  memo.set(key, v);
  return v;
}
