import { Container, Graphics } from "pixi.js";
import type { RoomState, Square } from "@zedfall/shared/protocol/schema";
import { iconSprite } from "../../shell/icons";
import { drawCellarLink } from "./expansions";
import type { Geometry } from "./geometry";
import { BLUE, ROOM_TINT, WALL, YARD } from "./palette";

/** What the floor drawing depends on: it is redrawn only when this key changes. */
export function floorKey(st: RoomState, activeFigure: string | null): string {
  let searched = "";
  st.board.searchSquares.forEach((s) => (searched += s.searchedBy.length));
  return `${st.board.id}:${st.board.squares.length}:${st.board.cellarRevealed}:${activeFigure}:${searched}`;
}

function searchIcon(st: RoomState, id: string): string {
  const name = st.board.searchSquares.get(id)?.name ?? "";
  if (/book/i.test(name)) return "bookshelf";
  if (/tv/i.test(name)) return "tv";
  if (/fridge/i.test(name)) return "fridge";
  if (/desk|nightstand|cabinet|wardrobe|cupboard/i.test(name)) return "desk";
  if (/tool|workbench/i.test(name)) return "toolbox";
  if (/car|glove|trunk/i.test(name)) return "car-wheel";
  if (/medicine/i.test(name)) return "first-aid-kit";
  return "wooden-crate";
}

/**
 * The board itself into `layer` (emptied first): squares tinted by room, furniture and search
 * squares with icons (dimmed once searched by the active figure), cellar stairs, walls, doors with
 * swing arcs, windows as double lines, the frame, and the cellar inset once revealed (the rooms'
 * names are drawn over the tokens: room-labels.ts).
 */
export function drawFloor(layer: Container, st: RoomState, geo: Geometry, activeFigure: string | null): void {
  const { C } = geo;
  layer.removeChildren().forEach((c) => c.destroy({ children: true }));
  const addIcon = (name: string, cx: number, cy: number, size: number, tint: number, alpha: number) => {
    const s = iconSprite(name, cx, cy, size, tint, alpha);
    if (s) layer.addChild(s);
  };
  const g = new Graphics();
  layer.addChild(g);
  const squares: Square[] = st.board.squares.toArray();
  const visible = (s: Square) => s.z === 0 || st.board.cellarRevealed;
  for (const s of squares) {
    if (!visible(s)) continue;
    const p = geo.px(s);
    const tint = s.room ? ROOM_TINT[s.room] ?? 0x77726c : YARD;
    g.rect(p.x, p.y, C, C).fill(tint);
    g.rect(p.x + 0.5, p.y + 0.5, C - 1, C - 1).stroke({ width: 1, color: 0x000000, alpha: 0.14 });
  }
  // obstacles: darker rounded blocks with an icon; search squares get a magnifier badge
  const searchedByActive = new Set<string>();
  st.board.searchSquares.forEach((sq) => {
    if (activeFigure && sq.searchedBy.toArray().includes(activeFigure)) searchedByActive.add(sq.id);
  });
  for (const s of squares) {
    if (!visible(s) || s.terrain !== "obstacle") continue;
    const p = geo.px(s);
    const kind = s.obstacle;
    const color = kind === "bush" ? 0x2c5a2a : kind === "car" ? 0x3b4654 : 0x4a3b2e;
    const dim = s.search && searchedByActive.has(s.search);
    g.roundRect(p.x + 3, p.y + 3, C - 6, C - 6, 7).fill({ color, alpha: dim ? 0.5 : 1 }).stroke({ width: 1.5, color: 0x000000, alpha: 0.4 });
    const icon = s.search ? searchIcon(st, s.search) : kind === "bush" ? "pine-tree" : kind === "car" ? "car-wheel" : "wooden-crate";
    addIcon(icon, p.x + C / 2, p.y + C / 2, C * 0.55, 0xe8e0d0, dim ? 0.35 : 0.85);
    if (s.search) {
      g.circle(p.x + C - 8, p.y + 8, 7).fill({ color: BLUE, alpha: dim ? 0.4 : 1 });
      addIcon("magnifying-glass", p.x + C - 8, p.y + 8, 10, 0xffffff, dim ? 0.5 : 1);
    }
  }
  // stairs of the cellar
  for (const s of squares)
    if (s.stair >= 0 && visible(s)) {
      const p = geo.px(s);
      addIcon("stairs", p.x + C / 2, p.y + C / 2, C * 0.6, 0xd8d0c0, 0.6);
    }
  drawEdges(layer, st, geo);
  // board frame, cellar inset
  const frame = new Graphics();
  frame.rect(0, 0, st.board.width * C, st.board.height * C).stroke({ width: 2, color: 0x000000, alpha: 0.6 });
  layer.addChild(frame);
  if (st.board.cellarRevealed) {
    const o = geo.px({ x: 0, y: 0, z: 1 });
    const inset = new Graphics().rect(o.x - 3, o.y - 3, st.board.cellarWidth * C + 6, st.board.cellarHeight * C + 6).stroke({ width: 2, color: 0xd9b26a, alpha: 0.6 });
    layer.addChild(inset);
    drawCellarLink(layer, st, geo);
  }
}

