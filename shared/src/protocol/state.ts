/**
 * The shape of the room state as a client decodes it (server/src/schema is the source; the client
 * decodes by reflection and reads it through these interfaces). Collections are the SDK's
 * MapSchema/ArraySchema, typed here by the few methods the client uses.
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
export interface UnitState {
  id: string;
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
export interface LogLineState {
  seq: number;
  type: string;
  text: string;
  rule: string;
  data: string;
}
export interface SeatState {
  id: string;
  role: string;
  kind: "empty" | "player" | "bot";
  name: string;
  connected: boolean;
  active: boolean;
  figures: SyncList<string>;
  handCount: number;
  /** Only for the seat's own client (@view). */
  hand?: SyncList<string>;
  secret?: string;
}
export interface RoomState {
  game: string;
  stage: "lobby" | "play" | "over";
  phase: string;
  round: number;
  seq: number;
  options: string;
  host: string;
  hostName: string;
  seats: SyncMap<SeatState>;
  board: BoardState;
  units: SyncMap<UnitState>;
  barricades: SyncMap<BarricadeState>;
  decks: SyncMap<number>;
  turn: string;
  log: SyncList<LogLineState>;
  result: { winner: string; reason: string; rule: string };
}
