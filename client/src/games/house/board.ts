import { Container, Graphics } from "pixi.js";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { ActionView } from "../../shell/actions";
import { Camera } from "../../shell/camera";
import type { Board, BoardCallbacks, Point } from "../../shell/plugin";
import { babyToken, drawClimbMark, drawGrab, drawLinkBarricade } from "./expansions";
import { drawFloor, floorKey } from "./floor";
import { drawRoomLabels } from "./room-labels";
import { boardSize, geometryOf, squareAt } from "./geometry";
import { ACCENT, BLUE, RED } from "./palette";
import { pointFigure } from "./sheet-panel";
import { activeFigure, babySquare, heldFigure } from "./state";
import { isSq, placeSq, sameSq, sqLabel, type Sq } from "./squares";
import { tokenLook, tokenPosition, unitToken } from "./tokens";

/** A unit's token on the board and what it was drawn from. */
interface Token {
  view: Container;
  look: string;
  at: string;
}

/**
 * The PixiJS House board: the floor (rooms, walls, doors, windows, furniture, search squares, the
 * cellar inset), barricades, the units' tokens, crawler marks and grabs, the baby, the rooms' names
 * over them, the highlights of the legal actions and the effects of attacks. Each layer is redrawn
 * only when what it shows changed; tokens are kept by unit id and moved, rebuilt, added or removed
 * one by one.
 */
export class HouseBoard implements Board {
  readonly camera: Camera;
  private floorLayer = new Container();
  private barLayer = new Container();
  private hiLayer = new Container();
  private markLayer = new Container();
  private unitLayer = new Container();
  private babyLayer = new Container();
  private labelLayer = new Container();
  private fxLayer = new Container();
  private state: RoomState | null = null;
  private geo = geometryOf(() => this.state);
  private views: ActionView[] = [];
  private hovered: Sq | null = null;
  private tokens = new Map<string, Token>();
  /** What each redrawn-as-a-whole layer was last drawn from. */
  private drawn = { floor: "", barricades: "", marks: "", baby: "" };
  private cellarShown = false;

  constructor(
    host: HTMLElement,
    private callbacks: BoardCallbacks,
  ) {
    this.camera = new Camera(host, { tap: (w, box) => this.onTap(w, box), hover: (w) => this.onPointer(w) });
    // the mouse leaving the board leaves every figure: its sheet's peek closes
    host.addEventListener("pointerleave", () => pointFigure(null, "hover"));
  }

  /** Starts the renderer and stacks the layers. */
  async init(): Promise<void> {
    await this.camera.init();
    this.camera.world.addChild(this.floorLayer, this.barLayer, this.hiLayer, this.markLayer, this.unitLayer, this.babyLayer, this.labelLayer, this.fxLayer);
  }

  /** Draws what changed in the state, then the highlights. */
  update(st: RoomState, views: ActionView[]): void {
    this.state = st;
    this.views = views;
    this.updateFloor(st);
    this.updateBarricades(st);
    this.updateTokens(st);
    this.updateMarks(st);
    this.updateBaby(st);
    this.drawHighlights();
  }

  /** Redraws only the highlights of the legal actions. */
  highlight(views: ActionView[]): void {
    this.views = views;
    this.drawHighlights();
  }

  /** Lights the square of a place key (an action entry is hovered or focused). */
  hover(place: string | null): void {
    this.hovered = place ? placeSq(place) : null;
    this.drawHighlights();
  }

  /** Page coordinates of a square's centre ({x, y, z}): the e2e clicks and the chooser popup use it. */
  screenOf(place: unknown): Point | null {
    return isSq(place) ? this.camera.toPage(this.geo.center(place)) : null;
  }

  /** Stops the renderer. */
  destroy(): void {
    this.camera.destroy();
    this.tokens.clear();
  }

