import { refuse } from "../../core/refusal";
import { healOnce } from "../actions/heal";
import { defOf } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";
import { heroAction, nearby, onMap, type HeroAction } from "./act";
import type { SiegeEvent } from "../state/events";

/*
 * Heal in or next to the healer's space (siege §3.3: Mr. Johnson; any unit with `healNearby`):
 * 1 Action + 1 Supply, a Heal of §2.6 and G21 on a player unit on the healer's space or an adjacent
 * one — one step of damage (a hit marker, else reduced → full), −1 Infection, once per unit per round
 * (shared with the Hospital's Heal). Decided: the target may be any seat's unit (the healer's seat
 * pays), the healer itself included; a unit in coma lies in a Bed, never next to him; a unit with
 * nothing to heal is not a target.
 */

/** `healNearby` (§3.3): `unit` heals `target`; `pay` buys the Action. */
export type HealNearbyAction = HeroAction & { type: "healNearby" };

/** The Supply a nearby Heal costs (§3.3). */
const HEAL_SUPPLY = 1;

/** Whether `t` has damage a Heal removes (G21): a hit marker, or a reduced side with a full side to flip to. */
function hurt(t: PlayerUnit): boolean {
  return t.hits > 0 || (t.side === "reduced" && defOf(t).twoSided);
}

/** The units healer `u` may heal now (see the file's note), in id order. */
export function healTargets(s: SiegeState, u: PlayerUnit): PlayerUnit[] {
  if (!defOf(u).abilities.healNearby || s.supplies < HEAL_SUPPLY) return [];
  const near = nearby(u);
  return Object.values(s.units)
    .filter((t) => near.has(t.at) && onMap(t) && hurt(t) && !s.actionPhase.healed.includes(t.id))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** The `healNearby` definition (§3.3): refused without the ability, the Supply, a target in reach with damage, or for a unit healed this round. */
export const healNearbyAction = heroAction({
  type: "healNearby",
  ability: "healNearby",
  cost: "action",
  targets: (s, u) => healTargets(s, u).map((t) => t.id),
  why: (s, u, target) => {
    if (s.supplies < HEAL_SUPPLY) return refuse("siege.healNearbyCost");
    const t = target === undefined ? undefined : s.units[target];
    if (t && s.actionPhase.healed.includes(t.id)) return refuse("siege.healedThisRound", { unit: t.id });
    return healTargets(s, u).some((x) => x.id === target) ? null : refuse("siege.healNearbyTarget", { unit: u.id });
  },
  exec: (s, _seat, _u, target, ev) => {
    const t = s.units[target!]!;
    s.supplies -= HEAL_SUPPLY;
    s.actionPhase.healed.push(t.id);
    healOnce(s, t, ev);
    const before = s.infection;
    s.infection = Math.max(0, s.infection - 1);
    ev.push({ type: "infection", from: before, to: s.infection, rule: "siege §3.3" } satisfies SiegeEvent);
  },
});
