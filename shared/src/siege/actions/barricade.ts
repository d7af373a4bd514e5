import { refuse, type Refusal } from "../../core/refusal";
import { SIEGE_BOARD as B, isStart, trackOf } from "../board";
import { defOf } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";
import { actors, type Pay } from "./common";
import { paid } from "./paid";
import { HOOKS } from "../procedure/hooks";
import type { SiegeEvent } from "../state/events";

/** The barricade action (one of the Action phase's other actions, §2.6, D1). */
export type BarricadeAction = { type: "barricade"; unit: string; pay: Pay };

/** Build Improved Defenses (§2.6, Level II, Q15): 1 Action + 2 Supplies (Bob Bauer's crew 1, §3.3); a Barricade on the acting unit's track space (not a Start, not Chaos, not one already there, one per track). */
export const barricadeAction = paid<BarricadeAction>(
  "barricade",
  (s, seat) => actors(s, seat).filter((u) => barricadeWhy(s, u) === null),
  (s, _seat, u) => barricadeWhy(s, u),
  (s, _seat, a, ev) => {
    const u = s.units[a.unit]!;
    s.supplies -= HOOKS.barricadeSupplies(u);
    s.spaces[u.at]!.barricade = "barricade";
    ev.push({ type: "barricade", space: u.at, rule: "siege §2.6" } satisfies SiegeEvent);
  },
);

function barricadeWhy(s: SiegeState, u: PlayerUnit): Refusal | null {
  if (["villagers", "refugees"].includes(defOf(u).category)) return refuse("siege.noBuilders");
  if (defOf(u).abilities.neverBuilds) return refuse("siege.neverBuilds", { unit: u.id });
  if (trackOf(u.at) === null || isStart(u.at)) return refuse("siege.barricadeTrack");
  if (s.spaces[u.at]!.chaos > 0) return refuse("siege.chaosSpace");
  if (s.spaces[u.at]!.barricade) return refuse("siege.barricadeThere");
  // Q15 (decided): at most one Barricade per track
  if (B.trackSpaces[trackOf(u.at)!].some((i) => s.spaces[i]!.barricade === "barricade")) return refuse("siege.barricadePerTrack");
  const cost = HOOKS.barricadeSupplies(u);
  if (s.supplies < cost) return cost === 2 ? refuse("siege.barricadeCost") : refuse("siege.barricadeCostBy", { unit: u.id, n: cost });
  return null;
}
