import { refuse } from "../core/refusal";
import { z } from "zod";
import { RuleError } from "../core/errors";
import type { Dir, Sq } from "./types";
import defaultMap from "../../data/house/default.json";

/** Edge types of house §2.2; `wall` also stands for off-board and void. */
export type EdgeType = "open" | "wall" | "door" | "window";

export interface Cell {
  terrain: "floor" | "obstacle";
  /** Room id, undefined for the yard (the yard is not a room, §2.3). */
  room?: string;
  /** Search square id (S1…); search squares are obstacles (§2.1). */
  search?: string;
  /** Obstacle kind for drawing: furniture, bush, car, search. */
  obstacle?: string;
  stair?: number;
}

export interface Opening {
  name: string;
  type: "door" | "window";
  a: Sq;
  b: Sq;
  key: string;
  garageDoor: boolean;
  /** Between a house room and the outside: needed for the Fortress win (G19). */
  exterior: boolean;
}

/** A loaded, checked map (house §3, §5); immutable and shared by every game on it. */
export interface Board {
  id: string;
  name: string;
  width: number;
  height: number;
  /** Main board cells, index y*width+x. */
  cells: Cell[];
  cellar: { width: number; height: number; cells: (Cell | undefined)[]; stairs: Sq[] };
  /** Non-default edges by edge key (doors, windows, open edges across regions). */
  edges: Map<string, { type: EdgeType; opening?: Opening }>;
  openings: Opening[];
  /** Search squares by id, main board and cellar. */
  search: Record<string, Sq>;
  searchNames: Record<string, string>;
  houseRooms: Set<string>;
  unwalledRooms: Set<string>;
  rooms: Record<string, Sq[]>;
}

const xy = z.tuple([z.number().int(), z.number().int()]);
const rect = z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]);
const obstacleGroup = z.object({ name: z.string(), kind: z.string(), cells: z.array(xy) });
const searchSpot = z.object({ id: z.string().regex(/^S\d+$/), name: z.string(), at: xy });
const opening = z.object({ name: z.string(), a: xy, b: xy, garageDoor: z.boolean().optional() });
const mapSchema = z.object({
  id: z.string(),
  name: z.string(),
  width: z.number().int().min(5).max(64),
  height: z.number().int().min(5).max(64),
  rooms: z.record(z.string(), z.array(rect)),
  unwalledRooms: z.array(z.string()),
  houseRooms: z.array(z.string()),
  openEdges: z.array(z.tuple([xy, xy])),
  doors: z.array(opening),
  windows: z.array(opening),
  obstacles: z.array(obstacleGroup),
  search: z.array(searchSpot),
  cellar: z.object({
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    void: z.array(rect),
    stairs: z.array(xy).length(3),
    obstacles: z.array(obstacleGroup),
    search: z.array(searchSpot),
  }),
});
/** The JSON shape of a House map file (shared/data/house/*.json). */
export type MapData = z.infer<typeof mapSchema>;

/** Key of a square: "x,y" on the main board, "c:x,y" in the cellar. */
export function sqKey(s: Sq): string {
  return s.z === 0 ? `${s.x},${s.y}` : `c:${s.x},${s.y}`;
}

/** Parses a key made by sqKey back into a square. */
export function keySq(key: string): Sq {
  const cellar = key.startsWith("c:");
  const [x, y] = (cellar ? key.slice(2) : key).split(",").map(Number);
  return { x: x!, y: y!, z: cellar ? 1 : 0 };
}

/** Key of the edge between two orthogonally adjacent squares on the same board (order-free). */
export function edgeKey(a: Sq, b: Sq): string {
  const first = a.y < b.y || (a.y === b.y && a.x < b.x);
  const [p, q] = first ? [a, b] : [b, a];
  return `${sqKey(p)}|${q.x},${q.y}`;
}

/** The cellar-door link (house §2.5, §5) has this edge key. */
export const LINK = "link";

export const DIRS: Dir[] = ["N", "E", "S", "W"];
/** Direction numbers of the board Topology (N E S W = 0..3, the order of DIRS). */
export const DIR_NO: Record<Dir, number> = { N: 0, E: 1, S: 2, W: 3 };
const DX: Record<Dir, number> = { N: 0, E: 1, S: 0, W: -1 };
const DY: Record<Dir, number> = { N: -1, E: 0, S: 1, W: 0 };

