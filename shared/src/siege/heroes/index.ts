import type { AnyActionDef, Continuation } from "../../core/engine";
import type { StepHandler } from "../procedure";
import type { SiegeState } from "../types";
import { ALYSSA_CONTINUATIONS } from "./alyssa";
import { CANCEL_CONTINUATIONS, moveCheckStep } from "./cancel";
import { COURIER_CONTINUATIONS, tcStandEndStep, tcStandStep } from "./courier";
import { healNearbyAction } from "./heal-nearby";
import { HELLO_CONTINUATIONS, minefieldStep, trapStep } from "./hello";
import { POWER_ACTIONS } from "./powers";
import { STEALTH_CONTINUATIONS } from "./stealth";
import type { HeroWork } from "./work";

/*
 * The S4 heroes (siege §3.3, "Cost, value and staging" S4) for the engine: Colonel Kingman, Mr.
 * Johnson, Pickles, Alyssa Darling, the Clarion Courier and the Mayor's once-per-game rally, built
 * on the kernel's rolls with reaction windows and on pending decisions.
 */

export type { HealNearbyAction } from "./heal-nearby";
export type { PowerAction } from "./powers";

/** The S4 heroes' Action-phase actions. */
export const HERO_ACTIONS: readonly AnyActionDef<SiegeState>[] = [...POWER_ACTIONS, healNearbyAction];

/** The S4 heroes' roll continuations by name. */
export const HERO_CONTINUATIONS: Record<string, Continuation<SiegeState>> = { ...CANCEL_CONTINUATIONS, ...HELLO_CONTINUATIONS, ...STEALTH_CONTINUATIONS, ...ALYSSA_CONTINUATIONS, ...COURIER_CONTINUATIONS };

/** The handlers of the S4 heroes' procedure steps. */
export const HERO_STEPS: { [T in HeroWork["t"]]: StepHandler<Extract<HeroWork, { t: T }>> } = {
  moveCheck: moveCheckStep,
  minefield: minefieldStep,
  trap: trapStep,
  tcStand: tcStandStep,
  tcStandEnd: tcStandEndStep,
};
