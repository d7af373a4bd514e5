/**
 * Every House action module, imported for its registration, and the union of action shapes.
 * A new action family registers itself with `registerActions` and adds its type here.
 */
import "./human/end-activation";
import "./human/move";
import "./human/attack";
import "./human/search";
import "./human/barricade";
import "./human/items";
import "./human/car";
import "./zombie/end-turn";
import "./zombie/spawn";
import "./zombie/begin";
import "./zombie/move";
import "./zombie/attack";
import "./zombie/cards";
import "./zombie/arm";
import "./cellar";
import "./human/cellar";
import "./human/baby";
import "./zombie/cellar";
import "./crawlers/grab";
import "./baby/place";
import type { CharacterId, Dir, ItemCardId, SearchCardId, Sq, WeaponCardId } from "./types";
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
