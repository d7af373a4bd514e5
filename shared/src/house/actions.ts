/** Every House action definition (house §21 "Commands") and the union of action shapes. */
import { humanEndActivationActions } from "./human/end-activation";
import { humanMoveActions } from "./human/move";
import { humanAttackActions } from "./human/attack";
import { humanSearchActions } from "./human/search";
import { humanBarricadeActions } from "./human/barricade";
import { humanItemsActions } from "./human/items";
import { humanCarActions } from "./human/car";
import { zombieEndTurnActions } from "./zombie/end-turn";
import { zombieSpawnActions } from "./zombie/spawn";
import { zombieBeginActions } from "./zombie/begin";
import { zombieMoveActions } from "./zombie/move";
import { zombieAttackActions } from "./zombie/attack";
import { zombieCardsActions } from "./zombie/cards";
import { zombieArmActions } from "./zombie/arm";
import { cellarActions } from "./cellar";
import { humanCellarActions } from "./human/cellar";
import { humanBabyActions } from "./human/baby";
import { zombieCellarActions } from "./zombie/cellar";
import { crawlersGrabActions } from "./crawlers/grab";
import { babyPlaceActions } from "./baby/place";
import { searchLuckyActions } from "./search/lucky";
import { searchSurpriseActions } from "./search/surprise";
import { setupActions } from "./setup";
import type { AnyActionDef } from "../core/engine";
import type { CharacterId, Dir, HouseState, ItemCardId, SearchCardId, Sq, WeaponCardId } from "./types";
import type { PlayCard } from "./zombie/cards";

/** Every House action a seat can send (house §21 "Commands"). */
export type HouseAction =
  | { type: "pickCharacter"; character: CharacterId }
  | { type: "chooseEdge"; edge: Dir }
  | { type: "placeHuman"; figure: CharacterId; at: Sq }
  | { type: "placeZombie"; at: Sq }
  | { type: "endActivation"; figure: CharacterId }
  | { type: "move"; figure: CharacterId; dir: Dir }
  | { type: "moveWindow"; figure: CharacterId; dir: Dir }
  | { type: "stepBack"; figure: CharacterId }
  | { type: "turn"; figure: CharacterId; to: "left" | "right" | "around" }
  | { type: "attack"; figure: CharacterId; at?: Sq }
  | { type: "reload"; figure: CharacterId }
  | { type: "reroll"; die: number }
  | { type: "keepRoll" }
  | { type: "search"; figure: CharacterId }
  | { type: "keepWeapon"; keep: boolean }
  | { type: "grannyPick"; card: SearchCardId }
  | { type: "luckyBarricade"; edge: string }
  | { type: "barricade"; figure: CharacterId }
  | { type: "tearDown"; figure: CharacterId }
  | { type: "giveItem"; figure: CharacterId; to: CharacterId; item: ItemCardId }
  | { type: "pickUp"; figure: CharacterId; at: Sq }
  | { type: "useMedPak"; figure: CharacterId }
  | { type: "medic"; figure: CharacterId; target: CharacterId }
  | { type: "powerDrink"; figure: CharacterId }
  | { type: "startCar"; figure: CharacterId }
  | { type: "discard"; figure: CharacterId; card: ItemCardId | WeaponCardId }
  | { type: "endZombieTurn" }
  | { type: "beginActivation" }
  | { type: "zMove"; zombie: string; dir: Dir }
  | { type: "zWindow"; zombie: string; dir: Dir }
  | { type: "zAttack"; zombie: string; target: CharacterId; bloodlust?: true }
  | { type: "extraAttack"; zombie: string; target: CharacterId; bloodlust?: true }
  | { type: "declarePack"; target: CharacterId; members: string[] }
  | PlayCard
  | { type: "arm"; card: "surprise-zombie" | "jammed" | "slippery-floor"; figure: CharacterId | "any" }
  | { type: "disarm"; card: "surprise-zombie" | "jammed" | "slippery-floor" }
  | { type: "descend"; figure: CharacterId }
  | { type: "ascend"; figure: CharacterId; to: Sq }
  | { type: "zDescend"; zombie: string }
  | { type: "zAscend"; zombie: string; to: Sq }
  | { type: "spawnCrawlers" }
  | { type: "grab"; crawler: string }
  | { type: "declineGrab" }
  | { type: "setGrabAnswer"; answer: "always" | "never" | "ask" }
  | { type: "placeBaby"; at: Sq }
  | { type: "pickUpBaby"; figure: CharacterId }
  | { type: "giveBaby"; figure: CharacterId; to: CharacterId }
  | { type: "dropBaby"; figure: CharacterId };

/**
 * Every House action definition, for the engine (engine.ts). A new action family exports its list
 * and adds it here, and its shapes to `HouseAction`.
 */
export const HOUSE_ACTIONS: readonly AnyActionDef<HouseState>[] = [
  ...humanEndActivationActions,
  ...humanMoveActions,
  ...humanAttackActions,
  ...humanSearchActions,
  ...humanBarricadeActions,
  ...humanItemsActions,
  ...humanCarActions,
  ...zombieEndTurnActions,
  ...zombieSpawnActions,
  ...zombieBeginActions,
  ...zombieMoveActions,
  ...zombieAttackActions,
  ...zombieCardsActions,
  ...zombieArmActions,
  ...cellarActions,
  ...humanCellarActions,
  ...humanBabyActions,
  ...zombieCellarActions,
  ...crawlersGrabActions,
  ...babyPlaceActions,
  ...searchLuckyActions,
  ...searchSurpriseActions,
  ...setupActions,
];
