import { Container, Graphics, Text } from "pixi.js";
import type { SiegeRoomStateShape, SiegeSpaceState } from "@zedfall/shared/src/protocol";
import { iconSprite } from "../../shell/icons";
import { TC_R, type Layout, type SpaceBox } from "./layout";
import { LINE_COLOR, RED, SPACE_FILL } from "./palette";
import { spaceName } from "./words";

/** What the spaces layer shows beyond the printed board: it is redrawn only when this changes. */
export function markersKey(st: SiegeRoomStateShape): string {
  let k = "";
  st.board.spaces.forEach((s) => (k += `${s.id}:${s.chaos}:${s.noEntry}:${s.bridge}|`));
  st.defenses.forEach((d) => (k += `D${d.space}:${d.kind}|`));
  st.trains.forEach((t) => (k += `T${t.id}:${t.space}:${t.side}|`));
  st.rumors.forEach((r) => (k += `R${r.id}:${r.space}:${r.revealed}:${r.rumor}|`));
  return k;
}

const label = (text: string, size: number, width: number, color = 0xe8e4da) =>
  new Text({ text, style: { fontFamily: "PT Sans, sans-serif", fontSize: size, fontWeight: "700", fill: color, wordWrap: true, wordWrapWidth: width, align: "center", lineHeight: size + 1 } });

/** Town Center: a large hex with its name. */
function drawTc(layer: Container, sp: SiegeSpaceState, L: Layout): void {
  const c = L.center;
  const g = new Graphics();
  const pts: number[] = [];
  for (let i = 0; i < 6; i++) pts.push(c.x + TC_R * Math.cos((Math.PI / 3) * i), c.y + TC_R * Math.sin((Math.PI / 3) * i));
  g.poly(pts).fill(SPACE_FILL["town-center"]!).stroke({ width: 3, color: 0xc9b98a });
  layer.addChild(g);
  const t = label(spaceName(sp), 15, 120, 0xf3e6bd);
  t.anchor.set(0.5, 0);
  t.position.set(c.x, c.y - TC_R * 0.86 + 4);
  layer.addChild(t);
}

/** The rail lines along their tracks (UI.md: WH-Cargo orange, Express-BV blue), beside the spaces. */
function drawRails(layer: Container, spaces: SiegeSpaceState[], L: Layout): void {
  const g = new Graphics();
  for (const track of ["forest", "mountain", "highway", "suburbs"]) {
    const own = spaces.filter((s) => s.track === track);
    if (!own.length) continue;
    const a = L.boxOf(own.find((s) => s.num === 7)!);
    const b = L.boxOf(own.find((s) => s.num === 0)!);
    const vertical = a.x === b.x;
    const off = vertical ? a.w / 2 + 6 : a.h / 2 + 6;
    const p = a;
    const q = b;
    const color = LINE_COLOR[own[0]!.line] ?? 0x888888;
    if (vertical) g.moveTo(p.x + off, p.y).lineTo(q.x + off, q.y);
    else g.moveTo(p.x, p.y + off).lineTo(q.x, q.y + off);
    g.stroke({ width: 4, color, alpha: 0.8 });
  }
  layer.addChild(g);
}

/** One track space or box: its rounded rectangle, name, number and badges, and the markers on it. */
function drawSpace(layer: Container, sp: SiegeSpaceState, b: SpaceBox): void {
  const c = b;
  const g = new Graphics();
  g.roundRect(c.x - b.w / 2, c.y - b.h / 2, b.w, b.h, 10).fill(SPACE_FILL[sp.kind] ?? 0x3b4048).stroke({ width: 2, color: sp.kind === "start" ? 0x8a3a3a : sp.kind === "village" ? 0xb59a5a : 0x23262b });
  if (sp.noEntry) g.roundRect(c.x - b.w / 2 + 3, c.y - b.h / 2 + 3, b.w - 6, b.h - 6, 8).stroke({ width: 3, color: RED, alpha: 0.9 });
  layer.addChild(g);

  if (sp.num >= 0 && sp.num < 7) {
    const n = label(`${sp.num}`, 12, 20, 0x9aa0a8);
    n.position.set(c.x - b.w / 2 + 5, c.y - b.h / 2 + 3);
    layer.addChild(n);
  }
  const badges: [string, number][] = [];
  if (sp.station) badges.push(["steam-locomotive", LINE_COLOR[sp.line] ?? 0xcccccc]);
  if (sp.kind === "bed") badges.push(["medical-pack", 0xe5484d]);
  if (sp.kind === "cemetery") badges.push(["skull-crossed-bones", 0xaaaaaa]);
  if (sp.bridge) badges.push(["bridge", sp.bridge === "destroyed" ? RED : 0x4aa3ff]);
  badges.forEach(([icon, tint], i) => {
    const s = iconSprite(icon, c.x + b.w / 2 - 11 - i * 18, c.y - b.h / 2 + 11, 16, tint, 0.9);
    if (s) layer.addChild(s);
  });
  // the name between the number (left) and the badges (right), so neither covers it
  const name = sp.name || sp.kind === "start" ? spaceName(sp) : "";
  if (name) {
    const left = sp.num >= 0 && sp.num < 7 ? 14 : 6;
    const right = 6 + badges.length * 18;
    const t = label(name, 13, b.w - left - right, sp.kind === "start" ? 0xd9a0a0 : 0xe8e4da);
    t.anchor.set(0.5, 0);
    t.position.set(c.x - b.w / 2 + left + (b.w - left - right) / 2, c.y - b.h / 2 + 3);
    layer.addChild(t);
  }
}

