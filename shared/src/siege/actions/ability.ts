import { refuse } from "../../core/refusal";
import { z } from "zod";
import type { ActionDef } from "../../core/engine";
import { SIEGE_BOARD as B } from "../board";
import { defOf } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import type { PlayerUnit } from "../state/units";
import { actors, mayAct, stillActing } from "./common";
import type { SiegeEvent } from "../state/events";

/** The ability action (one of the Action phase's other actions, §2.6, D1). */
export type AbilityAction = { type: "ability"; unit: string; target?: string };

/**
 * Character Actions (§2.6, §3.3), once per Action phase, no Action paid: Schmidt gives himself one
 * extra Action; Hunt gives one free Action to a Civilians, heroic Civilians or Refugees unit in or
 * next to his space (`target`).
 */
export const abilityAction: ActionDef<SiegeState, AbilityAction> = {
  type: "ability",
  phases: ["action"],
  schema: z.object({ type: z.literal("ability"), unit: z.string(), target: z.string().optional() }).strict(),
  candidates: (s, seat) => {
    const out: AbilityAction[] = [];
    for (const u of actors(s, seat as SiegeSeatId)) {
      const ab = defOf(u).abilities;
      if (ab.extraActionForSelf) out.push({ type: "ability", unit: u.id });
      if (ab.grantsActionNearby) for (const t of huntTargets(s, u)) out.push({ type: "ability", unit: u.id, target: t.id });
    }
    return out;
  },
  check: (s, seat, a) => {
    if (!stillActing(s, seat as SiegeSeatId)) return refuse("siege.doneThisPhase");
    const u = s.units[a.unit];
    if (!u || !mayAct(s, seat as SiegeSeatId, u)) return refuse("siege.thatUnit");
    if (s.actionPhase.used.includes(u.id)) return refuse("siege.characterUsed", { unit: u.id });
    const ab = defOf(u).abilities;
    if (ab.extraActionForSelf) return a.target === undefined ? null : refuse("siege.schmidtSelf");
    if (ab.grantsActionNearby) return a.target && huntTargets(s, u).some((t) => t.id === a.target) ? null : refuse("siege.huntGives");
    return refuse("siege.noCharacterAction", { unit: u.id });
  },
  exec: (s, _seat, a, ev) => {
    const u = s.units[a.unit]!;
    s.actionPhase.used.push(u.id);
    const to = a.target ?? u.id;
    s.actionPhase.free[to] = (s.actionPhase.free[to] ?? 0) + 1;
    ev.push({ type: "ability", unit: u.id, target: to, rule: "siege §3.3" } satisfies SiegeEvent);
  },
};

function huntTargets(s: SiegeState, u: PlayerUnit): PlayerUnit[] {
  const near = new Set([u.at, ...B.neighbours[u.at]!]);
  return Object.values(s.units)
    .filter((t) => t.id !== u.id && near.has(t.at) && ["civilians", "heroic-civilians", "refugees"].includes(defOf(t).category) && !t.coma)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}
