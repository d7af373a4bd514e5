import { SIEGE_BOARD as B, trackOf } from "../board";
import { lookUnitsAt, lookZedsAt } from "./stacks";
import { isHidden } from "../heroes/state";
import type { SiegeState } from "./game";
import type { SiegeSeatId } from "./options";
import type { PlayerUnit, ZedsUnit } from "./units";
import { unitDef, type PlayerUnitDef } from "../units/player";
import { INFESTED_VERMIN, SUPER_ZEDS, ZEDS_COUNTERS, ZEDS_HITS_PER_SIDE, type SuperZedsDef } from "../units/zeds";

/** Zeds units a track space holds at most (§3.4, G20; Disease Spreaders do not count). */
export const ZEDS_PER_SPACE = 2;
/** Player units a track space holds at most (§3.4; Villagers, Refugees and trains do not count; TC unlimited). */
export const PLAYER_UNITS_PER_SPACE = 2;

/** The printed values of a Zeds counter (see `zedsDef`); shared, never to be changed. */
export interface ZedsDef {
  readonly full: number;
  readonly reduced: number;
  readonly hitsPerSide: number;
  readonly super?: SuperZedsDef;
}

// built once: `zedsDef` is asked for every Strength sum, so it hands out these instead of a new object each time
const NORMAL_DEFS = new Map<string, ZedsDef>(ZEDS_COUNTERS.map((c) => [c.id, Object.freeze({ full: c.full, reduced: c.reduced, hitsPerSide: ZEDS_HITS_PER_SIDE })]));
const SUPER_DEFS = new Map<string, ZedsDef>(Object.entries(SUPER_ZEDS).map(([id, d]) => [id, Object.freeze({ full: d.full, reduced: d.reduced, hitsPerSide: ZEDS_HITS_PER_SIDE, super: d })]));
const SPREADER_DEF: ZedsDef = Object.freeze({ full: INFESTED_VERMIN.full, reduced: INFESTED_VERMIN.reduced, hitsPerSide: INFESTED_VERMIN.hitsPerSide });

/** The printed values of a Zeds counter: Strengths, hits per side, and its Super-Zeds entry if it is one (§3.1, §3.2, G24); throws Error for an unknown counter (a bug). */
export function zedsDef(z: ZedsUnit): ZedsDef {
  const d = z.kind === "spreader" ? SPREADER_DEF : z.kind === "super" ? SUPER_DEFS.get(z.id) : NORMAL_DEFS.get(z.id);
  if (!d) throw new Error(`no Zeds counter '${z.id}'`);
  return d;
}

/** A Zeds unit's current Strength: that of the side up (§3.1). */
export function zedsStrength(z: ZedsUnit): number {
  return zedsDef(z)[z.side];
}

/** Whether a Zeds unit counts toward the stacking limit (G20: all but Disease Spreaders). */
export function countsAsZeds(z: ZedsUnit): boolean {
  return z.kind !== "spreader";
}

function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : 1;
}

/** The Zeds on space `i`, in id order. */
export function zedsAt(s: SiegeState, i: number): ZedsUnit[] {
  const looked = lookZedsAt(s, i);
  if (looked) return looked.slice();
  const out: ZedsUnit[] = [];
  for (const id in s.zeds) if (s.zeds[id]!.at === i) out.push(s.zeds[id]!);
  return out.sort(byId);
}

/**
 * The Zeds on space `i`, in id order, read only: the open look's own list (no copy), so it is for
 * reading at once (a count, a filter), never to keep or to walk while counters move.
 */
export function zedsHere(s: SiegeState, i: number): readonly ZedsUnit[] {
  return lookZedsAt(s, i) ?? zedsAt(s, i);
}

/** Whether any Zeds stand on space `i` (`zedsAt(s, i).length > 0` without building the list). */
export function hasZedsAt(s: SiegeState, i: number): boolean {
  const looked = lookZedsAt(s, i);
  if (looked) return looked.length > 0;
  for (const id in s.zeds) if (s.zeds[id]!.at === i) return true;
  return false;
}

/** Room for more counting Zeds on track space `i` (§3.4, G20): 2 minus the counting Zeds there. */
export function zedsRoom(s: SiegeState, i: number): number {
  // counted in place: asked for each space a Zeds move or a placement tries
  let room = ZEDS_PER_SPACE;
  const looked = lookZedsAt(s, i);
  if (looked) {
    for (const z of looked) if (countsAsZeds(z)) room--;
  } else {
    for (const id in s.zeds) if (s.zeds[id]!.at === i && countsAsZeds(s.zeds[id]!)) room--;
  }
  return room;
}

