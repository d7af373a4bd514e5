import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { Point } from "../../shell/plugin";
import type { Sq } from "./squares";

/** Size of one square in board units (the camera scales the board to fit the screen). */
export const C = 40;

/** Where squares are in board space. */
export interface Geometry {
  /** Size of one square. */
  C: number;
  /** Board-space position of a square's top-left corner. */
  px(sq: Sq): Point;
  /** Board-space centre of a square. */
  center(sq: Sq): Point;
}

/** The geometry of the board of `state()`: the cellar inset sits to the right of the main board, one square down. */
export function geometryOf(state: () => RoomState | null): Geometry {
  const px = (sq: Sq): Point => {
    const st = state();
    const o = sq.z === 1 && st ? { x: (st.board.width + 1) * C, y: C } : { x: 0, y: 0 };
    return { x: o.x + sq.x * C, y: o.y + sq.y * C };
  };
  return {
    C,
    px,
    center: (sq) => {
      const p = px(sq);
      return { x: p.x + C / 2, y: p.y + C / 2 };
    },
  };
}

/** The square under a board-space point, or null (the cellar only once revealed). */
export function squareAt(st: RoomState, geo: Geometry, p: Point): Sq | null {
  const main = { x: Math.floor(p.x / C), y: Math.floor(p.y / C), z: 0 };
  if (main.x >= 0 && main.y >= 0 && main.x < st.board.width && main.y < st.board.height) return main;
  if (st.board.cellarRevealed) {
    const o = geo.px({ x: 0, y: 0, z: 1 });
    const c = { x: Math.floor((p.x - o.x) / C), y: Math.floor((p.y - o.y) / C), z: 1 };
    if (c.x >= 0 && c.y >= 0 && c.x < st.board.cellarWidth && c.y < st.board.cellarHeight) return c;
  }
  return null;
}

/** The size in board units of what is drawn: the main board, and the cellar inset once revealed. */
export function boardSize(st: RoomState): { width: number; height: number } {
  return {
    width: (st.board.width + (st.board.cellarRevealed ? st.board.cellarWidth + 1 : 0)) * C,
    height: Math.max(st.board.height, st.board.cellarRevealed ? st.board.cellarHeight + 1 : 0) * C,
  };
}
