import { ArraySchema, MapSchema, Schema, type } from "@colyseus/schema";

/**
 * A freight train on the board (Part A1): its id (the line it runs on: wh-cargo | express-bv), the
 * line again as its own field, its space id and side (departure | arrival), and the units aboard
 * while one movement is decided or ridden (G2: empty between movements).
 */
export class SiegeTrain extends Schema {
  @type("string") id = "";
  /** wh-cargo (Forest + Highway) | express-bv (Mountain + Suburbs), written once. */
  @type("string") line = "";
  @type("string") space = "";
  @type("string") side = "";
  /** Unit ids aboard for the movement under way (G2). */
  @type(["string"]) passengers = new ArraySchema<string>();
}

/**
 * A rumor token (Part A2, D4, G8): its opaque token id and the space it was laid on; `rumor` is
 * written only once it is revealed ("" while face down, so a face-down rumor's identity is not in
 * the schema). A revealed token stays listed (its identity is public) with `onMap` false once it
 * has left its space.
 */
export class SiegeRumor extends Schema {
  @type("string") id = "";
  @type("string") space = "";
  @type("boolean") revealed = false;
  @type("string") rumor = "";
  /** Still lying on its space: a face-down token always; a revealed one has left the map (S-R3) unless the rules keep it there. */
  @type("boolean") onMap = true;
}

/** A Place rumor's marker on the map for the rest of the game (Part A2, S-R11…S-R14): the rumor and its space id. */
export class SiegePlace extends Schema {
  @type("string") rumor = "";
  @type("string") space = "";
}

/**
 * The Rumor Mill's public part (Part A2, D4): whether the module is in play, how many rumors are
 * left face down in the stack (its order and contents are the server's), the Secure rumors the
 * team holds (played like Keep cards) and the Place markers by rumor id.
 */
export class SiegeMill extends Schema {
  @type("boolean") on = false;
  @type("uint8") stack = 0;
  @type(["string"]) secure = new ArraySchema<string>();
  @type({ map: SiegePlace }) places = new MapSchema<SiegePlace>();
}
