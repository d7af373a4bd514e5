import { refuse } from "../../../core/refusal";
import { placeUnit } from "../../state/counters";
import { z } from "zod";
import type { ActionDef } from "../../../core/engine";
import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B, trackOf } from "../../board";
import { EVENT_CARDS } from "../../cards/event/deck";
import { defOf, playerRoom, zedsHere } from "../../state/occupancy";
import type { SiegeState } from "../../state/game";
import type { PlayerUnit } from "../../state/units";
import { rangersWork } from "./rangers";
import { lookCategory } from "../../state/stacks";
import { mayEnter } from "../../board/entry";
import { then } from "../../procedure/stack";
import { HOOKS } from "../../procedure/hooks";
import type { SiegeEvent } from "../../state/events";
import { stepRefugee } from "../../arrivals/camp";

/** The Refugees units on the map (track spaces, not TC or a box). */
export function refugeesOnMap(s: SiegeState): PlayerUnit[] {
  return lookCategory(s, "refugees")
    .filter((u) => trackOf(u.at) !== null)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Whether a Refugees unit can take a step toward TC now (§2.2 step 3, §3.3): the space ahead has no Zeds and may be entered (TC always). */
export function refugeeCanStep(s: SiegeState, u: PlayerUnit): boolean {
  const to = B.toward[u.at]!;
  if (to < 0) return false;
  if (to === B.tc) return true;
  return mayEnter(s, to) && zedsHere(s, to).length === 0;
}

/** The National Guard unit on the map, or undefined. */
export function guardOnMap(s: SiegeState): PlayerUnit | undefined {
  return lookCategory(s, "national-guard").find((u) => trackOf(u.at) !== null);
}

/** Spaces the National Guard may step to in 4R (§2.2 step 4, C9): 1 space either way along its track, never a Start or TC, never into Zeds or Raiders (its step is no attack), room for it. */
export function guardSteps(s: SiegeState): number[] {
  const g = guardOnMap(s);
  if (!g || s.flags.includes("guard-moved") || g.coma) return [];
  return [B.toward[g.at]!, B.away[g.at]!].filter((i) => i >= 0 && i !== B.tc && mayEnter(s, i) && zedsHere(s, i).length === 0 && !HOOKS.hasRaidersAt(s, i) && playerRoom(s, i) > 0);
}

/**
 * Enters the 4R phase (§2.2, C8, G4): the card's 4R number is a budget of Refugee movements the lead
 * spends (G12) one at a time, in any order: 1 space toward TC for a Refugees unit, or a train's
 * movement, turn or Refugees boarding (S-T7, S-T8, S-T18: the `trainMove` and `trainTurn` actions).
 * First, in the order of G4 (Raiders → Rangers → Refugees and trains → the Guard), every Raiders
 * unit moves 1 toward TC and fights (§2.2 step 1, raiders/move.ts), then each Rangers unit may move
 * 1 space (§2.2 step 2, rangers.ts); the lead's budget waits until they are done.
 */
export function enterFourR(s: SiegeState, ev: GameEvent[]): void {
  const n = EVENT_CARDS[s.decks.current!].fourR;
  s.fourR = { left: n };
  ev.push({ type: "fourR", budget: n, rule: "siege §2.2" } satisfies SiegeEvent);
  const steps = [HOOKS.raidersMoveWork(s), rangersWork(s)].filter((w) => w !== null);
  if (steps.length) then(s, ...steps);
}

/** Whether Refugees unit `u` may walk in this 4R phase (G4): on the map, not walked yet this phase, able to step toward TC. */
function mayWalk(s: SiegeState, u: PlayerUnit): boolean {
  return trackOf(u.at) !== null && !s.fourR.walked?.includes(u.id) && refugeeCanStep(s, u);
}

/**
 * Whether the 4R phase still waits for the lead (C8, G4): movements left and a Refugees unit that
 * can step or a train that can move or turn, or the Guard's step. The lead may always end it
 * (`endFourR`), so it never waits for nothing: with 0 movements there is no train activity.
 */
export function fourROpen(s: SiegeState): boolean {
  if (s.flags.includes("4r-done")) return false;
  // asked by every acting-seat question and settle of 4R: the Refugees on the map are not listed in order here
  return (s.fourR.left > 0 && (lookCategory(s, "refugees").some((u) => mayWalk(s, u)) || HOOKS.trainOptionOpen(s))) || guardSteps(s).length > 0;
}

/** `refugee`: the lead spends one 4R movement on a Refugees unit (§2.2 step 3). */
export interface RefugeeAction {
  type: "refugee";
  unit: string;
}
/** `guardStep`: the National Guard's free 1-space 4R move (§2.2 step 4), made by the lead. */
export interface GuardStepAction {
  type: "guardStep";
  to: number;
}
/** `endFourR`: the lead leaves the rest of the 4R budget unspent (C8: a budget, not a duty). */
export interface EndFourRAction {
  type: "endFourR";
}

/** The `refugee` definition (§2.2 step 3, G4): the lead only, while movements are left, each Refugees unit once a phase. */
export const refugeeAction: ActionDef<SiegeState, RefugeeAction> = {
  type: "refugee",
  phases: ["4r"],
  schema: z.object({ type: z.literal("refugee"), unit: z.string() }).strict(),
  candidates: (s) => refugeesOnMap(s).map((u) => ({ type: "refugee" as const, unit: u.id })),
  check: (s, seat, a) => {
    if (seat !== s.lead) return refuse("siege.leadSpends4r");
    if (s.fourR.left <= 0) return refuse("siege.no4rLeft");
    const u = s.units[a.unit];
    if (!u || defOf(u).category !== "refugees" || trackOf(u.at) === null) return refuse("siege.notRefugees", { unit: a.unit });
    if (s.fourR.walked?.includes(u.id)) return refuse("siege.refugeesWalked", { unit: u.id });
    return refugeeCanStep(s, u) ? null : refuse("siege.refugeesBlocked", { unit: u.id });
  },
  exec: (s, _seat, a, ev) => {
    s.fourR.left -= 1;
    (s.fourR.walked ??= []).push(a.unit);
    stepRefugee(s, s.units[a.unit]!, ev, "siege §2.2");
  },
};

/** The `guardStep` definition (§2.2 step 4, C9): once per 4R, by the lead. */
export const guardStepAction: ActionDef<SiegeState, GuardStepAction> = {
  type: "guardStep",
  phases: ["4r"],
  schema: z.object({ type: z.literal("guardStep"), to: z.number().int() }).strict(),
  candidates: (s) => guardSteps(s).map((to) => ({ type: "guardStep" as const, to })),
  check: (s, seat, a) => {
    if (seat !== s.lead) return refuse("siege.leadMovesGuard");
    return guardSteps(s).includes(a.to) ? null : refuse("siege.guardBlocked");
  },
  exec: (s, _seat, a, ev) => {
    const g = guardOnMap(s)!;
    const from = g.at;
    placeUnit(s, g, a.to);
    s.flags.push("guard-moved");
    ev.push({ type: "move", unit: g.id, from, to: a.to, rule: "siege §2.2" } satisfies SiegeEvent);
  },
};

/** The `endFourR` definition (C8): the lead closes the 4R phase. */
export const endFourRAction: ActionDef<SiegeState, EndFourRAction> = {
  type: "endFourR",
  phases: ["4r"],
  schema: z.object({ type: z.literal("endFourR") }).strict(),
  candidates: () => [{ type: "endFourR" }],
  check: (s, seat) => (seat === s.lead ? null : refuse("siege.leadEnds4r")),
  exec: (s, _seat, _a, ev) => {
    s.flags.push("4r-done");
    ev.push({ type: "fourREnd", left: s.fourR.left, rule: "siege C8" } satisfies SiegeEvent);
    s.fourR.left = 0;
  },
};
