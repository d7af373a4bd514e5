import { scopedMemo, sqId, zombieList } from "./occupancy";
import { cellAt, copySq, type Board } from "./board";
import { boardOf, isHouseSq, livingHumans, manhattan, reaches, roomOf } from "./geometry";
import type { Dir, HouseState, Sq } from "./types";

/** What H-B1 looks at, gathered once for many squares: occupied squares (by sqId) and the living humans' squares and rooms. */
interface HB1Context {
  occupied: Set<number>;
  humans: { pos: Sq; room: string | undefined }[];
}

function hb1Context(s: HouseState): HB1Context {
  return scopedMemo(s, "hb1", () => buildHb1Context(s));
}

function buildHb1Context(s: HouseState): HB1Context {
  const occupied = new Set<number>();
  for (const z of zombieList(s)) occupied.add(sqId(z.pos));
  const humans = livingHumans(s).map((h) => ({ pos: h.pos!, room: roomOf(s, h.pos!) }));
  for (const h of humans) occupied.add(sqId(h.pos));
  return { occupied, humans };
}

/** H-B1 for one square, the cheap distance test first (one legal list asks it of every floor square). */
function hb1With(s: HouseState, c: HB1Context, sq: Sq): boolean {
  if (cellAt(boardOf(s), sq)?.terrain !== "floor") return false;
  for (const h of c.humans) if (manhattan(h.pos, sq) < 4) return false;
  if (c.occupied.has(sqId(sq))) return false;
  const room = roomOf(s, sq);
  if (room !== undefined) for (const h of c.humans) if (h.room === room) return false;
  return true;
}

/**
 * H-B1: no new zombie in a room holding a human (the yard is not a room, §2.3), nor closer than 4
 * squares (Manhattan, §2.6) to any human. Also: a free floor square (§13.1).
 */
export function obeysHB1(s: HouseState, sq: Sq): boolean {
  return hb1With(s, hb1Context(s), sq);
}

/** The first-row squares of a board edge (H-B2). */
export function edgeRow(s: HouseState, edge: Dir): Sq[] {
  const b = boardOf(s);
  const out: Sq[] = [];
  if (edge === "N" || edge === "S") {
    const y = edge === "N" ? 0 : b.height - 1;
    for (let x = 0; x < b.width; x++) out.push({ x, y, z: 0 });
  } else {
    const x = edge === "W" ? 0 : b.width - 1;
    for (let y = 0; y < b.height; y++) out.push({ x, y, z: 0 });
  }
  return out;
}

/**
 * The squares placements start from, listed once per board (shared: a square handed out is a
 * copy): every main-board square of the first row from any board edge (H-B2), each once; the
 * main board's floor squares; the cellar's floor squares. Each in row order.
 */
interface BoardSquares {
  edge: readonly Sq[];
  floor: readonly Sq[];
  cellarFloor: readonly Sq[];
}

const boardSquares = new WeakMap<Board, BoardSquares>();

function squaresOf(b: Board): BoardSquares {
  let q = boardSquares.get(b);
  if (q) return q;
  const edge: Sq[] = [];
  const floor: Sq[] = [];
  const cellarFloor: Sq[] = [];
  for (let y = 0; y < b.height; y++)
    for (let x = 0; x < b.width; x++) {
      if (x === 0 || y === 0 || x === b.width - 1 || y === b.height - 1) edge.push({ x, y, z: 0 });
      if (b.cells[y * b.width + x]?.terrain === "floor") floor.push({ x, y, z: 0 });
    }
  for (let y = 0; y < b.cellar.height; y++)
    for (let x = 0; x < b.cellar.width; x++) if (cellAt(b, { x, y, z: 1 })?.terrain === "floor") cellarFloor.push({ x, y, z: 1 });
  boardSquares.set(b, (q = { edge, floor, cellarFloor }));
  return q;
}

/** A batch of Zombie-turn placements (spawn, How boring, Horde, Dead Resident, Something Below). */
export type Placement = HouseState["zombieTurn"]["placements"][number];

