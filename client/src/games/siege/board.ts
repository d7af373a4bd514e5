import { Container, Graphics, Text } from "pixi.js";
import type { RoomState, SiegeRoomState, SiegeSpace } from "@zedfall/shared/protocol/schema";
import type { ActionView } from "../../shell/actions";
import { Camera } from "../../shell/camera";
import type { Board, BoardCallbacks, BoardReadout, Point } from "../../shell/plugin";
import { isNarrow, Layout, TC_R, viewOf, type PhoneView, type SpaceBox } from "./layout";
import { ViewSwitcher } from "./view-switcher";
import { ACCENT, BLUE as CONCERNED, RED } from "./palette";
import { markersKey, drawSpaces, trainAt, trainPoint } from "./spaces";
import { openDecision, siegeState, unitsOn } from "./state";
import { chit, chitLook, CHIT } from "./tokens";
import { pointUnit } from "./sheet-panel";

/** Half the side of a counter's tap target on screen: a target is at least 44 px square on a phone. */
const TAP_HALF = 22;

/**
 * The PixiJS Siege board (docs/development/client.md, "Visual language"): Town Center, the four tracks as rays, the boxes, the
 * markers, the counters on their spaces, the highlights of the legal actions and the effects of
 * combat. The spaces layer is redrawn when a marker changes, the counters when one changes; the
 * highlights on their own.
 */
export class SiegeBoard implements Board {
  readonly camera: Camera;
  private spaceLayer = new Container();
  private hiLayer = new Container();
  private unitLayer = new Container();
  private fxLayer = new Container();
  private state: SiegeRoomState | null = null;
  private views: ActionView[] = [];
  private hovered: string | null = null;
  private drawn = { spaces: "", units: "" };
  private layout: Layout;
  /** Where each counter is drawn (its centre in board pixels), for the hover and tap of a counter. */
  private chits: { id: string; x: number; y: number }[] = [];
  /** A phone's part switcher (layout.ts PhoneView), shown under the board box on a phone only. */
  private switcher = new ViewSwitcher((v) => this.showView(v));
  /** The frame that draws a part switched to (showView), or 0. */
  private redraw = 0;
  /** The legal list the phone's part last followed (a new list may bring another track into view). */
  private followed = "";

  constructor(
    private host: HTMLElement,
    private callbacks: BoardCallbacks,
  ) {
    this.layout = new Layout(isNarrow(host.clientWidth || innerWidth));
    this.camera = new Camera(host, { tap: (w, box) => this.onTap(w, box), hover: (w) => this.onPointer(w) });
  }

  /** Starts the renderer, stacks the layers and puts the phone's part switcher under the board box. */
  async init(): Promise<void> {
    await this.camera.init();
    this.camera.world.addChild(this.spaceLayer, this.hiLayer, this.unitLayer, this.fxLayer);
    this.host.after(this.switcher.el);
  }

  /**
   * Shows part `view` of the board on a phone (Town Center's or a track's, layout.ts); nothing on a
   * wide box, which shows the whole board. The part's spaces, counters and highlights are drawn again.
   */
  showView(view: PhoneView): void {
    if (!this.layout.narrow || view === this.layout.view) return;
    this.layout = new Layout(true, view);
    this.drawn = { spaces: "", units: "" };
    // drawn once at the next frame: a batch of events (fights on several tracks) switches parts many times
    if (this.redraw) return;
    this.redraw = requestAnimationFrame(() => {
      this.redraw = 0;
      if (this.state) this.draw(this.state, false);
    });
  }

  /** Draws what changed in the state, then the highlights. */
  update(room: RoomState, views: ActionView[]): void {
    const st = siegeState(room);
    const first = !this.state;
    this.state = st;
    this.views = views;
    if (!st.board.spaces.length) return;
    // a box that became narrow or wide (a turned phone, a resized window) gets the other layout
    const narrow = isNarrow(this.host.clientWidth || innerWidth);
    const relayout = narrow !== this.layout.narrow;
    if (relayout) {
      this.layout = new Layout(narrow, this.layout.view);
      this.drawn = { spaces: "", units: "" };
    }
    if (narrow) this.follow();
    this.draw(st, first || relayout);
  }

