import { ArraySchema, Encoder, MapSchema, Schema, type, view } from "@colyseus/schema";
import { Board } from "./board";
import { Barricade, LogLine, Unit } from "./units";

/**
 * A seat of the game. `hand` and `secret` are private (`@view()`): only the client holding the
 * seat has this Seat in its StateView, so no other client ever receives them (DESIGN principle 3).
 */
export class Seat extends Schema {
  @type("string") id = "";
  @type("string") role = "";
  /** empty | player | bot */
  @type("string") kind = "empty";
  /** The player's name (or the bot's label). */
  @type("string") name = "";
  @type("boolean") connected = false;
  /** This seat may act now. */
  @type("boolean") active = false;
  @type(["string"]) figures = new ArraySchema<string>();
  /** Number of cards in this seat's hand (public). */
  @type("uint8") handCount = 0;
  /** The cards in hand (Zombie seat): only this seat sees them. */
  @view() @type(["string"]) hand = new ArraySchema<string>();
  /** Other private data of this seat as JSON (armed reactions, hidden choices): only this seat sees it. */
  @view() @type("string") secret = "";
}

/** The game's result once it is over. */
export class Result extends Schema {
  @type("string") winner = "";
  @type("string") reason = "";
  @type("string") rule = "";
}

/** The room state every client decodes (DESIGN.md "Server"). Written only by server/src/sync. */
export class GameState extends Schema {
  /** house | siege */
  @type("string") game = "";
  /** lobby | play | over */
  @type("string") stage = "lobby";
  /** The rule module's phase ("lobby" before the start). */
  @type("string") phase = "lobby";
  @type("uint16") round = 0;
  /** Number of the last applied action (0 before the first). */
  @type("uint32") seq = 0;
  /** The game's options (JSON), fixed at creation. */
  @type("string") options = "{}";
  /** Session id of the creator's current connection (it may give seats to bots and start). */
  @type("string") host = "";
  @type("string") hostName = "";
  @type({ map: Seat }) seats = new MapSchema<Seat>();
  @type(Board) board = new Board();
  @type({ map: Unit }) units = new MapSchema<Unit>();
  @type({ map: Barricade }) barricades = new MapSchema<Barricade>();
  /** Card counts by deck name (search, zombie, zombieHand, zombieDiscard). */
  @type({ map: "number" }) decks = new MapSchema<number>();
  /** Public turn details of the rule module as JSON (active figure, actions left, pending…). */
  @type("string") turn = "{}";
  @type([LogLine]) log = new ArraySchema<LogLine>();
  @type(Result) result = new Result();
}

export { Board, Barricade, LogLine, Unit };

// The full House state (board included) is larger than the encoder's default 8 KB buffer.
Encoder.BUFFER_SIZE = 128 * 1024;
