import type { Panel, PanelContext } from "../../shell/plugin";
import { h } from "../../shell/dom";
import { t } from "../../shell/i18n";
import { cardText } from "./card-texts";
import { siegeState } from "./state";
import { cardName } from "./words";

/**
 * The team's Keep hand in the seats column (siege §6.2, §6.5, G11): each card's name and its text,
 * which starts with when it may be played (Action phase, before a Hand-to-hand roll, when Zeds
 * attack and win, before a Zeds group moves). Hidden while the hand is empty. The Secure rumors,
 * revealed rumors and items carried are told with their effects in the Rumors and Rails panel.
 */
export class KeepPanel implements Panel {
  readonly el = h("section.siege-keep#keep-hand", { hidden: true });
  readonly place = "seats" as const;

  /** Redraws the hand from the state. */
  update({ state }: PanelContext): void {
    const st = siegeState(state);
    const keep = state.stage === "lobby" ? [] : (st.decks?.keep?.toArray() ?? []);
    this.el.hidden = !keep.length;
    if (!keep.length) return void this.el.replaceChildren();
    this.el.replaceChildren(
      h("h3", null, t("siege.term.keep")),
      h("ul.keep-cards", null, ...keep.map((id) => h("li.keep-card", { dataset: { card: id } }, h("strong", null, cardName(id)), h("p.card-text", null, cardText(id))))),
    );
  }
}
