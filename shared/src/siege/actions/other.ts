import type { AnyActionDef } from "../../core/engine";
import type { SiegeState } from "../types";

/** The Action phase's other actions (Forage, Heal, Discharge, Barricades, Ferry, Equip Refugees, abilities, Keep cards). */
export type OtherAction = { type: "forage"; unit: string; pay: string };

/** Their definitions. */
export const OTHER_ACTIONS: readonly AnyActionDef<SiegeState>[] = [];
