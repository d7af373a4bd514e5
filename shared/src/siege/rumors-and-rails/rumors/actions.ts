import type { AnyActionDef, Continuation } from "../../../core/engine";
import type { SiegeState } from "../../state/game";
import { amuletAction, amuletPassAction, type AmuletAction } from "./amulet";
import { crystalAction, giveItemAction, ITEM_CONTINUATIONS, sirenAction, type ItemAction } from "./items";
import { revealAction, type RevealAction } from "./reveal";

/** The Rumor Mill's actions (Part A2): the paid reveal, the Attach items' actions and the Amulet window's answers. */
export type RumorAction = RevealAction | ItemAction | AmuletAction;

/** Their definitions, for the engine (engine.ts). */
export const RUMOR_ACTIONS: readonly AnyActionDef<SiegeState>[] = [revealAction, giveItemAction, crystalAction, sirenAction, amuletAction, amuletPassAction];

/** The continuations of the Rumor Mill's rolls (the Siren), by the names the rolls give in `then`. */
export const RUMOR_CONTINUATIONS: Record<string, Continuation<SiegeState>> = { ...ITEM_CONTINUATIONS };
