import type { Panel } from "../../shell/plugin";
import { h } from "../../shell/dom";
import { t } from "../../shell/i18n";
import type { PayChoice, PayPreference } from "./pay";

/**
 * The pay switch (pay.ts): while an Action could be paid with the seat's Player Action or an Event
 * Action, two buttons pick which one the lists show; hidden otherwise. `refresh` redraws the lists.
 */
export class PayPanel implements Panel {
  readonly el = h("div.siege-pay#siege-pay", { role: "group", hidden: true });
  readonly place = "status" as const;

  constructor(
    private readonly pay: PayPreference,
    private readonly refresh: () => void,
  ) {}

  /** Redraws the switch (after the lists were made, so `pay.choice` is this list's). */
  update(): void {
    this.el.hidden = !this.pay.choice;
    if (!this.pay.choice) return this.el.replaceChildren();
    this.el.setAttribute("aria-label", t("siege.payWith"));
    const button = (c: PayChoice) =>
      h("button.pay-choice", { dataset: { pay: c }, "aria-pressed": String(this.pay.prefer === c), onclick: () => this.pick(c) }, t(`siege.pay.${c}`));
    this.el.replaceChildren(h("span", null, t("siege.payWith")), " ", button("player"), button("event"));
  }

  private pick(c: PayChoice): void {
    if (this.pay.prefer === c) return;
    this.pay.prefer = c;
    this.refresh();
  }
}
