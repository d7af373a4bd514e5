import type { SiegeRoomState, SiegeUnit } from "@zedfall/shared/protocol/schema";
import type { Panel, PanelContext } from "../../shell/plugin";
import { h } from "../../shell/dom";
import { has, t } from "../../shell/i18n";
import { cardText } from "./card-texts";
import { PanelClosing, showClosed } from "./panel-closing";
import { siegeState, unitsOn } from "./state";
import { unitSheet, type SheetUnit, type Words } from "./unit-sheet";
import { rumorEffect, rumorName } from "./words";

/** How a counter's sheet was asked for: a tap or click of the counter, or the mouse over it. */
export type SheetAsk = "tap" | "hover";
type Listener = (unit: string | null, how: SheetAsk) => void;
const listeners = new Set<Listener>();

/** Asks the sheet panels for counter `unit`'s sheet; null: the pointer is on no counter (a hover leaves it, a tap elsewhere closes the sheet). The board calls it. */
export function pointUnit(unit: string | null, how: SheetAsk): void {
  for (const l of listeners) l(unit, how);
}

/** A room state counter as the sheet reads it (its lists as arrays). */
export const sheetUnit = (u: SiegeUnit): SheetUnit => ({
  id: u.id,
  def: u.def,
  side: u.side,
  kind: u.kind,
  space: u.space,
  strength: u.strength,
  otherStrength: u.otherStrength,
  reduced: u.reduced,
  hits: u.hits,
  hitsPerSide: u.hitsPerSide,
  coma: u.coma,
  holdingOut: u.holdingOut,
  markers: u.markers.toArray(),
  items: u.items?.toArray() ?? [],
});

const say = (wd: Words): string => t(wd.key, wd.params);

/** The sheet of counter `id` as elements: name, Strength of both faces, hits, the Mob, its card or rules text, markers, state, items with their texts. */
export function unitSheetView(st: SiegeRoomState, id: string): HTMLElement | null {
  const u = st.units.get(id);
  if (!u) return null;
  const s = unitSheet(sheetUnit(u), unitsOn(st, u.space).map(sheetUnit), (def) => has(`siege.heroes.${def}.abilities`));
  const pips = h("span.hit-pips", { "aria-hidden": "true" }, ...Array.from({ length: u.hitsPerSide }, (_, i) => h(`span.pip${i < u.hits ? ".hit" : ""}`)));
  const ability = s.heroCard ? t(s.heroCard) : s.rulesText ? cardText(s.rulesText) : "";
  return h(
    `article.unit-sheet.side-${s.side}`,
    { dataset: { unit: s.id } },
    h("h3.sheet-name", null, say(s.name)),
    h("p.sheet-strength", null, say(s.strength)),
    h("p.sheet-hits", null, pips, " ", say(s.hits), ...s.state.map((x) => ` · ${say(x)}`)),
    s.mob ? h("p.sheet-mob", null, say(s.mob)) : null,
    ability ? h("p.sheet-ability", null, ability) : null,
    s.markers.length ? h("p.sheet-markers", null, t("siege.sheet.markers", { markers: s.markers.map(say).join(", ") })) : null,
    s.items.length
      ? h("section.sheet-items", null, h("h4", null, t("siege.sheet.items")), ...s.items.map((i) => h("p.sheet-item", { dataset: { rumor: i } }, h("strong", null, rumorName(i)), ` — ${rumorEffect(i)}`)))
      : null,
  );
}

/**
 * A counter's sheet on the game screen (Zeds, Super-Zeds, Raiders and player units alike). `pinned`
 * is a band under the status line, opened by a tap or click of the counter, closed by its × button,
 * Esc or a tap on the board off every counter; `peek` shows the counter under the mouse (desktop) over
 * the board's corner without taking the pointer.
 */
export class UnitSheetPanel implements Panel {
  readonly el: HTMLElement;
  readonly place: "status" | "board";
  private unit: string | null = null;
  private state: SiegeRoomState | null = null;
  private readonly listen: Listener = (unit, how) => this.onAsk(unit, how);
  private readonly closing: PanelClosing | null;

  constructor(private readonly mode: "pinned" | "peek") {
    this.place = mode === "pinned" ? "status" : "board";
    this.el = mode === "pinned" ? h("section.siege-sheet#unit-sheet", { "aria-label": t("siege.sheet.title"), hidden: true }) : h("div.siege-peek#unit-peek", { "aria-hidden": "true", hidden: true });
    listeners.add(this.listen);
    this.closing = mode === "pinned" ? new PanelClosing(() => Boolean(this.unit), () => this.show(null)) : null;
  }

  /** Redraws the sheet shown (Strength, hits, items and the Mob change with the state). */
  update({ state }: PanelContext): void {
    this.state = siegeState(state);
    this.render();
  }

  /** Stops listening. */
  destroy(): void {
    listeners.delete(this.listen);
    this.closing?.stop();
  }

  private onAsk(unit: string | null, how: SheetAsk): void {
    if (this.mode === "peek") return this.show(how === "hover" ? unit : null);
    if (how === "tap") this.show(unit);
  }

  private show(unit: string | null): void {
    if (unit === this.unit) return;
    this.unit = unit;
    this.render();
  }

  private render(): void {
    const sheet = this.state && this.unit ? unitSheetView(this.state, this.unit) : null;
    if (!sheet) return showClosed(this.el);
    this.el.hidden = false;
    this.el.dataset.unit = this.unit!;
    if (!this.closing) this.el.replaceChildren(sheet);
    else this.el.replaceChildren(this.closing.button("button.sheet-close#unit-sheet-close", t("siege.sheet.close")), sheet);
  }
}
