import type { SiegeState } from "../../state/game";
import { trainMayMove, trainMoveAction, type TrainMoveAction } from "./move";
import { trainMayTurn, trainTurnAction, type TrainTurnAction } from "./turn";

/** The Freight Trains module's actions (Part A1): `trainMove` and `trainTurn`. */
export type TrainAction = TrainMoveAction | TrainTurnAction;
export type { TrainMoveAction, TrainTurnAction };

/** The action definitions of the Freight Trains module, for the engine's list. */
export const TRAIN_ACTIONS = [trainMoveAction, trainTurnAction] as const;

/**
 * Whether some train could be moved or turned now, leaving the payment aside (S-T7, S-T8, G3, G4):
 * the 4R phase waits for the lead while such an option and a movement of the budget are left.
 */
export function trainOptionOpen(s: SiegeState): boolean {
  return s.trains.some((t) => trainMayMove(s, t.id) || trainMayTurn(s, t.id));
}

export { trainRideStep, trainOffStep } from "./move";
