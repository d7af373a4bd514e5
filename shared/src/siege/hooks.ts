import type { StepTable } from "../core/steps";
import type * as HeroesAlyssa from "./heroes/alyssa";
import type * as HeroesArrival from "./heroes/arrival";
import type * as HeroesBauer from "./heroes/bauer";
import type * as HeroesCombat from "./heroes/combat";
import type * as HeroesCourier from "./heroes/courier";
import type * as HeroesEat from "./heroes/eat";
import type * as HeroesForage from "./heroes/forage";
import type * as HeroesGunfire from "./heroes/gunfire";
import type * as HeroesHello from "./heroes/hello";
import type * as HeroesOnDuty from "./heroes/on-duty";
import type * as HeroesRestore from "./heroes/restore";
import type * as HeroesSantana from "./heroes/santana";
import type * as HeroesScavenger from "./heroes/scavenger";
import type * as HeroesStealth from "./heroes/stealth";
import type * as RaidersCombat from "./raiders/combat";
import type * as RaidersMove from "./raiders/move";
import type * as RaidersUnits from "./raiders/units";
import type * as RumorsAmulet from "./rumors/amulet";
import type * as RumorsBonuses from "./rumors/bonuses";
import type * as RumorsNamed from "./rumors/named";
import type * as RumorsReveal from "./rumors/reveal";
import type * as RumorsSecure from "./rumors/secure";
import type * as TrainsIndex from "./trains";
import type * as TrainsLines from "./trains/lines";
import type { SiegeState, Work } from "./types";

/**
 * What the expansions (Rumors and Rails: `rumors/`, `trains/`; the Level II heroes: `heroes/`; the
 * Raiders: `raiders/`) add to the base rules, as hooks the base rules call: a base rule never
 * imports an expansion, it calls `HOOKS.<name>` and the expansion's own function answers.
 * `expansions.ts` (Siege's top) registers every hook once when the engine loads (engine.ts), in
 * a fixed order; each hook is the expansion's pure function itself, so the rules run as if imported.
 */
export interface SiegeHooks {
  // heroes/alyssa.ts
  meetingRoll: typeof HeroesAlyssa.meetingRoll;
  meetShift: typeof HeroesAlyssa.meetShift;
  meetUnharmed: typeof HeroesAlyssa.meetUnharmed;
  // heroes/arrival.ts
  arrive: typeof HeroesArrival.arrive;
  // heroes/bauer.ts
  barricadeSupplies: typeof HeroesBauer.barricadeSupplies;
  // heroes/combat.ts
  hthDice: typeof HeroesCombat.hthDice;
  hthInfectionBy: typeof HeroesCombat.hthInfectionBy;
  hthLoser: typeof HeroesCombat.hthLoser;
  keptDice: typeof HeroesCombat.keptDice;
  // heroes/courier.ts
  courierGuards: typeof HeroesCourier.courierGuards;
  // heroes/eat.ts
  eatBonus: typeof HeroesEat.eatBonus;
  // heroes/forage.ts
  forageBonusOf: typeof HeroesForage.forageBonusOf;
  forageSupply: typeof HeroesForage.forageSupply;
  // heroes/gunfire.ts
  fireShiftOf: typeof HeroesGunfire.fireShiftOf;
  shotAmmo: typeof HeroesGunfire.shotAmmo;
  shotFired: typeof HeroesGunfire.shotFired;
  strengthBonus: typeof HeroesGunfire.strengthBonus;
  // heroes/hello.ts
  heroHelloSteps: typeof HeroesHello.heroHelloSteps;
  // heroes/on-duty.ts
  cancelRollStep: typeof HeroesOnDuty.cancelRollStep;
  // heroes/restore.ts
  restoreOrderBy: typeof HeroesRestore.restoreOrderBy;
  // heroes/santana.ts
  santanaCharge: typeof HeroesSantana.santanaCharge;
  // heroes/scavenger.ts
  forageDice: typeof HeroesScavenger.forageDice;
  forageRead: typeof HeroesScavenger.forageRead;
  // heroes/stealth.ts
  stealthRoll: typeof HeroesStealth.stealthRoll;
  // raiders/combat.ts
  retreatRaiders: typeof RaidersCombat.retreatRaiders;
  // raiders/move.ts
  raidersMoveWork: typeof RaidersMove.raidersMoveWork;
  raidersGo: typeof RaidersMove.raidersGo;
  // raiders/units.ts
  hitRaiders: typeof RaidersUnits.hitRaiders;
  raidersAt: typeof RaidersUnits.raidersAt;
  raidersName: typeof RaidersUnits.raidersName;
  hasRaidersAt: typeof RaidersUnits.hasRaidersAt;
  // rumors/amulet.ts
  amuletHolder: typeof RumorsAmulet.amuletHolder;
  amuletWindow: typeof RumorsAmulet.amuletWindow;
  resolveOrAmulet: typeof RumorsAmulet.resolveOrAmulet;
  // rumors/bonuses.ts
  airBaseDue: typeof RumorsBonuses.airBaseDue;
  tallMartDue: typeof RumorsBonuses.tallMartDue;
  // rumors/named.ts
  forageColumn: typeof RumorsNamed.forageColumn;
  placeOf: typeof RumorsNamed.placeOf;
  spaceTerrain: typeof RumorsNamed.spaceTerrain;
  spaceNamed: typeof RumorsNamed.spaceNamed;
  // rumors/reveal.ts
  watchRumors: typeof RumorsReveal.watchRumors;
  // rumors/secure.ts
  playSecure: typeof RumorsSecure.playSecure;
  // trains/index.ts
  trainOptionOpen: typeof TrainsIndex.trainOptionOpen;
  // trains/lines.ts
  trainName: typeof TrainsLines.trainName;
  trainsAt: typeof TrainsLines.trainsAt;
}

/** The expansions' hooks, filled by `registerHooks` (expansions.ts) when the engine loads; read at call time only. */
export const HOOKS = {} as SiegeHooks;

/** Registers the expansions' hooks (expansions.ts, once); a later registration of a name replaces it. */
export function registerHooks(hooks: SiegeHooks): void {
  Object.assign(HOOKS, hooks);
}

/**
 * The handler of every kind of Siege step (see `Work`) as the procedure (settle.ts) runs them,
 * filled by `registerSteps` when the engine loads: the procedure imports no rule behind a step.
 */
export const STEP_TABLE = {} as StepTable<SiegeState, Work>;

/** Registers the step table (engine.ts, once, with steps.ts's `STEPS`). */
export function registerSteps(steps: StepTable<SiegeState, Work>): void {
  Object.assign(STEP_TABLE, steps);
}
