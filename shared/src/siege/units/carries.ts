import type { RumorId } from "../state/rumors";
import type { PlayerUnit } from "../state/units";

/** Whether `u` carries `item` and may use it (G10: unusable in coma). */
export function carries(u: PlayerUnit, item: RumorId): boolean {
  return u.items.includes(item) && !u.coma;
}
