import { ArraySchema, MapSchema, Schema, type } from "@colyseus/schema";

/**
 * One lobby seat (DESIGN "Seats"): who holds it and whether it may act now. Public to every client;
 * a seat's secrets are not here but in its game's private part (a `@view()` field of the game state).
 */
export class Seat extends Schema {
  @type("string") id = "";
  /** The seat's display role from the ruleset's lobby. */
  @type("string") role = "";
  @type("string") kind: "empty" | "player" | "bot" = "empty";
  /** The player's name (or the bot's label). */
  @type("string") name = "";
  @type("boolean") connected = false;
  /** The name of the away player whose seat this bot only covers (theirs to take back by coming back); "" otherwise. */
  @type("string") coveredFor = "";
  /** When the holder's last connection went (epoch ms), while they are away; 0 while connected, for a bot or an empty seat. */
  @type("float64") awaySince = 0;
  /** The level of the bot that plays this seat, or covers it while its holder is away (one of RootState `botLevels`). */
  @type("string") level = "";
  /** This seat may act now (ruleset `seats()`). */
  @type("boolean") active = false;
  /**
   * After the start: the name of the player asking to take over this bot's seat, waiting for the
   * creator's answer ("" when nobody asks). Names only: the seat's secrets are not given before the grant.
   */
  @type("string") requester = "";
  /** The session id of the asking player's connection ("" when nobody asks), so that client knows the request is its own. */
  @type("string") requesterSession = "";
}

/** The game's result once it is over ("" while it runs). */
export class Result extends Schema {
  @type("string") winner = "";
  @type("string") rule = "";
  /** The reason's key for the client's words ("" for a result stored before reasons were keys: the client says it by its rule). */
  @type("string") key = "";
  /** The values the reason's sentence needs, as JSON ("" none). */
  @type("string") params = "";
}

/**
 * The generic root every game's state extends (DESIGN "Server"): which game, where it is, who sits
 * where, the result. Written only by server/src/rooms/game/publisher.ts and the game's sync functions
 * (server/src/games/<id>/sync); a client only reads it.
 */
export class RootState extends Schema {
  /** The ruleset id. */
  @type("string") game = "";
  @type("string") stage: "lobby" | "play" | "over" = "lobby";
  /** The ruleset's phase ("lobby" before the start). */
  @type("string") phase = "lobby";
  @type("uint16") round = 0;
  /** Number of the last applied action of the effective log (0 before the first). */
  @type("uint32") seq = 0;
  /** Session id of the creator's current connection (it may give seats to bots and start). */
  @type("string") host = "";
  @type("string") hostName = "";
  @type({ map: Seat }) seats = new MapSchema<Seat>();
  /** The names of the people connected without a seat (spectators), sorted (the lobby lists who is present). */
  @type(["string"]) watchers = new ArraySchema<string>();
  @type(Result) result = new Result();
  /** The room's options as JSON, written once at creation and never changed. */
  @type("string") options = "{}";
  /** The game's pace (server/src/rooms/seats/pace.ts): `live` or `async`, written once at creation. */
  @type("string") pace = "live";
  /** The bot levels the creator may pick for a seat (the ruleset's `botLevels`, weakest first), written once at creation. */
  @type(["string"]) botLevels = new ArraySchema<string>();
}
