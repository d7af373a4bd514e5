import type { KernelEventFields, EventOf } from "../../core/events";
import type { RollNeed, RollPurpose } from "./needs";

/** The fields of each Siege event, by type (the kernel's own events included). */
export interface SiegeEventFields extends KernelEventFields {
  ability: { unit: string; target: string; };
  activation: { track: string; };
  activationSkipped: { track: string; };
  airBase: { take: string; unit?: string; space: number; infection?: number; seat?: string; };
  amulet: { unit: string; seat: string; die: number; from: number; to: number; dice: number[]; };
  arrivalBonus: { unit: string; supplies: number; ammo: number; };
  bagEmpty: Record<never, never>;
  barricade: { space: number; };
  barricadeRemoved: { space: number; };
  bastion: { unit: string; space: number; };
  battlePlan: { unit: string; };
  battlePlanFire: { unit: string; added: number; by: string[]; };
  berserk: { space: number; };
  bolster: { unit: string; target: string; strength: number; };
  brains: { space: number; };
  bridge: { space: number; state: string; };
  bringsNobody: { unit: string; };
  cemeteryHits: { zeds: string[]; space: number; hits: number; };
  cemeteryStops: { zeds: string[]; space: number; };
  chaos: { space: number; pool: number; };
  chose: { seat: string; purpose: string; option: string; };
  convert: { unit: string; };
  crystal: { unit: string; };
  devoured: { unit: string; space: number; };
  diary: { zeds: string; space: number; };
  discard: { card: string; };
  discharged: { unit: string; };
  done: { seat: string; };
  downfall: { unit: string; space: number; };
  eatFree: Record<never, never>;
  eatHit: { unit: string; };
  equip: { unit: string; };
  evenAttackHits: { unit: string; hits: number; };
  eventCard: { card: string; act: number | string; };
  fateCard: { card: string; where: string; };
  fateEmpty: Record<never, never>;
  fateReshuffle: Record<never, never>;
  fatedTrack: { track: string; };
  fire: { unit: string; target: string; range: number; };
  forageSupply: { unit: string; supplies: number; };
  forageYield: { take?: string; supplies: number; ammo: number; };
  found: { unit: string; space: number; };
  fourR: { budget: number; };
  fourREnd: { left: number; };
  gameOver: { winner: string; };
  gunfireHits: { target: string; hits: number; };
  handOver: { unit: string; from: string; to: string; };
  handToHand: { space: number; unit: string; column: string; dice: number[]; zedsHits: number; playerHits: number; loser: string; darpa?: number; };
  heal: { unit: string; };
  helicopterHits: { space: number; hits: number; };
  helpArrives: { unit: string; space: number; seat: string; };
  hides: { unit: string; space: number; };
  hidesFromRaiders: { unit: string; space: number; };
  hitPrevented: { zeds?: string; unit?: string; };
  holdingOutEnds: { unit: string; };
  hosesMiss: { unit: string; target: string; };
  hosesRetreat: { unit: string; target: string; };
  infection: { from: number; to: number; };
  itemGiven: { item: string; from: string; to: string; };
  itemTaken: { item: string; unit: string; };
  keepCalm: { unit: string; };
  keepCard: { card: string; };
  lastHit: { unit: string; space?: number; };
  marinesAmmo: { ammo: number; };
  marker: { unit: string; marker: string; };
  meeting: { unit?: string; space: number; result: number; };
  minefield: { unit: string; space: number; };
  minefieldHits: { space: number; target: string; hits: number; };
  mobSuper: { track: string; infection: number; };
  mobVip: { track: string; infection: number; };
  move: { unit: string; from: number; to: number; path?: number[]; };
  napalm: { spaces: number[]; killed: string[]; };
  newZeds: { zeds: string; space: number; };
  noActionPhase: Record<never, never>;
  noEffect: Record<never, never>;
  noEntry: { space: number; };
  noEntryCleared: { space: number; };
  noOutbreak: Record<never, never>;
  noRoom: { track?: string; };
  noTarget: { rumor?: string; };
  outbreak: { unchecked: boolean; };
  outbreakQueued: Record<never, never>;
  passengersOff: { train: string; space: number; units: string[]; };
  patch: { unit: string; target: string; };
  peek: { unit: string; card: string; };
  phase: { phase: string; round: number; };
  placeMarker: { rumor: string; space: number; };
  placeMarkerLost: { rumor: string; };
  playKeep: { card: string; target?: string; seat: string; };
  pressure: { space: number; track: null | string; };
  raidersAppear: { raiders: string; track: string; space: number; };
  raidersEliminated: { raiders: string; space: number; };
  raidersFlipped: { raiders: string; };
  raidersHandToHand: { zedsHits?: number; raidersHits: number; space: number; raiders: string; foe: string; column: string; dice: number[]; loser: string; darpa?: number; unitHits?: number; };
  raidersHeld: { raiders: string; space: number; };
  raidersHit: { raiders: string; hits: number; };
  raidersLoot: { raiders: string; supplies: number; ammo: number; };
  raidersLoseRetreatFight: { raiders: string; };
  raidersMove: { raiders: string; from: number; to: number; };
  raidersReachTC: { raiders: string; from: number; };
  raidersRemoved: { raiders: string; };
  raidersRetreat: { raiders: string; from: number; to: number; };
  raidersStopped: { raiders: string; space: number; unit: string; };
  rangersStay: { unit: string; };
  refugeesMove: { unit: string; from: number; to: number; };
  rescueHoldingOut: { unit: string; target: string; };
  rescueVillagers: { unit: string; target: string; refugees: string; space: number; };
  researchSkipped: { rumor: string; };
  reserveEmpty: { track?: string; };
  resources: Record<never, never>;
  restoreOrder: { space: number; };
  retreat: { unit: string; from: number; to: number; };
  roll: { purpose: RollPurpose; need: RollNeed; dice: number[]; unit?: string; space?: number; zeds?: string[]; column?: string; target?: string; strength?: number; raiders?: string; };
  roundOver: Record<never, never>;
  rumorDrawn: { unit: string; stack: number; };
  rumorPlaced: { token: string; space: number; };
  rumorRevealed: { token: string; rumor: string; unit: string; space: number; kind: string; how: string; };
  rumorStackEmpty: { unit: string; };
  rumorUnplaced: { track: string; space: null | number; };
  santanaHeld: { unit: string; space: number; };
  santanaPush: { unit: string; space: number; };
  secureGain: { rumor: string; supplies: number; ammo: number; };
  secureKept: { rumor: string; };
  securePlayed: { play?: number; rumor: string; seat: string; };
  siren: { unit: string; target: string; dice: number[]; result: string; };
  smellFlip: { zeds: string; space: number; };
  smellZeds: { zeds: string; space: number; };
  spreadQueued: { unit: string; space: number; };
  spreadSpawn: { unit: string; space: number; };
  spreaderFled: { zeds: string; };
  stationBonus: { infection?: number; total: number; train: string; station: string; space: number; supplies?: number; ammo?: number; actions?: number; };
  stepsBack: { unit: string; space: number; };
  supplies: { paid: number; short: number; to: number; };
  tallMart: { take: string; space: number; supplies: number; ammo: number; };
  tcHeld: { space: number; };
  tcStand: { space: number; unit: string; zeds: string[]; };
  thesis: { card: string; };
  toCamp: { unit: string; from?: number; };
  toCemetery: { unit: string; };
  toHospital: { unit: string; bed: string; };
  torrentialRain: Record<never, never>;
  townRally: { unit: string; units: string[]; };
  trainBoard: { pay?: string; train: string; unit: string; space: number; };
  trainDestroyed: { train: string; space: number; };
  trainMove: { train: string; from: number; to: number; passengers: string[]; };
  trainTurn: { train: string; side: string; };
  trapFailed: { unit: string; space: number; };
  trapSprung: { unit: string; space: number; };
  unitArrives: { unit: string; space: number; };
  unitFlipped: { unit: string; };
  unitHit: { unit: string; hits: number; };
  unitRemoved: { unit: string; };
  villagersFlee: { unit: string; from: number; to: number; };
  vipBonus: { unit: string; bonus: string; };
  waterHit: { unit: string; };
  waterLoss: { n: number; };
  waterLost: { n: number; };
  waterSupply: { supplies: number; };
  weakZedsStay: Record<never, never>;
  weaponsOffice: { result: number; ammo: number; };
  zedsDestroyed: { space: number; };
  zedsEliminated: { zeds: string; space?: number; };
  zedsFlipped: { zeds: string; };
  zedsHealed: Record<never, never>;
  zedsHeld: { zeds: string[]; space: number; };
  zedsHit: { zeds: string; hits: number; };
  zedsMarker: { zeds: string; marker: string; };
  zedsMove: { zeds: string[]; from: number; to: number; };
  zedsNoRoom: { zeds: string; };
  zedsRegenerate: { zeds: string; };
  zedsReplaced: { was: string; zeds: string; space: number; };
  zedsRetreat: { zeds: string; from: number; to: number; };
  zedsStopped: { zeds: string[]; space: number; unit: string; };
  zombieCallReturned: { space: number; };
}

