import { Container, Graphics, Text } from "pixi.js";
import type { SiegePlace, SiegeRoomState, SiegeRumor, SiegeSpace, SiegeTrain } from "@zedfall/shared/protocol/schema";
import { iconSprite } from "../../shell/icons";
import { has, t as t_ } from "../../shell/i18n";
import type { Point } from "../../shell/plugin";
import { rumorIcon, SIDE_COLOR, STATION_BONUS } from "./rumors";
import { initials } from "./tokens";
import { TC_R, type Layout, type SpaceBox } from "./layout";
import { LINE_COLOR, RED, SPACE_FILL } from "./palette";
import { moduleOn } from "./state";
import { spaceName } from "./words";

/** What the spaces layer shows beyond the printed board: it is redrawn only when this changes. */
export function markersKey(st: SiegeRoomState): string {
  let k = "";
  st.board.spaces.forEach((s) => (k += `${s.id}:${s.chaos}:${s.noEntry}:${s.bridge}|`));
  st.defenses.forEach((d) => (k += `D${d.space}:${d.kind}|`));
  st.trains.forEach((t) => (k += `T${t.id}:${t.space}:${t.side}:${t.passengers?.toArray().join(",") ?? ""}|`));
  st.rumors.forEach((r) => (k += `R${r.id}:${r.space}:${r.revealed}:${r.rumor}:${r.onMap}|`));
  st.mill?.places.forEach((p) => (k += `P${p.rumor}:${p.space}|`));
  return k;
}

const label = (text: string, size: number, width: number, color = 0xe8e4da) =>
  new Text({ text, style: { fontFamily: "PT Sans, sans-serif", fontSize: size, fontWeight: "700", fill: color, wordWrap: true, wordWrapWidth: width, align: "center", lineHeight: size + 1 } });

/** Town Center: a large hex with its name. */
function drawTc(layer: Container, sp: SiegeSpace, L: Layout): void {
  const c = L.center;
  const g = new Graphics();
  const pts: number[] = [];
  for (let i = 0; i < 6; i++) pts.push(c.x + TC_R * Math.cos((Math.PI / 3) * i), c.y + TC_R * Math.sin((Math.PI / 3) * i));
  g.poly(pts).fill(SPACE_FILL["town-center"]!).stroke({ width: 3, color: 0xc9b98a });
  layer.addChild(g);
  const t = label(spaceName(sp), 15, 120, 0xf3e6bd);
  t.label = "name";
  t.anchor.set(0.5, 0);
  t.position.set(c.x, c.y - TC_R * 0.86 + 4);
  layer.addChild(t);
}

/** Where a line's rail runs beside its spaces: right of the vertical rays (WH-Cargo), under the horizontal ones (Express-BV). */
function railOf(spaces: SiegeSpace[], L: Layout, line: string): { vertical: boolean; at: number; from: number; to: number } | null {
  // a phone's part shows one track: no rail runs through it (a train stands in its space, railPoint)
  if (L.narrow) return null;
  const own = spaces.filter((s) => s.line === line && s.num === 6);
  if (own.length !== 2) return null;
  const [a, b] = own.map((s) => L.boxOf(s)) as [SpaceBox, SpaceBox];
  const vertical = a.x === b.x;
  return vertical ? { vertical, at: a.x + a.w / 2 + 10, from: Math.min(a.y, b.y), to: Math.max(a.y, b.y) } : { vertical, at: a.y + a.h / 2 + 10, from: Math.min(a.x, b.x), to: Math.max(a.x, b.x) };
}

/** The point on a line's rail beside space `sp` (in TC: where the rail passes it, a little off its centre so two trains do not meet); on a phone, the foot of its space when the part shows it. */
function railPoint(sp: SiegeSpace, spaces: SiegeSpace[], L: Layout, line: string): Point | null {
  if (L.narrow) {
    if (!L.shows(sp)) return null;
    const b = L.boxOf(sp);
    return { x: sp.kind === "town-center" ? b.x + (line === "wh-cargo" ? -60 : 60) : b.x - 8, y: b.y + b.h / 2 - 16 };
  }
  const r = railOf(spaces, L, line);
  if (!r) return null;
  const b = L.boxOf(sp);
  const tc = sp.kind === "town-center";
  return r.vertical ? { x: r.at, y: tc ? b.y - 22 : b.y } : { x: tc ? b.x - 22 : b.x, y: r.at };
}