/** A player unit's kind. */
export function defOf(u: PlayerUnit): PlayerUnitDef {
  return unitDef(u.def);
}

/** A player unit's current Strength (§3.1): its side's, plus a bonus it holds for good (Hauser's +2, §3.3). */
export function unitStrength(u: PlayerUnit): number {
  return defOf(u)[u.side] + (u.bonus ?? 0);
}

/** Whether the unit is Villagers or Refugees: never fights, never retreats, ignores stacking (§3.3). */
export function isCivilianCounter(u: PlayerUnit): boolean {
  const c = defOf(u).category;
  return c === "villagers" || c === "refugees";
}

/** Whether a player unit can fight a Hand-to-hand: not Villagers or Refugees, not in coma (§3.3, §4.6). */
export function canFight(u: PlayerUnit): boolean {
  return !isCivilianCounter(u) && !u.coma;
}

/**
 * Whether "a player unit is on space `i`" (§2.7 Restore Order; the Hunting Cabin, the Pantry, the
 * Air Force Base, the Tall-Mart): a player unit not in coma that is not Villagers or Refugees, or a
 * freight train (G1: a train counts as a player unit there).
 */
export function playerPresent(s: SiegeState, i: number): boolean {
  if (s.trains.some((t) => t.at === i)) return true;
  return unitsHere(s, i).some(canFight);
}

/** The player units on space `i`, in id order. */
export function unitsAt(s: SiegeState, i: number): PlayerUnit[] {
  const looked = lookUnitsAt(s, i);
  if (looked) return looked.slice();
  const out: PlayerUnit[] = [];
  for (const id in s.units) if (s.units[id]!.at === i) out.push(s.units[id]!);
  return out.sort(byId);
}

/** The player units on space `i`, in id order, read only: like `zedsHere`, for reading at once. */
export function unitsHere(s: SiegeState, i: number): readonly PlayerUnit[] {
  return lookUnitsAt(s, i) ?? unitsAt(s, i);
}

/** The player units on space `i` that could fight (they defend the space and protect Villagers and Refugees, §2.5); a hidden Pickles does not (heroes/state.ts). */
export function fightersAt(s: SiegeState, i: number): PlayerUnit[] {
  return unitsHere(s, i).filter((u) => canFight(u) && !isHidden(s, u));
}

/** Whether a player unit on space `i` could fight there (`fightersAt(s, i).length > 0` without building the list). */
export function hasFighterAt(s: SiegeState, i: number): boolean {
  for (const u of unitsHere(s, i)) if (canFight(u) && !isHidden(s, u)) return true;
  return false;
}

/** Room for more player units on space `i` (§3.4): unlimited in TC, else 2 minus the counting units there. */
export function playerRoom(s: SiegeState, i: number): number {
  if (i === B.tc) return Infinity;
  // counted in place: asked for every space a Move passes
  let room = PLAYER_UNITS_PER_SPACE;
  const looked = lookUnitsAt(s, i);
  if (looked) {
    for (const u of looked) if (!isCivilianCounter(u)) room--;
  } else {
    for (const id in s.units) if (s.units[id]!.at === i && !isCivilianCounter(s.units[id]!)) room--;
  }
  return room;
}

/** The seat that decides for `u` (G12): its owner, or the lead for team units. */
export function seatFor(s: SiegeState, u: PlayerUnit): SiegeSeatId {
  return u.seat ?? s.lead;
}

/** The seat that picks among `units` (G12): the owner when every one is its unit, else the lead. */
export function chooserAmong(s: SiegeState, units: PlayerUnit[]): SiegeSeatId {
  const seats = new Set(units.map((u) => u.seat));
  const only = seats.size === 1 ? [...seats][0] : null;
  return only ?? s.lead;
}

/** Units that may take an Eat hit (§2.4, G30): on the map or in TC (decided: not the Beds' units, who are being cared for), not in coma, not in the Camp, never Villagers or Refugees. */
export function eatTargets(s: SiegeState): PlayerUnit[] {
  return Object.values(s.units)
    .filter((u) => (trackOf(u.at) !== null || u.at === B.tc) && !u.coma && !["villagers", "refugees"].includes(defOf(u).category))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}
