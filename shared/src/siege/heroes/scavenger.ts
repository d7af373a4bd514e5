import { defOf } from "../state/occupancy";
import type { PlayerUnit } from "../state/units";

/** How many dice `u` forages with (§5.5): 2 for a scavenger (Johnson, Pickles, §3.3), else 1. */
export function forageDice(u: PlayerUnit): number {
  return defOf(u).abilities.scavenger ? 2 : 1;
}

/**
 * How a Forage roll reads the table (§5.5, C4): one die is read as it is; a scavenger's 2 dice —
 * decided, the higher die is kept (on every column a higher result is worth at least as much: the
 * "other named" 6 gives 1 Ammo where 4–5 give 1 Supply, and the higher die is kept there too), and
 * natural doubles make the outcome count twice. Returns the kept die and how many times it counts.
 */
export function forageRead(dice: readonly number[]): { kept: number; times: number } {
  if (dice.length < 2) return { kept: dice[0]!, times: 1 };
  return { kept: Math.max(dice[0]!, dice[1]!), times: dice[0] === dice[1] ? 2 : 1 };
}