/** Where a train's token stands on the board (on its rail beside its space), or null when it is not on the board. */
export function trainPoint(st: SiegeRoomState, L: Layout, t: SiegeTrain): Point | null {
  const spaces = st.board.spaces.toArray();
  const sp = spaces.find((s) => s.id === t.space);
  return sp ? railPoint(sp, spaces, L, t.line || t.id) : null;
}

/** The train whose token lies under board point `p` (a click on a train picks its space), or null. */
export function trainAt(st: SiegeRoomState, L: Layout, p: Point): SiegeTrain | null {
  let out: SiegeTrain | null = null;
  st.trains.forEach((t) => {
    const c = trainPoint(st, L, t);
    if (c && Math.hypot(p.x - c.x, p.y - c.y) <= 17) out = t;
  });
  return out;
}

/**
 * The two rail lines (WH-Cargo orange on Forest + Highway, Express-BV blue on Mountain +
 * Suburbs), each one rail with sleepers beside its two tracks through Town Center, from #6 to #6
 * (a train never enters a Start space) with a buffer stop at each end.
 */
function drawRails(layer: Container, spaces: SiegeSpace[], L: Layout): void {
  const g = new Graphics();
  for (const line of ["wh-cargo", "express-bv"]) {
    const r = railOf(spaces, L, line);
    if (!r) continue;
    const color = LINE_COLOR[line] ?? 0x888888;
    const end = 30;
    const [x1, y1, x2, y2] = r.vertical ? [r.at, r.from - end, r.at, r.to + end] : [r.from - end, r.at, r.to + end, r.at];
    // sleepers across, then the rail, then a buffer stop at each end
    for (let d = 0; d <= r.to - r.from + 2 * end; d += 11) {
      if (r.vertical) g.moveTo(r.at - 6, y1 + d).lineTo(r.at + 6, y1 + d);
      else g.moveTo(x1 + d, r.at - 6).lineTo(x1 + d, r.at + 6);
    }
    g.stroke({ width: 2, color: 0x6b5a48, alpha: 0.9 });
    g.moveTo(x1, y1).lineTo(x2, y2).stroke({ width: 5, color, alpha: 0.9 });
    for (const [x, y] of [[x1, y1], [x2, y2]] as const) {
      if (r.vertical) g.moveTo(x - 9, y).lineTo(x + 9, y);
      else g.moveTo(x, y - 9).lineTo(x, y + 9);
    }
    g.stroke({ width: 4, color, alpha: 1 });
  }
  layer.addChild(g);
}

/** A Station's badge on the far side of its rail: the bonus's icon and amount, framed in the line's colour (Part A1). */
function drawStation(layer: Container, sp: SiegeSpace, spaces: SiegeSpace[], L: Layout): void {
  const bonus = STATION_BONUS[sp.station];
  const p = railPoint(sp, spaces, L, sp.line);
  // a phone's part has no rail to put the badge beside: the space's locomotive badge stands for it
  if (!bonus || !p || L.narrow) return;
  const vertical = railOf(spaces, L, sp.line)!.vertical;
  // clear of a train standing there (its ring, its side letter, the units aboard under it)
  const c = vertical ? { x: p.x + 40, y: p.y } : { x: p.x + 36, y: p.y + 22 };
  const g = new Graphics().roundRect(c.x - 22, c.y - 10, 44, 20, 10).fill(0x1b1d22).stroke({ width: 2, color: LINE_COLOR[sp.line] ?? 0xcccccc });
  layer.addChild(g);
  const icon = iconSprite(bonus.icon, c.x - 11, c.y, 14, bonus.tint, 1);
  if (icon) layer.addChild(icon);
  const n = label(bonus.amount, 11, 30, bonus.tint);
  n.anchor.set(0, 0.5);
  n.position.set(c.x - 2, c.y);
  layer.addChild(n);
}

/**
 * A train (Part A1) on its rail beside its space: a locomotive in a ring of its side's colour
 * (Departure orange, Arrival blue) with the side's letter, and the initials of the units aboard.
 */
