import { refuse, type Refusal } from "../../core/refusal";
import { SIEGE_BOARD as B, trackOf } from "../board";
import { defOf } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import type { PlayerUnit } from "../state/units";
import { lookHolders, remembered } from "../state/stacks";

/** How an Action is paid (§2.6, D1): the seat's one Player Action, one of the shared Event Actions, or a free Action granted to the unit (Schmidt, Hunt). */
export type Pay = "player" | "event" | "free";

/** The ways `seat` can pay for one Action of unit `u` now (D1): its Player Action while unspent, an Event Action while the track holds one, a free Action granted to `u`. */
export function payOptions(s: SiegeState, seat: SiegeSeatId, u: PlayerUnit): Pay[] {
  const out: Pay[] = [];
  if (s.actionPhase.playerAction[seat]) out.push("player");
  if (s.actionTrack > 0) out.push("event");
  if ((s.actionPhase.free[u.id] ?? 0) > 0) out.push("free");
  return out;
}

/** Spends one Action paid by `pay` (see `payOptions`). */
export function spend(s: SiegeState, seat: SiegeSeatId, u: PlayerUnit, pay: Pay): void {
  if (pay === "player") s.actionPhase.playerAction[seat] = false;
  else if (pay === "event") s.actionTrack -= 1;
  else s.actionPhase.free[u.id] = (s.actionPhase.free[u.id] ?? 1) - 1;
}

/** Why `pay` cannot pay an Action of `u` for `seat`, or null. */
export function payRefusal(s: SiegeState, seat: SiegeSeatId, u: PlayerUnit, pay: Pay): Refusal | null {
  return payOptions(s, seat, u).includes(pay) ? null : pay === "player" ? refuse("siege.playerActionSpent") : pay === "event" ? refuse("siege.noEventAction") : refuse("siege.noFreeAction");
}

/**
 * Whether `seat` may spend Actions on unit `u` at all (§2.6, D1, G12): its own unit, or a team unit
 * (Refugees); on the map or in TC; not in coma; not in a Chaos space (Refugees, Pickles and Horatius excepted: `actsInChaos`, §2.6, §3.3).
 */
export function mayAct(s: SiegeState, seat: SiegeSeatId, u: PlayerUnit): boolean {
  if (u.seat !== null && u.seat !== seat) return false;
  if (u.seat === null && defOf(u).category !== "refugees") return false;
  if (u.coma) return false;
  if (u.at !== B.tc && trackOf(u.at) === null) return false;
  if (s.spaces[u.at]!.chaos > 0 && defOf(u).category !== "refugees" && !defOf(u).abilities.actsInChaos) return false;
  return true;
}

/** The units `seat` may spend Actions on (`mayAct`), in id order (read only: a legal list asks it for forage, barricade, ferry and ability). */
export function actors(s: SiegeState, seat: SiegeSeatId): readonly PlayerUnit[] {
  return remembered(s, `actors:${seat}`, () =>
    Object.values(s.units)
      .filter((u) => mayAct(s, seat, u))
      .sort((a, b) => (a.id < b.id ? -1 : 1)),
  );
}

/** Whether the Mayor is in play and awake (his aura helps every player unit, G22). */
export function mayorAura(s: SiegeState): boolean {
  return remembered(s, "mayorAura", () => lookHolders(s, "mayorAura").some((u) => !u.coma && (u.at === B.tc || trackOf(u.at) !== null)));
}

/** Whether the seat is taking part in the Action phase still (has not said done, D1). */
export function stillActing(s: SiegeState, seat: SiegeSeatId): boolean {
  return s.phase === "action" && !s.actionPhase.done.includes(seat);
}
