import type { SiegeRoomState } from "@zedfall/shared/protocol/schema";
import type { Panel, PanelContext } from "../../shell/plugin";
import { announce, h } from "../../shell/dom";
import { t } from "../../shell/i18n";
import { siegeState } from "./state";
import { rumorName, unitName } from "./words";
import { heroCardWords } from "./hero-card";
import { PanelClosing, showClosed } from "./panel-closing";

type Listener = (unit: string | null) => void;
const listeners = new Set<Listener>();
/** The unit whose card is open (one at a time, for every panel of the page). */
let open: string | null = null;

/**
 * Opens the card of `unit` (a Hero or heroic Civilians unit), or closes it when it is the one
 * open: the seats panel's unit buttons call it on a click, a tap, Enter or Space.
 */
export function toggleHeroCard(unit: string): void {
  setOpen(open === unit ? null : unit);
}

/** The unit whose card is open now, or null: the seats panel marks its button expanded. */
export function openHeroCard(): string | null {
  return open;
}

function setOpen(unit: string | null): void {
  open = unit;
  for (const l of listeners) l(unit);
}

/**
 * A hero's card (siege §3.3) readable on every device: it opens in the seats panel right under the
 * row of the unit's button, as a disclosure (the button's aria-expanded), with the unit's name, its
 * card's stats and abilities in the reader's language and its Strength and hits now. Opened by the
 * unit's button (a click, a tap, Enter or Space); closed by the same button again, its × button or
 * Esc, which give the focus back to the unit's button. The seats are drawn anew on every update:
 * each update puts the card back under its unit's new button.
 */
export class HeroCardPanel implements Panel {
  readonly el = h("section.siege-hero-card#hero-card", { "aria-label": t("siege.heroCard.title"), hidden: true });
  readonly place = "seats" as const;
  private state: SiegeRoomState | null = null;
  private shown: string | null = null;
  private readonly listen: Listener = (unit) => this.show(unit);
  private readonly closing = new PanelClosing(() => Boolean(open), () => setOpen(null));

  constructor() {
    listeners.add(this.listen);
  }

  /** Redraws the card shown (Strength, hits and items change with the state) under its unit's button. */
  update({ state }: PanelContext): void {
    this.state = siegeState(state);
    this.render();
  }

  /** Stops listening; the card is closed. */
  destroy(): void {
    listeners.delete(this.listen);
    this.closing.stop();
    open = null;
  }

  private show(unit: string | null): void {
    const was = this.shown;
    this.shown = unit;
    this.render();
    for (const b of document.querySelectorAll<HTMLElement>("#seats button.hero-chip")) b.setAttribute("aria-expanded", String(b.dataset.unit === unit));
    if (unit && !this.el.hidden) {
      this.el.scrollIntoView({ block: "nearest" });
      announce(this.el.innerText);
    }
    // closed from inside the card (× or Esc): the focus goes back to the unit's button
    if (!unit && was && (this.el.contains(document.activeElement) || document.activeElement === document.body)) document.querySelector<HTMLElement>(`#seats button.hero-chip[data-unit="${was}"]`)?.focus();
  }

  private render(): void {
    const st = this.state;
    const u = st && this.shown ? st.units.get(this.shown) : undefined;
    const card = u ? heroCardWords(u.def) : null;
    if (!u || !card) return showClosed(this.el);
    const items = u.items?.toArray() ?? [];
    this.el.hidden = false;
    this.el.dataset.unit = u.id;
    this.el.replaceChildren(
      this.closing.button("button.hero-card-close#hero-card-close", t("siege.heroCard.close")),
      h("h3.hero-card-name", null, unitName(u)),
      h("p.hero-card-stats", null, card.stats),
      h("p.hero-card-abilities", null, card.abilities),
      h("p.hero-card-now", null, t("siege.unitTitle", { name: unitName(u), strength: u.strength, hits: u.hits, per: u.hitsPerSide }) + (items.length ? ` (${items.map(rumorName).join(", ")})` : "")),
    );
    // under the row of the unit's button (its seat's list of units in the seats panel)
    const chip = document.querySelector<HTMLElement>(`#seats button.hero-chip[data-unit="${u.id}"]`);
    if (chip?.parentElement && this.el.parentElement !== chip.parentElement) chip.parentElement.append(this.el);
  }
}
