import { HOOKS } from "../procedure/hooks";
import { defOf, zedsDef } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { ZedsUnit } from "../state/units";
import { terrainShift } from "./terrain";
import type { RollShift } from "../state/needs";

/**
 * The column shift of a Hand-to-hand for the player unit (§4.4, G7, G28): the sum of `hthShifts`.
 */
export function hthShift(s: SiegeState, unit: string, space: number, defending: boolean, zeds: ZedsUnit[]): number {
  return hthShifts(s, unit, space, defending, zeds).reduce((n, x) => n + x.by, 0);
}

/**
 * The column shifts of a Hand-to-hand for the player unit, each with its cause (§4.4, G7, G28): its
 * own ability (Schmidt +1), +1 per Civil Leader or Well-Armed marker, Keep Calm (+2 attacking,
 * §6.3), Killer Bulldozer (+2 attacking) and The Man With No Name (+3, §6.5), and — only when it
 * defends — its defending ability (Kingman +1, §3.3) and the Terrain of its space (single best, +1
 * per train, none against Leapers). Shifts of 0 are left out.
 */
export function hthShifts(s: SiegeState, unit: string, space: number, defending: boolean, zeds: ZedsUnit[]): RollShift[] {
  const u = s.units[unit]!;
  const out: RollShift[] = [];
  const add = (cause: string, by: number) => {
    if (by) out.push({ cause, by });
  };
  add(`ability:${u.def}`, defOf(u).abilities.handToHandShift ?? 0);
  for (const m of u.markers) add(`marker:${m}`, 1);
  if (s.flags.length) {
    if (!defending && s.flags.includes(`keep-calm:${unit}`)) add("keepCalm", 2);
    if (!defending && s.flags.includes(`bulldozer:${unit}`)) add("bulldozer", 2);
    if (s.flags.includes(`no-name:${unit}`)) add("noName", 3);
  }
  if (defending) {
    add(`defending:${u.def}`, defOf(u).abilities.defendingShift ?? 0);
    add(
      "terrain",
      terrainShift({
        space: HOOKS.spaceTerrain(s, space),
        barricade: s.spaces[space]!.barricade,
        trains: s.trains.filter((t) => t.at === space).length,
        noTerrain: zeds.some((z) => zedsDef(z).super?.noTerrain) || s.flags.includes("no-terrain"),
      }),
    );
  }
  return out;
}