/** Walls, doors (a gap with wall stubs and a small swing arc) and windows (a thin double line). */
function drawEdges(layer: Container, st: RoomState, geo: Geometry): void {
  const { C } = geo;
  const w = new Graphics();
  layer.addChild(w);
  st.board.edges.forEach((e) => {
    if (e.z === 1 && !st.board.cellarRevealed) return;
    const a = geo.px({ x: e.ax, y: e.ay, z: e.z });
    const vertical = e.ay === e.by; // neighbours side by side → the edge is a vertical line
    const x1 = vertical ? a.x + C : a.x;
    const y1 = vertical ? a.y : a.y + C;
    const x2 = vertical ? x1 : x1 + C;
    const y2 = vertical ? y1 + C : y1;
    if (e.type === "wall") w.moveTo(x1, y1).lineTo(x2, y2).stroke({ width: 5, color: WALL, cap: "square" });
    else if (e.type === "window") {
      const off = 2;
      w.moveTo(x1 - (vertical ? off : 0), y1 - (vertical ? 0 : off)).lineTo(x2 - (vertical ? off : 0), y2 - (vertical ? 0 : off));
      w.moveTo(x1 + (vertical ? off : 0), y1 + (vertical ? 0 : off)).lineTo(x2 + (vertical ? off : 0), y2 + (vertical ? 0 : off));
      w.stroke({ width: 1.5, color: 0xa8d8ff });
      // short wall stubs at the window's ends
      w.moveTo(x1, y1).lineTo(vertical ? x1 : x1 + 4, vertical ? y1 + 4 : y1).stroke({ width: 5, color: WALL });
      w.moveTo(x2, y2).lineTo(vertical ? x2 : x2 - 4, vertical ? y2 - 4 : y2).stroke({ width: 5, color: WALL });
    } else if (e.type === "door") {
      w.moveTo(x1, y1).lineTo(vertical ? x1 : x1 + 5, vertical ? y1 + 5 : y1).stroke({ width: 5, color: WALL });
      w.moveTo(x2, y2).lineTo(vertical ? x2 : x2 - 5, vertical ? y2 - 5 : y2).stroke({ width: 5, color: WALL });
      const r = C - 10;
      if (vertical) w.moveTo(x1, y1 + 5).arc(x1, y1 + 5, r, Math.PI / 2, Math.PI / 2 - Math.PI / 2, true);
      else w.moveTo(x1 + 5, y1).arc(x1 + 5, y1, r, 0, Math.PI / 2);
      w.stroke({ width: 1, color: 0xd9c8a0, alpha: 0.7 });
    }
  });
}
