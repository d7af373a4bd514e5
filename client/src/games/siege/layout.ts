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
/** The horizontal rays (Mountain, Suburbs): square spaces. */
const H: RayLook = { w: 104, h: 104, step: 112, gap: 96 };
const DIR: Record<string, Point> = { forest: { x: 0, y: -1 }, mountain: { x: 1, y: 0 }, highway: { x: 0, y: 1 }, suburbs: { x: -1, y: 0 } };
const BOX = { w: 118, h: 42 };

/** Whether a board box this many pixels wide gets the narrow layout. */
export const isNarrow = (width: number): boolean => width < 600;

/**
 * What a phone shows of the board: Town Center with the Hospital Beds, the Refugee Camp and the
 * Cemetery ("town"), or Town Center and one track. A phone shows one part at a time, at about the
 * size of its screen, so that space names and counters read at ≥ 11 px and every space is a tap
 * target of ≥ 44 px (the whole cross at a phone's width drew them at 4–5 px); the board's switcher
 * (board.ts) changes the part, and the board follows a fight or a chosen space to its track.
 */
export type PhoneView = "town" | "forest" | "mountain" | "highway" | "suburbs";
export const PHONE_VIEWS: readonly PhoneView[] = ["town", "forest", "mountain", "highway", "suburbs"];

/** The phone board's size (the same for every part, so the box does not jump when the part changes), its columns and its gaps. */
const PHONE = { w: 440, h: 308, gap: 8, band: 56, row: 118 };

/** The phone part that shows space `sp`: its track, or Town Center's part for the boxes (TC shows in every part). */
export const viewOf = (sp: Pick<SiegeSpace, "track" | "num">): PhoneView => (sp.track && sp.num >= 0 ? (sp.track as PhoneView) : "town");

/** The geometry of the board for a wide box (the whole cross) or a phone (one part, `view`): each space's rectangle and the board's size. */
export class Layout {
  readonly width: number;
  readonly height: number;
  /** Town Center's centre. */
  readonly center: Point;
  /** The size of the space names' text in board units (a phone's part is drawn near its screen size: larger words). */
  readonly nameSize: number;

  constructor(
    readonly narrow: boolean,
    readonly view: PhoneView = "town",
  ) {
    this.width = narrow ? PHONE.w : 2 * (H.gap + 8 * H.step) + 24;
    this.height = narrow ? PHONE.h : 2 * (V.gap + 8 * V.step) + 24;
    this.center = narrow ? { x: PHONE.w / 2, y: this.view === "town" ? PHONE.row / 2 : PHONE.band / 2 } : { x: this.width / 2, y: this.height / 2 };
    this.nameSize = narrow ? 14 : 13;
  }

  /** Whether space `sp` is drawn: always on a wide box; on a phone, Town Center and the spaces of the part shown. */
  shows(sp: Pick<SiegeSpace, "track" | "num" | "kind">): boolean {
    return !this.narrow || sp.kind === "town-center" || viewOf(sp) === this.view;
  }

  /** Whether Town Center is drawn as the hex of the wide board (a phone draws it as a band). */
  get hexTc(): boolean {
    return !this.narrow;
  }

  /** The rectangle of a space: a track space on its ray, TC at the centre, a box in its corner; on a phone, its place in the part shown. */
  boxOf(sp: SiegeSpace): SpaceBox {
    if (this.narrow) return this.phoneBox(sp);
    const at = (x: number, y: number, w: number, h: number): SpaceBox => ({ x: this.center.x + x, y: this.center.y + y, w, h });
    const d = DIR[sp.track];
    if (d && sp.num >= 0) {
      const m = d.x === 0 ? V : H;
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

  /**
   * A phone's part: a track under a band of Town Center, its spaces in two rows of four that read as
   * one path from TC — #0 to #3 left to right, then #4 under #3 back to the Start space (#7) at the
   * left; Town Center's part: TC across the top, the three Beds under it, the Camp and the Cemetery below.
   */
  private phoneBox(sp: SiegeSpace): SpaceBox {
    const { w: W, gap, band, row } = PHONE;
    const rect = (left: number, top: number, w: number, h: number): SpaceBox => ({ x: left + w / 2, y: top + h / 2, w, h });
    const col = (W - 3 * gap) / 4;
    if (sp.kind === "town-center") return this.view === "town" ? rect(0, 0, W, row) : rect(0, 0, W, band);
    if (sp.track && sp.num >= 0) {
      const top = band + gap + (sp.num < 4 ? 0 : row + gap);
      const i = sp.num < 4 ? sp.num : 7 - sp.num;
      return rect(i * (col + gap), top, col, row);
    }
    const bed = /^bed(\d)$/.exec(sp.id);
    const third = (W - 2 * gap) / 3;
    if (bed) return rect((Number(bed[1]) - 1) * (third + gap), row + gap, third, 56);
    const half = (W - gap) / 2;
    const low = row + gap + 56 + gap;
    return rect(sp.kind === "camp" ? 0 : half + gap, low, half, PHONE.h - low);
  }

  /** Whether board point `p` falls on space `sp` (TC: within its hex's circle); a space not drawn is never hit. */
  hits(sp: SiegeSpace, p: Point): boolean {
    if (!this.shows(sp)) return false;
    const b = this.boxOf(sp);
    if (sp.kind === "town-center" && this.hexTc) return Math.hypot(p.x - b.x, p.y - b.y) <= TC_R;
    return Math.abs(p.x - b.x) <= b.w / 2 && Math.abs(p.y - b.y) <= b.h / 2;
  }
}
