import type { AnyActionDef } from "../../core/engine";
import type { SiegeState } from "../state/game";
import { forageAction, type ForageAction } from "./forage";
import { healAction, type HealAction } from "./heal";
import { dischargeAction, type DischargeAction } from "./discharge";
import { barricadeAction, type BarricadeAction } from "./barricade";
import { ferryAction, type FerryAction } from "./ferry";
import { equipAction, type EquipAction } from "./equip";
import { abilityAction, type AbilityAction } from "./ability";
import { playKeepAction, type PlayKeepAction } from "./play-keep";
import { handOverAction, type HandOverAction } from "./hand-over";

/** The Action phase's other actions (§2.6, D1). */
export type OtherAction = ForageAction | HealAction | DischargeAction | BarricadeAction | FerryAction | EquipAction | AbilityAction | PlayKeepAction | HandOverAction;

/** Their definitions, for the engine. */
export const OTHER_ACTIONS: readonly AnyActionDef<SiegeState>[] = [forageAction, healAction, dischargeAction, barricadeAction, ferryAction, equipAction, abilityAction, playKeepAction, handOverAction];
