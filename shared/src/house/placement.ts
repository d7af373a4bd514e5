import { cellAt } from "./board";
import { boardOf, isFreeFloor, livingHumans, manhattan, roomOf } from "./geometry";
import type { Dir, HouseState, Sq } from "./types";

/**
 * H-B1: no new zombie in a room holding a human (the yard is not a room, §2.3), nor closer than 4
 * squares (Manhattan, §2.6) to any human. Also: a free floor square (§13.1).
 */
export function obeysHB1(s: HouseState, sq: Sq): boolean {
  if (!isFreeFloor(s, sq)) return false;
  const room = roomOf(s, sq);
  for (const h of livingHumans(s)) {
    if (manhattan(h.pos!, sq) < 4) return false;
    if (room !== undefined && roomOf(s, h.pos!) === room) return false;
  }
  return true;
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

/** Every main-board square of the first row from any board edge (H-B2), each once. */
export function allEdgeSquares(s: HouseState): Sq[] {
  const b = boardOf(s);
  const out: Sq[] = [];
  for (let y = 0; y < b.height; y++)
    for (let x = 0; x < b.width; x++) if (x === 0 || y === 0 || x === b.width - 1 || y === b.height - 1) out.push({ x, y, z: 0 });
  return out;
}

/** Every square of the main board and, once revealed, the cellar, that is floor. */
export function allFloorSquares(s: HouseState): Sq[] {
  const b = boardOf(s);
  const out: Sq[] = [];
  for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) if (b.cells[y * b.width + x]!.terrain === "floor") out.push({ x, y, z: 0 });
  if (s.cellar.revealed)
    for (let y = 0; y < b.cellar.height; y++)
      for (let x = 0; x < b.cellar.width; x++) if (cellAt(b, { x, y, z: 1 })?.terrain === "floor") out.push({ x, y, z: 1 });
  return out;
}
