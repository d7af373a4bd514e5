import { ArraySchema, Schema, type } from "@colyseus/schema";

/** A figure on (or off) the House board: a human figure, a zombie or a crawler (house §12, §13, §16). */
export class HouseUnit extends Schema {
  @type("string") id = "";
  /** human | zombie | crawler */
  @type("string") kind = "zombie";
  /** Owning seat ("zombie" for zombies). */
  @type("string") seat = "";
  /** Display name (the character's name for humans, the id for zombies). */
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
  /** Edge key of the window a crawler is climbing (§16), "" otherwise. */
  @type("string") climbing = "";
}

/** A barricade on an edge (house §10); `key` is the rule module's edge key ("link": the cellar door). */
export class HouseBarricade extends Schema {
  @type("string") key = "";
  @type("int8") ax = 0;
  @type("int8") ay = 0;
  @type("int8") bx = 0;
  @type("int8") by = 0;
  @type("int8") z = 0;
}

/** Card counts (house §10, §11, §14): never the cards, only how many. */
export class HouseDecks extends Schema {
  @type("uint8") search = 0;
  @type("uint8") zombie = 0;
  @type("uint8") zombieHand = 0;
  @type("uint8") zombieDiscard = 0;
  /** Barricade tokens left in the supply (15 minus those on the board). */
  @type("uint8") barricadesLeft = 15;
}

/** Items dropped on one square (house §9.5): the square and the cards, bottom first. */
export class HousePile extends Schema {
  /** The square key (the rule module's sqKey: "x,y", in the cellar "c:x,y"; the map key too). */
  @type("string") key = "";
  @type("int8") x = 0;
  @type("int8") y = 0;
  @type("int8") z = 0;
  @type(["string"]) cards = new ArraySchema<string>();
}

/** The baby token (house §17): `where` is "" (not in play), "board" (on square x,y,z) or "carried" (by `carrier`). */
export class HouseBaby extends Schema {
  @type("string") where: "" | "board" | "carried" = "";
  @type("int8") x = 0;
  @type("int8") y = 0;
  @type("int8") z = 0;
  @type("string") carrier = "";
}
