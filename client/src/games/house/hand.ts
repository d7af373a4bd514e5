import type { Action, ActionView } from "../../shell/actions";
import type { Panel, PanelContext } from "../../shell/plugin";
import { has, t } from "../../shell/i18n";
import { h } from "../../shell/dom";
import { grabAnswerControl } from "./grab";
import { handOf } from "./state";

/**
 * Under the status line, always in sight (issue 14: under the seats list it needed scrolling at
 * 1400×900): the seat's own hand of cards (the Zombie hand), and for the Zombie seat its standing
 * answer to crawler grabs (house DoR 3). Empty for a seat with neither.
 */
export class HandPanel implements Panel {
  readonly el = h("div.hand#hand");
  readonly place = "status";

  constructor(private readonly send: (v: ActionView) => void) {}

  /** Redraws the hand and the standing answer. */
  update({ state: st, views, mySeat }: PanelContext): void {
    const seat = mySeat ? st.seats.get(mySeat) : undefined;
    const hand = handOf(st, mySeat);
    this.el.replaceChildren(...(hand.length ? [h("h3", null, t("game.hand")), h("ul.cards", null, ...hand.map((c) => h("li.card-chip", null, has(`card.${c}`) ? t(`card.${c}`) : c)))] : []));
    const answer = seat?.role === "zombie" && st.stage === "play" ? grabAnswerControl(st, mySeat!, views, this.send) : null;
    if (answer) this.el.append(answer);
  }

  /** The standing-answer buttons. */
  claims(a: Action): boolean {
    return a.type === "setGrabAnswer";
  }
}
