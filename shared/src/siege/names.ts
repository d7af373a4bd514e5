import { defOf, zedsDef } from "./state/occupancy";
import type { PlayerUnit, ZedsUnit } from "./state/units";
import { INFESTED_VERMIN } from "./units/zeds";

/** A Zeds unit's name without its counter's id, for a sentence a player reads whole (a lost game's reason): `Zeds 7/4`, a Super-Zeds' or the Vermin's name. */
export function zedsTitle(z: ZedsUnit): string {
  const d = zedsDef(z);
  if (z.kind === "spreader") return INFESTED_VERMIN.name;
  if (d.super) return d.super.name;
  return `Zeds ${d.full}/${d.reduced}`;
}

/** Display name of a player unit for logs. */
export function unitName(u: PlayerUnit): string {
  const d = defOf(u);
  return d.category === "civilians" ? `Civilians ${d.full}/${d.reduced} (${u.id})` : d.name;
}
