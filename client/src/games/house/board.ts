import { Application, Container, Graphics, Rectangle, Sprite, Text, Texture, UPDATE_PRIORITY, type FederatedPointerEvent } from "pixi.js";
import type { RoomState, SquareState, UnitState } from "@zedfall/shared/src/protocol";
import type { ActionView, Sq } from "./actions";
import { iconTexture } from "../../shell/icons";
import { has, t } from "../../shell/i18n";
import { babyToken, carrierBadge, crawlerToken, drawCellarLink, drawClimbMark, drawGrab, drawLinkBarricade, type Geometry } from "./expansions";
import { babySquare } from "./state";

/** Size of one square in board units (the board is scaled to fit the screen). */
export const C = 40;

const ROOM_TINT: Record<string, number> = {
  living: 0x8a7560, kitchen: 0x76806a, hall: 0x7a7470, bedroom: 0x7a6e86, bathroom: 0x62808c, office: 0x86785c,
  garage: 0x66686c, cellar: 0x5e564c, car: 0x4b5a48,
};
const YARD = 0x3d4a3a;
const WALL = 0x15161a;
export const SEAT_COLOR: Record<string, number> = { human1: 0xe07b39, human2: 0x3fb36a, human3: 0x9b6ee0, human4: 0xe0588a, zombie: 0x7d9a63 };
const ACCENT = 0xf2c94c;
const RED = 0xe5484d;
const BLUE = 0x4aa3ff;

/**
 * The PixiJS House board: squares tinted by room with labels, walls, doors with swing arcs,
 * windows as double lines, furniture and search squares with icons, barricades, figures, and the
 * highlights of the legal actions. Clicks and taps on a square go to `onSquare`; drag pans, wheel
 * and pinch zoom.
 */
export class BoardView {
  app = new Application();
  private world = new Container();
  private staticLayer = new Container();
  private barLayer = new Container();
  private hiLayer = new Container();
  private unitLayer = new Container();
  private fxLayer = new Container();
  private drawnBoard = "";
  private drawnCellar = false;
  private zoomLevel = 1;
  private fitScale = 1;
  private hover: Sq | null = null;
  private views: ActionView[] = [];
  private state: RoomState | null = null;
  private activeFigure: string | null = null;
  private reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
  private geo: Geometry = { C, center: (sq) => this.center(sq) };
  /** Something changed since the last frame was drawn. */
  private dirty = true;
  /** Effects fading now (each frame is drawn while any runs). */
  private fading = 0;

  constructor(
    private host: HTMLElement,
    private onSquare: (sq: Sq, global: { x: number; y: number }) => void,
    private onHover: (sq: Sq | null) => void = () => {},
  ) {}

  async init(): Promise<void> {
    await this.app.init({ resizeTo: this.host, background: 0x101215, antialias: true, autoDensity: true, resolution: Math.min(devicePixelRatio || 1, 2) });
    this.app.canvas.setAttribute("aria-hidden", "true");
    this.host.appendChild(this.app.canvas);
    this.world.addChild(this.staticLayer, this.barLayer, this.hiLayer, this.unitLayer, this.fxLayer);
    this.app.stage.addChild(this.world);
    this.app.stage.eventMode = "static";
    this.app.stage.hitArea = new Rectangle(-1e5, -1e5, 2e5, 2e5);
    this.bindPointer();
    // draw on demand: the board is still most of the time, and a frame of it costs (software GL in
    // headless browsers, laptop batteries); every change below marks it dirty, effects draw while they run
    this.app.ticker.remove(this.app.render, this.app);
    this.app.ticker.add(
      () => {
        if (!this.dirty && this.fading === 0) return;
        this.dirty = false;
        this.app.render();
      },
      undefined,
      UPDATE_PRIORITY.LOW,
    );
    new ResizeObserver(() => this.fit(false)).observe(this.host);
  }

  /** Asks for a new frame (the ticker draws it once). */
  private invalidate(): void {
    this.dirty = true;
  }

