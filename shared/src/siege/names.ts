import { defOf } from "./state/occupancy";
import type { PlayerUnit } from "./state/units";

/** Display name of a player unit for logs. */
export function unitName(u: PlayerUnit): string {
  const d = defOf(u);
  return d.category === "civilians" ? `Civilians ${d.full}/${d.reduced} (${u.id})` : d.name;
}
