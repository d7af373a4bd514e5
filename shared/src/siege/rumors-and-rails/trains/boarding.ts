import { defOf, unitsAt } from "../../state/occupancy";
import type { SiegeState } from "../../state/game";
import type { Train } from "../../state/map";
import type { SiegeSeatId } from "../../state/options";
import type { PlayerUnit } from "../../state/units";
import { destinations, frozen, type Load } from "./lines";
import type { TrainPay } from "./pay";

/** Player unit kinds that may ride a train (S-T3, G2): not vehicles or drivers (none at Level II, C5), the National Guard, Villagers or Refugees (a Refugees unit rides alone, see `boardable`). */
const RIDERS = new Set(["hero", "heroic-civilians", "civilians"]);

/** Whether `u` is a Refugees unit. */
export function isRefugees(u: PlayerUnit): boolean {
  return defOf(u).category === "refugees";
}

/** What train `t` carries now (`t.passengers`), as its destinations see it. */
export function loadOf(s: SiegeState, t: Train): Load {
  const aboard = t.passengers.map((id) => s.units[id]!).filter((u) => !!u);
  return { players: aboard.filter((u) => !isRefugees(u)).length, refugee: aboard.some(isRefugees) };
}

/**
 * How `seat` may pay a Refugees unit's boarding now (S-T18, G2, G4): in 4R one more Refugee
 * movement of the budget; in the Action phase its Player Action or an Event Action. The movement's
 * own payment is spent already, so the boarding is an extra one in the same phase.
 */
export function boardingPays(s: SiegeState, seat: SiegeSeatId): TrainPay[] {
  if (s.phase === "4r") return s.fourR.left > 0 ? ["4r"] : [];
  const out: TrainPay[] = [];
  if (s.actionPhase.playerAction[seat]) out.push("player");
  if (s.actionTrack > 0) out.push("event");
  return out;
}

/**
 * The units that may still board train `t` for a movement paid by `seat` (S-T3, S-T12, S-T18, G2):
 * none while Zeds share its space; either up to 2 of the seat's own Heroes, heroic Civilians or
 * Civilians units on its space (not Holding Out; units in Chaos may board) or 1 Refugees unit there
 * (a team unit) — the Refugees only with nobody aboard yet and when the boarding can be paid; in
 * every case only a unit with which the train still has a legal destination (G2: the passengers
 * must fit there; Refugees never ride into Zeds). In id order.
 */
export function boardable(s: SiegeState, t: Train, seat: SiegeSeatId): string[] {
  if (frozen(s, t)) return [];
  const load = loadOf(s, t);
  if (load.refugee || load.players >= 2) return [];
  const out: string[] = [];
  for (const u of unitsAt(s, t.at)) {
    if (t.passengers.includes(u.id) || u.coma) continue;
    if (isRefugees(u)) {
      if (load.players > 0 || boardingPays(s, seat).length === 0) continue;
      if (destinations(s, t, { players: 0, refugee: true }).length) out.push(u.id);
    } else if (RIDERS.has(defOf(u).category) && u.seat === seat && !u.holdingOut) {
      if (destinations(s, t, { players: load.players + 1, refugee: false }).length) out.push(u.id);
    }
  }
  return out;
}
