/**
 * The shape of the room state as a client decodes it (server/src/schema and each game's
 * server/src/games/<id>/schema are the source; the client decodes by reflection and reads it
 * through these interfaces). Collections are the SDK's MapSchema/ArraySchema, typed here by the
 * few methods the client uses.
 */
export interface SyncMap<V> {
  get(key: string): V | undefined;
  forEach(cb: (value: V, key: string) => void): void;
  readonly size: number;
}
export interface SyncList<V> {
  readonly length: number;
  [i: number]: V;
  forEach(cb: (value: V, i: number) => void): void;
  toArray(): V[];
}

export interface SquareState {
  x: number;
  y: number;
  z: number;
  terrain: string;
  room: string;
  obstacle: string;
  search: string;
  stair: number;
}
export interface EdgeState {
  key: string;
  type: string;
  name: string;
  ax: number;
  ay: number;
  bx: number;
  by: number;
  z: number;
  exterior: boolean;
}
export interface RoomLabelState {
  id: string;
  house: boolean;
  x: number;
  y: number;
  z: number;
}
export interface SearchSquareState {
  id: string;
  name: string;
  x: number;
  y: number;
  z: number;
  searchedBy: SyncList<string>;
}
export interface BoardState {
  id: string;
  name: string;
  width: number;
  height: number;
  cellarWidth: number;
  cellarHeight: number;
  cellarRevealed: boolean;
  cellarDoor: string;
  squares: SyncList<SquareState>;
  edges: SyncList<EdgeState>;
  rooms: SyncList<RoomLabelState>;
  searchSquares: SyncMap<SearchSquareState>;
}
/** A House unit (server/src/games/house/schema/units.ts `HouseUnit`). */
export interface UnitState {
  id: string;
  /** human | zombie | crawler */
  kind: string;
  seat: string;
  name: string;
  placed: boolean;
  x: number;
  y: number;
  z: number;
  facing: string;
  alive: boolean;
  wounds: number;
  maxWounds: number;
  weapon: string;
  ammoOut: boolean;
  items: SyncList<string>;
  carriesBaby: boolean;
  climbing: string;
}
export interface BarricadeState {
  key: string;
  ax: number;
  ay: number;
  bx: number;
  by: number;
  z: number;
}
/** A lobby seat (generic root). Its secrets are not here: see the game's private part. */
export interface SeatState {
  id: string;
  role: string;
  kind: "empty" | "player" | "bot";
  name: string;
  connected: boolean;
  /** When the holder's last connection went (epoch ms) while they are away; 0 while connected, for a bot or an empty seat. */
  awaySince: number;
  /** The name of the away player whose seat this bot only covers ("" otherwise). */
  coveredFor: string;
  active: boolean;
  /** After the start: the name of the player asking to take over this bot's seat ("" when nobody asks). */
  requester: string;
  /** The session id of that player's connection ("" when nobody asks). */
  requesterSession: string;
}
/** The generic root every game's state extends (server/src/schema/root.ts). */
export interface RootStateShape {
  game: string;
  stage: "lobby" | "play" | "over";
  phase: string;
  round: number;
  /** Number of the last applied action (the `seq` of `legal` and `ack`). */
  seq: number;
  host: string;
  hostName: string;
  seats: SyncMap<SeatState>;
  /** The names of the people connected without a seat, sorted. */
  watchers: SyncList<string>;
  /** `key` names the reason for the client's words ("" none), `params` its values as JSON ("" none), so the client can say it in its own words. */
  result: { winner: string; reason: string; rule: string; key: string; params: string };
  /** The room's options as JSON (constant). */
  options: string;
  /** The game's pace, chosen at creation: `live` or `async` (server/src/rooms/seats/pace.ts). */
  pace: string;
}
/** House card counts (never the cards). */
export interface DecksState {
  search: number;
  zombie: number;
  zombieHand: number;
  zombieDiscard: number;
  barricadesLeft: number;
}
/** One pending decision (fields a decision kind does not have are "", 0 or empty). */
export interface DecisionState {
  kind: string;
  seats: SyncList<string>;
  mode: "one" | "any" | "all";
  passed: SyncList<string>;
  figure: string;
  crawlers: SyncList<string>;
  card: string;
  /** A Granny pick's cards: only in the deciding seat's `secrets` entry. */
  cards: SyncList<string>;
  /** How many cards are hidden (public grannyPick). */
  hidden: number;
  left: number;
  dice: SyncList<number>;
  /** reroll: the die from which the shot kills a zombie. */
  kills: number;
  /** reroll: what each die does if kept (kill, shove, miss, wound, oops), the rules' reading. */
  outcomes: SyncList<string>;
  finder: string;
  source: string;
  hasAt: boolean;
  atX: number;
  atY: number;
  atZ: number;
  /** The type of the human action waiting behind a grab window ("" none). */
  waiting: string;
}
export interface HumanTurnState {
  /** "" between activations. */
  active: string;
  actionsLeft: number;
  done: SyncList<string>;
  /** Both "" when no crawler holds a figure. */
  grab: { crawler: string; figure: string };
}
export interface PlacementState {
  reason: string;
  left: number;
  counted: boolean;
  kind: string;
  edge: string;
}
export interface ZombieTurnState {
  step: string;
  active: string;
  actionsLeft: number;
  done: SyncList<string>;
  /** target "" when no pack is declared. */
  pack: { target: string; members: SyncList<string> };
  placements: SyncList<PlacementState>;
}
export interface PileState {
  /** sqKey: "x,y", in the cellar "c:x,y" (the map key). */
  key: string;
  x: number;
  y: number;
  z: number;
  cards: SyncList<string>;
}
/** The baby token: where "" (not in play), "board" (at x,y,z) or "carried" (by carrier). */
export interface BabyState {
  where: "" | "board" | "carried";
  x: number;
  y: number;
  z: number;
  carrier: string;
}
/**
 * A seat's private part (`secrets` entry; only the holder's client has it). Zombie seat: hand,
 * armed, grabAnswer; human seat: pending (its own decisions in full).
 */
export interface SecretState {
  seat: string;
  hand?: SyncList<string>;
  armed?: SyncList<{ card: string; figure: string }>;
  grabAnswer?: "always" | "never" | "ask";
  pending?: SyncList<DecisionState>;
}
/**
 * The House room state (server/src/games/house/schema/state.ts): the generic root plus typed House
 * fields. There is no `turn` JSON string and no `log` any more: the log comes from `history` and
 * `events` messages; each seat's figures are the `units` whose `seat` is that seat; the zombie
 * hand's size is `decks.zombieHand`.
 */
export interface RoomState extends RootStateShape {
  board: BoardState;
  units: SyncMap<UnitState>;
  barricades: SyncMap<BarricadeState>;
  decks: DecksState;
  /** N | E | S | W, "" before it is chosen. */
  entryEdge: string;
  humanTurn: HumanTurnState;
  zombieTurn: ZombieTurnState;
  pending: SyncList<DecisionState>;
  piles: SyncMap<PileState>;
  zombieDiscard: SyncList<string>;
  baby: BabyState;
  /** The seats that may act now. */
  acting: SyncList<string>;
  /** Only the client's own seat's entry is present. */
  secrets?: SyncMap<SecretState>;
}
