import type { Panel, PanelContext } from "../../shell/plugin";
import { h } from "../../shell/dom";
import { t } from "../../shell/i18n";
import { figureMarks } from "./grab";
import { figureSheet } from "./sheets";
import { optionsOf } from "./state";

/** How a figure's sheet was asked for: a tap or click of its token, the mouse over it, its chip in the seats panel. */
export type SheetAsk = "tap" | "hover" | "seat";
type Listener = (figure: string | null, how: SheetAsk) => void;
const listeners = new Set<Listener>();

/**
 * Asks the game screen's sheet panels for `figure`'s sheet; null: the pointer is on
 * no figure (a hover leaves it, a tap elsewhere closes the sheet). The board and the seat chips call it.
 */
export function pointFigure(figure: string | null, how: SheetAsk): void {
  for (const l of listeners) l(figure, how);
}

/**
 * A human figure's sheet: its character, wounds taken, weapon and items with their
 * texts, abilities. `pinned` is the band under the status line, opened by a tap of the figure or
 * of its seat chip, closed by its × button, Esc, a tap elsewhere on the board or the chip again; it
 * is a band, not an overlay, so the board stays uncovered and tap-to-select keeps working. `peek`
 * shows the figure under the mouse (desktop) over the board's corner, without taking the pointer,
 * so hovering never resizes the board.
 */
export class FigureSheetPanel implements Panel {
  readonly el: HTMLElement;
  readonly place: "status" | "board";
  private figure: string | null = null;
  private ctx: PanelContext | null = null;
  private readonly listen: Listener = (figure, how) => this.onAsk(figure, how);
  private readonly keys = (e: KeyboardEvent) => {
    if (e.key === "Escape" && this.figure) this.show(null);
  };

  constructor(private readonly mode: "pinned" | "peek") {
    this.place = mode === "pinned" ? "status" : "board";
    this.el = mode === "pinned" ? h("section.figure-sheet#figure-sheet", { "aria-label": t("sheet.title"), hidden: true }) : h("div.figure-peek#figure-peek", { "aria-hidden": "true", hidden: true });
    listeners.add(this.listen);
    if (mode === "pinned") document.addEventListener("keydown", this.keys);
  }

  /** Redraws the sheet shown (wounds, weapon and items change with the state). */
  update(ctx: PanelContext): void {
    this.ctx = ctx;
    this.render();
  }

  /** Stops listening. */
  destroy(): void {
    listeners.delete(this.listen);
    document.removeEventListener("keydown", this.keys);
  }

  private onAsk(figure: string | null, how: SheetAsk): void {
    if (this.mode === "peek") return this.show(how === "hover" ? figure : null);
    if (how === "hover") return;
    this.show(how === "seat" && figure === this.figure ? null : figure);
  }

  private show(figure: string | null): void {
    if (figure === this.figure) return;
    this.figure = figure;
    this.render();
  }

  private render(): void {
    const st = this.ctx?.state;
    const u = st && this.figure ? st.units.get(this.figure) : undefined;
    if (!st || !u || u.kind !== "human") {
      this.el.hidden = true;
      this.el.replaceChildren();
      return;
    }
    const sheet = figureSheet(u, optionsOf(st), figureMarks(st, u.id));
    const scroll = this.el.scrollTop;
    this.el.hidden = false;
    this.el.dataset.figure = u.id;
    if (this.mode === "peek") this.el.replaceChildren(sheet);
    else {
      const close = h("button.sheet-close#sheet-close", { type: "button", "aria-label": t("sheet.close"), title: t("sheet.close"), onclick: () => this.show(null) }, "×");
      this.el.replaceChildren(close, sheet);
      this.el.scrollTop = scroll;
    }
  }
}