/** The markers drawn over a space (Chaos with its count, No Entry): a flame and a barred sign, each with a letter too. */
function drawMarkers(layer: Container, sp: SiegeSpaceState, b: SpaceBox): void {
  const c = b;
  const left = c.x - b.w / 2;
  const bottom = c.y + b.h / 2;
  let x = left + 12;
  if (sp.chaos > 0) {
    const f = iconSprite("fire", x, bottom - 12, 20, 0xff7a2a, 1);
    if (f) layer.addChild(f);
    const n = label(sp.chaos > 1 ? `×${sp.chaos}` : "C", 10, 20, 0xffd2a8);
    n.position.set(x + 8, bottom - 20);
    layer.addChild(n);
    x += 26;
  }
  if (sp.noEntry) {
    const s = iconSprite("stop-sign", x, bottom - 12, 20, RED, 1);
    if (s) layer.addChild(s);
  }
}

/** The printed board (rails, spaces, TC) and every marker, from the state's spaces, defenses, trains and rumors. */
export function drawSpaces(layer: Container, st: SiegeRoomStateShape, L: Layout): void {
  layer.removeChildren().forEach((c) => c.destroy({ children: true }));
  const spaces = st.board.spaces.toArray();
  drawRails(layer, spaces, L);
  for (const sp of spaces) {
    if (sp.kind === "town-center") drawTc(layer, sp, L);
    else drawSpace(layer, sp, L.boxOf(sp));
    drawMarkers(layer, sp, L.boxOf(sp));
  }
  const byId = new Map(spaces.map((s) => [s.id, s]));
  st.defenses.forEach((d) => {
    const sp = byId.get(d.space);
    if (!sp) return;
    const b = L.boxOf(sp);
    const c = b;
    const s = iconSprite(d.kind === "bastion" ? "stone-wall" : "barricade", c.x + b.w / 2 - 12, c.y + b.h / 2 - 12, 20, 0xc8955a, 1);
    if (s) layer.addChild(s);
  });
  const trainsAt = new Map<string, number>();
  st.trains.forEach((t) => {
    const sp = byId.get(t.space);
    if (!sp) return;
    const b = L.boxOf(sp);
    // two trains on one space (both in TC) stand one above the other
    const n = trainsAt.get(t.space) ?? 0;
    trainsAt.set(t.space, n + 1);
    const c = { x: b.x, y: b.y + (n ? 30 : 0) - (st.trains.size > 1 && sp.kind === "town-center" ? 15 : 0) };
    const g = new Graphics().circle(c.x - b.w / 2 - 2, c.y, 13).fill(0x1b1d22).stroke({ width: 3, color: t.side === "arrival" ? 0xf2c94c : LINE_COLOR[t.id] ?? 0xcccccc });
    layer.addChild(g);
    const s = iconSprite("steam-locomotive", c.x - b.w / 2 - 2, c.y, 18, LINE_COLOR[t.id] ?? 0xcccccc, 1);
    if (s) layer.addChild(s);
  });
  st.rumors.forEach((r) => {
    const sp = byId.get(r.space);
    if (!sp) return;
    const b = L.boxOf(sp);
    const c = b;
    const s = iconSprite("scroll-unfurled", c.x + b.w / 2 - 32, c.y + b.h / 2 - 12, 18, r.revealed ? 0xf3e6bd : 0xb59a5a, 1);
    if (s) layer.addChild(s);
    if (!r.revealed) {
      const q = label("?", 12, 12, 0x111111);
      q.anchor.set(0.5);
      q.position.set(c.x + b.w / 2 - 32, c.y + b.h / 2 - 12);
      layer.addChild(q);
    }
  });
}
