import type { SiegeSpace } from "@zedfall/shared/protocol/schema";
import type { Point } from "../../shell/plugin";

/*
 * Where the Siege board's spaces are drawn (docs/development/client.md, "Visual language"): Town Center as a hex in the middle, the
 * four tracks as rays from their Start spaces inward (Forest up, Mountain right, Highway down,
 * Suburbs left), the Hospital Beds, the Refugee Camp and the Cemetery in the corners beside TC.
 */

/** A space's rectangle in board-content pixels (its centre and size). */
export interface SpaceBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Town Center's hex radius. */
export const TC_R = 84;
/** A ray's spaces: size, step along the ray, and the distance of the ray's start from the centre. */
interface RayLook {
  w: number;
  h: number;
  step: number;
  gap: number;
}
/** The vertical rays (Forest, Highway): wide, low spaces. */
const V: RayLook = { w: 134, h: 54, step: 58, gap: 80 };
/** The horizontal rays (Mountain, Suburbs): square spaces, or narrow tall ones in a narrow box (a phone), so the whole cross is larger there. */
const H: RayLook = { w: 104, h: 104, step: 112, gap: 96 };
const H_NARROW: RayLook = { w: 70, h: 112, step: 74, gap: 96 };
const DIR: Record<string, Point> = { forest: { x: 0, y: -1 }, mountain: { x: 1, y: 0 }, highway: { x: 0, y: 1 }, suburbs: { x: -1, y: 0 } };
const BOX = { w: 118, h: 42 };

/** Whether a board box this many pixels wide gets the narrow layout. */
export const isNarrow = (width: number): boolean => width < 600;

/** The geometry of the board for a wide or a narrow box: each space's rectangle and the board's size. */
export class Layout {
  readonly width: number;
  readonly height: number;
  /** Town Center's centre. */
  readonly center: Point;
  private h: RayLook;

  constructor(readonly narrow: boolean) {
    this.h = narrow ? H_NARROW : H;
    this.width = 2 * (this.h.gap + 8 * this.h.step) + 24;
    this.height = 2 * (V.gap + 8 * V.step) + 24;
    this.center = { x: this.width / 2, y: this.height / 2 };
  }

  /** The rectangle of a space: a track space on its ray, TC at the centre, a box in its corner. */
  boxOf(sp: SiegeSpace): SpaceBox {
    const at = (x: number, y: number, w: number, h: number): SpaceBox => ({ x: this.center.x + x, y: this.center.y + y, w, h });
    const d = DIR[sp.track];
    if (d && sp.num >= 0) {
      const m = d.x === 0 ? V : this.h;
      const r = m.gap + (sp.num + 0.5) * m.step;
      return at(d.x * r, d.y * r, m.w, m.h);
    }
    if (sp.kind === "town-center") return at(0, 0, TC_R * 2, TC_R * 2);
    const bed = /^bed(\d)$/.exec(sp.id);
    if (bed) return at(170, -226 + (Number(bed[1]) - 1) * (BOX.h + 8), BOX.w, BOX.h);
    if (sp.kind === "camp") return at(170, 150, BOX.w, 76);
    if (sp.kind === "cemetery") return at(-170, 150, BOX.w, 76);
    return at(-170, -150, BOX.w, BOX.h);
  }

  /** Whether board point `p` falls on space `sp` (TC: within its hex's circle). */
  hits(sp: SiegeSpace, p: Point): boolean {
    const b = this.boxOf(sp);
    if (sp.kind === "town-center") return Math.hypot(p.x - b.x, p.y - b.y) <= TC_R;
    return Math.abs(p.x - b.x) <= b.w / 2 && Math.abs(p.y - b.y) <= b.h / 2;
  }
}
