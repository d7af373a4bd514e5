import type { StepTable } from "../../core/steps";
import { hthEndStep, hthStep, lastStandStep, retreatPlayersStep } from "../combat/hand-to-hand";
import { hitsPlayerStep, hitsZedsStep, hospitalFullStep, saveStep } from "../combat/hits";
import type { SiegeState } from "../state/game";
import type { SiegeStep } from "../state/steps";
import { activationStep, extraMovesStep, passStep } from "../round/zeds/activation";
import { allOrderStep, baitStep, zedsEndStep } from "../round/zeds/phase";
import { pressureStep } from "../round/zeds/pressure";
import { actionEndStep, enterStep } from "../round/flow";
import { fateStep, rainStep } from "../cards/fate/effects";
import { outbreakStep, spreadSpawnStep } from "../round/phases/infection";
import { eatHitsStep, eatShortStep } from "../round/phases/eat";
import { evenAttackStep, eventStartStep, upgradeStep } from "../cards/event/effects";
import { gunfireStep, stepBackStep } from "../actions/gunfire";
import { forageTakeStep } from "../actions/forage";
import { rumorArrivalStep, rumorPlaceStep } from "../rumors-and-rails/rumors/mill";
import { freeRevealStep } from "../rumors-and-rails/rumors/reveal";
import { advanceStep, cemeteryLeaveStep, cemeteryRetreatStep, chaosStep, civilianFlightStep, helloStep, retreatZedsStep } from "../round/zeds/move";
import { placeRumorStep } from "../rumors-and-rails/rumors/place";
import { airBaseStep, tallMartStep } from "../rumors-and-rails/rumors/bonuses";
import { secureStep } from "../rumors-and-rails/rumors/secure";
import { trainOffStep, trainRideStep } from "../rumors-and-rails/trains";
import { smellStep } from "../cards/event/whats-that-smell";
import { waterStep } from "../cards/event/contaminated-water";
import { vipBonusStep } from "../arrivals/vip";
import { raidersFightEndStep, raidersFightStep } from "../raiders/combat";
import { raidersLootStep, raidersMoveStep } from "../raiders/move";
import { raidersAppearStep } from "../raiders/appear";
import { rangersStep } from "../round/phases/rangers";
import { HERO_STEPS } from "../heroes";

/** The handler of every kind of Siege step (see `SiegeStep`). */
export const STEPS: StepTable<SiegeState, SiegeStep> = {
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