/** A Siege event as the rules push it and the room sends it: data only, worded by the client. */
export type SiegeEvent = EventOf<SiegeEventFields>;
/** A Siege event's type. */
export type SiegeEventType = SiegeEvent["type"];

/** Every Siege event type once (a record, so that a type missing here or unknown to the union fails the typecheck). */
const TYPES: Record<SiegeEventType, true> = {
  actionLapsed: true,
  decisionLapsed: true,
  ability: true,
  activation: true,
  activationSkipped: true,
  airBase: true,
  amulet: true,
  arrivalBonus: true,
  bagEmpty: true,
  barricade: true,
  barricadeRemoved: true,
  bastion: true,
  battlePlan: true,
  battlePlanFire: true,
  berserk: true,
  bolster: true,
  brains: true,
  bridge: true,
  bringsNobody: true,
  cemeteryHits: true,
  cemeteryStops: true,
  chaos: true,
  chose: true,
  convert: true,
  crystal: true,
  devoured: true,
  diary: true,
  discard: true,
  discharged: true,
  done: true,
  downfall: true,
  eatFree: true,
  eatHit: true,
  equip: true,
  evenAttackHits: true,
  eventCard: true,
  fateCard: true,
  fateEmpty: true,
  fateReshuffle: true,
  fatedTrack: true,
  fire: true,
  forageSupply: true,
  forageYield: true,
  found: true,
  fourR: true,
  fourREnd: true,
  gameOver: true,
  gunfireHits: true,
  handOver: true,
  handToHand: true,
  heal: true,
  helicopterHits: true,
  helpArrives: true,
  hides: true,
  hidesFromRaiders: true,
  hitPrevented: true,
  holdingOutEnds: true,
  hosesMiss: true,
  hosesRetreat: true,
  infection: true,
  itemGiven: true,
  itemTaken: true,
  keepCalm: true,
  keepCard: true,
  lastHit: true,
  marinesAmmo: true,
  marker: true,
  meeting: true,
  minefield: true,
  minefieldHits: true,
  mobSuper: true,
  mobVip: true,
  move: true,
  napalm: true,
  newZeds: true,
  noActionPhase: true,
  noEffect: true,
  noEntry: true,
  noEntryCleared: true,
  noOutbreak: true,
  noRoom: true,
  noTarget: true,
  outbreak: true,
  outbreakQueued: true,
  passengersOff: true,
  patch: true,
  peek: true,
  phase: true,
  placeMarker: true,
  placeMarkerLost: true,
  playKeep: true,
  pressure: true,
  raidersAppear: true,
  raidersEliminated: true,
  raidersFlipped: true,
  raidersHandToHand: true,
  raidersHeld: true,
  raidersHit: true,
  raidersLoot: true,
  raidersLoseRetreatFight: true,
  raidersMove: true,
  raidersReachTC: true,
  raidersRemoved: true,
  raidersRetreat: true,
  raidersStopped: true,
  rangersStay: true,
  refugeesMove: true,
  rescueHoldingOut: true,
  rescueVillagers: true,
  researchSkipped: true,
  reserveEmpty: true,
  resources: true,
  restoreOrder: true,
  retreat: true,
  roll: true,
  roundOver: true,
  rumorDrawn: true,
  rumorPlaced: true,
  rumorRevealed: true,
  rumorStackEmpty: true,
  rumorUnplaced: true,
  santanaHeld: true,
  santanaPush: true,
  secureGain: true,
  secureKept: true,
  securePlayed: true,
  siren: true,
  smellFlip: true,
  smellZeds: true,
  spreadQueued: true,
  spreadSpawn: true,
  spreaderFled: true,
  stationBonus: true,
  stepsBack: true,
  supplies: true,
  tallMart: true,
  tcHeld: true,
  tcStand: true,
  thesis: true,
  toCamp: true,
  toCemetery: true,
  toHospital: true,
  torrentialRain: true,
  townRally: true,
  trainBoard: true,
  trainDestroyed: true,
  trainMove: true,
  trainTurn: true,
  trapFailed: true,
  trapSprung: true,
  unitArrives: true,
  unitFlipped: true,
  unitHit: true,
  unitRemoved: true,
  villagersFlee: true,
  vipBonus: true,
  waterHit: true,
  waterLoss: true,
  waterLost: true,
  waterSupply: true,
  weakZedsStay: true,
  weaponsOffice: true,
  zedsDestroyed: true,
  zedsEliminated: true,
  zedsFlipped: true,
  zedsHealed: true,
  zedsHeld: true,
  zedsHit: true,
  zedsMarker: true,
  zedsMove: true,
  zedsNoRoom: true,
  zedsRegenerate: true,
  zedsReplaced: true,
  zedsRetreat: true,
  zedsStopped: true,
  zombieCallReturned: true,
};
/** Every Siege event type (the client's words test checks each has its words in every language). */
export const SIEGE_EVENT_TYPES = Object.keys(TYPES) as SiegeEventType[];
