import { refuse } from "../../core/refusal";
import { SIEGE_BOARD as B } from "../board";
import { defOf } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";
import { heroAction, nearby, onMap } from "./act";
import type { SiegeEvent } from "../state/events";

/** The Civilians units (ordinary, §3.3) in or next to `u`'s space that may take Hauser's Strength: on the map, awake, without it yet. */
function bolsterTargets(s: SiegeState, u: PlayerUnit): PlayerUnit[] {
  const near = nearby(u);
  return Object.values(s.units)
    .filter((t) => defOf(t).category === "civilians" && onMap(t) && near.has(t.at) && !t.bonus)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * Sgt. Otto Hauser trains Civilians (§3.3 "as an Action give a nearby Civilians unit +2 Strength
 * permanently"): 1 Action; an ordinary Civilians unit in or next to his space gets +2 Strength on
 * both sides (`PlayerUnit.bonus`, read by every Strength: Hand-to-hand and Gunfire). Decided: one
 * such bonus per unit (a second is refused), it stays until the unit reaches the Cemetery; Holding-Out
 * Civilians may take it.
 */
export const bolsterAction = heroAction({
  type: "bolster",
  ability: "bolsterCivilians",
  cost: "action",
  targets: (s, u) => bolsterTargets(s, u).map((t) => t.id),
  why: (s, u, target) => {
    const t = target === undefined ? undefined : s.units[target];
    if (t?.bonus) return refuse("siege.heroBolstered", { unit: t.id });
    return t && bolsterTargets(s, u).includes(t) ? null : refuse("siege.heroBolsterTarget", { unit: target ?? "", unit2: u.id });
  },
  exec: (s, _seat, u, target, ev) => {
    const t = s.units[target!]!;
    const n = defOf(u).abilities.bolsterCivilians!;
    t.bonus = n;
    ev.push({ type: "bolster", unit: u.id, target: t.id, strength: n, rule: "siege §3.3" } satisfies SiegeEvent);
  },
});

/** The Civilians units in TC with a hit marker (Hauser's patching, §3.3). */
function patchTargets(s: SiegeState): PlayerUnit[] {
  return Object.values(s.units)
    .filter((t) => defOf(t).category === "civilians" && t.at === B.tc && t.hits > 0)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * Hauser patches up Civilians (§3.3 "in TC, 1 Action + 1 Ammo removes 1 hit from a Civilians unit"):
 * Hauser in TC; an ordinary Civilians unit in TC loses 1 hit marker. Decided: not a Heal (no
 * Infection change, not once per round, a reduced side is not flipped back).
 */
export const patchAction = heroAction({
  type: "patch",
  ability: "patchInTc",
  cost: "action",
  targets: (s, u) => (u.at === B.tc && s.ammo >= 1 ? patchTargets(s).map((t) => t.id) : []),
  why: (s, u, target) => {
    if (u.at !== B.tc) return refuse("siege.heroPatchTc", { unit: u.id });
    if (s.ammo < 1) return refuse("siege.ammoShort", { need: "1", left: s.ammo });
    return patchTargets(s).some((t) => t.id === target) ? null : refuse("siege.heroPatchTarget", { unit: target ?? "" });
  },
  exec: (s, _seat, u, target, ev) => {
    const t = s.units[target!]!;
    s.ammo -= 1;
    t.hits -= 1;
    ev.push({ type: "patch", unit: u.id, target: t.id, rule: "siege §3.3" } satisfies SiegeEvent);
  },
});
