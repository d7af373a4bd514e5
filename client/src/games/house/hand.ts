import type { Action, ActionView } from "../../shell/actions";
import type { Panel, PanelContext } from "../../shell/plugin";
import { has, t } from "../../shell/i18n";
import { h } from "../../shell/dom";
import { grabAnswerControl } from "./grab";
import { cardText } from "./sheets";
import { handOf } from "./state";

/**
 * Under the status line, always in sight (under the seats list it would need
 * scrolling at 1400×900): the seat's own hand of cards (the Zombie hand), and for the Zombie seat its standing
 * answer to crawler grabs (house DoR 3). Empty for a seat with neither. A tap of a card chip
 * opens its text below the chips (a title alone is not read on a phone); a second tap closes it.
 */
export class HandPanel implements Panel {
  readonly el = h("div.hand#hand");
  readonly place = "status";
  /** The cards whose text is open. */
  private open = new Set<string>();
  private last: PanelContext | null = null;

  constructor(private readonly send: (v: ActionView) => void) {}

  /** Redraws the hand and the standing answer. */
  update(ctx: PanelContext): void {
    this.last = ctx;
    const { state: st, views, mySeat } = ctx;
    const seat = mySeat ? st.seats.get(mySeat) : undefined;
    const hand = handOf(st, mySeat);
    for (const c of this.open) if (!hand.includes(c)) this.open.delete(c);
    const chip = (c: string) =>
      h(
        "li",
        null,
        h(
          "button.card-chip",
          { type: "button", "aria-expanded": String(this.open.has(c)), "aria-controls": this.open.has(c) ? `card-text-${c}` : undefined, title: t("hand.show"), dataset: { card: c }, onclick: () => this.toggle(c) },
          has(`card.${c}`) ? t(`card.${c}`) : c,
        ),
      );
    const texts = hand.filter((c) => this.open.has(c)).map((c) => Object.assign(cardText(c), { id: `card-text-${c}` }));
    this.el.replaceChildren(...(hand.length ? [h("h3", null, t("game.hand")), h("ul.cards", null, ...hand.map(chip))] : []), ...(texts.length ? [h("div.hand-texts", null, ...texts)] : []));
    const answer = seat?.role === "zombie" && st.stage === "play" ? grabAnswerControl(st, mySeat!, views, this.send) : null;
    if (answer) this.el.append(answer);
  }

  private toggle(card: string): void {
    if (!this.open.delete(card)) this.open.add(card);
    if (this.last) this.update(this.last);
  }

  /** The standing-answer buttons. */
  claims(a: Action): boolean {
    return a.type === "setGrabAnswer";
  }
}
