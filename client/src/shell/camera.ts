import { Application, Container, Rectangle, UPDATE_PRIORITY, type FederatedPointerEvent } from "pixi.js";

/** A point in page (client) pixels. */
export interface Point {
  x: number;
  y: number;
}

/** The smallest text on screen, in pixels, that the camera keeps a legible view at (a phone's fit would draw board text smaller). */
const MIN_TEXT_PX = 9;

/** Registers a view that holds text `size` board units tall, drawn around its own origin, to be kept legible. */
export type Legible = (view: Container, size: number) => void;

/** What the camera reports of the pointer, in world (board) coordinates. */
export interface CameraInput {
  /** A click or tap that did not pan: `world` is the board point, `box` the point in the host box (pixels). */
  tap(world: Point, box: Point): void;
  /** The mouse moved to `world`. */
  hover(world: Point): void;
}

/**
 * The Pixi application of a board and its camera: the world container the board draws in, fitted
 * to its host box, with zoom (wheel, pinch, buttons) and pan (drag, keys). Frames are drawn on
 * demand: the board is still most of the time, and a frame costs (software GL in headless
 * browsers, laptop batteries); every change marks it dirty, fading effects draw while they run.
 */
export class Camera {
  readonly app = new Application();
  /** The container the board draws into, in board units. */
  readonly world = new Container();
  private content = { width: 0, height: 0 };
  private zoomLevel = 1;
  private fitScale = 1;
  private dirty = true;
  private fading = 0;
  private reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
  /** Views kept legible (see `legible`) and the height of their text in board units. */
  private legibles = new Map<Container, number>();
  /**
   * The host changed size (a panel band opened or closed, the window): the renderer follows at
   * once (Pixi's resizeTo only watches the window), then the board refits.
   */
  private resize = new ResizeObserver(() => {
    if (this.ready) this.app.resize();
    this.fit(false);
  });
  /** The renderer has started; `gone`: destroy() came (perhaps while init() still waited for the renderer). */
  private ready = false;
  private gone = false;

  constructor(
    private host: HTMLElement,
    private input: CameraInput,
  ) {}

  /** Starts the renderer inside the host element (and frees it at once if destroy() came meanwhile). */
  async init(): Promise<void> {
    await this.app.init({ resizeTo: this.host, background: 0x101215, antialias: true, autoDensity: true, resolution: Math.min(devicePixelRatio || 1, 2) });
    if (this.gone) return this.app.destroy({ removeView: true }, { children: true });
    this.ready = true;
    this.app.canvas.setAttribute("aria-hidden", "true");
    this.host.appendChild(this.app.canvas);
    this.app.stage.addChild(this.world);
    this.app.stage.eventMode = "static";
    this.app.stage.hitArea = new Rectangle(-1e5, -1e5, 2e5, 2e5);
    this.bindPointer();
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
    this.resize.observe(this.host);
  }

  /** Asks for a new frame (the ticker draws it once). */
  invalidate(): void {
    this.dirty = true;
  }

  /**
   * The size of what the board draws, in board units (the fit takes it in); `refit` re-centres at
   * once. The host gets the board's aspect as `--board-aspect`: on a phone its box follows it, so the
   * board fits the screen's width without empty bands.
   */
  setContent(width: number, height: number, refit: "reset" | "keep" | "none"): void {
    this.content = { width, height };
    this.host.style.setProperty("--board-aspect", `${width + 8} / ${height + 8}`);
    if (refit !== "none") this.fit(refit === "reset");
  }

