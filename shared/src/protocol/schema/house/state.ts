import { ArraySchema, MapSchema, type, view } from "@colyseus/schema";
import { RootState } from "../root";
import { HouseBoard } from "./board";
import { HouseSecret } from "./secret";
import { HouseDecision, HouseHumanTurn, HouseZombieTurn } from "./turn";
import { HouseBaby, HouseBarricade, HouseDecks, HousePile, HouseUnit } from "./units";

/**
 * The House room state (DESIGN "Server"): the generic root plus the grid board, units, edge
 * barricades, card counts and the turn as typed fields. Written only by server/src/games/house/sync/.
 * Secrets (deck order, the generator, the zombie hand, armed cards, the grab answer, another seat's
 * Granny-pick cards) are never written here except into `secrets`, a `@view()` map whose entry for
 * a seat only that seat's holder sees.
 */
export class HouseRoomState extends RootState {
  @type(HouseBoard) board = new HouseBoard();
  @type({ map: HouseUnit }) units = new MapSchema<HouseUnit>();
  @type({ map: HouseBarricade }) barricades = new MapSchema<HouseBarricade>();
  @type(HouseDecks) decks = new HouseDecks();
  /** The board edge the humans entered by (N/E/S/W), "" before it is chosen. */
  @type("string") entryEdge = "";
  @type(HouseHumanTurn) humanTurn = new HouseHumanTurn();
  @type(HouseZombieTurn) zombieTurn = new HouseZombieTurn();
  /** The pending decisions, the open one first (public form: Granny-pick cards hidden). */
  @type([HouseDecision]) pending = new ArraySchema<HouseDecision>();
  /** Dropped items by square key (sqKey). */
  @type({ map: HousePile }) piles = new MapSchema<HousePile>();
  /** Played zombie cards, in order (public). */
  @type(["string"]) zombieDiscard = new ArraySchema<string>();
  @type(HouseBaby) baby = new HouseBaby();
  /** The seats that may act now. */
  @type(["string"]) acting = new ArraySchema<string>();
  /** Each started seat's private part, by seat id (written from the start on); a client's StateView holds only its own seat's entry. */
  @view() @type({ map: HouseSecret }) secrets = new MapSchema<HouseSecret>();
}
