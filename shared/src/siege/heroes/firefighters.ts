import { refuse } from "../../core/refusal";
import type { Continuation } from "../../core/engine";
import { SIEGE_BOARD as B } from "../board";
import { addUnit, removeUnit } from "../state/counters";
import { defOf, zedsStrength } from "../state/occupancy";
import { then } from "../procedure/stack";
import { reachesStrength, rollAgainstStrength } from "../procedure/strength-roll";
import { sirenTargets } from "../rumors-and-rails/rumors/items";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";
import { heroAction, nearby, onMap } from "./act";
import type { SiegeEvent } from "../state/events";

/**
 * The Firefighters' hoses (§3.3 "1 Action, 2 dice ≥ an adjacent Zeds unit's Strength → it
 * retreats"): a Zeds unit on a track space next to theirs (from TC: on any Town space), never on a
 * Start (as the Zeds Siren, G10); 2 dice through the kernel against that unit's own current Strength.
 * Decided: doubles do nothing more; the retreat follows G6 (a Mob partner stays, no train is lost).
 */
export const hosesAction = heroAction({
  type: "hoses",
  ability: "hoses",
  cost: "action",
  targets: (s, u) => sirenTargets(s, u).map((z) => z.id),
  why: (s, u, target) => {
    const z = target === undefined ? undefined : s.zeds[target];
    if (!z) return refuse("siege.noZedsUnit", { zeds: target ?? "" });
    return sirenTargets(s, u).some((x) => x.id === z.id) ? null : refuse("siege.sirenReach", { zeds: z.id, unit: u.id });
  },
  exec: (s, _seat, u, target, ev, k) => {
    const z = s.zeds[target!]!;
    rollAgainstStrength(s, ev, k, { purpose: "hoses", rule: "siege §3.3", then: "hoses", unit: u.id, zeds: z, outcome: (d, str) => (reachesStrength(d, str) ? "zedsRetreat" : "zedsStay") });
  },
});

/** The hoses' continuation (§3.3): the total reaching the target's Strength makes it retreat (G6). */
export const HOSES_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  hoses: (s, dice, data, ev) => {
    const { unit, target } = data as { unit: string; target: string };
    const z = s.zeds[target];
    if (!z) return;
    const ok = reachesStrength(dice, zedsStrength(z));
    ev.push({ type: ok ? "hosesRetreat" : "hosesMiss", unit, target, rule: "siege §3.3" } satisfies SiegeEvent);
    if (ok) then(s, { t: "retreatZeds", from: z.at, ids: [z.id] });
  },
};

/** The units the Firefighters can rescue (§3.3): Holding-Out Civilians or Villagers on a Village in or next to their space. */
function rescueTargets(s: SiegeState, u: PlayerUnit): PlayerUnit[] {
  const near = nearby(u);
  return Object.values(s.units)
    .filter((t) => near.has(t.at) && B.spaces[t.at]!.kind === "village" && ((t.holdingOut && onMap(t)) || defOf(t).category === "villagers"))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * The Firefighters' Character Action (§3.3 "frees Holding-Out Civilians or turns Villagers into
 * Refugees near a Village"): free, once per Action phase; on a Village in or next to their space a
 * Holding-Out Civilians unit stops Holding Out, or its Villagers become a Refugees unit on the
 * same space (decided: they do not move; Refugee movements and Moves take them on).
 */
export const rescueAction = heroAction({
  type: "rescue",
  ability: "rescueVillage",
  cost: "character",
  targets: (s, u) => rescueTargets(s, u).map((t) => t.id),
  why: (s, u, target) => (rescueTargets(s, u).some((t) => t.id === target) ? null : refuse("siege.heroRescueTarget", { unit: target ?? "", unit2: u.id })),
  exec: (s, _seat, u, target, ev) => {
    const t = s.units[target!]!;
    if (defOf(t).category === "villagers") {
      removeUnit(s, t.id);
      const id = `refugees-${s.nextId++}`;
      addUnit(s, { ...t, id, def: "refugees" });
      ev.push({ type: "rescueVillagers", unit: u.id, target: t.id, refugees: id, space: t.at, rule: "siege §3.3" } satisfies SiegeEvent);
      return;
    }
    t.holdingOut = false;
    ev.push({ type: "rescueHoldingOut", unit: u.id, target: t.id, rule: "siege §3.3" } satisfies SiegeEvent);
  },
});
