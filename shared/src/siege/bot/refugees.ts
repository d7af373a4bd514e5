import { SIEGE_BOARD as B, trackOf } from "../board";
import { canFight, countsAsZeds, unitsAt, zedsAt } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";

/**
 * The chance that Refugees are caught by the Zeds `gap` spaces behind them (away from TC) before
 * they can step again, by that gap (a heuristic): 1 space, the track's next activation brings them
 * in (§2.5 step 5: devoured); 2, a second activation or Zeds Pressure does; 3, a Fast or double move.
 */
const CAUGHT: readonly number[] = [0, 1, 0.4, 0.15];
/** A defender on the Refugees' space fights first (§2.5 step 5): they are devoured only if it loses (G6). */
const PROTECTED = 0.35;
/**
 * What saving a Refugees unit from the Zeds is worth: devoured, they are +2 Infection and take their
 * last hit (a Save to a Hospital Bed is +1 more, Q10), where walking home is +1 Infection and a
 * Refugees unit in the Camp (Equip Refugees, a rumor, §2.6, G8).
 */
export const RESCUE = 40;

/** How likely the Refugees on space `at` are to be devoured before their next step (see CAUGHT); 0 in TC or off the tracks. */
export function refugeeRisk(s: SiegeState, at: number, mover?: PlayerUnit): number {
  const t = trackOf(at);
  if (!t) return 0;
  let risk = 0;
  for (let n = B.numOf[at]! + 1, gap = 1; n <= 7 && gap < CAUGHT.length; n++, gap++) {
    if (zedsAt(s, B.trackSpaces[t][n]!).some(countsAsZeds)) {
      risk = CAUGHT[gap]!;
      break;
    }
  }
  const guarded = unitsAt(s, at).some((u) => u !== mover && u.id !== mover?.id && canFight(u));
  return guarded ? risk * PROTECTED : risk;
}

/**
 * What a Refugees unit's step from its space to `to` (toward TC, §3.3) is worth beyond the walk home
 * itself (a heuristic): RESCUE times how much it lowers the chance that the Zeds behind it devour it.
 */
export function refugeeRescue(s: SiegeState, u: PlayerUnit, to: number): number {
  return RESCUE * Math.max(0, refugeeRisk(s, u.at, u) - refugeeRisk(s, to, u));
}
