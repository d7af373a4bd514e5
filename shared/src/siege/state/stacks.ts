import type { SiegeState } from "./game";
import type { PlayerUnit, ZedsUnit } from "./units";
import { unitDef, type Abilities, type UnitCategory } from "../units/player";

/*
 * The stacks: the counters standing on each space (the stacking of G20), grouped by space for a
 * look at the state. occupancy.ts asks who stands where through them; House keeps the same idea in
 * its occupancy.ts.
 */

/**
 * A look at a Siege state: the units and Zeds of each space are grouped once, instead of scanning
 * every counter for each "who is on this space" (a legal list asks it thousands of times, an
 * action's procedure hundreds). Two kinds:
 * - read-only (`withLook`: a legal list, an action's check): the state does not change inside, so
 *   derived facts are remembered too (`remembered`);
 * - writing (`whileApplying`: check, exec and settle of one action): the grouping is kept between
 *   changes; every write of who is where goes through counters.ts, which moves the counter in it
 *   too (`counterMoved`, `counterInPlay`). Nothing is remembered.
 * Outside a look, or for another state, every lookup is computed afresh.
 */
interface Look {
  s: SiegeState;
  prev: Look | null;
  writing: boolean;
  /** The units and Zeds of each space by space index (no entry: none there); null: not grouped yet (or dropped). */
  units: Grouping<PlayerUnit> | null;
  zeds: Grouping<ZedsUnit> | null;
  memo: Map<string, unknown> | null;
  /** The units in play by ability and by category of their kind (see `lookHolders`); null: none listed yet (or dropped). */
  holders: Holders | null;
}

let open: Look | null = null;

/**
 * Set by the test setup (`globalThis.zedfallCheckOccupancy = true`, before the rules load): each
 * lookup inside a writing look compares the kept grouping with a fresh one, so a rule that moves a
 * counter without counters.ts fails the tests instead of reading a stale grouping.
 */
const selfCheck = (globalThis as { zedfallCheckOccupancy?: boolean }).zedfallCheckOccupancy === true;

/**
 * Runs `fn`, which must not change `s`, with the lookups of `s` grouped and remembered (the engine's
 * `query`). Inside a writing look at the same state it shares that look's grouping (and hands back
 * what it grouped: nothing moved meanwhile).
 */
export function withLook<T>(s: SiegeState, fn: () => T): T {
  const prev = open;
  const shared = prev !== null && prev.s === s;
  if (shared && !prev.writing) return fn();
  const look: Look = { s, prev, writing: false, units: shared ? prev.units : null, zeds: shared ? prev.zeds : null, memo: null, holders: shared ? prev.holders : null };
  open = look;
  try {
    return fn();
  } finally {
    open = prev;
    if (shared) {
      prev.units ??= look.units;
      prev.zeds ??= look.zeds;
      prev.holders ??= look.holders;
    } else keep(look);
  }
}

/**
 * Runs `fn`, which carries out an action on `s` in place (check, exec, settle: the engine's
 * `applying`), with the grouping of `s` kept up to date through its changes (see `counterMoved`).
 */
export function whileApplying<T>(s: SiegeState, fn: () => T): T {
  const prev = open;
  const look: Look = { s, prev, writing: true, units: null, zeds: null, memo: null, holders: null };
  open = look;
  try {
    const r = fn();
    // the self-check also catches a change nobody read before the look closed
    if (selfCheck) {
      lookUnitsAt(s, 0);
      lookZedsAt(s, 0);
    }
    return r;
  } finally {
    open = prev;
    keep(look);
  }
}

/**
 * The groupings of the last look closed at a state, for the next look at it: a game's actions
 * come one after another on one state, and between two of them nothing moves, so the next look
 * takes them over once it has checked they still fit (`fits`) instead of grouping every counter
 * again. A grouping has one owner: the kept one is handed to one look, or dropped.
 */
let kept: { s: SiegeState; units: Grouping<PlayerUnit> | null; zeds: Grouping<ZedsUnit> | null } | null = null;

function keep(look: Look): void {
  // a look that grouped nothing leaves the kept groupings of its state as they are (checked when taken)
  const k = kept !== null && kept.s === look.s ? kept : null;
  const units = look.units ?? k?.units ?? null;
  const zeds = look.zeds ?? k?.zeds ?? null;
  kept = units !== null || zeds !== null ? { s: look.s, units, zeds } : null;
}

/** The kept grouping of `which` at `s` when it still fits `all` (handed over: no longer kept), else null. */
function takeKept<T extends { id: string; at: number }>(s: SiegeState, which: "units" | "zeds", all: Record<string, T>): Grouping<T> | null {
  const k = kept;
  if (k === null || k.s !== s) return null;
  const g = k[which] as Grouping<T> | null;
  k[which] = null;
  return g !== null && fits(g, all) ? g : null;
}

/**
 * Whether grouping `g` is exactly that of `all`: each counter is in the list of its space and the
 * lists hold no more entries than there are counters (so nothing else). The lists' id order holds,
 * as ids never change: a grouping is only ever changed by `insert` and `take`.
 */
