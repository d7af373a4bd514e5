import type { AnyActionDef } from "../../core/engine";
import type { FateCardId, SiegeSeatId, SiegeState } from "../types";
import type { Pay } from "./common";
import { forageAction } from "./forage";
import { healAction } from "./heal";
import { dischargeAction } from "./discharge";
import { barricadeAction } from "./barricade";
import { ferryAction } from "./ferry";
import { equipAction } from "./equip";
import { abilityAction } from "./ability";
import { playKeepAction } from "./play-keep";
import { handOverAction } from "./hand-over";

/** The Action phase's other actions (§2.6, D1). */
export type OtherAction =
  | { type: "forage"; unit: string; pay: Pay }
  | { type: "heal"; unit: string; pay: Pay }
  | { type: "discharge"; unit: string }
  | { type: "barricade"; unit: string; pay: Pay }
  | { type: "ferry"; unit: string; pay: Pay }
  | { type: "equip"; refugees: string; civilians: string }
  | { type: "ability"; unit: string; target?: string }
  | { type: "playKeep"; card: FateCardId; target?: string }
  | { type: "handOver"; unit: string; to: SiegeSeatId };

/** Their definitions, for the engine. */
export const OTHER_ACTIONS: readonly AnyActionDef<SiegeState>[] = [forageAction, healAction, dischargeAction, barricadeAction, ferryAction, equipAction, abilityAction, playKeepAction, handOverAction];
