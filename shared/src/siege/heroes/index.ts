import type { AnyActionDef, Continuation } from "../../core/engine";
import type { SiegeState } from "../types";
import { SANTANA_CONTINUATIONS } from "./santana";

/**
 * The S3 heroes' abilities (§3.3, "Staging" S3) that are actions of their own, for the engine: each
 * listed in `legalActions` with its cost, refused with a reason otherwise.
 */
export const HERO_ACTIONS: readonly AnyActionDef<SiegeState>[] = [];

/** The S3 heroes' roll continuations (Santana's charge, the Firefighters' hoses). */
export const HERO_CONTINUATIONS: Record<string, Continuation<SiegeState>> = { ...SANTANA_CONTINUATIONS };