function fits<T extends { id: string; at: number }>(g: Grouping<T>, all: Record<string, T>): boolean {
  let n = 0;
  for (const id in all) {
    const x = all[id]!;
    const list = g[x.at];
    if (list === undefined || list.indexOf(x) < 0) return false;
    n++;
  }
  let m = 0;
  for (let i = 0; i < g.length; i++) m += g[i]?.length ?? 0;
  return m === n;
}

/** A grouping of counters by space index (no entry: none there). */
type Grouping<T> = (T[] | undefined)[];

/** Inserts `x` into `g` on its space, keeping the id order. */
function insert<T extends { id: string; at: number }>(g: Grouping<T>, x: T): void {
  const list = g[x.at];
  if (!list) {
    g[x.at] = [x];
    return;
  }
  let k = list.length;
  while (k > 0 && list[k - 1]!.id > x.id) k--;
  if (k === list.length) list.push(x);
  else list.splice(k, 0, x);
}

/** Takes `x` out of `g` on space `from`; false when it is not there (a grouping of another state). */
function take<T extends { id: string; at: number }>(g: Grouping<T>, x: T, from: number): boolean {
  const list = g[from];
  const k = list ? list.indexOf(x) : -1;
  if (k < 0) return false;
  list!.splice(k, 1);
  if (!list!.length) g[from] = undefined;
  return true;
}

/**
 * Says that counter `x` (a unit or Zeds) moved from space `from` to `x.at`: the open looks that group
 * it move it too; any other grouping is dropped (grouped again on the next lookup). Called only by
 * counters.ts, the one writer of positions.
 */
export function counterMoved(which: "units", x: PlayerUnit, from: number): void;
export function counterMoved(which: "zeds", x: ZedsUnit, from: number): void;
export function counterMoved(which: "units" | "zeds", x: PlayerUnit | ZedsUnit, from: number): void {
  let moved: unknown = null;
  for (let l = open; l !== null; l = l.prev) {
    const g = l[which] as Grouping<PlayerUnit | ZedsUnit> | null;
    // a read-only look inside a writing one shares its grouping: move the counter once
    if (g === null || g === moved) continue;
    if (take(g, x, from)) {
      insert(g, x);
      moved = g;
    } else l[which] = null;
  }
  // the kept grouping (of a closed look, see `kept`) follows too, or is dropped
  const k = kept;
  const g = k === null ? null : (k[which] as Grouping<PlayerUnit | ZedsUnit> | null);
  if (g !== null && g !== moved) {
    if (take(g, x, from)) insert(g, x);
    else k![which] = null;
  }
}

/**
 * Says that counter `x` entered (`entered` true) or left play on state `s`: the open looks at `s`
 * that group counters of its kind add or drop it; looks at other states are untouched. Called only
 * by counters.ts.
 */
export function counterInPlay(s: SiegeState, which: "units", x: PlayerUnit, entered: boolean): void;
export function counterInPlay(s: SiegeState, which: "zeds", x: ZedsUnit, entered: boolean): void;
export function counterInPlay(s: SiegeState, which: "units" | "zeds", x: PlayerUnit | ZedsUnit, entered: boolean): void {
  let done: unknown = null;
  for (let l = open; l !== null; l = l.prev) {
    // the units in play changed: their lists by ability are made again on the next lookup
    if (which === "units" && l.s === s) l.holders = null;
    const g = l[which] as Grouping<PlayerUnit | ZedsUnit> | null;
    if (l.s !== s || g === null || g === done) continue;
    if (entered) insert(g, x);
    else if (!take(g, x, x.at)) l[which] = null;
    done = g;
  }
  const k = kept;
  const g = k === null || k.s !== s ? null : (k[which] as Grouping<PlayerUnit | ZedsUnit> | null);
  if (g !== null && g !== done) {
    if (entered) insert(g, x);
    else if (!take(g, x, x.at)) k![which] = null;
  }
}

function group<T extends { id: string; at: number }>(all: Record<string, T>): Grouping<T> {
  const m: Grouping<T> = [];
  // insertion in id order: most spaces hold one or two counters, where a sort per list costs more
  for (const id in all) insert(m, all[id]!);
  return m;
}

/** Throws when a kept grouping differs from a fresh one (the self-check; a bug of the rules). */
function verify<T extends { id: string; at: number }>(kept: Grouping<T>, all: Record<string, T>, what: string): void {
  const fresh = group(all);
  const n = Math.max(kept.length, fresh.length);
  for (let i = 0; i < n; i++) {
    const a = kept[i] ?? NONE;
    const b = fresh[i] ?? NONE;
    if (a.length !== b.length || a.some((x, j) => x !== b[j])) throw new Error(`the grouping of ${what} is stale on space ${i}: a rule moved a counter without counters.ts`);
  }
}

/** The player units on space `i` in id order, from the open look when there is one (read only), else null. */
export function lookUnitsAt(s: SiegeState, i: number): readonly PlayerUnit[] | null {
  const l = open;
  if (l === null || l.s !== s) return null;
  if (l.units === null) {
    l.units = takeKept(s, "units", s.units) ?? group(s.units);
    if (selfCheck) verify(l.units, s.units, "units");
  } else if (selfCheck && l.writing) verify(l.units, s.units, "units");
  return l.units[i] ?? NONE;
}