function drawTrain(layer: Container, t: SiegeTrain, sp: SiegeSpace, spaces: SiegeSpace[], L: Layout, st: SiegeRoomState): void {
  const p = railPoint(sp, spaces, L, t.line || t.id);
  if (!p) return;
  const side = SIDE_COLOR[t.side] ?? 0xcccccc;
  layer.addChild(new Graphics().circle(p.x, p.y, 14).fill(0x1b1d22).stroke({ width: 4, color: side }));
  const s = iconSprite("steam-locomotive", p.x, p.y, 18, 0xf3efe6, 1);
  if (s) layer.addChild(s);
  const letter = has(`siege.sideLetter.${t.side}`) ? t_(`siege.sideLetter.${t.side}`) : t.side.slice(0, 1).toUpperCase();
  layer.addChild(new Graphics().circle(p.x + 11, p.y - 11, 7).fill(side));
  const l = label(letter, 10, 14, 0x111111);
  l.anchor.set(0.5);
  l.position.set(p.x + 11, p.y - 11);
  layer.addChild(l);
  const aboard = t.passengers?.toArray() ?? [];
  if (aboard.length) {
    const names = aboard.map((id) => { const u = st.units.get(id); return u ? initials(u) : id; }).join(" ");
    const w = 10 + names.length * 6;
    layer.addChild(new Graphics().roundRect(p.x - w / 2, p.y + 15, w, 15, 6).fill({ color: side, alpha: 0.9 }));
    const n = label(names, 10, w, 0x111111);
    n.anchor.set(0.5, 0);
    n.position.set(p.x, p.y + 16);
    layer.addChild(n);
  }
}

/** A rumor token (Part A2) at its space's lower right (a scroll): face down with a "?", revealed pale with its rumor's icon on it. */
function drawRumor(layer: Container, r: SiegeRumor, b: SpaceBox): void {
  const x = b.x + b.w / 2 - 32;
  const y = b.y + b.h / 2 - 12;
  layer.addChild(new Graphics().circle(x, y, 11).fill({ color: 0x1b1d22, alpha: 0.85 }));
  const scroll = iconSprite("scroll-unfurled", x, y, 20, r.revealed ? 0xf3e6bd : 0xd2aa5a, 1);
  if (scroll) layer.addChild(scroll);
  if (r.revealed) {
    const s = iconSprite(rumorIcon(r.rumor), x, y, 11, 0x2a2418, 1);
    if (s) layer.addChild(s);
  } else {
    const q = label("?", 13, 14, 0x111111);
    q.anchor.set(0.5);
    q.position.set(x, y);
    layer.addChild(q);
  }
}

/** A Place marker (Part A2) on its space, at the left edge (in TC at its lower left): the rumor's icon in a gold ring. */
function drawPlace(layer: Container, p: SiegePlace, sp: SiegeSpace, b: SpaceBox): void {
  const tc = sp.kind === "town-center";
  const x = tc ? b.x - TC_R * 0.5 : b.x - b.w / 2 + 12;
  const y = tc ? b.y + TC_R * 0.5 : b.y + 6;
  layer.addChild(new Graphics().circle(x, y, 10).fill(0x2a2418).stroke({ width: 2.5, color: 0xf2c94c }));
  const s = iconSprite(rumorIcon(p.rumor), x, y, 14, 0xf2c94c, 1);
  if (s) layer.addChild(s);
}

/** The legend of the rails (docs/development/client.md, "Visual language"): the two lines by colour and tracks, the sides by colour and letter, the face-down rumor. */
function drawLegend(layer: Container, st: SiegeRoomState): void {
  const trains = st.trains.size > 0 || moduleOn(st, "trains");
  const rumors = !!st.mill?.on;
  if (!trains && !rumors) return;
  const rows: [string, (g: Graphics, x: number, y: number) => void][] = [];
  if (trains) {
    for (const line of ["wh-cargo", "express-bv"]) rows.push([t_(`siege.legend.${line}`), (g, x, y) => g.moveTo(x, y).lineTo(x + 26, y).stroke({ width: 5, color: LINE_COLOR[line]! })]);
    rows.push([t_("siege.legend.sides"), (g, x, y) => g.circle(x + 6, y, 6).fill(SIDE_COLOR.departure!).circle(x + 20, y, 6).fill(SIDE_COLOR.arrival!)]);
  }
  if (rumors) rows.push([t_("siege.legend.rumor"), (g, x, y) => g.circle(x + 13, y, 8).fill(0xb59a5a)]);
  const x0 = 14;
  const y0 = 14;
  const box = new Graphics().roundRect(x0, y0, 290, 30 + rows.length * 22, 8).fill({ color: 0x1b1d22, alpha: 0.92 }).stroke({ width: 1.5, color: 0x3a3f48 });
  layer.addChild(box);
  const title = label(t_("siege.legend.title"), 13, 270, 0xe8e4da);
  title.position.set(x0 + 10, y0 + 6);
  layer.addChild(title);
  const g = new Graphics();
  rows.forEach(([text, draw], i) => {
    const y = y0 + 36 + i * 22;
    draw(g, x0 + 10, y);
    const l = label(text, 12, 240, 0xcfcac0);
    l.style.align = "left";
    l.anchor.set(0, 0.5);
    l.position.set(x0 + 44, y);
    layer.addChild(l);
  });
  layer.addChild(g);
}

