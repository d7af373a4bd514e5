import { House } from "@zedfall/shared";
import { cellAt, edgeType, type Board as RuleBoard } from "@zedfall/shared/house/board";
import { Edge, type HouseRoomState, RoomLabel, SearchSquare, Square } from "@zedfall/shared/protocol/schema";

type Sq = House.Sq;

/**
 * Writes the static board of map `mapId` into `schema.board` once, at the room's creation (squares,
 * edges that are not plain floor, room labels, search squares). Throws when the map is unknown.
 */
export function syncHouseBoard(schema: HouseRoomState, mapId: string): void {
  const b = House.getBoard(mapId);
  const board = schema.board;
  board.id = b.id;
  board.name = b.name;
  board.width = b.width;
  board.height = b.height;
  board.cellarWidth = b.cellar.width;
  board.cellarHeight = b.cellar.height;
  board.squares.clear();
  board.edges.clear();
  board.rooms.clear();
  board.searchSquares.clear();
  const addSquares = (w: number, h: number, z: 0 | 1) => {
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const c = cellAt(b, { x, y, z });
        if (!c) continue;
        const q = new Square();
        q.x = x;
        q.y = y;
        q.z = z;
        q.terrain = c.terrain;
        q.room = c.room ?? "";
        q.obstacle = c.obstacle ?? "";
        q.search = c.search ?? "";
        q.stair = c.stair ?? -1;
        board.squares.push(q);
      }
  };
  addSquares(b.width, b.height, 0);
  addSquares(b.cellar.width, b.cellar.height, 1);
  for (const e of boardEdges(b)) board.edges.push(e);
  for (const [id, cells] of Object.entries(b.rooms)) board.rooms.push(roomLabel(b, id, cells, b.houseRooms.has(id)));
  const cellarCells: Sq[] = [];
  for (let y = 0; y < b.cellar.height; y++) for (let x = 0; x < b.cellar.width; x++) if (cellAt(b, { x, y, z: 1 })) cellarCells.push({ x, y, z: 1 });
  if (cellarCells.length) board.rooms.push(roomLabel(b, "cellar", cellarCells, true));
  for (const [id, sq] of Object.entries(b.search)) {
    const s = new SearchSquare();
    s.id = id;
    s.name = b.searchNames[id] ?? id;
    s.x = sq.x;
    s.y = sq.y;
    s.z = sq.z;
    board.searchSquares.set(id, s);
  }
}

/**
 * The square to write a room's label on: the topmost, then leftmost floor square whose right-hand
 * neighbour is floor of the same room (room for the text), else the room's top-left square.
 */
function roomLabel(b: RuleBoard, id: string, cells: Sq[], house: boolean): RoomLabel {
  const r = new RoomLabel();
  const sorted = [...cells].sort((a, c) => a.y - c.y || a.x - c.x);
  const floor = (q: Sq) => {
    const c = cellAt(b, q);
    return c?.terrain === "floor" && (c.room ?? "") === (q.z === 1 ? "cellar" : id);
  };
  const top = sorted.find((q) => floor(q) && floor({ x: q.x + 1, y: q.y, z: q.z })) ?? sorted[0]!;
  r.id = id;
  r.house = house;
  r.x = top.x;
  r.y = top.y;
  r.z = top.z;
  return r;
}

/** Every edge between two squares that is not plain open floor (walls, doors, windows, listed open edges). */
function boardEdges(b: RuleBoard): Edge[] {
  const out: Edge[] = [];
  const scan = (w: number, h: number, z: 0 | 1) => {
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const a = { x, y, z };
        if (!cellAt(b, a)) continue;
        for (const n of [
          { x: x + 1, y, z },
          { x, y: y + 1, z },
        ]) {
          const t = edgeType(b, a, n);
          const listed = b.edges.get(House.edgeKey(a, n));
          const inside = !!cellAt(b, n);
          // an open edge inside one region is plain floor; a wall to nowhere is drawn only on the inset's rim
          if (t === "open" && !listed) continue;
          if (!inside && z === 0) continue;
          const e = new Edge();
          e.key = House.edgeKey(a, n);
          e.type = t;
          e.name = listed?.opening?.name ?? "";
          e.exterior = listed?.opening?.exterior ?? false;
          e.ax = a.x;
          e.ay = a.y;
          e.bx = n.x;
          e.by = n.y;
          e.z = z;
          out.push(e);
        }
      }
  };
  scan(b.width, b.height, 0);
  scan(b.cellar.width, b.cellar.height, 1);
  return out;
}

