import { canFight, defOf, unitsAt } from "../occupancy";
import type { SiegeState } from "../types";

/**
 * Whether someone on space `i` restores order there (§2.7 step 2, G1): a freight train, or a player
 * unit that could fight (not in coma, not Villagers or Refugees) other than one that never restores
 * order (Pickles, §3.3). Takes the state and the space; pure.
 */
export function restoresOrder(s: SiegeState, i: number): boolean {
  if (s.trains.some((t) => t.at === i)) return true;
  return unitsAt(s, i).some((u) => canFight(u) && !defOf(u).abilities.noRestoreOrder);
}