/**
 * A copy of square `q` as the literal every square the rules make is (`step`, `keySq`, the
 * boards): a spread copy gets a hidden class of its own, and the many reads of figures' squares
 * would then meet two kinds of object (slower, and the optimised code is thrown away on the first
 * of the other kind). Used where the rules keep a copy of a square in the state.
 */
export function copySq(q: Sq): Sq {
  return { x: q.x, y: q.y, z: q.z };
}

/** The square one step in `dir` (may lie off the board). */
export function step(s: Sq, dir: Dir, n = 1): Sq {
  return { x: s.x + DX[dir] * n, y: s.y + DY[dir] * n, z: s.z };
}

/** The direction from `a` to an orthogonal neighbour `b`, or null. */
export function dirTo(a: Sq, b: Sq): Dir | null {
  if (a.z !== b.z) return null;
  for (const d of DIRS) if (a.x + DX[d] === b.x && a.y + DY[d] === b.y) return d;
  return null;
}

export function opposite(d: Dir): Dir {
  return d === "N" ? "S" : d === "S" ? "N" : d === "E" ? "W" : "E";
}
export function turnLeft(d: Dir): Dir {
  return d === "N" ? "W" : d === "W" ? "S" : d === "S" ? "E" : "N";
}
export function turnRight(d: Dir): Dir {
  return d === "N" ? "E" : d === "E" ? "S" : d === "S" ? "W" : "N";
}

export function sameSq(a: Sq | null | undefined, b: Sq | null | undefined): boolean {
  return !!a && !!b && a.x === b.x && a.y === b.y && a.z === b.z;
}

/** The cell at a square, or undefined off the board or on void (cellar). */
export function cellAt(board: Board, s: Sq): Cell | undefined {
  if (s.z === 0) {
    if (s.x < 0 || s.y < 0 || s.x >= board.width || s.y >= board.height) return undefined;
    return board.cells[s.y * board.width + s.x];
  }
  const c = board.cellar;
  if (s.x < 0 || s.y < 0 || s.x >= c.width || s.y >= c.height) return undefined;
  return c.cells[s.y * c.width + s.x];
}

/**
 * The type of the edge between orthogonal neighbours a and b, ignoring barricades (house §2.2):
 * listed edges as listed; else open inside one region (a room or the yard), open between the yard
 * and an unwalled room (the car), wall otherwise, and wall off the board or next to void.
 */
export function edgeType(board: Board, a: Sq, b: Sq): EdgeType {
  return edgeOf(board, a, b).type;
}

/** An edge of a board as the rules read it: its type and its key ("" for a wall). */
export interface EdgeInfo {
  type: EdgeType;
  key: string;
}

const WALL: EdgeInfo = { type: "wall", key: "" };

/**
 * The board as integer tables, built once per board: squares numbered main board first (y·width+x),
 * then the cellar; for square i and direction d (N E S W = 0..3) at i·4+d the neighbour's number (−1
 * off the board or on void) and the edge between them (house §2.2; `wall` toward no square).
 */
export interface Topology {
  /**
   * 1 for each square number whose cell is floor, else 0: what a step asks of the square it enters,
   * read without loading cells of many shapes (a room, a search square, a stair each add fields).
   */
  floor: Uint8Array;
  /** Square of each number. */
  squares: Sq[];
  neighbour: Int32Array;
  edges: EdgeInfo[];
  /**
   * At i·4+d, what the board alone lets a figure do from square i toward d: STEP_OPEN across an
   * open edge or a door onto floor, STEP_WINDOW through a window onto floor, else STEP_NONE (off the
   * board, a wall, an obstacle). Barricades and figures are the state's, not the board's.
   */
  stepKind: Uint8Array;
}

/** `Topology.stepKind` values. */
export const STEP_NONE = 0;
export const STEP_OPEN = 1;
export const STEP_WINDOW = 2;

const topologies = new WeakMap<Board, Topology>();