/** Whether a square lies on the first row of `edge`, or of any board edge when `edge` is not a direction (H-B2). */
export function onEdgeRow(s: HouseState, sq: Sq, edge?: Dir | "choice"): boolean {
  if (sq.z !== 0) return false;
  const b = boardOf(s);
  const n = sq.y === 0;
  const south = sq.y === b.height - 1;
  const w = sq.x === 0;
  const e = sq.x === b.width - 1;
  switch (edge) {
    case "N":
      return n;
    case "S":
      return south;
    case "W":
      return w;
    case "E":
      return e;
    default:
      return n || south || w || e;
  }
}

/** Whether `sq` is a cellar square while the cellar is still hidden (never a placement square). */
function hiddenCellar(s: HouseState, sq: Sq): boolean {
  return sq.z === 1 && !s.cellar.revealed;
}

/** The current spawnMode's square rule (H-B2, §13.1): edge mode → the first row (of the rolled edge, if any); full mode → any floor square. */
function obeysSpawnMode(s: HouseState, p: Placement, sq: Sq): boolean {
  return s.options.spawnMode === "edge" ? onEdgeRow(s, sq, p.edge) : true;
}

/**
 * Whether `sq` is a legal square for the placement batch `p` of a Zombie turn (house C4, §13.1, §18.1, §14):
 * every placement obeys H-B1 (free floor, no room with a human, distance ≥ 4);
 * - spawn and Horde also obey the current spawnMode (H-B2);
 * - How boring: in edge mode the spawnMode rule replaces §18.1's "house room" (C4: the house never
 *   touches a board edge, so both together could never place); in full mode a house-room square (§18.1);
 * - Dead Resident: a house-room square, any spawnMode (#2 overrides only H-B2);
 * - Something Below: a cellar square that no human reaches (#14, §2.5).
 * The hidden cellar is never a placement square.
 */
export function placementOk(s: HouseState, p: Placement, sq: Sq): boolean {
  return okWith(s, hb1Context(s), p, sq);
}

function okWith(s: HouseState, c: HB1Context, p: Placement, sq: Sq): boolean {
  if (hiddenCellar(s, sq) || !hb1With(s, c, sq)) return false;
  switch (p.reason) {
    case "boring":
      return s.options.spawnMode === "edge" ? onEdgeRow(s, sq, p.edge) : isHouseSq(s, sq);
    case "dead-resident":
      return isHouseSq(s, sq);
    case "something-below":
      return sq.z === 1 && livingHumans(s).every((h) => !reaches(s, h.pos!, sq));
    default:
      return obeysSpawnMode(s, p, sq);
  }
}

/**
 * The squares a placement batch might use, before the rules, as lists to read in turn (the
 * board's shared lists: copy a square before handing it out): the edge rows; the revealed cellar;
 * or every floor square of the main board, then of the revealed cellar.
 */
function baseSquares(s: HouseState, p: Placement): readonly (readonly Sq[])[] {
  const q = squaresOf(boardOf(s));
  const cellar = s.cellar.revealed ? q.cellarFloor : [];
  if (p.reason === "something-below") return [cellar];
  const edgeOnly = p.reason !== "dead-resident" && s.options.spawnMode === "edge";
  return edgeOnly ? [q.edge] : [q.floor, cellar];
}

/** Every legal square of the placement batch `p` (see `placementOk`), each a fresh copy; empty when the placement is lost (G21). */
export function placementSquares(s: HouseState, p: Placement): Sq[] {
  const c = hb1Context(s);
  const out: Sq[] = [];
  for (const list of baseSquares(s, p)) for (const sq of list) if (okWith(s, c, p, sq)) out.push(copySq(sq));
  return out;
}

/** Whether the placement batch `p` has a legal square at all (G21), stopping at the first. */
export function hasPlacementSquare(s: HouseState, p: Placement): boolean {
  const c = hb1Context(s);
  for (const list of baseSquares(s, p)) for (const sq of list) if (okWith(s, c, p, sq)) return true;
  return false;
}

/** The zombie cap of §13.2: 4 × the human figures at setup (deaths do not lower it). */
export function zombieCap(s: HouseState): number {
  return 4 * Object.keys(s.humans).length;
}

/** Counted zombies on the board (§13.2): bonus zombies and crawlers do not count. */
export function countedZombies(s: HouseState): number {
  let n = 0;
  for (const z of zombieList(s)) if (z.counted && z.kind === "zombie") n++;
  return n;
}
