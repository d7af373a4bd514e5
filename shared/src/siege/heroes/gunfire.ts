import { defOf } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";

/** The round flag of a unit whose first shot of the round was fired (cleared in Housekeeping with every round flag, §2.7). */
const shotFlag = (u: PlayerUnit) => `fired:${u.id}`;

/**
 * The Ammo a shot of `u` costs now (§4.3, §3.3): the unit's `shotAmmo` (National Guard 2, else 1),
 * or 0 for the first shot of the round of Rusty Staub and the 12th Veterans Division (`freeFirstShot`).
 * Decided: "first shot" is the first one fired this round, paid or not; Piazza's two-Action shot
 * uses it up too.
 */
export function shotAmmo(s: SiegeState, u: PlayerUnit): number {
  const d = defOf(u);
  if (d.abilities.freeFirstShot && !s.flags.includes(shotFlag(u))) return 0;
  return d.shotAmmo ?? 1;
}

/** Records that `u` fired this round (its free first shot is spent, `shotAmmo`). */
export function shotFired(s: SiegeState, u: PlayerUnit): void {
  if (defOf(u).abilities.freeFirstShot && !s.flags.includes(shotFlag(u))) s.flags.push(shotFlag(u));
}

/** The column shift of `u`'s own Gunfire ability (`gunfireShift`: Mr. Johnson +2, Special Agent Wright +1, §3.3). */
export function fireShiftOf(u: PlayerUnit): number {
  return defOf(u).abilities.gunfireShift ?? 0;
}

/** The Strength a unit adds to its printed Strength for good (Hauser's +2 on a Civilians unit, §3.3; heroes/hauser.ts). */
export function strengthBonus(u: PlayerUnit): number {
  return u.bonus ?? 0;
}
