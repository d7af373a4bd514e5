import { Container, Graphics, Text } from "pixi.js";
import type { HouseUnit, RoomState } from "@zedfall/shared/protocol/schema";
import { cellarDoorSquare, heldFigure, stairSquare } from "./state";
import { iconSprite } from "../../shell/icons";
import { t } from "../../shell/i18n";
import type { Geometry } from "./geometry";
import type { Sq } from "./squares";
import { RED } from "./palette";

/*
 * Drawing of the House expansions on the Pixi board (house §5, §16, §17): the cellar inset's link to
 * its door square, the barricaded cellar door, crawlers (smaller, low) with their climb marks and
 * grabs, and the baby token. The board calls these with its own square geometry.
 */

const LINK_COLOR = 0xd9b26a;
const CRAWLER = 0x5f7a49;
const BABY = 0xf4d6c6;

/** A dashed line from a to b. */
function dashed(g: Graphics, a: { x: number; y: number }, b: { x: number; y: number }, dash = 7, gap = 5): void {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  for (let d = 0; d < len; d += dash + gap) {
    const e = Math.min(len, d + dash);
    g.moveTo(a.x + ux * d, a.y + uy * d).lineTo(a.x + ux * e, a.y + uy * e);
  }
}

/**
 * The cellar inset's link (house §5): once the cellar is revealed, a dashed line from the
 * cellar-door square on the main board to the top stair st0 of the inset, a trapdoor badge on the
 * door square and a caption under the door square.
 */
export function drawCellarLink(layer: Container, st: RoomState, geo: Geometry): void {
  const door = cellarDoorSquare(st);
  const top = stairSquare(st, 0);
  if (!door || !top) return;
  const a = geo.center(door);
  const b = geo.center(top);
  const g = new Graphics();
  dashed(g, { x: a.x + geo.C * 0.35, y: a.y }, { x: b.x - geo.C * 0.45, y: b.y });
  g.stroke({ width: 2.5, color: LINK_COLOR, alpha: 0.85 });
  // arrow head at the stairs
  g.moveTo(b.x - geo.C * 0.45, b.y).lineTo(b.x - geo.C * 0.62, b.y - 6).lineTo(b.x - geo.C * 0.62, b.y + 6).fill({ color: LINK_COLOR, alpha: 0.85 });
  // the door square: a ring and a trapdoor badge
  g.roundRect(a.x - geo.C / 2 + 1, a.y - geo.C / 2 + 1, geo.C - 2, geo.C - 2, 6).stroke({ width: 2.5, color: LINK_COLOR });
  g.circle(a.x - geo.C / 2 + 8, a.y + geo.C / 2 - 8, 8).fill(LINK_COLOR).stroke({ width: 1, color: 0x2a1d08 });
  layer.addChild(g);
  const badge = iconSprite("hole-ladder", a.x - geo.C / 2 + 8, a.y + geo.C / 2 - 8, 12, 0x2a1d08);
  if (badge) layer.addChild(badge);
  const cap = new Text({ text: t("cellar.door"), style: { fontFamily: "PT Sans, sans-serif", fontSize: 10, fill: LINK_COLOR, fontWeight: "700" } });
  cap.anchor.set(0.5, 0);
  cap.position.set(a.x, a.y + geo.C / 2 + 1);
  const pill = new Graphics().roundRect(cap.x - cap.width / 2 - 3, cap.y - 1, cap.width + 6, cap.height + 2, 3).fill({ color: 0x000000, alpha: 0.55 });
  layer.addChild(pill, cap);
}

/**
 * The barricade on the cellar-door link (house §5, §10): the door square and the top stair boarded
 * up with crossed planks, and "barricaded" under the door square's caption.
 */
export function drawLinkBarricade(g: Graphics, layer: Container, st: RoomState, geo: Geometry): void {
  const door = cellarDoorSquare(st);
  const top = stairSquare(st, 0);
  if (!door || !top) return;
  const boards = (c: { x: number; y: number }) => {
    const r = geo.C * 0.36;
    for (const [dx, dy] of [
      [1, 1],
      [1, -1],
    ] as const) {
      const ang = Math.atan2(dy, dx);
      const w = 5;
      const ox = Math.sin(ang) * w;
      const oy = -Math.cos(ang) * w;
      g.poly([c.x - dx * r - ox, c.y - dy * r - oy, c.x + dx * r - ox, c.y + dy * r - oy, c.x + dx * r + ox, c.y + dy * r + oy, c.x - dx * r + ox, c.y - dy * r + oy])
        .fill(0xb9834a)
        .stroke({ width: 1.2, color: 0x3a2410 });
    }
    g.circle(c.x, c.y, 2).fill(0x3a2410);
  };
  boards(geo.center(door));
  boards(geo.center(top));
  const a = geo.center(door);
  const cap = new Text({ text: t("cellar.barricaded"), style: { fontFamily: "PT Sans, sans-serif", fontSize: 10, fill: 0xffe2b8, fontWeight: "700" } });
  cap.anchor.set(0.5, 0);
  cap.position.set(a.x, a.y + geo.C / 2 + 15);
  const pill = new Graphics().roundRect(cap.x - cap.width / 2 - 3, cap.y - 1, cap.width + 6, cap.height + 2, 3).fill({ color: 0x3a2410, alpha: 0.9 });
  layer.addChild(pill, cap);
}

