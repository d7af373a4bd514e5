/**
 * Every House action module, imported for its registration, and the union of action shapes.
 * A new action family registers itself with `registerActions` and adds its type here.
 */
import "./human/end-activation";
import "./zombie/end-turn";
import "./cellar";
import type { CharacterId, Dir, Sq } from "./types";

/** Every House action a seat can send (house §21 "Commands"). */
export type HouseAction =
  | { type: "pickCharacter"; character: CharacterId }
  | { type: "chooseEdge"; edge: Dir }
  | { type: "placeHuman"; figure: CharacterId; at: Sq }
  | { type: "placeZombie"; at: Sq }
  | { type: "endActivation"; figure: CharacterId }
  | { type: "endZombieTurn" };
