import type { AnyActionDef, Continuation } from "../../core/engine";
import type { StepHandler } from "../procedure/stack";
import type { SiegeState } from "../state/game";
import { ALYSSA_CONTINUATIONS } from "./alyssa";
import { convertAction, repairBridgeAction } from "./bauer";
import { CANCEL_CONTINUATIONS, moveCheckStep } from "./cancel";
import { COURIER_CONTINUATIONS, tcStandEndStep, tcStandStep } from "./courier";
import { HOSES_CONTINUATIONS, hosesAction, rescueAction } from "./firefighters";
import { bolsterAction, patchAction } from "./hauser";
import { healNearbyAction } from "./heal-nearby";
import { HELLO_CONTINUATIONS, minefieldStep, trapStep } from "./hello";
import { POWER_ACTIONS } from "./powers";
import { SANTANA_CONTINUATIONS } from "./santana";
import { STEALTH_CONTINUATIONS } from "./stealth";
import type { HeroStep } from "./steps";
import { peekAction } from "./wright";
import { broadcastAction } from "./wzed";

/*
 * The Heroes and heroic Civilians with rules of their own (siege §3.3, "Cost, value and staging"
 * S3 and S4), for the engine. S3: Hauser, Rusty, Santana, Wright, the Riot Squad, the 12th
 * Veterans, Horatius, the Firefighters, Bauer's crew, the Salvation troops and WZED, mostly stats
 * and simple actions (heroes/act.ts). S4: Colonel Kingman, Mr. Johnson, Pickles, Alyssa Darling,
 * the Clarion Courier and the Mayor's once-per-game rally, built on the kernel's rolls with reaction
 * windows and on pending decisions.
 */

export type { HeroAction } from "./act";
export type { HealNearbyAction } from "./heal-nearby";
export type { PowerAction } from "./powers";

/** The heroes' Action-phase actions: each listed in `legalActions` with its cost, refused with a reason otherwise. */
export const HERO_ACTIONS: readonly AnyActionDef<SiegeState>[] = [
  ...POWER_ACTIONS,
  healNearbyAction,
  peekAction,
  bolsterAction,
  patchAction,
  hosesAction,
  rescueAction,
  convertAction,
  repairBridgeAction,
  broadcastAction,
];

/** The heroes' roll continuations by name. */
export const HERO_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  ...CANCEL_CONTINUATIONS,
  ...HELLO_CONTINUATIONS,
  ...STEALTH_CONTINUATIONS,
  ...ALYSSA_CONTINUATIONS,
  ...COURIER_CONTINUATIONS,
  ...SANTANA_CONTINUATIONS,
  ...HOSES_CONTINUATIONS,
};

/** The handlers of the S4 heroes' procedure steps. */
export const HERO_STEPS: { [T in HeroStep["t"]]: StepHandler<Extract<HeroStep, { t: T }>> } = {
  moveCheck: moveCheckStep,
  minefield: minefieldStep,
  trap: trapStep,
  tcStand: tcStandStep,
  tcStandEnd: tcStandEndStep,
};
