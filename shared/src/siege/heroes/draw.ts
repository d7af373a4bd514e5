import { drawInt, type RandomState } from "../../core/rng";
import { BASIC_UNITS, PLAYER_UNITS, POOL_UNITS, type PlayerUnitDef } from "../units/player";

/** Heroes drawn for a Level II game (§2.0 "Level I adds", §7). */
export const DRAWN_HEROES = 4;
/** Heroic Civilians units drawn for a Level II game (§2.0, §7). */
export const DRAWN_HEROIC_CIVILIANS = 1;

const LEVELS: readonly PlayerUnitDef["level"][] = ["B", "I", "II"];

/**
 * The Level II draw pool (§3.3, §7, C13, G17): every Hero and heroic Civilians definition of
 * PLAYER_UNITS of level Basic, I or II that is not a scientist (C13) and not kept out (`notDrawn`,
 * C5), in definition order. A unit added to POOL_UNITS joins it by itself.
 */
export function levelTwoPool(): { heroes: string[]; heroic: string[] } {
  const defs = Object.values(PLAYER_UNITS).filter((d) => LEVELS.includes(d.level) && !d.scientist && !d.notDrawn);
  return { heroes: defs.filter((d) => d.category === "hero").map((d) => d.id), heroic: defs.filter((d) => d.category === "heroic-civilians").map((d) => d.id) };
}

/** The starting Heroes and what stays available (G17). */
export interface HeroDraw {
  /** The units that start in TC, in the deal order of G30: the Heroes in draw order, then the heroic Civilians. */
  drawn: string[];
  /** The pool units not drawn, in pool order: the G17 pool for A Hero Arrives and the rest. */
  available: string[];
}

/**
 * The starting Heroes of option `heroes` (§2.0, §7): `draw` takes 4 Heroes, one at a time, then 1
 * heroic Civilians unit, each uniformly from what is left of `levelTwoPool` (one `drawInt` each, from
 * `rnd`, advanced in place); `basic` the Basic four and the Farmingdale Furies without a draw, the
 * rest of POOL_UNITS available. Throws Error when the pool is too small for the draw (a data bug).
 */
export function drawHeroes(heroes: "draw" | "basic", rnd: RandomState): HeroDraw {
  if (heroes === "basic") return { drawn: BASIC_UNITS.map((d) => d.id), available: POOL_UNITS.map((d) => d.id) };
  const pool = levelTwoPool();
  const take = (from: string[], n: number): string[] => {
    if (from.length < n) throw new Error(`the Level II pool holds ${from.length} units, ${n} are drawn`);
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(from.splice(drawInt(rnd, 0, from.length - 1), 1)[0]!);
    return out;
  };
  const drawn = [...take(pool.heroes, DRAWN_HEROES), ...take(pool.heroic, DRAWN_HEROIC_CIVILIANS)];
  const left = new Set([...pool.heroes, ...pool.heroic]);
  return { drawn, available: Object.keys(PLAYER_UNITS).filter((id) => left.has(id)) };
}
