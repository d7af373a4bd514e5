import { ArraySchema, MapSchema, type, view } from "@colyseus/schema";
import { RootState } from "../root";
import { SiegeBoardState } from "./board";
import { SiegeMill, SiegeRumor, SiegeTrain } from "./extras";
import { SiegePlannedRolls } from "./needs";
import { SiegeDecision } from "./pending";
import { SiegeSecret } from "./secret";
import { SiegeDefense } from "./spaces";
import { SiegeDecks, SiegeEventCard, SiegeSeatTurn, SiegeTracks } from "./tracks";
import { SiegeUnit } from "./units";

/**
 * The Siege room state (DESIGN "Server"): the generic root plus the board's spaces with their
 * markers, the counters (player units and Zeds) by id, defenses, trains, rumor tokens, the Rumor Mill (stack size, Secure rumors, Place markers), the resource
 * strip, the current Event card, the decks as counts, the Keep hand, the lead seat and each seat's
 * part of the round, as typed fields. Written only by server/src/games/siege/sync/. No secret is ever
 * written: not the deck orders, the Zeds reserve, the Super-Zeds bag, a face-down rumor or the
 * generator (D4).
 */
export class SiegeRoomState extends RootState {
  @type(SiegeBoardState) board = new SiegeBoardState();
  @type({ map: SiegeUnit }) units = new MapSchema<SiegeUnit>();
  /** Barricades and Bastions by space id. */
  @type({ map: SiegeDefense }) defenses = new MapSchema<SiegeDefense>();
  @type({ map: SiegeTrain }) trains = new MapSchema<SiegeTrain>();
  @type({ map: SiegeRumor }) rumors = new MapSchema<SiegeRumor>();
  @type(SiegeTracks) tracks = new SiegeTracks();
  @type(SiegeEventCard) event = new SiegeEventCard();
  @type(SiegeDecks) decks = new SiegeDecks();
  /** The round's lead seat (D1, G12), "" before the start. */
  @type("string") lead = "";
  @type({ map: SiegeSeatTurn }) turns = new MapSchema<SiegeSeatTurn>();
  /** The pending decisions, the open one first. */
  @type([SiegeDecision]) pending = new ArraySchema<SiegeDecision>();
  /** The seats that may act now. */
  @type(["string"]) acting = new ArraySchema<string>();
  /** Each started seat's private part; a client's StateView holds only its own seat's entry. */
  @view() @type({ map: SiegeSecret }) secrets = new MapSchema<SiegeSecret>();
  /** The Rumor Mill's public part: the stack's size, the team's Secure rumors, the Place markers (never a face-down rumor, D4). */
  @type(SiegeMill) mill = new SiegeMill();
  /**
   * What the rolls of each action a player could choose now would need, before the dice,
   * as the rules compute them (shared/src/siege/actions/needs-before.ts) from the open board: by
   * action key (`fire:unit>target`, `fire:unit>target>mayor`, `move:unit>space index`,
   * `forage:unit`, `siren:unit>zeds`, `hoses:unit>zeds`, `reroll`), the rolls in order, each its
   * purpose and need as typed fields (./needs.ts), for the action list to say before the dice.
   */
  @type({ map: SiegePlannedRolls }) rollNeeds = new MapSchema<SiegePlannedRolls>();
}
