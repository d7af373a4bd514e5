import type { Human, HouseState, Sq, Zombie } from "./types";

/** An integer id of a square (x, y < 100 on either board): z·10000 + y·100 + x. */
export function sqId(q: Sq): number {
  return q.z * 10000 + q.y * 100 + q.x;
}

/** Square ids run below this (two levels of up to 100 × 100 squares, see `sqId`). */
const SQUARES = 20000;

/**
 * Who stands where: the first living human (in slot order) and the zombies (and crawlers) of
 * each occupied square, over square ids (`sqId`). Typed arrays stamped with the build's generation,
 * so a rebuild writes only the occupied squares and allocates nothing.
 */
export class Occupancy {
  private readonly stamp = new Int32Array(SQUARES);
  private readonly count = new Uint8Array(SQUARES);
  private readonly first = new Int32Array(SQUARES);
  private readonly human = new Int32Array(SQUARES);
  private gen = 0;
  private zombies: Zombie[] = [];
  private humans: Human[] = [];

  /** Indexes `s` afresh (the previous contents are forgotten). */
  fill(s: HouseState, zombies: readonly Zombie[]): this {
    const g = ++this.gen;
    const { stamp, count, first, human } = this;
    const zs: Zombie[] = [];
    const hs: Human[] = [];
    for (const id in s.humans) {
      const h = s.humans[id as keyof typeof s.humans];
      if (!h || !h.alive || !h.pos) continue;
      const k = sqId(h.pos);
      if (stamp[k] !== g) {
        stamp[k] = g;
        count[k] = 0;
        human[k] = hs.length + 1;
      } else if (human[k] === 0) human[k] = hs.length + 1;
      hs.push(h);
    }
    for (const z of zombies) {
      const k = sqId(z.pos);
      if (stamp[k] !== g) {
        stamp[k] = g;
        count[k] = 0;
        human[k] = 0;
      }
      if (count[k]++ === 0) first[k] = zs.length;
      zs.push(z);
    }
    this.zombies = zs;
    this.humans = hs;
    return this;
  }

  /** The living human on square id `k`, if any. */
  humanAt(k: number): Human | undefined {
    return this.stamp[k] === this.gen && this.human[k]! > 0 ? this.humans[this.human[k]! - 1] : undefined;
  }

  /** How many zombies (and crawlers) stand on square id `k`. */
  zombieCount(k: number): number {
    return this.stamp[k] === this.gen ? this.count[k]! : 0;
  }

  /** The first zombie (in the state's order) on square id `k`, if any. */
  firstZombie(k: number): Zombie | undefined {
    return this.zombieCount(k) > 0 ? this.zombies[this.first[k]!] : undefined;
  }

  /** Whether a zombie other than `self` stands on square id `k`. */
  zombieBesides(k: number, self: string): boolean {
    const n = this.zombieCount(k);
    return n > 1 || (n === 1 && this.zombies[this.first[k]!]!.id !== self);
  }

  /** Whether `o` says the same of every square (the test self-check). */
  sameAs(o: Occupancy): boolean {
    if (o.zombies.length !== this.zombies.length || o.humans.length !== this.humans.length) return false;
    for (const z of this.zombies) {
      const k = sqId(z.pos);
      if (o.zombieCount(k) !== this.zombieCount(k) || o.firstZombie(k) !== this.firstZombie(k)) return false;
    }
    for (const h of this.humans) if (o.humanAt(sqId(h.pos!)) !== this.humanAt(sqId(h.pos!))) return false;
    return true;
  }
}

/** Indexes not in use (one per open look that built one); a look returns its own when it closes. */
const spare: Occupancy[] = [];

/**
 * The open look at a state: `read` (a legal list or a check: `s` does not change, so derived
 * facts are memoised) or `write` (an action being carried out: only the occupancy index is kept,
 * and every change of who stands where drops it through `figuresMoved`).
 */
interface Scope {
  s: HouseState;
  prev: Scope | null;
  writing: boolean;
  /** The zombies (and crawlers) of `s` in their order, when listed and still complete. */
  zombies: Zombie[] | null;
  /** The index, when built and still true of `s`. */
  occ: Occupancy | null;
  /** The index object this look took from `spare` (kept across rebuilds, returned on close). */
  own: Occupancy | null;
  memo: Map<string, unknown> | null;
}

let scoped: Scope | null = null;

/**
 * Set by the test setup (`globalThis.zedfallCheckOccupancy = true`, before the rules load): every
 * lookup while writing compares the kept index with a fresh one, so a rule that moves a figure
 * without `figuresMoved` fails the tests instead of reading a stale index.
 */
const selfCheck = (globalThis as { zedfallCheckOccupancy?: boolean }).zedfallCheckOccupancy === true;
let checker: Occupancy | null = null;

/**
 * Runs `fn`, a read-only look at `s` (legal lists, checks), with an occupancy index of `s` built
 * once on first use, so that "who stands on this square" is a lookup instead of a scan of every
 * figure, and with `scopedMemo`/`scopedPerKey` remembering. `s` must not change inside `fn`. Inside
 * a `whileApplying` look at the same state it shares that look's index.
 */
