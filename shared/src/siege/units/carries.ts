import type { PlayerUnit, RumorId } from "../state/types";

/** Whether `u` carries `item` and may use it (G10: unusable in coma). */
export function carries(u: PlayerUnit, item: RumorId): boolean {
  return u.items.includes(item) && !u.coma;
}