  /**
   * Scales the board to fit its box (and re-centres it), clear of the strip at the box's right that
   * the host's `--board-clear-right` reserves (the zoom buttons over a wide screen's board box).
   */
  fit(reset: boolean): void {
    if (!this.content.width || !this.app.renderer) return;
    const bw = this.content.width + 8;
    const bh = this.content.height + 8;
    const W = this.host.clientWidth;
    const H = this.host.clientHeight;
    const clear = parseFloat(getComputedStyle(this.host).getPropertyValue("--board-clear-right")) || 0;
    this.fitScale = Math.min((W - clear) / bw, H / bh);
    if (reset) this.zoomLevel = 1;
    const s = this.fitScale * this.zoomLevel;
    this.scaleTo(s);
    const w = (bw - 8) * s;
    if (reset || this.zoomLevel === 1) this.world.position.set(Math.min((W - w) / 2, W - clear - w - 4 * s), (H - (bh - 8) * s) / 2);
    this.invalidate();
  }

  /** Zooms by factor `f` around the box point (cx, cy), its centre by default. */
  zoomBy(f: number, cx = this.host.clientWidth / 2, cy = this.host.clientHeight / 2): void {
    const before = this.world.toLocal({ x: cx, y: cy });
    this.zoomLevel = Math.max(0.5, Math.min(4, this.zoomLevel * f));
    this.scaleTo(this.fitScale * this.zoomLevel);
    const after = this.world.toGlobal(before);
    this.world.position.x += cx - after.x;
    this.world.position.y += cy - after.y;
    this.invalidate();
  }

  /**
   * Keeps `view` legible: it holds text `size` board units tall around its own origin, and is scaled
   * up whenever the board is shown so small that the text would be under MIN_TEXT_PX on screen.
   */
  legible: Legible = (view, size) => {
    for (const v of this.legibles.keys()) if (v.destroyed) this.legibles.delete(v);
    this.legibles.set(view, size);
    view.scale.set(Math.max(1, MIN_TEXT_PX / (size * this.world.scale.x)));
  };

  /** Moves the board by (dx, dy) box pixels. */
  panBy(dx: number, dy: number): void {
    this.world.position.x += dx;
    this.world.position.y += dy;
    this.invalidate();
  }

  /** Page (client) coordinates of a world point. */
  toPage(world: Point): Point {
    const g = this.world.toGlobal(world);
    const r = this.app.canvas.getBoundingClientRect();
    return { x: r.left + g.x, y: r.top + g.y };
  }

  /** Shows `fx` in `layer`, fades it out over `ms` (or just removes it then, with reduced motion) and destroys it. */
  fade(layer: Container, fx: Container, ms: number): void {
    // no renderer yet (events came while it started) or any more (the screen was replaced): nothing to show
    if (!this.ready || this.gone) {
      fx.destroy();
      return;
    }
    layer.addChild(fx);
    this.invalidate();
    if (this.reduced) {
      setTimeout(() => {
        fx.destroy();
        this.invalidate();
      }, ms);
      return;
    }
    const start = performance.now();
    this.fading++;
    const tick = () => {
      const k = (performance.now() - start) / ms;
      if (k >= 1 || fx.destroyed) {
        this.app.ticker.remove(tick);
        this.fading--;
        this.invalidate();
        if (!fx.destroyed) fx.destroy();
        return;
      }
      fx.alpha = 1 - k;
    };
    this.app.ticker.add(tick);
  }

  /** Stops the renderer and frees everything drawn in it. */
  destroy(): void {
    this.resize.disconnect();
    if (this.ready && !this.gone) this.app.destroy({ removeView: true }, { children: true });
    this.gone = true;
  }

  /** Shows the board at scale `s`, the legible views scaled up as far as they need (destroyed ones are forgotten). */
  private scaleTo(s: number): void {
    this.world.scale.set(s);
    for (const [view, size] of this.legibles) {
      if (view.destroyed) this.legibles.delete(view);
      else view.scale.set(Math.max(1, MIN_TEXT_PX / (size * s)));
    }
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
      if (e.pointerType === "mouse") this.input.hover(this.world.toLocal(e.global));
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
      if (moved <= 6) this.input.tap(this.world.toLocal(e.global), { x: e.global.x, y: e.global.y });
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
