import { Schema, type } from "@colyseus/schema";

/** A freight train on the board (Part A1): its line (the id), space index and side (departure | arrival). */
export class SiegeTrain extends Schema {
  @type("string") id = "";
  @type("string") space = "";
  @type("string") side = "";
}

/**
 * A rumor token on the map (Part A2, D4, G8): its opaque token id and space; `rumor` is written only
 * once it is revealed ("" while face down, so a face-down rumor's identity is not in the schema).
 */
export class SiegeRumor extends Schema {
  @type("string") id = "";
  @type("string") space = "";
  @type("boolean") revealed = false;
  @type("string") rumor = "";
}