  /** Board-space position of a square's top-left corner (cellar inset to the right of the main board). */
  private origin(z: number): { x: number; y: number } {
    const st = this.state;
    return z === 1 && st ? { x: (st.board.width + 1) * C, y: C } : { x: 0, y: 0 };
  }
  px(sq: Sq): { x: number; y: number } {
    const o = this.origin(sq.z);
    return { x: o.x + sq.x * C, y: o.y + sq.y * C };
  }
  center(sq: Sq): { x: number; y: number } {
    const p = this.px(sq);
    return { x: p.x + C / 2, y: p.y + C / 2 };
  }

  /** Page (client) coordinates of a square's centre: used by the keyboard-free e2e clicks and by popups. */
  screenOf(sq: Sq): { x: number; y: number } {
    const g = this.world.toGlobal(this.center(sq));
    const r = this.app.canvas.getBoundingClientRect();
    return { x: r.left + g.x, y: r.top + g.y };
  }

  /** The square under a board-space point, or null. */
  private squareAt(x: number, y: number): Sq | null {
    const st = this.state;
    if (!st) return null;
    const main = { x: Math.floor(x / C), y: Math.floor(y / C), z: 0 };
    if (main.x >= 0 && main.y >= 0 && main.x < st.board.width && main.y < st.board.height) return main;
    if (st.board.cellarRevealed) {
      const o = this.origin(1);
      const c = { x: Math.floor((x - o.x) / C), y: Math.floor((y - o.y) / C), z: 1 };
      if (c.x >= 0 && c.y >= 0 && c.x < st.board.cellarWidth && c.y < st.board.cellarHeight) return c;
    }
    return null;
  }

  setState(st: RoomState): void {
    this.state = st;
    try {
      this.activeFigure = JSON.parse(st.turn || "{}")?.humanTurn?.active ?? null;
    } catch {
      this.activeFigure = null;
    }
    const key = `${st.board.id}:${st.board.squares.length}:${st.board.cellarRevealed}:${this.activeFigure}:${searchKey(st)}`;
    if (st.board.squares.length && key !== this.drawnBoard) {
      const first = !this.drawnBoard;
      // the cellar inset appears beside the board once found (house §5): the fit takes it in
      const cellarNow = st.board.cellarRevealed && !this.drawnCellar;
      this.drawnBoard = key;
      this.drawnCellar = st.board.cellarRevealed;
      this.drawStatic(st);
      if (first) this.fit(true);
      else if (cellarNow) this.fit(false);
    }
    this.drawBarricades(st);
    this.drawUnits(st);
    this.drawHighlights();
    this.invalidate();
  }

  setActions(views: ActionView[]): void {
    this.views = views;
    this.drawHighlights();
  }

  setHover(sq: Sq | null): void {
    this.hover = sq;
    this.drawHighlights();
  }

  // ---------- static board ----------