/** The integer tables of `board` (see Topology). */
export function topologyOf(board: Board): Topology {
  let t = topologies.get(board);
  if (!t) topologies.set(board, (t = buildTopology(board)));
  return t;
}

/** The number of square `q` in `board`'s Topology, or −1 off the board. */
export function squareNo(board: Board, q: Sq): number {
  if (q.z === 0) return q.x < 0 || q.y < 0 || q.x >= board.width || q.y >= board.height ? -1 : q.y * board.width + q.x;
  const c = board.cellar;
  return q.x < 0 || q.y < 0 || q.x >= c.width || q.y >= c.height ? -1 : board.width * board.height + q.y * c.width + q.x;
}

/** `Topology.stepKind` of square `q` toward `dir` (STEP_NONE off the board). */
export function stepKindAt(board: Board, q: Sq, dir: Dir): number {
  const i = squareNo(board, q);
  return i < 0 ? STEP_NONE : topologyOf(board).stepKind[i * 4 + DIR_NO[dir]]!;
}

/** Direction number (N E S W = 0..3) from `a` to an orthogonal neighbour `b` on its board, or −1. */
function dirNo(a: Sq, b: Sq): number {
  if (a.z !== b.z) return -1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  return dy === -1 && dx === 0 ? 0 : dx === 1 && dy === 0 ? 1 : dy === 1 && dx === 0 ? 2 : dx === -1 && dy === 0 ? 3 : -1;
}

/**
 * The edge between `a` and `b` (house §2.2): `wall` unless they are orthogonal neighbours on the
 * same board that both exist. A lookup in the board's Topology.
 */
export function edgeOf(board: Board, a: Sq, b: Sq): EdgeInfo {
  const d = dirNo(a, b);
  if (d < 0) return WALL;
  const i = squareNo(board, a);
  return i < 0 ? WALL : topologyOf(board).edges[i * 4 + d]!;
}

function buildTopology(board: Board): Topology {
  const squares: Sq[] = [];
  for (let y = 0; y < board.height; y++) for (let x = 0; x < board.width; x++) squares.push({ x, y, z: 0 });
  for (let y = 0; y < board.cellar.height; y++) for (let x = 0; x < board.cellar.width; x++) squares.push({ x, y, z: 1 });
  const cells = squares.map((q) => cellAt(board, q));
  const floor = Uint8Array.from(cells, (c) => (c?.terrain === "floor" ? 1 : 0));
  const neighbour = new Int32Array(squares.length * 4);
  const edges: EdgeInfo[] = [];
  const stepKind = new Uint8Array(squares.length * 4);
  squares.forEach((a, i) =>
    DIRS.forEach((d, k) => {
      const b = step(a, d);
      const j = squareNo(board, b);
      neighbour[i * 4 + k] = j >= 0 && cells[j] ? j : -1;
      const type = computeEdgeType(board, a, b);
      edges.push(type === "wall" ? WALL : { type, key: edgeKey(a, b) });
      if (neighbour[i * 4 + k]! >= 0 && floor[j]) stepKind[i * 4 + k] = type === "window" ? STEP_WINDOW : type === "wall" ? STEP_NONE : STEP_OPEN;
    }),
  );
  return { floor, squares, neighbour, edges, stepKind };
}

function computeEdgeType(board: Board, a: Sq, b: Sq): EdgeType {
  const ca = cellAt(board, a);
  const cb = cellAt(board, b);
  if (!ca || !cb || !dirTo(a, b)) return "wall";
  const listed = board.edges.get(edgeKey(a, b));
  if (listed) return listed.type;
  if (ca.room === cb.room) return "open";
  if ((ca.room === undefined && board.unwalledRooms.has(cb.room!)) || (cb.room === undefined && board.unwalledRooms.has(ca.room!))) return "open";
  return "wall";
}

function badMap(id: string, msg: string): never {
  throw new RuleError("BAD_MAP", refuse("msg.badMap", { map: id, detail: msg }));
}

/**
 * Loads and checks a map (house §3 format). Returns the Board. Throws RuleError BAD_MAP naming the
 * bad cell or edge: cells off the board, an obstacle on a door, an opening between non-neighbours,
 * a search square that nobody can face, floor squares not all mutually reachable.
 */