/** The Zeds on space `i` in id order, from the open look when there is one (read only), else null. */
export function lookZedsAt(s: SiegeState, i: number): readonly ZedsUnit[] | null {
  const l = open;
  if (l === null || l.s !== s) return null;
  if (l.zeds === null) {
    l.zeds = takeKept(s, "zeds", s.zeds) ?? group(s.zeds);
    if (selfCheck) verify(l.zeds, s.zeds, "Zeds");
  } else if (selfCheck && l.writing) verify(l.zeds, s.zeds, "Zeds");
  return l.zeds[i] ?? NONE;
}

const NONE: readonly never[] = [];

/**
 * The player units in play whose kind has ability `flag` (a Pickles' bark, the Mayor's aura), in
 * the order of `s.units`: from the open look at `s` (every ability's units listed in one pass over
 * the units, kept until a unit enters or leaves play through counters.ts: a unit's kind never
 * changes in place), else listed afresh. Most abilities belong to one hero or none, so "is there
 * one, and where" needs no scan of every unit each time. Read only.
 */
export function lookHolders(s: SiegeState, flag: keyof Abilities): readonly PlayerUnit[] {
  return lookedHolders(s, flag).abilities.get(flag) ?? NONE;
}

/** The player units in play whose kind is of `category` (the Refugees, the National Guard), in the order of `s.units`; kept as `lookHolders` keeps its lists. Read only. */
export function lookCategory(s: SiegeState, category: UnitCategory): readonly PlayerUnit[] {
  return lookedHolders(s, category).categories.get(category) ?? NONE;
}

/** The lists of units by ability and by category of `s`, from the open look at `s` when there is one (the self-check compares them with fresh ones). */
function lookedHolders(s: SiegeState, what: string): Holders {
  const l = open;
  if (l === null || l.s !== s) return holdersOf(s);
  if (l.holders === null) l.holders = holdersOf(s);
  else if (selfCheck) {
    const fresh = holdersOf(s);
    for (const [a, b] of [...compare(l.holders.abilities, fresh.abilities), ...compare(l.holders.categories, fresh.categories)])
      if (a.length !== b.length || a.some((u, j) => u !== b[j])) throw new Error(`the units listed by ability and category are stale (${what}): a rule changed the units in play without counters.ts`);
  }
  return l.holders;
}

/** The pairs of lists of two listings under each key of either. */
function compare<K>(a: Map<K, PlayerUnit[]>, b: Map<K, PlayerUnit[]>): [readonly PlayerUnit[], readonly PlayerUnit[]][] {
  return [...new Set([...a.keys(), ...b.keys()])].map((k) => [a.get(k) ?? NONE, b.get(k) ?? NONE]);
}

/** The units of a units set by each ability their kind has (a truthy entry) and by their kind's category, in the set's order. */
interface Holders {
  abilities: Map<keyof Abilities, PlayerUnit[]>;
  categories: Map<UnitCategory, PlayerUnit[]>;
}

/**
 * The last units set listed by `holdersOf`: the set, its units in order when listed, and their
 * lists. A look asks it once, and most looks in a row see the same set (a set is replaced whole on
 * each change, counters.ts), so its lists are reused while the set still holds exactly those unit
 * objects (compared one by one: a test's fixture may write into a set in place).
 */
let lastHolders: { set: Record<string, PlayerUnit>; units: PlayerUnit[]; holders: Holders } | null = null;

/** The lists by ability and category of the units of `s` (see `Holders`). */
function holdersOf(s: SiegeState): Holders {
  const set = s.units;
  const last = lastHolders;
  if (last !== null && last.set === set && sameUnits(set, last.units)) return last.holders;
  const units: PlayerUnit[] = [];
  const holders: Holders = { abilities: new Map(), categories: new Map() };
  for (const id in set) {
    const u = set[id]!;
    units.push(u);
    const d = unitDef(u.def);
    const cat = holders.categories.get(d.category);
    if (cat) cat.push(u);
    else holders.categories.set(d.category, [u]);
    const a = d.abilities;
    for (const k in a) {
      if (!a[k as keyof Abilities]) continue;
      const list = holders.abilities.get(k as keyof Abilities);
      if (list) list.push(u);
      else holders.abilities.set(k as keyof Abilities, [u]);
    }
  }
  lastHolders = { set, units, holders };
  return holders;
}

/** Whether `set` holds exactly `units`, in that order. */
function sameUnits(set: Record<string, PlayerUnit>, units: readonly PlayerUnit[]): boolean {
  let i = 0;
  for (const id in set) if (set[id] !== units[i++]) return false;
  return i === units.length;
}

/** `compute()` remembered under `key` for the open read-only look at `s`, computed afresh outside one (or while it changes). */
export function remembered<T>(s: SiegeState, key: string, compute: () => T): T {
  const l = open;
  if (l === null || l.s !== s || l.writing) return compute();
  const memo = (l.memo ??= new Map());
  if (memo.has(key)) return memo.get(key) as T;
  const v = compute();
  memo.set(key, v);
  return v;
}
