import type { PlayerUnitDef } from "../units/player";
import type { Side } from "../state/units";

/** What decides a defender's Terrain shift on its space (§4.4, Part A1 "Combat", G3, G7). */
export interface TerrainInput {
  /** The space's own Terrain (board `Space.terrain`: TC and Town spaces 2, other named 1, else 0). */
  space: number;
  barricade: "barricade" | "bastion" | null;
  /** Trains on the space (each +1 on top of the best Terrain, S-T19). */
  trains: number;
  /** A "no Terrain" effect applies: Leapers, Night Assault, Nightfall, Hard-headed Zeds (G3). */
  noTerrain: boolean;
}

/** Terrain of a Barricade and of Kingman's Bastion (§1.4, §4.4). */
export const BARRICADE_TERRAIN = { barricade: 2, bastion: 3 } as const;

/**
 * The Terrain shift of a player unit defending in Hand-to-hand (§4.4): only the single best of the
 * space's own Terrain, a Barricade (+2) or a Bastion (+3), plus +1 per train on the space on top of
 * it (S-T19, the only exception to "single best"); 0 under a "no Terrain" effect, which cancels the
 * trains' shift too (G3). Attackers and Gunfire never get Terrain: the caller asks only for a defender.
 */
export function terrainShift(t: TerrainInput): number {
  if (t.noTerrain) return 0;
  const best = Math.max(t.space, t.barricade ? BARRICADE_TERRAIN[t.barricade] : 0);
  return best + t.trains;
}

/** A unit's Gunfire: the Strength that sets the column and the column shift (§4.3, G22). */
export interface FirePower {
  strength: number;
  shift: number;
}

/**
 * How unit kind `def` on side `side` fires at `range` spaces (§4.3, G22): null when it never fires
 * or the range is beyond it (range 1 for everyone; Long-Range units up to their range). The
 * Strength is the side's fire Strength (`def.fire`, else its Strength); Piazza's 2/4/3 replace it
 * at ranges 1/2/3; Hunt's Long-Range costs −1 column beyond range 1. Throws Error for a range below 1.
 */
export function firePower(def: PlayerUnitDef, side: Side, range: number): FirePower | null {
  if (!(Number.isInteger(range) && range >= 1)) throw new Error(`a Gunfire range is 1 or more, got ${range}`);
  if (def.fire === "never") return null;
  const lr = def.abilities.longRange;
  const maxRange = lr ? lr.range : 1;
  if (range > maxRange) return null;
  const own = def.fire ? def.fire[side] : def[side];
  const strength = lr?.fireStrength ? lr.fireStrength[range - 1]! : own;
  const shift = range > 1 && lr ? lr.shift : 0;
  return { strength, shift };
}
