import { ArraySchema, Schema, type } from "@colyseus/schema";

/**
 * One offer of the Mystic Amulet window (Part A2, G10): which die turns to 5, the dice it gives and
 * the outcome they resolve to: the roll's outcome as a words key (`siege.offer.<key>`, "" for none)
 * and its params as JSON, or the events the turned die adds as JSON ("" for none).
 */
export class SiegeAmuletOffer extends Schema {
  @type("uint8") die = 0;
  @type(["uint8"]) dice = new ArraySchema<number>();
  @type("string") outcome = "";
  @type("string") params = "";
  @type("string") events = "";
}

/**
 * A decision the game waits on (D6, core/decisions): who decides (`seats`, `mode` one | any | all,
 * who `passed`) and, for a choice, what about (`purpose`, its `options`, the rule, and what it asks
 * as a words key `key`, `siege.ask.<key>` on the client, with its `params` as JSON).
 * A dice window (a re-roll) has `kind` reroll-like names and its `dice`; the Mystic Amulet's
 * window (`kind` amulet) its `unit` and `offers`.
 */
export class SiegeDecision extends Schema {
  @type("string") kind = "";
  @type(["string"]) seats = new ArraySchema<string>();
  @type("string") mode = "one";
  @type(["string"]) passed = new ArraySchema<string>();
  /** A choice's purpose (defender, mobHit, mover, retreatStop, save, hospitalFull), "" for other decisions. */
  @type("string") purpose = "";
  @type(["string"]) options = new ArraySchema<string>();
  /** The options that lose the game at once (G10: the Red Telephone on an empty Chaos pool): the client warns before sending one. */
  @type(["string"]) loses = new ArraySchema<string>();
  /** What the decision asks: the client's words key ("" for none: the client says its purpose). */
  @type("string") key = "";
  /** The values the asking sentence names (unit ids, space indices, …) as JSON ("" for none). */
  @type("string") params = "";
  @type("string") rule = "";
  /** The unit a reaction window is about (the re-rolling unit), "" for none. */
  @type("string") unit = "";
  /** The dice a reaction window is about. */
  @type(["uint8"]) dice = new ArraySchema<number>();
  /** The Mystic Amulet window's offers (kind amulet): each die that may turn to 5 and what it gives. */
  @type([SiegeAmuletOffer]) offers = new ArraySchema<SiegeAmuletOffer>();
}
