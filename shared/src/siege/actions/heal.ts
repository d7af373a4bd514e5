import { refuse } from "../../core/refusal";
import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B } from "../board";
import { defOf } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";
import { owns, paid } from "./paid";
import type { SiegeEvent } from "../state/events";
import type { Pay } from "./common";

/** The heal action (one of the Action phase's other actions, §2.6, D1). */
export type HealAction = { type: "heal"; unit: string; pay: Pay };

/** Heal (§2.6, G21): a unit in a Hospital Bed, once per unit per round; −1 Infection. Paid by the unit's owner; any seat may heal a team unit (Refugees, G12). */
export const healAction = paid<HealAction>(
  "heal",
  (s, seat) => Object.values(s.units).filter((u) => owns(seat, u) && B.beds.includes(u.at) && !s.actionPhase.healed.includes(u.id)),
  (s, _seat, u) => (!B.beds.includes(u.at) ? refuse("siege.notInBed", { unit: u.id }) : s.actionPhase.healed.includes(u.id) ? refuse("siege.healedThisRound", { unit: u.id }) : null),
  (s, _seat, a, ev) => {
    const u = s.units[a.unit]!;
    s.actionPhase.healed.push(u.id);
    healOnce(s, u, ev);
    const before = s.infection;
    s.infection = Math.max(0, s.infection - 1);
    ev.push({ type: "infection", from: before, to: s.infection, rule: "siege §2.6" } satisfies SiegeEvent);
  },
  false,
);

/** One Heal (G21), in this order: wake from coma (reduced side, no hits); else remove a hit; else flip reduced → full. */
export function healOnce(s: SiegeState, u: PlayerUnit, ev: GameEvent[]): void {
  if (u.coma) {
    u.coma = false;
    u.side = "reduced";
    u.hits = 0;
  } else if (u.hits > 0) {
    u.hits -= 1;
  } else if (u.side === "reduced" && defOf(u).twoSided) {
    u.side = "full";
  }
  ev.push({ type: "heal", unit: u.id, rule: "siege G21" } satisfies SiegeEvent);
  void s;
}
