import { SIEGE_BOARD as B, trackOf } from "../board";
import { defOf } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import { lookHolders } from "../state/stacks";

/**
 * What the units in play add to the Eat roll (§2.4, §3.3): the Salvation troops +1 while on the map
 * or in TC and not in coma (decided: in a Bed or the Camp they do not help).
 */
export function eatBonus(s: SiegeState): number {
  let n = 0;
  for (const u of lookHolders(s, "eatBonus")) {
    const b = defOf(u).abilities.eatBonus;
    if (b && !u.coma && (u.at === B.tc || trackOf(u.at) !== null)) n += b;
  }
  return n;
}