  /** A red line from one square to another that fades (an attack). */
  attackLine(from: Sq, to: Sq): void {
    const a = this.geo.center(from);
    const b = this.geo.center(to);
    const g = new Graphics();
    g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 4, color: RED });
    g.circle(b.x, b.y, this.geo.C * 0.45).stroke({ width: 3, color: RED });
    this.camera.fade(this.fxLayer, g, 900);
  }

  /** A burst on a square (a wound or a kill). */
  burst(at: Sq, color = RED): void {
    const c = this.geo.center(at);
    const g = new Graphics();
    for (let i = 0; i < 8; i++) {
      const ang = (i / 8) * Math.PI * 2;
      g.moveTo(c.x + Math.cos(ang) * 8, c.y + Math.sin(ang) * 8).lineTo(c.x + Math.cos(ang) * 22, c.y + Math.sin(ang) * 22);
    }
    g.stroke({ width: 3, color });
    this.camera.fade(this.fxLayer, g, 800);
  }

  // ---------- layers ----------

  private updateFloor(st: RoomState): void {
    const active = activeFigure(st);
    const key = floorKey(st, active);
    if (!st.board.squares.length || key === this.drawn.floor) return;
    const first = !this.drawn.floor;
    // the cellar inset appears beside the board once found (house §5): the fit takes it in
    const cellarNow = st.board.cellarRevealed && !this.cellarShown;
    this.drawn.floor = key;
    this.cellarShown = st.board.cellarRevealed;
    drawFloor(this.floorLayer, st, this.geo, active);
    drawRoomLabels(this.labelLayer, st, this.geo, this.camera.legible);
    const size = boardSize(st);
    this.camera.setContent(size.width, size.height, first ? "reset" : cellarNow ? "keep" : "none");
    this.camera.invalidate();
  }

  private updateBarricades(st: RoomState): void {
    const keys: string[] = [];
    st.barricades.forEach((b) => keys.push(b.key));
    const key = `${st.board.cellarRevealed}:${keys.sort().join(" ")}`;
    if (key === this.drawn.barricades) return;
    this.drawn.barricades = key;
    this.barLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    const g = new Graphics();
    this.barLayer.addChild(g);
    const C = this.geo.C;
    st.barricades.forEach((b) => {
      if (b.key === "link") return drawLinkBarricade(g, this.barLayer, st, this.geo);
      if (b.z === 1 && !st.board.cellarRevealed) return;
      const a = this.geo.center({ x: b.ax, y: b.ay, z: b.z });
      const c = this.geo.center({ x: b.bx, y: b.by, z: b.z });
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
    this.camera.invalidate();
  }

  /** Tokens by unit id: a moved unit's token moves, a changed one is rebuilt, new ones are added, gone ones removed. */
  private updateTokens(st: RoomState): void {
    const active = activeFigure(st);
    const seen = new Set<string>();
    st.units.forEach((u) => {
      if (!u.placed || !u.alive || (u.z === 1 && !st.board.cellarRevealed)) return;
      seen.add(u.id);
      const look = tokenLook(u, active === u.id);
      const at = sqLabel(u);
      let token = this.tokens.get(u.id);
      if (token && token.look === look && token.at === at) return;
      if (!token || token.look !== look) {
        token?.view.destroy({ children: true });
        token = { view: unitToken(u, active === u.id, this.geo, this.camera.legible), look, at: "" };
        this.unitLayer.addChild(token.view);
        this.tokens.set(u.id, token);
      }
      const p = tokenPosition(u, this.geo);
      token.view.position.set(p.x, p.y);
      token.at = at;
      this.camera.invalidate();
    });
    for (const [id, token] of this.tokens) {
      if (seen.has(id)) continue;
      token.view.destroy({ children: true });
      this.tokens.delete(id);
      this.camera.invalidate();
    }
  }

  /** Crawlers' climb marks and the grab chain (under the tokens). */
  private updateMarks(st: RoomState): void {
    const grab = heldFigure(st);
    let key = `${st.board.cellarRevealed}:${grab ? `${grab.crawler}>${grab.figure}` : ""}`;
    st.units.forEach((u) => {
      if (u.placed && (u.kind === "crawler" || (grab && (u.id === grab.crawler || u.id === grab.figure)))) key += `|${u.id}@${sqLabel(u)}:${u.alive}:${u.climbing}`;
    });
    if (key === this.drawn.marks) return;
    this.drawn.marks = key;
    this.markLayer.removeChildren().forEach((c) => c.destroy());
    const marks = new Graphics();
    this.markLayer.addChild(marks);
    st.units.forEach((u) => {
      if (u.kind === "crawler" && u.placed && u.alive && (u.z === 0 || st.board.cellarRevealed)) drawClimbMark(marks, u, this.geo);
    });
    drawGrab(marks, st, this.geo);
    this.camera.invalidate();
  }

  /** The baby token: in the middle of its square, or in a corner when a unit stands there too. */
  private updateBaby(st: RoomState): void {
    const baby = babySquare(st);
    const shown = baby && (baby.z === 0 || st.board.cellarRevealed) ? baby : null;
    let shared = false;
    if (shown)
      st.units.forEach((u) => {
        if (u.placed && u.alive && sameSq(u, shown)) shared = true;
      });
    const key = shown ? `${sqLabel(shown)}:${shared}` : "";
    if (key === this.drawn.baby) return;
    this.drawn.baby = key;
    this.babyLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    if (shown) this.babyLayer.addChild(babyToken(shown, this.geo, shared));
    this.camera.invalidate();
  }

  private drawHighlights(): void {
    this.camera.invalidate();
    this.hiLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    const g = new Graphics();
    this.hiLayer.addChild(g);
    const C = this.geo.C;
    const seen = new Set<string>();
    for (const v of this.views) {
      if (!v.place) continue;
      const k = `${v.place}:${v.group}`;
      if (seen.has(k)) continue;
      seen.add(k);
      const sq = placeSq(v.place);
      if (sq.z === 1 && !this.state?.board.cellarRevealed) continue;
      const p = this.geo.px(sq);
      if (v.group === "attack") g.circle(p.x + C / 2, p.y + C / 2, C * 0.46).stroke({ width: 3, color: RED });
      else if (v.group === "search") g.roundRect(p.x + 2, p.y + 2, C - 4, C - 4, 6).stroke({ width: 3, color: BLUE });
      else g.rect(p.x + 1, p.y + 1, C - 2, C - 2).fill({ color: ACCENT, alpha: 0.33 }).stroke({ width: 2, color: ACCENT, alpha: 0.9 });
    }
    if (this.hovered) {
      const p = this.geo.px(this.hovered);
      g.rect(p.x, p.y, C, C).stroke({ width: 3, color: 0xffffff, alpha: 0.9 });
    }
  }

  // ---------- pointer ----------

  /** The human figure drawn on `sq`, or null (its sheet opens on a hover or a tap). */
  private figureOn(sq: Sq | null): string | null {
    let figure: string | null = null;
    if (sq && (sq.z === 0 || this.state?.board.cellarRevealed))
      this.state?.units.forEach((u) => {
        if (u.kind === "human" && u.placed && u.alive && sameSq(u, sq)) figure = u.id;
      });
    return figure;
  }

  private onPointer(world: Point): void {
    const sq = this.state ? squareAt(this.state, this.geo, world) : null;
    if (sameSq(sq, this.hovered) || (!sq && !this.hovered)) return;
    this.hovered = sq;
    this.drawHighlights();
    this.callbacks.hover(sq ? sqLabel(sq) : null);
    pointFigure(this.figureOn(sq), "hover");
  }

  private onTap(world: Point, box: Point): void {
    const st = this.state;
    const sq = st ? squareAt(st, this.geo, world) : null;
    if (!st || !sq) return;
    let actor: string | null = null;
    st.units.forEach((u) => {
      if (u.placed && sameSq(u, sq)) actor = u.id;
    });
    this.callbacks.tap(sqLabel(sq), actor, box);
    pointFigure(this.figureOn(sq), "tap");
  }
}
