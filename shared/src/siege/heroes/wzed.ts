import { refuse } from "../../core/refusal";
import { defOf } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";
import { heroAction, onMap } from "./act";
import type { SiegeEvent } from "../state/events";

/** The units WZED can call to action (§3.3): ordinary Civilians and Refugees on the map or in TC, awake. */
function broadcastTargets(s: SiegeState): PlayerUnit[] {
  return Object.values(s.units)
    .filter((t) => ["civilians", "refugees"].includes(defOf(t).category) && onMap(t))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * WZED Farmingdale's broadcast (§3.3 Character Action "free Action to a Civilians/Refugees unit"):
 * free, once per Action phase; 1 free Action to an ordinary Civilians or a Refugees unit. Decided:
 * anywhere on the map or in TC (a radio reaches every space; Hunt's gift says "in or next to", this
 * card does not); the Action is spent like Hunt's, by the unit's owner (any seat for Refugees, G12).
 */
export const broadcastAction = heroAction({
  type: "broadcast",
  ability: "grantsActionCivilians",
  cost: "character",
  targets: (s) => broadcastTargets(s).map((t) => t.id),
  why: (s, _u, target) => (broadcastTargets(s).some((t) => t.id === target) ? null : refuse("siege.heroBroadcastTarget", { unit: target ?? "" })),
  exec: (s, _seat, u, target, ev) => {
    const t = s.units[target!]!;
    s.actionPhase.free[t.id] = (s.actionPhase.free[t.id] ?? 0) + 1;
    ev.push({ type: "ability", unit: u.id, target: t.id, rule: "siege §3.3" } satisfies SiegeEvent);
  },
});