export function loadBoard(data: unknown): Board {
  const parsed = mapSchema.safeParse(data);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    badMap(String((data as { id?: unknown })?.id ?? "?"), `${i.path.join(".")}: ${i.message}`);
  }
  const m = parsed.data;
  const W = m.width;
  const H = m.height;
  const inMain = ([x, y]: [number, number]) => x >= 0 && y >= 0 && x < W && y < H;
  const cells: Cell[] = Array.from({ length: W * H }, () => ({ terrain: "floor" as const }));
  const rooms: Record<string, Sq[]> = {};
  for (const [room, rects] of Object.entries(m.rooms)) {
    rooms[room] = [];
    for (const [x1, x2, y1, y2] of rects) {
      for (let y = y1; y <= y2; y++)
        for (let x = x1; x <= x2; x++) {
          if (!inMain([x, y])) badMap(m.id, `room ${room} has cell (${x},${y}) off the board`);
          const c = cells[y * W + x]!;
          if (c.room) badMap(m.id, `cell (${x},${y}) is in rooms ${c.room} and ${room}`);
          c.room = room;
          rooms[room]!.push({ x, y, z: 0 });
        }
    }
  }
  for (const g of m.obstacles)
    for (const p of g.cells) {
      if (!inMain(p)) badMap(m.id, `obstacle ${g.name} at (${p[0]},${p[1]}) is off the board`);
      const c = cells[p[1] * W + p[0]]!;
      c.terrain = "obstacle";
      c.obstacle = g.kind;
    }
  const search: Record<string, Sq> = {};
  const searchNames: Record<string, string> = {};
  for (const s of m.search) {
    if (!inMain(s.at)) badMap(m.id, `search square ${s.id} at (${s.at[0]},${s.at[1]}) is off the board`);
    if (search[s.id]) badMap(m.id, `search square id ${s.id} is used twice`);
    const c = cells[s.at[1] * W + s.at[0]]!;
    c.terrain = "obstacle";
    c.search = s.id;
    c.obstacle = c.obstacle ?? "search";
    search[s.id] = { x: s.at[0], y: s.at[1], z: 0 };
    searchNames[s.id] = s.name;
  }
  // cellar inset
  const cw = m.cellar.width;
  const ch = m.cellar.height;
  const ccells: (Cell | undefined)[] = Array.from({ length: cw * ch }, () => ({ terrain: "floor" as const, room: "cellar" }));
  for (const [x1, x2, y1, y2] of m.cellar.void)
    for (let y = y1; y <= y2; y++) for (let x = x1; x <= x2; x++) ccells[y * cw + x] = undefined;
  const stairs: Sq[] = m.cellar.stairs.map(([x, y], i) => {
    const c = ccells[y * cw + x];
    if (!c) badMap(m.id, `cellar stair ${i} at (${x},${y}) is void`);
    c.stair = i;
    return { x, y, z: 1 as const };
  });
  for (const g of m.cellar.obstacles)
    for (const [x, y] of g.cells) {
      const c = ccells[y * cw + x];
      if (!c) badMap(m.id, `cellar obstacle ${g.name} at (${x},${y}) is void`);
      c.terrain = "obstacle";
      c.obstacle = g.kind;
    }
  for (const s of m.cellar.search) {
    const c = ccells[s.at[1] * cw + s.at[0]];
    if (!c) badMap(m.id, `cellar search square ${s.id} is void`);
    if (search[s.id]) badMap(m.id, `search square id ${s.id} is used twice`);
    c.terrain = "obstacle";
    c.search = s.id;
    c.obstacle = "search";
    search[s.id] = { x: s.at[0], y: s.at[1], z: 1 };
    searchNames[s.id] = s.name;
  }
  const board: Board = {
    id: m.id,
    name: m.name,
    width: W,
    height: H,
    cells,
    cellar: { width: cw, height: ch, cells: ccells, stairs },
    edges: new Map(),
    openings: [],
    search,
    searchNames,
    houseRooms: new Set(m.houseRooms),
    unwalledRooms: new Set(m.unwalledRooms),
    rooms,
  };
  for (const [a, b] of m.openEdges) {
    const A: Sq = { x: a[0], y: a[1], z: 0 };
    const B: Sq = { x: b[0], y: b[1], z: 0 };
    if (!inMain(a) || !inMain(b) || !dirTo(A, B)) badMap(m.id, `open edge (${a})|(${b}) does not join two neighbouring squares`);
    board.edges.set(edgeKey(A, B), { type: "open" });
  }
  for (const [type, list] of [["door", m.doors], ["window", m.windows]] as const)
    for (const o of list) {
      const A: Sq = { x: o.a[0], y: o.a[1], z: 0 };
      const B: Sq = { x: o.b[0], y: o.b[1], z: 0 };
      if (!inMain(o.a) || !inMain(o.b) || !dirTo(A, B)) badMap(m.id, `${type} ${o.name} (${o.a})|(${o.b}) does not join two neighbouring squares`);
      const key = edgeKey(A, B);
      if (board.edges.has(key)) badMap(m.id, `edge ${key} is listed twice (${o.name})`);
      for (const p of [A, B])
        if (cellAt(board, p)!.terrain !== "floor") badMap(m.id, `${type} ${o.name} opens onto the obstacle at (${p.x},${p.y})`);
      const ra = cellAt(board, A)!.room;
      const rb = cellAt(board, B)!.room;
      const inHouse = (r?: string) => !!r && board.houseRooms.has(r);
      const op: Opening = { name: o.name, type, a: A, b: B, key, garageDoor: !!o.garageDoor, exterior: inHouse(ra) !== inHouse(rb) };
      board.openings.push(op);
      board.edges.set(key, { type, opening: op });
    }
  // every search square can be faced from a floor square across an open edge or door
  for (const [id, s] of Object.entries(search)) {
    const ok = DIRS.some((d) => {
      const n = step(s, d);
      const c = cellAt(board, n);
      const t = edgeType(board, s, n);
      return c?.terrain === "floor" && (t === "open" || t === "door");
    });
    if (!ok) badMap(m.id, `search square ${id} at (${s.x},${s.y}) cannot be faced from any floor square`);
  }
  // all main floor squares mutually reachable (doors, open edges and windows)
  const floor: Sq[] = [];
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (cells[y * W + x]!.terrain === "floor") floor.push({ x, y, z: 0 });
  const seen = new Set([sqKey(floor[0]!)]);
  const queue = [floor[0]!];
  while (queue.length) {
    const s = queue.pop()!;
    for (const d of DIRS) {
      const n = step(s, d);
      if (cellAt(board, n)?.terrain !== "floor" || seen.has(sqKey(n)) || edgeType(board, s, n) === "wall") continue;
      seen.add(sqKey(n));
      queue.push(n);
    }
  }
  const cut = floor.find((s) => !seen.has(sqKey(s)));
  if (cut) badMap(m.id, `floor square (${cut.x},${cut.y}) cannot be reached from (${floor[0]!.x},${floor[0]!.y})`);
  return board;
}

const boards = new Map<string, Board>();
/** The board `getBoard` found last. */
const last: { id: string | null; board: Board | null } = { id: null, board: null };
const mapFiles: Record<string, unknown> = { default: defaultMap };

/** Ids of the maps shipped in shared/data/house. */
export const MAP_IDS = Object.keys(mapFiles);

/** The board of a shipped map, loaded and checked once. Throws RuleError BAD_MAP for an unknown id. */
export function getBoard(id: string): Board {
  // every rule asks for the board of its game: the last one found answers without a map lookup
  if (id === last.id) return last.board!;
  let b = boards.get(id);
  if (!b) {
    if (!(id in mapFiles)) throw new RuleError("BAD_MAP", refuse("msg.unknownMap", { map: id }));
    b = loadBoard(mapFiles[id]);
    boards.set(id, b);
  }
  last.id = id;
  last.board = b;
  return b;
}

/** A square as a refusal's param: `x,y,z` (z 1 in the cellar); the client says it `(x,y)`, with "below" for the cellar. */
export function sqParam(q: Sq): string {
  return `${q.x},${q.y},${q.z}`;
}
