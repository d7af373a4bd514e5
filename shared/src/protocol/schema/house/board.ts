import { ArraySchema, MapSchema, Schema, type } from "@colyseus/schema";

/** One square of a board (main board z=0, cellar inset z=1): terrain, room, obstacle kind, search id. */
export class Square extends Schema {
  @type("int8") x = 0;
  @type("int8") y = 0;
  @type("int8") z = 0;
  @type("string") terrain = "floor";
  /** Room id, "" for the yard. */
  @type("string") room = "";
  /** Obstacle kind for drawing (furniture, bush, car, search), "" on floor. */
  @type("string") obstacle = "";
  /** Search square id (S1…), "" if none. */
  @type("string") search = "";
  /** Cellar stair number, -1 if none. */
  @type("int8") stair = -1;
}

/** An edge that is not plain open floor: wall, door, window (with its name), or listed open edge. */
export class Edge extends Schema {
  @type("string") key = "";
  @type("string") type = "wall";
  @type("string") name = "";
  @type("int8") ax = 0;
  @type("int8") ay = 0;
  @type("int8") bx = 0;
  @type("int8") by = 0;
  @type("int8") z = 0;
  @type("boolean") exterior = false;
}

/** A room's label: id, whether it belongs to the house, and the square to write the label at. */
export class RoomLabel extends Schema {
  @type("string") id = "";
  @type("boolean") house = false;
  @type("int8") x = 0;
  @type("int8") y = 0;
  @type("int8") z = 0;
}

/** A search square, with the figures that have searched it (house §11.1). */
export class SearchSquare extends Schema {
  @type("string") id = "";
  @type("string") name = "";
  @type("int8") x = 0;
  @type("int8") y = 0;
  @type("int8") z = 0;
  @type(["string"]) searchedBy = new ArraySchema<string>();
}

/** The static House board of the game's map (grid squares, edges, room labels, search squares) plus what changes on it rarely: searches made, the cellar revealed. */
export class HouseBoard extends Schema {
  @type("string") id = "";
  @type("string") name = "";
  @type("uint8") width = 0;
  @type("uint8") height = 0;
  @type("uint8") cellarWidth = 0;
  @type("uint8") cellarHeight = 0;
  @type("boolean") cellarRevealed = false;
  /** Square key of the cellar door, "" until revealed. */
  @type("string") cellarDoor = "";
  @type([Square]) squares = new ArraySchema<Square>();
  @type([Edge]) edges = new ArraySchema<Edge>();
  @type([RoomLabel]) rooms = new ArraySchema<RoomLabel>();
  @type({ map: SearchSquare }) searchSquares = new MapSchema<SearchSquare>();
}
