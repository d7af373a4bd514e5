import type { Human, HouseState, Sq, Zombie } from "./types";

/** An integer id of a square (x, y < 100 on either board): z·10000 + y·100 + x. */
export function sqId(q: Sq): number {
  return q.z * 10000 + q.y * 100 + q.x;
}

/** Who stands where: the living human and the zombies (and crawlers) of each occupied square. */
export interface Occupancy {
  humans: Map<number, Human>;
  zombies: Map<number, Zombie[]>;
}

let scoped: { s: HouseState; occ: Occupancy | null; memo: Map<string, unknown> | null } | null = null;

/**
 * Runs `fn`, a read-only look at `s` (legal lists, checks), with an occupancy index of `s` built
 * once on first use, so that "who stands on this square" is a lookup instead of a scan of every
 * figure. `s` must not change inside `fn`; outside it (while an action is carried out) the lookups scan.
 */
export function withOccupancy<T>(s: HouseState, fn: () => T): T {
  const prev = scoped;
  scoped = { s, occ: null, memo: null };
  try {
    return fn();
  } finally {
    scoped = prev;
  }
}

/** The occupancy index of `s` while a read-only look at it runs (`withOccupancy`), else null. */
export function occupancyOf(s: HouseState): Occupancy | null {
  if (scoped === null || scoped.s !== s) return null;
  return (scoped.occ ??= buildOccupancy(s));
}

/**
 * `build()` computed once per read-only look at `s` (`withOccupancy`) under `key`, and again on
 * every call outside one (the state may be changing then).
 */
export function scopedMemo<T>(s: HouseState, key: string, build: () => T): T {
  if (scoped === null || scoped.s !== s) return build();
  const memo = (scoped.memo ??= new Map());
  if (memo.has(key)) return memo.get(key) as T;
  const v = build();
  memo.set(key, v);
  return v;
}

/**
 * `compute(key)` remembered per key under `name` for one read-only look at `s` (`withOccupancy`),
 * and computed afresh on every call outside one.
 */
export function scopedPerKey<V>(s: HouseState, name: string, key: string, compute: (key: string) => V): V {
  if (scoped === null || scoped.s !== s) return compute(key);
  const all = (scoped.memo ??= new Map());
  let memo = all.get(name) as Map<string, V> | undefined;
  if (!memo) all.set(name, (memo = new Map()));
  else if (memo.has(key)) return memo.get(key)!;
  const v = compute(key);
  memo.set(key, v);
  return v;
}

function buildOccupancy(s: HouseState): Occupancy {
  const humans = new Map<number, Human>();
  const zombies = new Map<number, Zombie[]>();
  for (const id in s.humans) {
    const h = s.humans[id as keyof typeof s.humans];
    // the first living human in slot order, as the scans find it
    if (h && h.alive && h.pos) {
      const k = sqId(h.pos);
      if (!humans.has(k)) humans.set(k, h);
    }
  }
  for (const id in s.zombies) {
    const z = s.zombies[id]!;
    const k = sqId(z.pos);
    const list = zombies.get(k);
    if (list) list.push(z);
    else zombies.set(k, [z]);
  }
  return { humans, zombies };
}
