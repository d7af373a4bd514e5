import type { AnyActionDef, Continuation } from "../../core/engine";
import type { SiegeState } from "../types";
import { convertAction, repairBridgeAction } from "./bauer";
import { HOSES_CONTINUATIONS, hosesAction, rescueAction } from "./firefighters";
import { bolsterAction, patchAction } from "./hauser";
import { fieldHealAction } from "./salvation";
import { SANTANA_CONTINUATIONS } from "./santana";
import { peekAction } from "./wright";
import { broadcastAction } from "./wzed";

export type { HeroAction } from "./act";

/**
 * The S3 heroes' abilities (§3.3, "Staging" S3) that are actions of their own, for the engine: each
 * listed in `legalActions` with its cost, refused with a reason otherwise (heroes/act.ts).
 */
export const HERO_ACTIONS: readonly AnyActionDef<SiegeState>[] = [peekAction, bolsterAction, patchAction, hosesAction, rescueAction, convertAction, repairBridgeAction, fieldHealAction, broadcastAction];

/** The S3 heroes' roll continuations (Santana's charge, the Firefighters' hoses). */
export const HERO_CONTINUATIONS: Record<string, Continuation<SiegeState>> = { ...SANTANA_CONTINUATIONS, ...HOSES_CONTINUATIONS };