  private drawStatic(st: RoomState): void {
    this.staticLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    const g = new Graphics();
    this.staticLayer.addChild(g);
    const squares: SquareState[] = st.board.squares.toArray();
    const visible = (s: SquareState) => s.z === 0 || st.board.cellarRevealed;
    for (const s of squares) {
      if (!visible(s)) continue;
      const p = this.px(s);
      const tint = s.room ? ROOM_TINT[s.room] ?? 0x77726c : YARD;
      g.rect(p.x, p.y, C, C).fill(tint);
      g.rect(p.x + 0.5, p.y + 0.5, C - 1, C - 1).stroke({ width: 1, color: 0x000000, alpha: 0.14 });
    }
    // obstacles: darker rounded blocks with an icon; search squares get a magnifier badge
    const searchedByActive = new Set<string>();
    st.board.searchSquares.forEach((sq) => {
      if (this.activeFigure && sq.searchedBy.toArray().includes(this.activeFigure)) searchedByActive.add(sq.id);
    });
    for (const s of squares) {
      if (!visible(s) || s.terrain !== "obstacle") continue;
      const p = this.px(s);
      const kind = s.obstacle;
      const color = kind === "bush" ? 0x2c5a2a : kind === "car" ? 0x3b4654 : 0x4a3b2e;
      const dim = s.search && searchedByActive.has(s.search);
      g.roundRect(p.x + 3, p.y + 3, C - 6, C - 6, 7).fill({ color, alpha: dim ? 0.5 : 1 }).stroke({ width: 1.5, color: 0x000000, alpha: 0.4 });
      const icon = s.search ? searchIcon(st, s.search) : kind === "bush" ? "pine-tree" : kind === "car" ? "car-wheel" : "wooden-crate";
      this.addIcon(icon, p.x + C / 2, p.y + C / 2, C * 0.55, 0xe8e0d0, dim ? 0.35 : 0.85);
      if (s.search) {
        g.circle(p.x + C - 8, p.y + 8, 7).fill({ color: BLUE, alpha: dim ? 0.4 : 1 });
        this.addIcon("magnifying-glass", p.x + C - 8, p.y + 8, 10, 0xffffff, dim ? 0.5 : 1);
      }
    }
    // stairs of the cellar
    for (const s of squares) if (s.stair >= 0 && visible(s)) {
      const p = this.px(s);
      this.addIcon("stairs", p.x + C / 2, p.y + C / 2, C * 0.6, 0xd8d0c0, 0.6);
    }
    // edges: walls, doors, windows
    const w = new Graphics();
    this.staticLayer.addChild(w);
    st.board.edges.forEach((e) => {
      if (e.z === 1 && !st.board.cellarRevealed) return;
      const a = this.px({ x: e.ax, y: e.ay, z: e.z });
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
        // a gap with wall stubs and a small swing arc
        w.moveTo(x1, y1).lineTo(vertical ? x1 : x1 + 5, vertical ? y1 + 5 : y1).stroke({ width: 5, color: WALL });
        w.moveTo(x2, y2).lineTo(vertical ? x2 : x2 - 5, vertical ? y2 - 5 : y2).stroke({ width: 5, color: WALL });
        const r = C - 10;
        if (vertical) w.moveTo(x1, y1 + 5).arc(x1, y1 + 5, r, Math.PI / 2, Math.PI / 2 - Math.PI / 2, true);
        else w.moveTo(x1 + 5, y1).arc(x1 + 5, y1, r, 0, Math.PI / 2);
        w.stroke({ width: 1, color: 0xd9c8a0, alpha: 0.7 });
      }
    });
    // room labels
    st.board.rooms.forEach((r) => {
      if (r.z === 1 && !st.board.cellarRevealed) return;
      const p = this.px(r);
      const label = new Text({
        text: has(`room.${r.id}`) ? t(`room.${r.id}`) : r.id,
        style: { fontFamily: "PT Sans, sans-serif", fontSize: 11, fill: 0xf3efe6, fontWeight: "700", letterSpacing: 0.5 },
      });
      label.position.set(p.x + 5, p.y + 3);
      const pill = new Graphics().roundRect(p.x + 2, p.y + 2, label.width + 7, label.height + 2, 4).fill({ color: 0x000000, alpha: 0.35 });
      this.staticLayer.addChild(pill, label);
    });
    // board frame, cellar caption
    const frame = new Graphics();
    frame.rect(0, 0, st.board.width * C, st.board.height * C).stroke({ width: 2, color: 0x000000, alpha: 0.6 });
    this.staticLayer.addChild(frame);
    if (st.board.cellarRevealed) {
      const o = this.origin(1);
      const cap = new Text({ text: has("room.cellar") ? t("room.cellar") : "cellar", style: { fontFamily: "PT Sans, sans-serif", fontSize: 14, fill: 0xf3efe6 } });
      cap.position.set(o.x, o.y - 22);
      const inset = new Graphics().rect(o.x - 3, o.y - 3, st.board.cellarWidth * C + 6, st.board.cellarHeight * C + 6).stroke({ width: 2, color: 0xd9b26a, alpha: 0.6 });
      this.staticLayer.addChild(cap, inset);
      drawCellarLink(this.staticLayer, st, this.geo);
    }
  }

  private addIcon(name: string, cx: number, cy: number, size: number, tint: number, alpha: number, layer: Container = this.staticLayer): void {
    const tex = iconTexture(name);
    if (!tex) return;
    const s = new Sprite(tex);
    s.anchor.set(0.5);
    s.width = size;
    s.height = size;
    s.tint = tint;
    s.alpha = alpha;
    s.position.set(cx, cy);
    layer.addChild(s);
  }

  // ---------- barricades and units ----------

  private drawBarricades(st: RoomState): void {
    this.barLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    const g = new Graphics();
    this.barLayer.addChild(g);
    st.barricades.forEach((b) => {
      if (b.key === "link") return drawLinkBarricade(g, this.barLayer, st, this.geo);
      if (b.z === 1 && !st.board.cellarRevealed) return;
      const a = this.center({ x: b.ax, y: b.ay, z: b.z });
      const c = this.center({ x: b.bx, y: b.by, z: b.z });
      const mx = (a.x + c.x) / 2;
      const my = (a.y + c.y) / 2;
      const vertical = b.ay === b.by && b.z === 0;
      for (const off of [-9, 0, 9]) {
        if (vertical) g.roundRect(mx - 4, my + off - 3.5, 8, 7, 2);
        else g.roundRect(mx + off - 3.5, my - 4, 7, 8, 2);
      }
      g.fill(0x9a6a3a).stroke({ width: 1, color: 0x3a2410 });
      if (vertical) g.rect(mx - 2, my - C / 2 + 3, 4, C - 6).fill(0xb9834a);
      else g.rect(mx - C / 2 + 3, my - 2, C - 6, 4).fill(0xb9834a);
    });
  }

  private drawUnits(st: RoomState): void {
    this.unitLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    const marks = new Graphics();
    this.unitLayer.addChild(marks);
    st.units.forEach((u) => {
      if (!u.placed || !u.alive || (u.z === 1 && !st.board.cellarRevealed)) return;
      if (u.kind === "crawler") {
        drawClimbMark(marks, u, this.geo);
        this.unitLayer.addChild(crawlerToken(u, this.geo));
        return;
      }
      const token = u.kind === "human" ? this.humanToken(u) : this.zombieToken(u);
      if (u.kind === "human" && u.carriesBaby) carrierBadge(token, this.geo);
      this.unitLayer.addChild(token);
    });
    const baby = babySquare(st);
    if (baby && (baby.z === 0 || st.board.cellarRevealed)) {
      let shared = false;
      st.units.forEach((u) => {
        if (u.placed && u.alive && u.x === baby.x && u.y === baby.y && u.z === baby.z) shared = true;
      });
      this.unitLayer.addChild(babyToken(baby, this.geo, shared));
    }
    drawGrab(marks, st, this.geo);
  }

  private humanToken(u: UnitState): Container {
    const c = new Container();
    const p = this.center(u);
    c.position.set(p.x, p.y);
    const color = SEAT_COLOR[u.seat] ?? 0xcccccc;
    const g = new Graphics();
    const r = C * 0.38;
    // facing wedge
    const ang = { N: -Math.PI / 2, E: 0, S: Math.PI / 2, W: Math.PI }[u.facing as "N"] ?? 0;
    g.moveTo(Math.cos(ang) * (r + 7), Math.sin(ang) * (r + 7))
      .lineTo(Math.cos(ang + 0.6) * r, Math.sin(ang + 0.6) * r)
      .lineTo(Math.cos(ang - 0.6) * r, Math.sin(ang - 0.6) * r)
      .fill(0xffffff);
    g.circle(0, 0, r).fill(color).stroke({ width: 2, color: this.activeFigure === u.id ? ACCENT : 0x111111 });
    c.addChild(g);
    const name = has(`character.${u.id}`) ? t(`character.${u.id}`) : u.name;
    const initials = new Text({ text: name.replace(/^(Granny |Бабушка )/, "").slice(0, 2), style: { fontFamily: "PT Sans, sans-serif", fontSize: 13, fontWeight: "700", fill: 0x111111 } });
    initials.anchor.set(0.5);
    c.addChild(initials);
    // wound pips along the bottom
    const pips = new Graphics();
    for (let i = 0; i < u.maxWounds; i++) {
      const x = (i - (u.maxWounds - 1) / 2) * 6;
      pips.circle(x, r + 1, 2.4).fill(i < u.wounds ? RED : 0x222222).stroke({ width: 0.8, color: 0xffffff, alpha: 0.8 });
    }
    c.addChild(pips);
    return c;
  }

  private zombieToken(u: UnitState): Container {
    const c = new Container();
    const p = this.center(u);
    c.position.set(p.x, p.y);
    const r = u.kind === "crawler" ? C * 0.26 : C * 0.36;
    const g = new Graphics();
    g.circle(0, 0, r).fill(0x6d8a55).stroke({ width: 2, color: 0x1d2a14 });
    c.addChild(g);
    this.addIcon("shambling-zombie", 0, 0, r * 1.5, 0x18210f, 0.95, c);
    return c;
  }

  // ---------- highlights ----------

  private drawHighlights(): void {
    this.invalidate();
    this.hiLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    const g = new Graphics();
    this.hiLayer.addChild(g);
    const seen = new Set<string>();
    for (const v of this.views) {
      if (!v.square) continue;
      const k = `${v.square.x},${v.square.y},${v.square.z},${v.group}`;
      if (seen.has(k)) continue;
      seen.add(k);
      if (v.square.z === 1 && !this.state?.board.cellarRevealed) continue;
      const p = this.px(v.square);
      if (v.group === "attack") g.circle(p.x + C / 2, p.y + C / 2, C * 0.46).stroke({ width: 3, color: RED });
      else if (v.group === "search") g.roundRect(p.x + 2, p.y + 2, C - 4, C - 4, 6).stroke({ width: 3, color: BLUE });
      else g.rect(p.x + 1, p.y + 1, C - 2, C - 2).fill({ color: ACCENT, alpha: 0.33 }).stroke({ width: 2, color: ACCENT, alpha: 0.9 });
    }
    if (this.hover) {
      const p = this.px(this.hover);
      g.rect(p.x, p.y, C, C).stroke({ width: 3, color: 0xffffff, alpha: 0.9 });
    }
  }

  // ---------- effects ----------

  /** A red line from one square to another that fades (an attack). */
  attackLine(from: Sq, to: Sq): void {
    const a = this.center(from);
    const b = this.center(to);
    const g = new Graphics();
    g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 4, color: RED });
    g.circle(b.x, b.y, C * 0.45).stroke({ width: 3, color: RED });
    this.fade(g, 900);
  }

  /** A burst on a square (a wound or a kill). */
  burst(at: Sq, color = RED): void {
    const c = this.center(at);
    const g = new Graphics();
    for (let i = 0; i < 8; i++) {
      const ang = (i / 8) * Math.PI * 2;
      g.moveTo(c.x + Math.cos(ang) * 8, c.y + Math.sin(ang) * 8).lineTo(c.x + Math.cos(ang) * 22, c.y + Math.sin(ang) * 22);
    }
    g.stroke({ width: 3, color });
    this.fade(g, 800);
  }

  private fade(g: Graphics, ms: number): void {
    this.fxLayer.addChild(g);
    this.invalidate();
    if (this.reduced) {
      setTimeout(() => {
        g.destroy();
        this.invalidate();
      }, ms);
      return;
    }
    const start = performance.now();
    this.fading++;
    const tick = () => {
      const k = (performance.now() - start) / ms;
      if (k >= 1 || g.destroyed) {
        this.app.ticker.remove(tick);
        this.fading--;
        this.invalidate();
        if (!g.destroyed) g.destroy();
        return;
      }
      g.alpha = 1 - k;
    };
    this.app.ticker.add(tick);
  }

  // ---------- camera ----------

  /** Scales the board to fit its box (and re-centres it). */
  fit(reset: boolean): void {
    const st = this.state;
    if (!st || !this.app.renderer) return;
    const bw = (st.board.width + (st.board.cellarRevealed ? st.board.cellarWidth + 1 : 0)) * C + 8;
    const bh = Math.max(st.board.height, st.board.cellarRevealed ? st.board.cellarHeight + 1 : 0) * C + 8;
    const W = this.host.clientWidth;
    const H = this.host.clientHeight;
    this.fitScale = Math.min(W / bw, H / bh);
    if (reset) this.zoomLevel = 1;
    const s = this.fitScale * this.zoomLevel;
    this.world.scale.set(s);
    if (reset || this.zoomLevel === 1) this.world.position.set((W - (bw - 8) * s) / 2, (H - (bh - 8) * s) / 2);
    this.invalidate();
  }

  zoomBy(f: number, cx = this.host.clientWidth / 2, cy = this.host.clientHeight / 2): void {
    const before = this.world.toLocal({ x: cx, y: cy });
    this.zoomLevel = Math.max(0.5, Math.min(4, this.zoomLevel * f));
    this.world.scale.set(this.fitScale * this.zoomLevel);
    const after = this.world.toGlobal(before);
    this.world.position.x += cx - after.x;
    this.world.position.y += cy - after.y;
    this.invalidate();
  }

  panBy(dx: number, dy: number): void {
    this.world.position.x += dx;
    this.world.position.y += dy;
    this.invalidate();
  }

  private bindPointer(): void {
    const stage = this.app.stage;
    const pointers = new Map<number, { x: number; y: number }>();
    let moved = 0;
    let pinch = 0;
    stage.on("pointerdown", (e: FederatedPointerEvent) => {
      pointers.set(e.pointerId, { x: e.global.x, y: e.global.y });
      moved = 0;
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        pinch = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      }
    });
    stage.on("pointermove", (e: FederatedPointerEvent) => {
      const prev = pointers.get(e.pointerId);
      const local = this.world.toLocal(e.global);
      const sq = this.squareAt(local.x, local.y);
      if ((sq?.x !== this.hover?.x || sq?.y !== this.hover?.y || sq?.z !== this.hover?.z) && e.pointerType === "mouse") {
        this.hover = sq;
        this.drawHighlights();
        this.onHover(sq);
      }
      if (!prev) return;
      const dx = e.global.x - prev.x;
      const dy = e.global.y - prev.y;
      pointers.set(e.pointerId, { x: e.global.x, y: e.global.y });
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        const d = Math.hypot(a!.x - b!.x, a!.y - b!.y);
        if (pinch > 0) this.zoomBy(d / pinch, (a!.x + b!.x) / 2, (a!.y + b!.y) / 2);
        pinch = d;
        moved += 10;
        return;
      }
      moved += Math.abs(dx) + Math.abs(dy);
      if (moved > 6) this.panBy(dx, dy);
    });
    const up = (e: FederatedPointerEvent) => {
      const had = pointers.delete(e.pointerId);
      if (!had || pointers.size > 0) return;
      if (moved <= 6) {
        const local = this.world.toLocal(e.global);
        const sq = this.squareAt(local.x, local.y);
        if (sq) this.onSquare(sq, { x: e.global.x, y: e.global.y });
      }
    };
    stage.on("pointerup", up);
    stage.on("pointerupoutside", up);
    this.app.canvas.addEventListener(
      "wheel",
      (e) => {
        e.preventDefault();
        const r = this.app.canvas.getBoundingClientRect();
        this.zoomBy(e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX - r.left, e.clientY - r.top);
      },
      { passive: false },
    );
  }
}

function searchKey(st: RoomState): string {
  let k = "";
  st.board.searchSquares.forEach((s) => (k += s.searchedBy.length));
  return k;
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

export { Texture };
