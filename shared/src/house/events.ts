import type { KernelEventFields, EventOf } from "../core/events";
import type { ItemCardId, SearchCardId, WeaponCardId } from "./types";

/** The fields of each House event, by type (the kernel's own events included). */
export interface HouseEventFields extends KernelEventFields {
  activation: { figure: string; };
  activationBegins: { eligible: string[]; };
  activationEnd: { figure: string; };
  armed: { card: string; figure: string; };
  babyDropped: { figure: string; at: { x: number; y: number; z: 0 | 1; }; };
  babyHandedOver: { figure: string; to: string; };
  babyPickedUp: { figure: string; at: { x: number; y: number; z: 0 | 1; }; };
  babyPlaced: { at: { x: number; y: number; z: 0 | 1; }; room: null | string; };
  barricade: { figure?: string; edge: string; free?: boolean; lucky?: boolean; };
  barricadeBroken: { edge: string; name: string; };
  carWasted: { figure: string; };
  cardEffect: { card: string; zombies?: string[]; zombie?: string; };
  cellarPutBack: Record<never, never>;
  cellarReshuffled: Record<never, never>;
  cellarRevealed: { door: string; at: { x: number; y: number; z: 0 | 1; }; figure: string; };
  characterPicked: { seat: string; figure: string; };
  crawlerClimbs: { zombie: string; at: { x: number; y: number; z: 0 | 1; }; edge: string; };
  crawlerDragged: { zombie: string; figure: string; from: { x: number; y: number; z: 0 | 1; }; to: { x: number; y: number; z: 0 | 1; }; };
  crawlersInstead: { left: number; };
  death: { figure: string; at: { x: number; y: number; z: 0 | 1; }; };
  deckEmpty: { figure: string; };
  disarmed: { card: string; };
  discard: { figure: string; card: string; };
  edgeChosen: { edge: string; };
  extraAttackForfeited: { zombie: string; };
  extraAttackOffered: { zombie: string; targets: string[]; };
  fallBack: { figure: string; from: { x: number; y: number; z: 0 | 1; }; to: { x: number; y: number; z: 0 | 1; }; };
  found: { figure: string; card: string; search: string; };
  gameOver: { winner: string; key: string; params?: Record<string, string | number | string[]>; };
  giveItem: { figure: string; to: string; item: string; };
  grabAnswer: { answer: string; };
  grabDeclined: { figure: string; };
  grabEnds: { zombie: string; figure: string; };
  grabOffered: { figure: string; crawlers: string[]; };
  grannyCards: { figure: string; cards: SearchCardId[]; };
  grannyDraw: { figure: string; };
  grannyPicked: { figure: string; };
  heal: { figure: string; wounds: number; by?: string; };
  howBoring: Record<never, never>;
  humanPlaced: { figure: string; at: { x: number; y: number; z: 0 | 1; }; };
  humanTurn: { round: number; };
  luckyNothing: { figure: string; };
  miss: { figure: string; zombie?: string; human?: string; };
  move: { figure: string; from: { x: number; y: number; z: 0 | 1; }; to: { x: number; y: number; z: 0 | 1; }; facing: string; window?: boolean; back?: boolean; descend?: boolean; ascend?: boolean; };
  moveFailed: { figure: string; at: { x: number; y: number; z: 0 | 1; }; };
  oops: { figure: string; weapon?: string; };
  oopsCancelled: { figure: string; by: string; };
  packDeclared: { target: string; members: string[]; };
  packEnd: { target: string; };
  pass: { figure: string; };
  pickUp: { figure: string; at: { x: number; y: number; z: 0 | 1; }; cards: (WeaponCardId | ItemCardId)[]; };
  placementLost: { reason: string; lost: number; };
  powerDrink: { figure: string; actionsLeft: number; };
  push: { zombie?: string; from: { x: number; y: number; z: 0 | 1; }; to: { x: number; y: number; z: 0 | 1; }; figure?: string; };
  pushBlocked: { zombie?: string; at: { x: number; y: number; z: 0 | 1; }; figure?: string; };
  reaction: { card: string; figure: string; };
  reload: { figure: string; };
  replacementDraw: { figure: string; };
  roll: { purpose: string; dice: number[]; zombie?: string; target?: string; need?: number; result?: string; edge?: string; figure?: string; kills?: number; confirm?: boolean; weapon?: null | string; vs?: ("zombie" | "human")[] | string; was?: number; group?: number; bonus?: number; total?: number; };
  round: { round: number; };
  search: { figure: string; search: string; };
  shot: { figure: string; weapon: string; };
  shove: { figure: string; zombie?: string; target?: string; };
  tearDown: { figure: string; edge: string; };
  turn: { figure: string; facing: string; };
  weaponDiscarded: { figure: string; card: string; };
  weaponKept: { figure: string; card: string; };
  wound: { figure: string; wounds: number; maxWounds: number; by?: string; };
  woundCancelled: { figure: string; };
  zombieActivation: { zombie: string; actions: number; };
  zombieActivationEnd: { zombie: string; };
  zombieCard: { card: string; };
  zombieDraw: Record<never, never>;
  zombieDrawn: { card: string; };
  zombieKilled: { zombie: string; at: { x: number; y: number; z: 0 | 1; }; };
  zombieMoved: { zombie: string; from: { x: number; y: number; z: 0 | 1; }; to: { x: number; y: number; z: 0 | 1; }; window: boolean; free?: boolean; };
  zombieOops: { zombie: string; lost: number; };
  zombiePlaced: { zombie: string; at: { x: number; y: number; z: 0 | 1; }; reason?: string; counted?: boolean; bonus?: boolean; };
  zombieTurn: { round: number; };
  zombieTurnEnd: { round: number; };
}

