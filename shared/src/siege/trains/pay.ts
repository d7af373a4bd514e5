import type { SiegeSeatId, SiegeState } from "../types";
import { stillActing } from "../actions/common";

/**
 * How a train's movement, turn or a Refugees unit's boarding is paid (S-T7, S-T8, S-T18, G4, G12):
 * in the Action phase the acting seat's Player Action or one Event Action of the Action track
 * (trains are team units: any seat that has not said done); in 4R one of the budget's Refugee
 * movements, spent by the lead.
 */
export type TrainPay = "player" | "event" | "4r";

/**
 * Why `seat` cannot pay one train Action or movement with `pay` now, or null: the phase must match
 * the payment (Actions in the Action phase, Refugee movements in 4R), the seat must still act (the
 * lead in 4R, G12), and the Player Action must be unspent, the Action track or the budget not empty.
 */
export function trainPayRefusal(s: SiegeState, seat: SiegeSeatId, pay: TrainPay): string | null {
  if (s.phase === "4r") {
    if (pay !== "4r") return "in the 4R phase a train is paid with a Refugee movement (pay \"4r\")";
    if (seat !== s.lead) return "the lead spends the 4R budget (G12)";
    if (s.flags.includes("4r-done") || s.fourR.left <= 0) return "no 4R movement is left";
    return null;
  }
  if (s.phase !== "action") return "trains move only in the 4R and Action phases";
  if (pay === "4r") return "Refugee movements are spent only in the 4R phase";
  if (!stillActing(s, seat)) return "you said done for this Action phase";
  if (pay === "player" && !s.actionPhase.playerAction[seat]) return "your Player Action is spent";
  if (pay === "event" && s.actionTrack <= 0) return "no Event Action is left on the Action track";
  return null;
}

/** The payments `seat` can make now for a train (see `trainPayRefusal`), in the order player, event, 4r. */
export function trainPays(s: SiegeState, seat: SiegeSeatId): TrainPay[] {
  return (["player", "event", "4r"] as const).filter((p) => trainPayRefusal(s, seat, p) === null);
}

/** Spends one Action or Refugee movement paid by `pay` (already checked by `trainPayRefusal`). */
export function spendTrainPay(s: SiegeState, seat: SiegeSeatId, pay: TrainPay): void {
  if (pay === "4r") s.fourR.left -= 1;
  else if (pay === "player") s.actionPhase.playerAction[seat] = false;
  else s.actionTrack -= 1;
}
