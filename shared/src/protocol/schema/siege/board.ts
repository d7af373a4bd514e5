import { ArraySchema, Schema, type } from "@colyseus/schema";

/**
 * One space of the Siege board (siege §1.2–§1.5): a track space (`forest:7` … `forest:0`), Town
 * Center or an off-track box, with what is printed on it (written once) and the markers on it now
 * (Chaos, No Entry, the Suspension Bridge's Destroyed Bridge / Ferry side). Items of
 * `SiegeRoomState.spaces` sit at the board's own space index.
 */
export class SiegeSpace extends Schema {
  @type("string") id = "";
  /** The printed name, "" for an unnamed space. */
  @type("string") name = "";
  /** forest | mountain | highway | suburbs, "" for TC and the boxes. */
  @type("string") track = "";
  /** 7 = Start … 0 = Town space; -1 for TC and the boxes. */
  @type("int8") num = -1;
  /** start | plain | village | named | station | town | town-center | bed | camp | cemetery */
  @type("string") kind = "";
  /** A Station's bonus (university, farm, mine, power-plant), "" elsewhere. */
  @type("string") station = "";
  /** The freight line running along the space's track, "" off the tracks. */
  @type("string") line = "";
  /** Chaos markers on the space (§5.6). */
  @type("uint8") chaos = 0;
  /** No Entry for the rest of the round (§1.4). */
  @type("boolean") noEntry = false;
  /** The Suspension Bridge's marker: destroyed | ferry | "" (§1.4). */
  @type("string") bridge = "";
}

/** The static board and the per-space markers, in the board's space order. */
export class SiegeBoardState extends Schema {
  @type([SiegeSpace]) spaces = new ArraySchema<SiegeSpace>();
}
