import { ArraySchema, Schema, type } from "@colyseus/schema";

/**
 * One pending decision (house's `Pending`, the kernel's Decision): the kernel's kind, seats, mode and
 * passed, and the House fields that the decision has ("" / 0 / empty when it has none). In the public
 * state a Granny pick's cards are never written (`hidden` counts them); the deciding seat's private
 * part carries them in `cards`.
 */
export class HouseDecision extends Schema {
  @type("string") kind = "";
  @type(["string"]) seats = new ArraySchema<string>();
  @type("string") mode: "one" | "any" | "all" = "one";
  @type(["string"]) passed = new ArraySchema<string>();
  /** The figure the decision is about (keepWeapon, grannyPick, luckyBarricade, reroll, grab). */
  @type("string") figure = "";
  /** The crawlers that may grab (grab). */
  @type(["string"]) crawlers = new ArraySchema<string>();
  /** The weapon card offered (keepWeapon). */
  @type("string") card = "";
  /** The cards to pick from (grannyPick): only in the deciding seat's private part. */
  @type(["string"]) cards = new ArraySchema<string>();
  /** How many cards are hidden from this viewer (grannyPick, public state). */
  @type("uint8") hidden = 0;
  /** Placements left (cellarPlace). */
  @type("uint8") left = 0;
  /** The dice that may be re-rolled (reroll). */
  @type(["uint8"]) dice = new ArraySchema<number>();
  /** The die from which the shot kills a zombie (reroll; what a reroll needs, public as the dice are). */
  @type("uint8") kills = 0;
  /** What each die does if kept, the rules' reading: kill, shove, miss, wound, oops (reroll). */
  @type(["string"]) outcomes = new ArraySchema<string>();
  /** Who found it and where it came from (surprisePlace: search | card). */
  @type("string") finder = "";
  @type("string") source = "";
  /** The square the decision is about (grannyPick, surprisePlace), when `hasAt`. */
  @type("boolean") hasAt = false;
  @type("int8") atX = 0;
  @type("int8") atY = 0;
  @type("int8") atZ = 0;
  /** The type of the human action waiting behind a grab window ("" none). */
  @type("string") waiting = "";
}

/** A crawler holding a figure (house §16, G27); both "" when nobody is held. */
export class HouseHold extends Schema {
  @type("string") crawler = "";
  @type("string") figure = "";
}

/** The Human turn in progress (house §7, G1). */
export class HouseHumanTurn extends Schema {
  /** The figure whose activation is under way, "" between activations. */
  @type("string") active = "";
  @type("uint8") actionsLeft = 0;
  /** Figures that have activated or passed this Human turn. */
  @type(["string"]) done = new ArraySchema<string>();
  @type(HouseHold) grab = new HouseHold();
}

/** A pack declared against a human (house §9.4, G5); target "" when none. */
export class HousePack extends Schema {
  @type("string") target = "";
  @type(["string"]) members = new ArraySchema<string>();
}

/** One batch of zombie placements still to make (house §13.1, G3). */
export class HousePlacement extends Schema {
  @type("string") reason = "";
  @type("uint8") left = 0;
  @type("boolean") counted = false;
  /** zombie | crawler */
  @type("string") kind = "zombie";
  /** The rolled edge (spawnEdgeRoll): N/E/S/W, "choice", or "" before the roll. */
  @type("string") edge = "";
}

/** The Zombie turn in progress (house §7, §13.3, G3–G6). */
export class HouseZombieTurn extends Schema {
  /** boring | spawn | cards | activation */
  @type("string") step = "spawn";
  @type("string") active = "";
  @type("uint8") actionsLeft = 0;
  @type(["string"]) done = new ArraySchema<string>();
  @type(HousePack) pack = new HousePack();
  @type([HousePlacement]) placements = new ArraySchema<HousePlacement>();
}
