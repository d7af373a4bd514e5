import type { GameEvent } from "../../core/ruleset";
import { defOf } from "../state/occupancy";
import { RESOURCE_MAX } from "../state/resources";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";
import type { SiegeEvent } from "../state/events";

/** What the forager's own ability adds to its Forage die (Sgt. Otto Hauser +1, §3.3, §5.5; the result is 6 at most). */
export function forageBonusOf(u: PlayerUnit): number {
  return defOf(u).abilities.forageBonus ?? 0;
}

/**
 * Rusty Staub's "+1 Supply per Forage" (§3.3): after the Forage table's yield, the forager's
 * `forageSupply` Supplies (20 at most, §5.1). Decided: on every Forage he makes, whatever the roll
 * (a 1–3 included). Logs `forageSupply {unit, supplies}`; nothing for other foragers.
 */
export function forageSupply(s: SiegeState, u: PlayerUnit, ev: GameEvent[]): void {
  const n = defOf(u).abilities.forageSupply ?? 0;
  if (n <= 0) return;
  s.supplies = Math.min(RESOURCE_MAX, s.supplies + n);
  ev.push({ type: "forageSupply", unit: u.id, supplies: n, rule: "siege §3.3" } satisfies SiegeEvent);
}
