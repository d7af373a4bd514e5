import { HOOKS } from "../procedure/hooks";
import { defOf, zedsDef } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { ZedsUnit } from "../state/units";
import { terrainShift } from "./terrain";

/**
 * The column shift of a Hand-to-hand for the player unit (§4.4, G7, G28): its own ability (Schmidt
 * +1), +1 per Civil Leader or Well-Armed marker, and — only when it defends — its defending ability
 * (Kingman +1, §3.3) and the Terrain of its space (single best, +1 per train, none against Leapers).
 */
export function hthShift(s: SiegeState, unit: string, space: number, defending: boolean, zeds: ZedsUnit[]): number {
  const u = s.units[unit]!;
  let shift = (defOf(u).abilities.handToHandShift ?? 0) + u.markers.length;
  // Keep Calm (+2 attacking, §6.3), Killer Bulldozer (+2 attacking) and The Man With No Name (+3), §6.5
  if (!defending && s.flags.includes(`keep-calm:${unit}`)) shift += 2;
  if (!defending && s.flags.includes(`bulldozer:${unit}`)) shift += 2;
  if (s.flags.includes(`no-name:${unit}`)) shift += 3;
  if (defending) shift += defOf(u).abilities.defendingShift ?? 0;
  if (defending)
    shift += terrainShift({
      space: HOOKS.spaceTerrain(s, space),
      barricade: s.spaces[space]!.barricade,
      trains: s.trains.filter((t) => t.at === space).length,
      noTerrain: zeds.some((z) => zedsDef(z).super?.noTerrain) || s.flags.includes("no-terrain"),
    });
  return shift;
}
