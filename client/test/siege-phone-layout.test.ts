import type { SiegeSpace } from "@zedfall/shared/protocol/schema";
import { SIEGE_BOARD } from "@zedfall/shared/siege/board";
import { Layout, PHONE_VIEWS, viewOf, type SpaceBox } from "../src/games/siege/layout";

/** The board's spaces as the client's schema holds them (a box has no track). */
const spaces = SIEGE_BOARD.spaces.map((s) => ({ id: s.id, track: s.track ?? "", num: s.num, kind: s.kind, name: s.name ?? "" }) as unknown as SiegeSpace);
/** The scale a 390 px wide phone draws the board at (the camera fits its width plus its 8 px margin). */
const phoneScale = (L: Layout) => 390 / (L.width + 8);
const overlap = (a: SpaceBox, b: SpaceBox) => Math.abs(a.x - b.x) < (a.w + b.w) / 2 && Math.abs(a.y - b.y) < (a.h + b.h) / 2;

describe("the Siege phone board (layout.ts): one part at a time", () => {
  test.each(PHONE_VIEWS)("part %s: Town Center and its own spaces, inside the board, apart, each ≥ 44 px on a 390 px phone, names ≥ 11 px", (view) => {
    const L = new Layout(true, view);
    const shown = spaces.filter((sp) => L.shows(sp));
    expect(shown.filter((sp) => sp.kind !== "town-center").every((sp) => viewOf(sp) === view)).toBe(true);
    expect(shown.some((sp) => sp.kind === "town-center")).toBe(true);
    // a track shows its 8 spaces (#0 … Start), Town Center's part its 5 boxes
    expect(shown.length).toBe(view === "town" ? 6 : 9);
    const s = phoneScale(L);
    expect(L.nameSize * s).toBeGreaterThanOrEqual(11);
    const boxes = shown.map((sp) => L.boxOf(sp));
    for (const b of boxes) {
      expect(b.x - b.w / 2).toBeGreaterThanOrEqual(0);
      expect(b.y - b.h / 2).toBeGreaterThanOrEqual(0);
      expect(b.x + b.w / 2).toBeLessThanOrEqual(L.width + 1e-9); // a third of the width is no whole number
      expect(b.y + b.h / 2).toBeLessThanOrEqual(L.height + 1e-9);
      expect(Math.min(b.w, b.h) * s).toBeGreaterThanOrEqual(44);
    }
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!)).toBe(false);
    // a tap hits the space drawn there, and no space of another part
    for (const sp of spaces) expect(L.hits(sp, L.boxOf(sp))).toBe(L.shows(sp));
  });

  test("a track reads as one path from Town Center: #0 to #3 left to right, #4 under #3, on to the Start space under #0", () => {
    const L = new Layout(true, "highway");
    const at = (num: number) => L.boxOf(spaces.find((sp) => sp.track === "highway" && sp.num === num)!);
    for (let n = 0; n < 3; n++) expect(at(n + 1).x).toBeGreaterThan(at(n).x);
    expect(at(4).x).toBe(at(3).x);
    expect(at(4).y).toBeGreaterThan(at(3).y);
    for (let n = 4; n < 7; n++) expect(at(n + 1).x).toBeLessThan(at(n).x);
    expect(at(7).x).toBe(at(0).x);
  });

  test("every part has the same size (the board box does not jump when the part changes); the wide board is the whole cross", () => {
    const sizes = new Set(PHONE_VIEWS.map((v) => { const L = new Layout(true, v); return `${L.width}×${L.height}`; }));
    expect(sizes.size).toBe(1);
    const wide = new Layout(false);
    expect(spaces.every((sp) => wide.shows(sp))).toBe(true);
  });
});
