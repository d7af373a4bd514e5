import { ArraySchema, Schema, type } from "@colyseus/schema";

/** The resource strip (siege §5): Supplies and Ammo 0–20, Infection 0–13, the Action track, the Chaos pool. */
export class SiegeTracks extends Schema {
  @type("uint8") supplies = 0;
  @type("uint8") ammo = 0;
  @type("uint8") infection = 0;
  /** The round's Event Actions left (§5.3). */
  @type("uint8") actions = 0;
  /** Chaos markers left in the pool (§1.4: 10 at Level II). */
  @type("uint8") chaosPool = 0;
}

/**
 * The current Event card (§2.1, §6.3, §6.4) with its five phase boxes, "" / zeros between cards:
 * 4R movements, the Infection box's Outbreak icon, the Eat box (a number or `die`), the Zeds box
 * (tracks in order, `all`, `fate-twice` or `none`) and the Event Actions; and Zeds Pressure (G31).
 */
export class SiegeEventCard extends Schema {
  @type("string") id = "";
  /** blue | green */
  @type("string") colour = "";
  /** 1–4 or end. */
  @type("string") act = "";
  @type("uint8") fourR = 0;
  @type("boolean") outbreakRoll = false;
  /** Supplies to pay, or `die`. */
  @type("string") eat = "";
  /** The tracks to activate in order, or one of all | fate-twice | none. */
  @type(["string"]) zeds = new ArraySchema<string>();
  @type("uint8") actions = 0;
  /** The card carries the Zeds Pressure icon (G31). */
  @type("boolean") pressureIcon = false;
  /** The Zeds Pressure moves this round brings after the activations (G31: the icon, the room's `pressure` option, the seats), 0 for none. */
  @type("uint8") pressure = 0;
}

/** The decks, the Zeds reserve and the Super-Zeds bag as counts (never their order or contents, D4), the discards and the team's Keep hand (public: the team plays it together). */
export class SiegeDecks extends Schema {
  @type("uint8") event = 0;
  @type("uint8") eventDiscard = 0;
  @type("uint8") fate = 0;
  @type("uint8") fateDiscard = 0;
  /** Normal Zeds counters left in the reserve, and Super-Zeds in the bag (sizes only, D4). */
  @type("uint8") reserve = 0;
  @type("uint8") bag = 0;
  /** The Keep (Fate) cards held by the team, by id. */
  @type(["string"]) keep = new ArraySchema<string>();
}

/** One seat's part of the round (D1): its Player Action unspent, and whether it said *done* in the Action phase. */
export class SiegeSeatTurn extends Schema {
  @type("string") seat = "";
  @type("boolean") playerAction = false;
  @type("boolean") done = false;
}
