import type { ChooseAction } from "../procedure/choices";
import type { RerollAction } from "../combat/hand-to-hand";
import type { EndFourRAction, GuardStepAction, RefugeeAction } from "../round/phases/four-r";
import type { DoneAction } from "./done";
import type { FireAction } from "./gunfire";
import type { MoveAction } from "./move";
import type { OtherAction } from "./other";
import type { RumorAction } from "../rumors-and-rails/rumors/actions";
import type { PlaySecureAction } from "../rumors-and-rails/rumors/secure";
import type { TrainAction, TrainMoveAction, TrainTurnAction } from "../rumors-and-rails/trains";
import type { HealNearbyAction, PowerAction } from "../heroes";
import type { HeroAction } from "../heroes/act";

/** Every Siege action (D1, D6): answers to decisions, the lead's 4R actions, the Action phase's actions. */
export type SiegeAction = ChooseAction | RerollAction | RefugeeAction | GuardStepAction | EndFourRAction | MoveAction | FireAction | DoneAction | OtherAction | PlaySecureAction | TrainAction | RumorAction | HeroAction;

export type { ChooseAction, RerollAction, RefugeeAction, GuardStepAction, EndFourRAction, DoneAction, FireAction, MoveAction, OtherAction, PlaySecureAction, TrainAction, TrainMoveAction, TrainTurnAction, RumorAction, PowerAction, HealNearbyAction, HeroAction };
