import { ArraySchema, Schema, type } from "@colyseus/schema";
import { HouseDecision } from "./turn";

/** An armed Reaction zombie card (house C8): the card and the figure it waits for ("any"). */
export class HouseArmed extends Schema {
  @type("string") card = "";
  @type("string") figure = "";
}

/**
 * What only one House seat may see (DoR 5, C9; the rule module's `HousePrivate`), an entry of the
 * `@view()` map `secrets` that only the seat's holder has in its StateView. The Zombie seat's entry
 * has `hand`, `armed` and `grabAnswer`; a human seat's has `pending` (the decisions it answers
 * itself, in full: a Granny pick's cards). The other seat kind's fields are absent (never sent).
 */
export class HouseSecret extends Schema {
  @type("string") seat = "";
  /** Zombie seat: the cards in hand. */
  @type(["string"]) hand?: ArraySchema<string>;
  /** Zombie seat: the armed Reaction cards. */
  @type([HouseArmed]) armed?: ArraySchema<HouseArmed>;
  /** Zombie seat: the standing grab answer. */
  @type("string") grabAnswer?: "always" | "never" | "ask";
  /** Human seat: its own pending decisions with every field. */
  @type([HouseDecision]) pending?: ArraySchema<HouseDecision>;
}