/**
 * A crawler (house §16): smaller than a zombie and low in its square — a flat dark-green oval with
 * the crawling-torso icon and the letter C — so it differs from a zombie by shape, not colour alone.
 * Drawn around (0, 0); the board places it low in its square.
 */
export function crawlerToken(geo: Geometry): Container {
  const c = new Container();
  const g = new Graphics();
  g.roundRect(-geo.C * 0.42, -geo.C * 0.2, geo.C * 0.84, geo.C * 0.4, geo.C * 0.2).fill(CRAWLER).stroke({ width: 2, color: 0x1d2a14 });
  c.addChild(g);
  const i = iconSprite("half-body-crawling", -geo.C * 0.1, 0, geo.C * 0.42, 0x111a0a);
  if (i) c.addChild(i);
  const letter = new Text({ text: "C", style: { fontFamily: "PT Sans, sans-serif", fontSize: 11, fontWeight: "700", fill: 0xeef5e0 } });
  letter.anchor.set(0.5);
  letter.position.set(geo.C * 0.27, 0);
  c.addChild(letter);
  return c;
}

/** Squares of a main-board or cellar edge key ("x,y|x,y", "c:x,y|x,y"), or null. */
function edgeSquares(key: string): [Sq, Sq] | null {
  const [first, second] = key.split("|");
  if (!first || !second) return null;
  const z = first.startsWith("c:") ? 1 : 0;
  const [ax, ay] = first.replace("c:", "").split(",").map(Number);
  const [bx, by] = second.split(",").map(Number);
  return [
    { x: ax!, y: ay!, z },
    { x: bx!, y: by!, z },
  ];
}

/**
 * A crawler's climb mark (house §16, G27): it started through a window and finishes at its next
 * activation. Drawn as an orange hand-hold on the window with a line from the crawler.
 */
export function drawClimbMark(g: Graphics, u: HouseUnit, geo: Geometry): void {
  const sqs = u.climbing ? edgeSquares(u.climbing) : null;
  if (!sqs) return;
  const a = geo.center(sqs[0]);
  const b = geo.center(sqs[1]);
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const from = geo.center(u);
  g.moveTo(from.x, from.y + geo.C * 0.16).lineTo(mx, my).stroke({ width: 2, color: 0xf29b38, alpha: 0.9 });
  g.circle(mx, my, 6).fill(0xf29b38).stroke({ width: 1.5, color: 0x3a1c00 });
  g.moveTo(mx - 3, my).lineTo(mx + 3, my).moveTo(mx, my - 3).lineTo(mx, my + 3).stroke({ width: 1.5, color: 0x3a1c00 });
}

/**
 * The baby token (house §17): a cream disc with a baby face and a pink rim — in the middle of its
 * square, or in the square's corner when a figure stands there too.
 */
export function babyToken(sq: Sq, geo: Geometry, shared: boolean): Container {
  const c = new Container();
  const p = geo.center(sq);
  // low in its square when alone (room labels sit at the top of a square)
  const r = shared ? geo.C * 0.2 : geo.C * 0.26;
  if (shared) c.position.set(p.x + geo.C * 0.28, p.y - geo.C * 0.28);
  else c.position.set(p.x, p.y + geo.C * 0.14);
  const g = new Graphics();
  g.circle(0, 0, r).fill(BABY).stroke({ width: 2.5, color: 0xb0507a });
  c.addChild(g);
  const i = iconSprite("baby-face", 0, 0, r * 1.5, 0x6b2346);
  if (i) c.addChild(i);
  return c;
}

/** A small baby badge on the carrier's token (house §17): the baby rides on the human's card. */
export function carrierBadge(token: Container, geo: Geometry): void {
  const g = new Graphics();
  g.circle(-geo.C * 0.34, -geo.C * 0.3, geo.C * 0.2).fill(BABY).stroke({ width: 2, color: 0xb0507a });
  token.addChild(g);
  const i = iconSprite("baby-face", -geo.C * 0.34, -geo.C * 0.3, geo.C * 0.3, 0x6b2346);
  if (i) token.addChild(i);
}

/** A grab (house §16, G27): a red chain between the holding crawler and the held human. */
export function drawGrab(g: Graphics, st: RoomState, geo: Geometry): void {
  const grab = heldFigure(st);
  if (!grab) return;
  const c = st.units.get(grab.crawler);
  const h = st.units.get(grab.figure);
  if (!c?.placed || !h?.placed || c.z !== h.z) return;
  const a = geo.center(c);
  const b = geo.center(h);
  dashed(g, { x: a.x, y: a.y + geo.C * 0.16 }, b, 4, 3);
  g.stroke({ width: 3, color: RED });
  g.circle(b.x, b.y, geo.C * 0.44).stroke({ width: 2, color: RED, alpha: 0.9 });
}
