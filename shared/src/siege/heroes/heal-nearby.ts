import { z } from "zod";
import type { ActionDef } from "../../core/engine";
import { SIEGE_BOARD as B } from "../board";
import { actors, mayAct, payOptions, payRefusal, spend, stillActing, type Pay } from "../actions/common";
import { healOnce } from "../actions/other";
import { unitName } from "../combat/hits";
import { defOf } from "../occupancy";
import type { PlayerUnit, SiegeSeatId, SiegeState } from "../types";

/*
 * Heal in or next to the healer's space (siege §3.3: Mr. Johnson; any unit with `healNearby`):
 * 1 Action + 1 Supply, a Heal of §2.6 and G21 on a player unit on the healer's space or an adjacent
 * one — one step of damage (a hit marker, else reduced → full), −1 Infection, once per unit per round
 * (shared with the Hospital's Heal). Decided: the target may be any seat's unit (the healer's seat
 * pays), the healer itself included; a unit in coma lies in a Bed, never next to him; a unit with
 * nothing to heal is not a target.
 */

/** `healNearby` (§3.3): `unit` heals `target`; `pay` buys the Action. */
export interface HealNearbyAction {
  type: "healNearby";
  unit: string;
  target: string;
  pay: Pay;
}

/** The Supply a nearby Heal costs (§3.3). */
const HEAL_SUPPLY = 1;

/** Whether `t` has damage a Heal removes (G21): a hit marker, or a reduced side with a full side to flip to. */
function hurt(t: PlayerUnit): boolean {
  return t.hits > 0 || (t.side === "reduced" && defOf(t).twoSided);
}

/** The units healer `u` may heal now (see the file's note), in id order. */
export function healTargets(s: SiegeState, u: PlayerUnit): PlayerUnit[] {
  if (!defOf(u).abilities.healNearby || s.supplies < HEAL_SUPPLY) return [];
  const near = new Set([u.at, ...B.neighbours[u.at]!]);
  return Object.values(s.units)
    .filter((t) => near.has(t.at) && !t.coma && (t.at === B.tc || B.spaces[t.at]!.track !== null) && hurt(t) && !s.actionPhase.healed.includes(t.id))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** The `healNearby` definition (§3.3): refused without the ability, the Supply, a target in reach with damage, or for a unit healed this round. */
export const healNearbyAction: ActionDef<SiegeState, HealNearbyAction> = {
  type: "healNearby",
  phases: ["action"],
  schema: z.object({ type: z.literal("healNearby"), unit: z.string(), target: z.string(), pay: z.enum(["player", "event", "free"]) }).strict(),
  candidates: (s, seat) => actors(s, seat as SiegeSeatId).flatMap((u) => healTargets(s, u).flatMap((t) => payOptions(s, seat as SiegeSeatId, u).map((pay) => ({ type: "healNearby" as const, unit: u.id, target: t.id, pay })))),
  // one pass: the candidates are the seat's healers with their targets and payments, all the check asks after stillActing
  legal: (s, seat) => (stillActing(s, seat as SiegeSeatId) ? healNearbyAction.candidates(s, seat) : []),
  check: (s, seat, a) => {
    const sid = seat as SiegeSeatId;
    if (!stillActing(s, sid)) return "you said done for this Action phase";
    const u = s.units[a.unit];
    if (!u) return `no unit '${a.unit}'`;
    if (!mayAct(s, sid, u)) return `${unitName(u)} is not yours to act with now`;
    if (!defOf(u).abilities.healNearby) return `${unitName(u)} has no such power`;
    const why = payRefusal(s, sid, u, a.pay);
    if (why) return why;
    if (s.supplies < HEAL_SUPPLY) return "this Heal costs 1 Supply";
    const t = s.units[a.target];
    if (t && s.actionPhase.healed.includes(t.id)) return `${unitName(t)} was healed this round`;
    return healTargets(s, u).some((x) => x.id === a.target) ? null : `${unitName(u)} heals a hurt unit in or next to its space`;
  },
  exec: (s, seat, a, ev) => {
    const u = s.units[a.unit]!;
    const t = s.units[a.target]!;
    spend(s, seat as SiegeSeatId, u, a.pay);
    s.supplies -= HEAL_SUPPLY;
    s.actionPhase.healed.push(t.id);
    healOnce(s, t, ev);
    const before = s.infection;
    s.infection = Math.max(0, s.infection - 1);
    ev.push({ type: "infection", from: before, to: s.infection, rule: "siege §3.3", text: `${unitName(u)} heals ${unitName(t)} (Supplies ${s.supplies}): Infection ${before} → ${s.infection}` });
  },
};
