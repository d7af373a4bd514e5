import type { SiegeSpaceState } from "@zedfall/shared/src/protocol";
import type { Point } from "../../shell/plugin";

/*
 * Where the Siege board's spaces are drawn (UI.md "Siege"): Town Center as a hex in the middle, the
 * four tracks as rays from their Start spaces inward (Forest up, Mountain right, Highway down,
 * Suburbs left), the Hospital Beds, the Refugee Camp and the Cemetery in the corners beside TC.
 */

/** A space's rectangle in world pixels (its centre and size). */
export interface SpaceBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Town Center's hex radius. */
export const TC_R = 100;
const V = { w: 150, h: 74, step: 82, gap: 120 };
const H = { w: 100, h: 150, step: 108, gap: 140 };
const DIR: Record<string, Point> = { forest: { x: 0, y: -1 }, mountain: { x: 1, y: 0 }, highway: { x: 0, y: 1 }, suburbs: { x: -1, y: 0 } };
const BOX = { w: 128, h: 64 };

/** The rectangle of a space: a track space on its ray, TC at the centre, a box in its corner. */
export function boxOf(sp: SiegeSpaceState): SpaceBox {
  const d = DIR[sp.track];
  if (d && sp.num >= 0) {
    const m = d.x === 0 ? V : H;
    const r = m.gap + (sp.num + 0.5) * m.step;
    return { x: d.x * r, y: d.y * r, w: m.w, h: m.h };
  }
  if (sp.kind === "town-center") return { x: 0, y: 0, w: TC_R * 2, h: TC_R * 2 };
  const bed = /^bed(\d)$/.exec(sp.id);
  if (bed) return { x: 250, y: -260 + (Number(bed[1]) - 1) * (BOX.h + 10), ...BOX };
  if (sp.kind === "camp") return { x: 250, y: 250, ...BOX, h: 90 };
  if (sp.kind === "cemetery") return { x: -250, y: 250, ...BOX, h: 90 };
  return { x: -250, y: -250, ...BOX };
}

/** The board's extent: every space fits in [-W/2, W/2] × [-H/2, H/2] with a margin. */
export const BOARD_SIZE = { width: 2 * (H.gap + 8 * H.step) + 60, height: 2 * (V.gap + 8 * V.step) + 60 };

/** World point → board-content point (the camera's content starts at 0,0). */
export const toContent = (p: Point): Point => ({ x: p.x + BOARD_SIZE.width / 2, y: p.y + BOARD_SIZE.height / 2 });

/** Whether world point `p` (content coordinates) falls in `b`. */
export function inside(b: SpaceBox, p: Point): boolean {
  const c = toContent(b);
  return Math.abs(p.x - c.x) <= b.w / 2 && Math.abs(p.y - c.y) <= b.h / 2;
}