/** One track space or box: its rounded rectangle, name, number and badges, and the markers on it. */
function drawSpace(layer: Container, sp: SiegeSpace, b: SpaceBox, size: number): void {
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
  const name = sp.name || sp.kind === "start" || sp.kind === "town-center" ? spaceName(sp) : "";
  if (name) {
    const left = sp.num >= 0 && sp.num < 7 ? 14 : 6;
    const right = 6 + badges.length * 18;
    const t = label(name, size, b.w - left - right, sp.kind === "start" ? 0xd9a0a0 : sp.kind === "town-center" ? 0xf3e6bd : 0xe8e4da);
    t.label = "name";
    t.anchor.set(0.5, 0);
    t.position.set(c.x - b.w / 2 + left + (b.w - left - right) / 2, c.y - b.h / 2 + 3);
    layer.addChild(t);
  }
}

/** Kingman's Minefield (§3.3) in the top right corner of its space: crossed bones with the Strength of its next attack (7, then 4). */
function drawMinefield(layer: Container, kind: string, b: SpaceBox): void {
  const x = b.x + b.w / 2 - 14;
  const y = b.y - b.h / 2 + 12;
  const s = iconSprite("skull-crossed-bones", x, y, 16, 0xd9c27a, 1);
  if (s) layer.addChild(s);
  const n = label(kind.slice("minefield-".length), 10, 16, 0xf2e3a8);
  n.position.set(x + 6, y - 8);
  layer.addChild(n);
}

/** The markers drawn over a space (Chaos with its count, No Entry): a flame and a barred sign, each with a letter too. */
function drawMarkers(layer: Container, sp: SiegeSpace, b: SpaceBox): void {
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

/** The printed board (rails, spaces, TC, Stations) and every marker, from the state's spaces, defenses, trains, rumors and Place markers, and the rails' legend. */
export function drawSpaces(layer: Container, st: SiegeRoomState, L: Layout): void {
  layer.removeChildren().forEach((c) => c.destroy({ children: true }));
  const spaces = st.board.spaces.toArray();
  drawRails(layer, spaces, L);
  const shown = spaces.filter((sp) => L.shows(sp));
  for (const sp of shown) {
    if (sp.kind === "town-center" && L.hexTc) drawTc(layer, sp, L);
    else drawSpace(layer, sp, L.boxOf(sp), L.nameSize);
    drawMarkers(layer, sp, L.boxOf(sp));
  }
  const byId = new Map(shown.map((s) => [s.id, s]));
  st.defenses.forEach((d) => {
    const sp = byId.get(d.space);
    if (!sp) return;
    const b = L.boxOf(sp);
    const c = b;
    // Kingman's Minefield (§3.3) beside a Barricade or Bastion, with the Strength of its next attack
    if (d.kind.startsWith("minefield")) return drawMinefield(layer, d.kind, c);
    const s = iconSprite(d.kind === "bastion" ? "stone-wall" : "barricade", c.x + b.w / 2 - 12, c.y + b.h / 2 - 12, 20, 0xc8955a, 1);
    if (s) layer.addChild(s);
  });
  for (const sp of shown) if (sp.station) drawStation(layer, sp, spaces, L);
  st.rumors.forEach((r) => {
    const sp = byId.get(r.space);
    // a revealed token has left the map (S-R3): its rumor is an item, a Place marker or a Secure card now
    if (sp && (!r.revealed || r.onMap !== false)) drawRumor(layer, r, L.boxOf(sp));
  });
  st.mill?.places.forEach((p) => {
    const sp = byId.get(p.space);
    if (sp) drawPlace(layer, p, sp, L.boxOf(sp));
  });
  st.trains.forEach((t) => {
    const sp = byId.get(t.space);
    if (sp) drawTrain(layer, t, sp, spaces, L, st);
  });
  // the rails' legend explains the rails, which a phone's part does not draw
  if (!L.narrow) drawLegend(layer, st);
}
