import { unitName } from "../combat/hits";
import { healOnce } from "../actions/other";
import { defOf, isCivilianCounter } from "../occupancy";
import type { PlayerUnit, SiegeState } from "../types";
import { heroAction, nearby, onMap } from "./act";

/** Whether a Heal would change `t` (G21): a hit marker, or a two-sided unit on its reduced side. */
function hurt(t: PlayerUnit): boolean {
  return t.hits > 0 || (t.side === "reduced" && defOf(t).twoSided);
}

/** The units the Salvation troops can heal (§3.3): hurt player units in or next to their space, on the map or in TC, awake, not Villagers or Refugees, not healed this round. */
function fieldHealTargets(s: SiegeState, u: PlayerUnit): PlayerUnit[] {
  const near = nearby(u);
  return Object.values(s.units)
    .filter((t) => near.has(t.at) && onMap(t) && !isCivilianCounter(t) && hurt(t) && !s.actionPhase.healed.includes(t.id))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * The Salvation troops' Heal in the field (§3.3 "Heal (1 Supply) nearby", §2.6 Heal, G21): 1 Action
 * + 1 Supply; a hurt player unit in or next to their space (themselves included) gets one Heal —
 * a hit marker off, else back to its full side — once per unit per round (shared with the
 * Hospital's Heal), and Infection −1 as every Heal. Units in a Bed are healed in the Hospital.
 */
export const fieldHealAction = heroAction({
  type: "fieldHeal",
  ability: "healNearby",
  character: false,
  targets: (s, u) => (s.supplies >= 1 ? fieldHealTargets(s, u).map((t) => t.id) : []),
  why: (s, u, target) => {
    if (s.supplies < 1) return "a Heal in the field costs 1 Supply";
    const t = target === undefined ? undefined : s.units[target];
    if (t && s.actionPhase.healed.includes(t.id)) return `${unitName(t)} was healed this round`;
    return t && fieldHealTargets(s, u).includes(t) ? null : `'${target ?? ""}' is not a hurt unit in or next to ${unitName(u)}'s space`;
  },
  exec: (s, _seat, u, target, ev) => {
    const t = s.units[target!]!;
    s.supplies -= 1;
    s.actionPhase.healed.push(t.id);
    ev.push({ type: "fieldHeal", unit: u.id, target: t.id, rule: "siege §3.3", text: `${unitName(u)} tend to ${unitName(t)} for 1 Supply (Supplies ${s.supplies})` });
    healOnce(s, t, ev);
    const before = s.infection;
    s.infection = Math.max(0, s.infection - 1);
    ev.push({ type: "infection", from: before, to: s.infection, rule: "siege §2.6", text: `Heal: Infection ${before} → ${s.infection}` });
  },
});
