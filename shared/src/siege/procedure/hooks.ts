import type { StepTable } from "../../core/steps";
import type { Kernel } from "../../core/engine";
import type { RollWindow } from "../../core/dice";
import type { GameEvent } from "../../core/ruleset";
import type { ForageColumn, LineId } from "../board";
import type { SiegeState } from "../state/game";
import type { Train } from "../state/map";
import type { SiegeSeatId } from "../state/options";
import type { RollOutcome } from "../state/pending";
import type { RumorId } from "../state/rumors";
import type { SiegeStep } from "../state/steps";
import type { PlayerUnit, RaidersUnit, ZedsUnit } from "../state/units";

/** A hand-to-hand step (a meeting, a charge). */
type HthStep = Extract<SiegeStep, { t: "hth" }>;

/**
 * What the expansions (Rumors and Rails: `rumors/`, `trains/`; the Level II heroes: `heroes/`; the
 * Raiders: `raiders/`) add to the base rules, as hooks the base rules call: a base rule never
 * imports an expansion, it calls `HOOKS.<name>` and the expansion's own function answers.
 * `expansions.ts` (Siege's top) registers every hook once when the engine loads (engine.ts), in
 * a fixed order; each hook is the expansion's pure function itself, so the rules run as if imported.
 */
export interface SiegeHooks {
  // heroes/alyssa.ts
  meetingRoll: (s: SiegeState, w: HthStep, unit: string, ev: GameEvent[], k: Kernel<SiegeState>) => boolean;
  meetShift: (w: HthStep) => number;
  meetUnharmed: (w: HthStep) => boolean;
  // heroes/arrival.ts
  arrive: (s: SiegeState, u: PlayerUnit, ev: GameEvent[]) => void;
  // heroes/bauer.ts
  barricadeSupplies: (u: PlayerUnit) => number;
  // heroes/combat.ts
  hthDice: (u: PlayerUnit, space: number, defending: boolean) => number;
  hthInfectionBy: (u: PlayerUnit, n: number) => number;
  hthLoser: (s: SiegeState, space: number, u: PlayerUnit, table: "zeds" | "player") => "zeds" | "player";
  keptDice: (dice: readonly number[]) => number[];
  // heroes/courier.ts
  courierGuards: (s: SiegeState) => boolean;
  // heroes/eat.ts
  eatBonus: (s: SiegeState) => number;
  // heroes/forage.ts
  forageBonusOf: (u: PlayerUnit) => number;
  forageSupply: (s: SiegeState, u: PlayerUnit, ev: GameEvent[]) => void;
  // heroes/gunfire.ts
  fireShiftOf: (u: PlayerUnit) => number;
  shotAmmo: (s: SiegeState, u: PlayerUnit) => number;
  shotFired: (s: SiegeState, u: PlayerUnit) => void;
  strengthBonus: (u: PlayerUnit) => number;
  // heroes/hello.ts
  heroHelloSteps: (s: SiegeState, i: number) => SiegeStep[];
  // heroes/on-duty.ts
  cancelRollStep: (s: SiegeState, from: number, to: number, movers: ZedsUnit[], staying: ZedsUnit[]) => SiegeStep | null;
  // heroes/restore.ts
  restoreOrderBy: (s: SiegeState, i: number) => { restores: boolean; infection: boolean };
  // heroes/santana.ts
  santanaCharge: (s: SiegeState, w: HthStep, ev: GameEvent[], k: Kernel<SiegeState>) => boolean;
  // heroes/scavenger.ts
  forageDice: (u: PlayerUnit) => number;
  forageRead: (dice: readonly number[]) => { kept: number; times: number };
  // heroes/stealth.ts
  stealthRoll: (s: SiegeState, units: PlayerUnit[], zeds: ZedsUnit[], space: number, ev: GameEvent[], k: Kernel<SiegeState>) => boolean;
  // raiders/combat.ts
  retreatRaiders: (s: SiegeState, r: RaidersUnit, ev: GameEvent[]) => void;
  // raiders/move.ts
  raidersMoveWork: (s: SiegeState) => SiegeStep | null;
  raidersGo: (s: SiegeState, r: RaidersUnit, to: number, ev: GameEvent[]) => void;
  // raiders/units.ts
  hitRaiders: (s: SiegeState, id: string, n: number, ev: GameEvent[], rule: string) => void;
  raidersAt: (s: SiegeState, i: number) => RaidersUnit[];
  raidersName: (r: RaidersUnit) => string;
  raidersStrength: (r: RaidersUnit) => number;
  hasRaidersAt: (s: SiegeState, i: number) => boolean;
  // rumors/items.ts
  sirenTargets: (s: SiegeState, u: PlayerUnit) => ZedsUnit[];
  // rumors/amulet.ts
  amuletHolder: (s: SiegeState) => PlayerUnit | null;
  amuletWindow: (s: SiegeState, k: Kernel<SiegeState>, roll: RollWindow["roll"], dice: number[], outcome?: RollOutcome) => { kind: string; seats: SiegeSeatId[]; fields: Record<string, unknown> } | null;
  resolveOrAmulet: (s: SiegeState, k: Kernel<SiegeState>, w: RollWindow, dice: number[], ev: GameEvent[], outcome?: RollOutcome) => void;
  // rumors/bonuses.ts
  airBaseDue: (s: SiegeState) => boolean;
  tallMartDue: (s: SiegeState) => boolean;
  // rumors/named.ts
  forageColumn: (s: SiegeState, i: number) => ForageColumn | null;
  placeOf: (s: SiegeState, rumor: RumorId) => number;
  spaceTerrain: (s: SiegeState, i: number) => number;
  spaceNamed: (s: SiegeState, i: number) => boolean;
  // rumors/reveal.ts
  watchRumors: (s: SiegeState) => void;
  // rumors/secure.ts
  playSecure: (s: SiegeState, seat: SiegeSeatId, rumor: RumorId, ev: GameEvent[]) => void;
  // trains/index.ts
  trainOptionOpen: (s: SiegeState) => boolean;
  // trains/lines.ts
  trainName: (id: LineId) => string;
  trainsAt: (s: SiegeState, i: number) => Train[];
}

/** The expansions' hooks, filled by `registerHooks` (expansions.ts) when the engine loads; read at call time only. */
export const HOOKS = {} as SiegeHooks;

/** Registers the expansions' hooks (expansions.ts, once); a later registration of a name replaces it. */
export function registerHooks(hooks: SiegeHooks): void {
  Object.assign(HOOKS, hooks);
}

/**
 * The handler of every kind of Siege step (see `SiegeStep`) as the procedure (settle.ts) runs them,
 * filled by `registerSteps` when the engine loads: the procedure imports no rule behind a step.
 */
export const STEP_TABLE = {} as StepTable<SiegeState, SiegeStep>;

/** Registers the step table (engine.ts, once, with steps.ts's `STEPS`). */
export function registerSteps(steps: StepTable<SiegeState, SiegeStep>): void {
  Object.assign(STEP_TABLE, steps);
}