/** A House event as the rules push it and the room sends it: data only, worded by the client. */
export type HouseEvent = EventOf<HouseEventFields>;
/** A House event's type. */
export type HouseEventType = HouseEvent["type"];

/** Every House event type once (a record, so that a type missing here or unknown to the union fails the typecheck). */
const TYPES: Record<HouseEventType, true> = {
  actionLapsed: true,
  decisionLapsed: true,
  activation: true,
  activationBegins: true,
  activationEnd: true,
  armed: true,
  babyDropped: true,
  babyHandedOver: true,
  babyPickedUp: true,
  babyPlaced: true,
  barricade: true,
  barricadeBroken: true,
  carWasted: true,
  cardEffect: true,
  cellarPutBack: true,
  cellarReshuffled: true,
  cellarRevealed: true,
  characterPicked: true,
  crawlerClimbs: true,
  crawlerDragged: true,
  crawlersInstead: true,
  death: true,
  deckEmpty: true,
  disarmed: true,
  discard: true,
  edgeChosen: true,
  extraAttackForfeited: true,
  extraAttackOffered: true,
  fallBack: true,
  found: true,
  gameOver: true,
  giveItem: true,
  grabAnswer: true,
  grabDeclined: true,
  grabEnds: true,
  grabOffered: true,
  grannyCards: true,
  grannyDraw: true,
  grannyPicked: true,
  heal: true,
  howBoring: true,
  humanPlaced: true,
  humanTurn: true,
  luckyNothing: true,
  miss: true,
  move: true,
  moveFailed: true,
  oops: true,
  oopsCancelled: true,
  packDeclared: true,
  packEnd: true,
  pass: true,
  pickUp: true,
  placementLost: true,
  powerDrink: true,
  push: true,
  pushBlocked: true,
  reaction: true,
  reload: true,
  replacementDraw: true,
  roll: true,
  round: true,
  search: true,
  shot: true,
  shove: true,
  tearDown: true,
  turn: true,
  weaponDiscarded: true,
  weaponKept: true,
  wound: true,
  woundCancelled: true,
  zombieActivation: true,
  zombieActivationEnd: true,
  zombieCard: true,
  zombieDraw: true,
  zombieDrawn: true,
  zombieKilled: true,
  zombieMoved: true,
  zombieOops: true,
  zombiePlaced: true,
  zombieTurn: true,
  zombieTurnEnd: true,
};
/** Every House event type (the client's words test checks each has its words in every language). */
export const HOUSE_EVENT_TYPES = Object.keys(TYPES) as HouseEventType[];
