import { DIRS, LINK, cellAt, dirTo, edgeOf, edgeType, getBoard, sameSq, step, type Board } from "./board";
import { occupancyOf, scopedMemo, sqId } from "./occupancy";
import type { Dir, Human, HouseState, Sq, Zombie } from "./types";

/** The board of this game. */
export function boardOf(s: HouseState): Board {
  return getBoard(s.options.map);
}

/** Whether an edge key (or LINK) carries a barricade token (house §10). */
export function isBarricaded(s: HouseState, key: string): boolean {
  return s.barricades.includes(key);
}

/** The top stair square st0 of the cellar (house §5). */
export function st0(s: HouseState): Sq {
  return boardOf(s).cellar.stairs[0]!;
}

/** The cellar-door square (the search square where the Cellar card was found), or null while hidden. */
export function cellarDoorSq(s: HouseState): Sq | null {
  return s.cellar.revealed && s.cellar.door ? boardOf(s).search[s.cellar.door]! : null;
}

/**
 * Main-board floor squares that face the cellar-door square: orthogonal neighbours across an open
 * edge or a door (house §2.5, §5). Empty while the cellar is hidden.
 */
export function linkSquares(s: HouseState): Sq[] {
  const door = cellarDoorSq(s);
  if (!door) return [];
  const b = boardOf(s);
  const out: Sq[] = [];
  for (const d of DIRS) {
    const n = step(door, d);
    const t = edgeType(b, door, n);
    if (cellAt(b, n)?.terrain === "floor" && (t === "open" || t === "door")) out.push(n);
  }
  return out;
}

/** True when a and b are st0 and a link square (either order): the cellar link joins them. */
export function isLinked(s: HouseState, a: Sq, b: Sq): boolean {
  const top = st0(s);
  const other = sameSq(a, top) ? b : sameSq(b, top) ? a : null;
  return !!other && other.z === 0 && linkSquares(s).some((q) => sameSq(q, other));
}

/**
 * The edge between orthogonal neighbours a and b as a figure meets it now: its type and whether a
 * barricade closes it (house §2.2, §10). The cellar link counts as an open edge keyed LINK.
 */
export function edgeNow(s: HouseState, a: Sq, b: Sq): { type: "open" | "wall" | "door" | "window"; key: string; barricaded: boolean } {
  if (a.z !== b.z) {
    if (isLinked(s, a, b)) return { type: "open", key: LINK, barricaded: isBarricaded(s, LINK) };
    return { type: "wall", key: "", barricaded: false };
  }
  const e = edgeOf(boardOf(s), a, b);
  return { type: e.type, key: e.key, barricaded: e.type !== "wall" && s.barricades.length > 0 && isBarricaded(s, e.key) };
}

/** Orthogonal reach of §2.5: an open, door or window edge (or the cellar link) without a barricade. */
export function reachesOrth(s: HouseState, a: Sq, b: Sq): boolean {
  const e = edgeNow(s, a, b);
  return e.type !== "wall" && !e.barricaded;
}

/**
 * Reach of house §2.5 (attacks, grabs, baby): orthogonal neighbours across an unbarricaded open
 * edge, door or window (or the cellar link); diagonal neighbours when one of the two L-paths has
 * both edges so. Figures and obstacles do not block. No diagonal reach across the link.
 */
export function reaches(s: HouseState, a: Sq, b: Sq): boolean {
  if (a.z !== b.z) return reachesOrth(s, a, b);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (Math.abs(dx) + Math.abs(dy) === 1) return reachesOrth(s, a, b);
  if (Math.abs(dx) !== 1 || Math.abs(dy) !== 1) return false;
  const board = boardOf(s);
  return reachesVia(s, board, a, { x: a.x + dx, y: a.y, z: a.z }, b) || reachesVia(s, board, a, { x: a.x, y: a.y + dy, z: a.z }, b);
}

