import type { StepTable } from "../core/steps";
import { hthEndStep, hthStep, lastStandStep, retreatPlayersStep } from "./combat/hand-to-hand";
import { hitsPlayerStep, hitsZedsStep, hospitalFullStep, saveStep } from "./combat/hits";
import { then } from "./procedure";
import type { SiegeState, Work } from "./types";
import { activationStep, extraMovesStep, passStep } from "./zeds/activation";
import { allOrderStep, baitStep, zedsEndStep } from "./zeds/phase";
import { pressureStep } from "./zeds/pressure";
import { actionEndStep, enterStep } from "./flow";
import { fateStep, rainStep } from "./cards/fate/effects";
import { outbreakStep } from "./phases/infection";
import { eatHitsStep, eatShortStep } from "./phases/eat";
import { evenAttackStep, eventStartStep, upgradeStep } from "./cards/event/effects";
import { gunfireStep, stepBackStep } from "./actions/gunfire";
import { forageTakeStep } from "./actions/forage";
import { rumorArrivalStep, rumorPlaceStep } from "./rumors/mill";
import { freeRevealStep } from "./rumors/reveal";
import { advanceStep, cemeteryLeaveStep, cemeteryRetreatStep, chaosStep, civilianFlightStep, helloStep, retreatZedsStep } from "./zeds/move";
import { placeRumorStep } from "./rumors/place";
import { airBaseStep, tallMartStep } from "./rumors/bonuses";
import { secureStep } from "./rumors/secure";
import { trainOffStep, trainRideStep } from "./trains";
import { smellStep } from "./cards/event/whats-that-smell";
import { waterStep } from "./cards/event/contaminated-water";
import { vipBonusStep } from "./vip";
import { spreadSpawnStep, takeSpawns } from "./cards/event/spread-of-the-zed-disease";
import { raidersFightEndStep, raidersFightStep } from "./raiders/combat";
import { raidersLootStep, raidersMoveStep } from "./raiders/move";
import { raidersAppearStep } from "./raiders/appear";
import { rangersStep } from "./phases/rangers";
import { HERO_STEPS } from "./heroes";

/** The handler of every kind of Siege step (see `Work`). */
export const STEPS: StepTable<SiegeState, Work> = {
  enter: enterStep,
  lastStand: lastStandStep,
  bait: baitStep,
  forageTake: forageTakeStep,
  fate: fateStep,
  outbreak: outbreakStep,
  eatHits: eatHitsStep,
  eatShort: eatShortStep,
  pressure: pressureStep,
  extraMoves: extraMovesStep,
  gunfire: gunfireStep,
  stepBack: stepBackStep,
  allOrder: allOrderStep,
  zedsEnd: zedsEndStep,
  actionEnd: actionEndStep,
  evenAttack: evenAttackStep,
  rain: rainStep,
  eventStart: eventStartStep,
  upgrade: upgradeStep,
  activation: activationStep,
  pass: passStep,
  advance: advanceStep,
  hello: helloStep,
  hth: hthStep,
  hitsZeds: hitsZedsStep,
  hitsPlayer: hitsPlayerStep,
  hthEnd: hthEndStep,
  retreatPlayers: retreatPlayersStep,
  retreatZeds: retreatZedsStep,
  civilianFlight: civilianFlightStep,
  chaos: chaosStep,
  save: saveStep,
  hospitalFull: hospitalFullStep,
  rumorArrival: rumorArrivalStep,
  rumorPlace: rumorPlaceStep,
  freeReveal: freeRevealStep,
  placeRumor: placeRumorStep,
  airBase: airBaseStep,
  tallMart: tallMartStep,
  cemeteryLeave: cemeteryLeaveStep,
  cemeteryRetreat: cemeteryRetreatStep,
  secure: secureStep,
  trainRide: trainRideStep,
  trainOff: trainOffStep,
  smell: smellStep,
  water: waterStep,
  vipBonus: vipBonusStep,
  spreadSpawn: spreadSpawnStep,
  raidersMove: raidersMoveStep,
  raidersLoot: raidersLootStep,
  raidersFight: raidersFightStep,
  raidersFightEnd: raidersFightEndStep,
  raidersAppear: raidersAppearStep,
  rangers: rangersStep,
  ...HERO_STEPS,
};

/**
 * The steps that begin a new atomic step of G14 (a group move, an activation, a phase's part): a
 * queued Unchecked Outbreak runs before any of them, so it never nests inside a half-resolved
 * combat or move, and does not wait for the rest of the phase either. Between two passengers'
 * fights (G2, `trainOff`) is such a boundary: one combat with its retreats is an atomic step; so is
 * each Raiders unit's 4R move with its fight (`raidersMove`), and the Rangers' step after them.
 */
const ATOMIC_BOUNDARY: ReadonlySet<Work["t"]> = new Set<Work["t"]>(["pass", "activation", "extraMoves", "pressure", "zedsEnd", "enter", "actionEnd", "allOrder", "rain", "bait", "trainOff", "raidersMove", "rangers"]);

/**
 * The kernel's `before` hook for Siege: before a step that begins an atomic step, a queued
 * Unchecked Outbreak (G14: Infection reached 13 in the atomic step just over) and then the Zeds of
 * Civilians fallen on a Spread of the Zed Disease round (§6.3) go on the stack first. Returns
 * whether it put steps there.
 */
export function beforeAtomicStep(s: SiegeState, w: Work): boolean {
  if (!ATOMIC_BOUNDARY.has(w.t)) return false;
  if (s.outbreakQueued) {
    // G14: the Unchecked Outbreak of Infection 13 runs as soon as the atomic step that raised it is over
    s.outbreakQueued = false;
    s.work.push({ t: "outbreak", unchecked: true, stage: "reduce" });
    return true;
  }
  // Spread of the Zed Disease (§6.3): Civilians fallen in the atomic step just over rise as Zeds now
  const spawns = takeSpawns(s);
  if (!spawns.length) return false;
  then(s, ...spawns);
  return true;
}