  /** Draws the spaces when their markers changed, the counters when they changed, then the highlights; `refit` fits the board to its box again. */
  private draw(st: SiegeRoomState, refit: boolean): void {
    const key = markersKey(st);
    if (key !== this.drawn.spaces) {
      this.drawn.spaces = key;
      drawSpaces(this.spaceLayer, st, this.layout);
      this.camera.invalidate();
    }
    if (refit || !this.drawn.units) this.camera.setContent(this.layout.width, this.layout.height, "reset");
    this.updateUnits(st);
    this.drawHighlights();
    this.switcher.update(st, this.views, this.layout);
  }

  /**
   * On a phone, a new legal list whose places all lie outside the part shown brings the part with
   * most of them into view (the player's next choice is on screen without a tap on the switcher).
   */
  private follow(): void {
    const places = this.views.map((v) => (v.place ? this.space(v.place) : undefined)).filter((sp): sp is SiegeSpace => !!sp);
    const key = places.map((sp) => sp.id).join(",");
    if (key === this.followed) return;
    this.followed = key;
    if (!places.length || places.some((sp) => this.layout.shows(sp))) return;
    const count = new Map<PhoneView, number>();
    for (const sp of places) count.set(viewOf(sp), (count.get(viewOf(sp)) ?? 0) + 1);
    const best = [...count.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    this.layout = new Layout(true, best);
    this.drawn = { spaces: "", units: "" };
  }

  /** Redraws only the highlights of the legal actions. */
  highlight(views: ActionView[]): void {
    this.views = views;
    if (this.layout.narrow && this.state) {
      const before = this.layout.view;
      this.follow();
      if (before !== this.layout.view) return this.draw(this.state, false);
    }
    this.drawHighlights();
    if (this.state) this.switcher.update(this.state, views, this.layout);
  }

  /** Lights a space (an action entry is hovered or focused); on a phone its part comes into view. */
  hover(place: string | null): void {
    this.hovered = place;
    this.bringIntoView(place);
    this.drawHighlights();
  }

  /** Page coordinates of a space's centre (its id) or of a counter (its unit id): the e2e clicks and the chooser popup use it. On a phone a space's part comes into view first. */
  screenOf(place: unknown): Point | null {
    const sp = typeof place === "string" ? this.space(place) : undefined;
    if (sp) {
      this.bringIntoView(sp.id);
      return this.camera.toPage(this.layout.boxOf(sp));
    }
    // a counter by its unit id: its chit's centre (the e2e taps a Zeds counter)
    const c = this.chits.find((x) => x.id === place);
    return c ? this.camera.toPage(c) : null;
  }

  /** Stops the renderer and removes the switcher. */
  destroy(): void {
    cancelAnimationFrame(this.redraw);
    this.switcher.el.remove();
    this.camera.destroy();
  }

  /** What the board draws on screen now: each name's and Strength's height in page pixels, each shown space's size, and whether it lies in the board box. */
  readout(): BoardReadout {
    const box = this.host.getBoundingClientRect();
    const inView = (x: number, y: number) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
    const canvas = this.camera.app.canvas.getBoundingClientRect();
    const texts: BoardReadout["texts"] = [];
    const walk = (c: Container) => {
      for (const ch of c.children) {
        if (ch instanceof Text && ch.label && ch.visible) {
          const m = ch.worldTransform;
          const b = ch.getBounds();
          const px = Number(ch.style.fontSize) * Math.hypot(m.c, m.d);
          texts.push({ kind: ch.label, text: ch.text, px, inView: inView(canvas.left + b.x + b.width / 2, canvas.top + b.y + b.height / 2) });
        } else walk(ch as Container);
      }
    };
    walk(this.camera.app.stage);
    const places: BoardReadout["places"] = [];
    const s = this.camera.world.scale.x;
    this.state?.board.spaces.forEach((sp) => {
      if (!this.layout.shows(sp)) return;
      const b = this.layout.boxOf(sp);
      const c = this.camera.toPage(b);
      places.push({ id: sp.id, w: b.w * s, h: b.h * s, inView: inView(c.x, c.y) });
    });
    return { texts, places };
  }

  /** On a phone, shows the part of the board that holds space `id` (nothing if it shows already). */
  private bringIntoView(id: string | null): void {
    const sp = id ? this.space(id) : undefined;
    if (sp && this.layout.narrow && !this.layout.shows(sp)) this.showView(viewOf(sp));
  }

  /** A red flash on a space (a combat there) that fades; on a phone its part comes into view. */
  flash(spaceId: string, color = RED): void {
    const sp = this.space(spaceId);
    if (!sp) return;
    this.bringIntoView(spaceId);
    const b = this.layout.boxOf(sp);
    const c = b;
    const g = new Graphics().roundRect(c.x - b.w / 2 - 4, c.y - b.h / 2 - 4, b.w + 8, b.h + 8, 12).stroke({ width: 5, color });
    this.camera.fade(this.fxLayer, g, 1100);
  }

  private space(id: string): SiegeSpace | undefined {
    return this.state?.board.spaces.toArray().find((s) => s.id === id);
  }

  /** Counters: rebuilt when any counter or its space changed, laid out in rows inside their space. */
  private updateUnits(st: SiegeRoomState): void {
    let key = this.layout.view;
    st.units.forEach((u) => (key += `${u.id}@${u.space}:${chitLook(u)}|`));
    if (key === this.drawn.units) return;
    this.drawn.units = key;
    this.unitLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    this.chits = [];
    st.board.spaces.forEach((sp) => {
      const here = unitsOn(st, sp.id);
      if (!here.length || !this.layout.shows(sp)) return;
      const slots = slotsIn(sp, this.layout.boxOf(sp), here.length, this.layout.hexTc);
      here.forEach((u, i) => {
        const view = chit(u);
        view.position.set(slots[i]!.x, slots[i]!.y);
        this.chits.push({ id: u.id, x: slots[i]!.x, y: slots[i]!.y });
        this.unitLayer.addChild(view);
      });
    });
    this.camera.invalidate();
  }

  private drawHighlights(): void {
    this.camera.invalidate();
    this.hiLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    if (!this.state) return;
    const g = new Graphics();
    this.hiLayer.addChild(g);
    const seen = new Set<string>();
    for (const v of this.views) {
      if (!v.place || seen.has(`${v.place}:${v.group}`)) continue;
      seen.add(`${v.place}:${v.group}`);
      const sp = this.space(v.place);
      if (!sp || !this.layout.shows(sp)) continue;
      const b = this.layout.boxOf(sp);
      const c = b;
      if (v.group === "siege-fight") g.roundRect(c.x - b.w / 2 - 3, c.y - b.h / 2 - 3, b.w + 6, b.h + 6, 12).stroke({ width: 4, color: RED });
      else g.roundRect(c.x - b.w / 2, c.y - b.h / 2, b.w, b.h, 10).fill({ color: ACCENT, alpha: 0.22 }).stroke({ width: 3, color: ACCENT, alpha: 0.95 });
    }
    // a train that may run or turn now: its token ringed too (it stands on its rail beside the lit space)
    const lit = new Set<string>();
    for (const v of this.views) if (typeof v.action.train === "string") lit.add(v.action.train);
    this.state.trains.forEach((t) => {
      const p = lit.has(t.id) ? trainPoint(this.state!, this.layout, t) : null;
      if (p) g.circle(p.x, p.y, 19).stroke({ width: 3, color: ACCENT, alpha: 0.95 });
    });
    // the space of the unit an open decision concerns (a Save, a defender to pick): a blue ring
    const d = openDecision(this.state);
    const concerned = d?.unit ? this.state.units.get(d.unit)?.space : undefined;
    const cs = concerned ? this.space(concerned) : undefined;
    if (cs && this.layout.shows(cs)) {
      const b = this.layout.boxOf(cs);
      g.roundRect(b.x - b.w / 2 - 6, b.y - b.h / 2 - 6, b.w + 12, b.h + 12, 14).stroke({ width: 4, color: CONCERNED });
    }
    const hv = this.hovered ? this.space(this.hovered) : undefined;
    if (hv && this.layout.shows(hv)) {
      const b = this.layout.boxOf(hv);
      const c = b;
      g.roundRect(c.x - b.w / 2 - 1, c.y - b.h / 2 - 1, b.w + 2, b.h + 2, 10).stroke({ width: 3, color: 0xffffff, alpha: 0.9 });
    }
  }

  /** The space under a world point (a train's token stands for its space), or null. */
  private spaceAt(world: Point): SiegeSpace | null {
    if (!this.state) return null;
    const train = trainAt(this.state, this.layout, world);
    if (train) return this.space(train.space) ?? null;
    let out: SiegeSpace | null = null;
    this.state.board.spaces.forEach((sp) => {
      if (this.layout.hits(sp, world)) out = sp;
    });
    return out;
  }

  /**
   * The counter at a board point: the nearest whose target holds it. A counter's target is the chit
   * itself, or for a tap at least 44 screen pixels square (a chit is smaller than that on a phone).
   */
  private unitAt(world: Point, tap: boolean): string | null {
    const half = Math.max(CHIT / 2, tap ? TAP_HALF / this.camera.world.scale.x : 0);
    let best: string | null = null;
    let dist = Infinity;
    for (const c of this.chits) {
      const dx = Math.abs(world.x - c.x);
      const dy = Math.abs(world.y - c.y);
      if (dx > half || dy > half || dx + dy >= dist) continue;
      best = c.id;
      dist = dx + dy;
    }
    return best;
  }

  private onPointer(world: Point): void {
    pointUnit(this.unitAt(world, false), "hover");
    const id = this.spaceAt(world)?.id ?? null;
    if (id === this.hovered) return;
    this.hovered = id;
    this.drawHighlights();
    this.callbacks.hover(id);
  }

  private onTap(world: Point, box: Point): void {
    pointUnit(this.unitAt(world, true), "tap");
    const sp = this.spaceAt(world);
    if (!sp || !this.state) return;
    const mine = unitsOn(this.state, sp.id).find((u) => u.side === "defenders");
    this.callbacks.tap(sp.id, mine?.id ?? null, box);
  }
}

/** Centres of `n` counters inside a space: rows under its name, packed closer when they do not fit; `hex`: Town Center is the wide board's hex. */
function slotsIn(sp: SiegeSpace, b: SpaceBox, n: number, hex: boolean): Point[] {
  const c = b;
  const tc = sp.kind === "town-center" && hex;
  const w = tc ? TC_R * 1.6 : b.w - 2;
  const named = !!sp.name || sp.kind === "start" || sp.kind === "town-center";
  // a phone's track space is narrow and tall: its name may take three lines
  const phone = !hex && b.h > 100 && b.w < 120;
  const top = tc ? c.y - TC_R * 0.5 : c.y - b.h / 2 + (named ? (phone ? 50 : b.w < 80 ? 44 : b.w < 120 ? 30 : 17) : 5);
  const gap = CHIT + 1;
  const perRow = Math.max(1, Math.floor(w / gap));
  const rows = Math.ceil(n / perRow);
  const bottom = tc ? c.y + TC_R * 0.8 : c.y + b.h / 2 - 2;
  const rowGap = rows > 1 ? Math.min(gap, (bottom - top - CHIT) / (rows - 1)) : gap;
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, n - row * perRow);
    const col = i % perRow;
    out.push({ x: c.x + (col - (inRow - 1) / 2) * gap, y: top + CHIT / 2 + row * rowGap });
  }
  return out;
}