/** Whether `a` reaches its diagonal neighbour `b` by the L-path through the square `c` (§2.5). */
function reachesVia(s: HouseState, board: Board, a: Sq, c: Sq, b: Sq): boolean {
  return cellAt(board, c) !== undefined && reachesOrth(s, a, c) && reachesOrth(s, c, b);
}

/** Every square a figure at `a` reaches (8 directions, plus the link), §2.5. */
export function reachedSquares(s: HouseState, a: Sq): Sq[] {
  const out: Sq[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      if (!dx && !dy) continue;
      const b: Sq = { x: a.x + dx, y: a.y + dy, z: a.z };
      if (cellAt(boardOf(s), b) && reaches(s, a, b)) out.push(b);
    }
  const top = st0(s);
  if (s.cellar.revealed) {
    if (sameSq(a, top)) for (const q of linkSquares(s)) if (reachesOrth(s, a, q)) out.push(q);
    if (a.z === 0 && isLinked(s, a, top) && reachesOrth(s, a, top)) out.push(top);
  }
  return out;
}

/**
 * The square a human faces (§2.4): the neighbour in its facing direction across an open edge or
 * an unbarricaded door; null across walls and windows.
 */
export function facedCell(s: HouseState, h: Human): Sq | null {
  if (!h.pos) return null;
  const n = step(h.pos, h.facing);
  if (!cellAt(boardOf(s), n)) return null;
  const e = edgeNow(s, h.pos, n);
  return (e.type === "open" || e.type === "door") && !e.barricaded ? n : null;
}

/** Melee target square of C1: the facing-side neighbour across an open, door or window edge, unbarricaded; null otherwise. */
export function meleeSquare(s: HouseState, h: Human): Sq | null {
  if (!h.pos) return null;
  const n = step(h.pos, h.facing);
  if (!cellAt(boardOf(s), n)) return null;
  return reachesOrth(s, h.pos, n) ? n : null;
}

/** Manhattan distance ignoring walls (§2.6); Infinity between the main board and the cellar. */
export function manhattan(a: Sq, b: Sq): number {
  if (a.z !== b.z) return Infinity;
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

/** Living human figures that are on the board. */
export function livingHumans(s: HouseState): readonly Human[] {
  return scopedMemo(s, "livingHumans", () => {
    const out: Human[] = [];
    for (const id in s.humans) {
      const h = s.humans[id as keyof typeof s.humans];
      if (h && h.alive && h.pos) out.push(h);
    }
    return out;
  });
}

/** The figure on a square: a living human, a zombie or crawler, or null. */
export function figureAt(s: HouseState, sq: Sq): { kind: "human"; human: Human } | { kind: "zombie"; zombie: Zombie } | null {
  const occ = occupancyOf(s);
  if (occ) {
    const k = sqId(sq);
    const h = occ.humanAt(k);
    if (h) return { kind: "human", human: h };
    const z = occ.firstZombie(k);
    return z ? { kind: "zombie", zombie: z } : null;
  }
  for (const id in s.humans) {
    const h = s.humans[id as keyof typeof s.humans];
    if (h && h.alive && sameSq(h.pos, sq)) return { kind: "human", human: h };
  }
  for (const id in s.zombies) {
    const zb = s.zombies[id]!;
    if (zb.pos.x === sq.x && zb.pos.y === sq.y && zb.pos.z === sq.z) return { kind: "zombie", zombie: zb };
  }
  return null;
}

/** Whether a square is a floor square with no figure on it. */
export function isFreeFloor(s: HouseState, sq: Sq): boolean {
  return cellAt(boardOf(s), sq)?.terrain === "floor" && !figureAt(s, sq);
}

/** Room id of a square (undefined for the yard). */
export function roomOf(s: HouseState, sq: Sq): string | undefined {
  return cellAt(boardOf(s), sq)?.room;
}

/** Whether a square is a house square (bathroom, bedroom, living, kitchen, office, hall, cellar; §2.3). */
export function isHouseSq(s: HouseState, sq: Sq): boolean {
  const r = roomOf(s, sq);
  return !!r && boardOf(s).houseRooms.has(r);
}

export { dirTo };
export type { Dir };