export function withOccupancy<T>(s: HouseState, fn: () => T): T {
  const prev = scoped;
  const shared = prev !== null && prev.s === s;
  const inner: Scope = { s, prev, writing: false, zombies: shared ? prev.zombies : null, occ: shared ? prev.occ : null, own: null, memo: null };
  scoped = inner;
  try {
    return fn();
  } finally {
    scoped = prev;
    // nothing moved while reading: the outer look keeps the index built here
    if (shared && prev.zombies === null) prev.zombies = inner.zombies;
    if (shared && prev.occ === null && inner.own !== null) {
      prev.occ = inner.occ;
      if (prev.own !== null) spare.push(prev.own);
      prev.own = inner.own;
    } else if (inner.own !== null) spare.push(inner.own);
  }
}

/**
 * Runs `fn`, which carries out an action on `s` in place (check, exec, settle), with the occupancy
 * index kept between changes: each rule that moves, adds or removes a figure or kills a human calls
 * `figuresMoved(s)`, and the next lookup builds the index again. Nothing else is memoised.
 */
export function whileApplying<T>(s: HouseState, fn: () => T): T {
  const prev = scoped;
  const sc: Scope = { s, prev, writing: true, zombies: null, occ: null, own: null, memo: null };
  scoped = sc;
  try {
    const r = fn();
    // the self-check also catches a change nobody read before the look closed
    if (selfCheck) {
      zombieList(s);
      if (sc.occ !== null) occupancyOf(s);
    }
    return r;
  } finally {
    scoped = prev;
    if (sc.own !== null) spare.push(sc.own);
  }
}

/**
 * Says that who stands where on `d` changed (a figure moved, was placed or removed, a human died):
 * the occupancy index of an open `whileApplying` look at `d` is dropped. Every rule that writes a
 * figure's `pos`, adds or deletes a zombie or sets a human's `alive` calls it.
 */
export function figuresMoved(d: HouseState): void {
  for (let sc = scoped; sc !== null; sc = sc.prev) if (sc.s === d) sc.occ = null;
}

/**
 * Says that zombies were added to or removed from `d` (placed, risen, destroyed): the zombie list
 * and the occupancy index of an open `whileApplying` look at `d` are dropped. Every rule that adds
 * or deletes an entry of `zombies` calls it.
 */
export function zombiesChanged(d: HouseState): void {
  for (let sc = scoped; sc !== null; sc = sc.prev)
    if (sc.s === d) {
      sc.occ = null;
      sc.zombies = null;
    }
}

/**
 * The zombies and crawlers of `s` in the state's order (as `Object.values`), listed once per look
 * at `s` (`withOccupancy`, `whileApplying`) and afresh outside one. Read only.
 */
export function zombieList(s: HouseState): readonly Zombie[] {
  const sc = scoped;
  if (sc === null || sc.s !== s) return Object.values(s.zombies);
  if (sc.zombies === null) sc.zombies = Object.values(s.zombies);
  else if (selfCheck && sc.writing) {
    const fresh = Object.values(s.zombies);
    if (fresh.length !== sc.zombies.length || fresh.some((z, i) => sc.zombies![i] !== z))
      throw new Error("zombie list is stale: a rule added or removed a zombie without zombiesChanged()");
  }
  return sc.zombies;
}

/** The occupancy index of `s` while a look at it runs (`withOccupancy`, `whileApplying`), else null. */
export function occupancyOf(s: HouseState): Occupancy | null {
  const sc = scoped;
  if (sc === null || sc.s !== s) return null;
  if (sc.occ === null) sc.occ = (sc.own ??= spare.pop() ?? new Occupancy()).fill(s, zombieList(s));
  else if (selfCheck && sc.writing && !sc.occ.sameAs((checker ??= new Occupancy()).fill(s, Object.values(s.zombies))))
    throw new Error("occupancy index is stale: a rule changed who stands where without figuresMoved()");
  return sc.occ;
}

/**
 * `build()` computed once per read-only look at `s` (`withOccupancy`) under `key`, and again on
 * every call outside one (the state may be changing then).
 */
export function scopedMemo<T>(s: HouseState, key: string, build: () => T): T {
  if (scoped === null || scoped.s !== s || scoped.writing) return build();
  const memo = (scoped.memo ??= new Map());
  const had = memo.get(key) as T | undefined;
  if (had !== undefined || memo.has(key)) return had as T;
  const v = build();
  memo.set(key, v);
  return v;
}

/**
 * `compute(key)` remembered per key under `name` for one read-only look at `s` (`withOccupancy`),
 * and computed afresh on every call outside one.
 */
export function scopedPerKey<V>(s: HouseState, name: string, key: string, compute: (key: string) => V): V {
  if (scoped === null || scoped.s !== s || scoped.writing) return compute(key);
  const all = (scoped.memo ??= new Map());
  let memo = all.get(name) as Map<string, V> | undefined;
  if (!memo) all.set(name, (memo = new Map()));
  else {
    const had = memo.get(key);
    if (had !== undefined || memo.has(key)) return had as V;
  }
  const v = compute(key);
  memo.set(key, v);
  return v;
}
