import type { GameEvent } from "../../core/ruleset";
import { unitName } from "../combat/hits";
import { RESOURCE_MAX } from "../resources";
import type { PlayerUnit, SiegeState } from "../types";
import { unitDef } from "../units/player";

/**
 * A Hero or heroic Civilians unit enters play (§3.3 "+N on arrival"; G10 Help Arrives: "arrival
 * bonuses apply"): its `arrival` Supplies and Ammo go to the team, 20 at most (§5.1) — Horatius +3
 * Supplies, Salvation troops +2. Decided: a unit drawn at setup arrives too (its bonus comes after
 * the resource roll), and a unit that arrives twice (saved from the Cemetery by a card) gains twice.
 * Logs `heroArrival {unit, supplies, ammo}` when there is a bonus; nothing otherwise.
 */
export function heroArrives(s: SiegeState, u: PlayerUnit, ev: GameEvent[]): void {
  const a = unitDef(u.def).abilities.arrival;
  if (!a) return;
  const supplies = a.supplies ?? 0;
  const ammo = a.ammo ?? 0;
  s.supplies = Math.min(RESOURCE_MAX, s.supplies + supplies);
  s.ammo = Math.min(RESOURCE_MAX, s.ammo + ammo);
  ev.push({ type: "heroArrival", unit: u.id, supplies, ammo, rule: "siege §3.3", text: `${unitName(u)} arrives${supplies ? ` with +${supplies} Supplies` : ""}${ammo ? `${supplies ? " and" : " with"} +${ammo} Ammo` : ""} (Supplies ${s.supplies}, Ammo ${s.ammo})` });
}
