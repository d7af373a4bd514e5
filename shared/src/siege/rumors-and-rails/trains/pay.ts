import { refuse, type Refusal } from "../../../core/refusal";
import type { SiegeState } from "../../state/game";
import type { SiegeSeatId } from "../../state/options";
import { stillActing } from "../../actions/common";

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
export function trainPayRefusal(s: SiegeState, seat: SiegeSeatId, pay: TrainPay): Refusal | null {
  if (s.phase === "4r") {
    if (pay !== "4r") return refuse("siege.pay4r");
    if (seat !== s.lead) return refuse("siege.leadSpends4r");
    if (s.flags.includes("4r-done") || s.fourR.left <= 0) return refuse("siege.no4rLeft");
    return null;
  }
  if (s.phase !== "action") return refuse("siege.trainPhases");
  if (pay === "4r") return refuse("siege.refugeeMovesWhen");
  if (!stillActing(s, seat)) return refuse("siege.doneThisPhase");
  if (pay === "player" && !s.actionPhase.playerAction[seat]) return refuse("siege.playerActionSpent");
  if (pay === "event" && s.actionTrack <= 0) return refuse("siege.noEventAction");
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
