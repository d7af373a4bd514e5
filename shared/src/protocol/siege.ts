import type { RootStateShape, SyncList, SyncMap } from "./state";

/*
 * The Siege room state as a client decodes it (server/src/games/siege/schema is the source): the generic
 * root plus Siege's typed fields. Empty means none on the wire ("", 0 or []).
 */

/** One board space with its printed data and the markers on it now. */
export interface SiegeSpaceState {
  id: string;
  name: string;
  track: string;
  /** 7 = Start … 0 = Town space; -1 for TC and the boxes. */
  num: number;
  kind: string;
  station: string;
  line: string;
  chaos: number;
  noEntry: boolean;
  /** destroyed | ferry | "" */
  bridge: string;
}
/** A counter: a player unit (`side` defenders), a Zeds counter (`side` zeds) or a Raiders unit (`side` raiders, siege §3.3). */
export interface SiegeUnitState {
  id: string;
  /** Player unit category (hero, civilians, villagers…), Zeds kind (normal, super, spreader) or `raiders`. */
  kind: string;
  /** Unit kind or Super-Zeds id; `zeds` for a normal Zeds counter. */
  def: string;
  side: "defenders" | "zeds" | "raiders";
  seat: string;
  space: string;
  hits: number;
  strength: number;
  otherStrength: number;
  hitsPerSide: number;
  reduced: boolean;
  coma: boolean;
  holdingOut: boolean;
  markers: SyncList<string>;
  /** Attach rumors carried (Part A2): darpa-battlesuit, pulsing-green-crystal, mystic-amulet, zeds-siren. */
  items: SyncList<string>;
}
/** A Barricade (Improved Defenses) or Bastion on a space. */
export interface SiegeDefenseState {
  space: string;
  /** A Barricade, Kingman's Bastion, or his Minefield with the Strength of its next attack (§3.3). */
  kind: "barricade" | "bastion" | "minefield-7" | "minefield-4";
}
/** A freight train: its id (= its line), line, space id, side (departure | arrival) and the units aboard for the movement under way. */
export interface SiegeTrainState {
  id: string;
  line: string;
  space: string;
  side: string;
  passengers: SyncList<string>;
}
/** A rumor token: `rumor` is "" while face down; a revealed one that left its space has `onMap` false. */
export interface SiegeRumorState {
  id: string;
  space: string;
  revealed: boolean;
  rumor: string;
  onMap: boolean;
}
/** A Place rumor's marker on the map: the rumor id and its space id. */
export interface SiegePlaceState {
  rumor: string;
  space: string;
}
/** The Rumor Mill's public part: in play or not, the stack's size, the team's Secure rumors, the Place markers by rumor id. */
export interface SiegeMillState {
  on: boolean;
  stack: number;
  secure: SyncList<string>;
  places: SyncMap<SiegePlaceState>;
}
/** The resource strip: Supplies, Ammo, Infection, the Action track, the Chaos pool. */
export interface SiegeTracksState {
  supplies: number;
  ammo: number;
  infection: number;
  actions: number;
  chaosPool: number;
}
/** The current Event card and its phase boxes ("" id between cards). */
export interface SiegeEventState {
  id: string;
  colour: string;
  act: string;
  fourR: number;
  outbreakRoll: boolean;
  eat: string;
  zeds: SyncList<string>;
  actions: number;
  /** The card carries the Zeds Pressure icon (G31). */
  pressureIcon: boolean;
  /** The Zeds Pressure moves this round brings (G31), 0 for none. */
  pressure: number;
}
/** The decks, the Zeds reserve and the Super-Zeds bag as sizes; the team's Keep hand. */
export interface SiegeDecksState {
  event: number;
  eventDiscard: number;
  fate: number;
  fateDiscard: number;
  reserve: number;
  bag: number;
  keep: SyncList<string>;
}
/** One seat's part of the round: its Player Action unspent, its *done*. */
export interface SiegeSeatTurnState {
  seat: string;
  playerAction: boolean;
  done: boolean;
}
/** A decision the game waits on: who decides, what about (a choice's purpose and options), a window's unit and dice. */
export interface SiegeDecisionState {
  kind: string;
  seats: SyncList<string>;
  mode: string;
  passed: SyncList<string>;
  purpose: string;
  options: SyncList<string>;
  /** The options that lose the game at once (G10): the client warns before sending one. */
  loses: SyncList<string>;
  text: string;
  rule: string;
  unit: string;
  dice: SyncList<number>;
  /** The Mystic Amulet window's offers (kind amulet): the die to turn to 5, the dice then, the outcome. */
  offers: SyncList<SiegeAmuletOfferState>;
}
/** One Mystic Amulet offer. */
export interface SiegeAmuletOfferState {
  die: number;
  dice: SyncList<number>;
  outcome: string;
  /** The events the turned die adds, as JSON (a roll without an outcome phrase), "" for none. */
  events: string;
}
/** The Siege room state (server/src/games/siege/schema/state.ts). */
export interface SiegeRoomStateShape extends RootStateShape {
  board: { spaces: SyncList<SiegeSpaceState> };
  units: SyncMap<SiegeUnitState>;
  defenses: SyncMap<SiegeDefenseState>;
  trains: SyncMap<SiegeTrainState>;
  rumors: SyncMap<SiegeRumorState>;
  tracks: SiegeTracksState;
  event: SiegeEventState;
  decks: SiegeDecksState;
  lead: string;
  turns: SyncMap<SiegeSeatTurnState>;
  pending: SyncList<SiegeDecisionState>;
  acting: SyncList<string>;
  mill: SiegeMillState;
}
