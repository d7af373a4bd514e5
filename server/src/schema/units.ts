import { ArraySchema, Schema, type } from "@colyseus/schema";

/** A figure on (or off) the board: a human figure, a zombie or a crawler. */
export class Unit extends Schema {
  @type("string") id = "";
  /** human | zombie | crawler */
  @type("string") kind = "zombie";
  /** Owning seat ("zombie" for zombies). */
  @type("string") seat = "";
  /** Display name (character name for humans). */
  @type("string") name = "";
  @type("boolean") placed = false;
  @type("int8") x = 0;
  @type("int8") y = 0;
  @type("int8") z = 0;
  /** N | E | S | W, "" for units without a facing. */
  @type("string") facing = "";
  @type("boolean") alive = true;
  @type("uint8") wounds = 0;
  @type("uint8") maxWounds = 0;
  @type("string") weapon = "";
  @type("boolean") ammoOut = false;
  @type(["string"]) items = new ArraySchema<string>();
  @type("boolean") carriesBaby = false;
  @type("string") climbing = "";
}

/** A barricade on an edge (house §10); `key` is the rule module's edge key. */
export class Barricade extends Schema {
  @type("string") key = "";
  @type("int8") ax = 0;
  @type("int8") ay = 0;
  @type("int8") bx = 0;
  @type("int8") by = 0;
  @type("int8") z = 0;
}

/** One line of the public game log: the event's sentence and the rule it applied. */
export class LogLine extends Schema {
  @type("uint32") seq = 0;
  @type("string") type = "";
  @type("string") text = "";
  @type("string") rule = "";
  /** The event's data as JSON (for translated log lines). */
  @type("string") data = "";
}
