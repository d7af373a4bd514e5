import { CHARACTER_IDS } from "@zedfall/shared/house/characters";
import { actionKey, type Action, type ActionView } from "../../shell/actions";
import type { Panel, PanelContext } from "../../shell/plugin";
import { h } from "../../shell/dom";
import { t } from "../../shell/i18n";
import { characterSheet } from "./sheets";
import { optionsOf } from "./state";

/**
 * While the characters are picked (house G31, phase setup-characters), every character's sheet in
 * a row under the status line: the seat picking now plays one with the button on its
 * sheet (the legal pickCharacter actions, so they leave the action bar); the other seats read the
 * same sheets, a taken character marked with its seat. Hidden in every other phase.
 */
export class PickPanel implements Panel {
  readonly el = h("section.pick-sheets#pick-sheets", { "aria-label": t("sheet.pickTitle"), hidden: true });
  readonly place = "status";

  constructor(private readonly send: (v: ActionView) => void) {}

  /** Redraws the sheets and their pick buttons, keeping the row's scroll. */
  update({ state: st, views }: PanelContext): void {
    if (st.stage !== "play" || st.phase !== "setup-characters") {
      this.el.hidden = true;
      this.el.replaceChildren();
      return;
    }
    const o = optionsOf(st);
    const taken = new Map<string, string>();
    st.units.forEach((u) => {
      if (u.kind === "human") taken.set(u.id, u.seat);
    });
    const sheets = CHARACTER_IDS.map((id) => {
      const v = views.find((x) => x.action.type === "pickCharacter" && x.action.character === id);
      const seat = taken.get(id);
      const foot = v
        ? h("button.pick-btn.primary", { type: "button", dataset: { type: "pickCharacter", key: actionKey(v.action) }, onclick: () => this.send(v) }, v.label)
        : seat
          ? h("p.taken-by", null, t("sheet.taken", { seat: t(`seat.${seat}`) }))
          : null;
      const sheet = characterSheet(id, o, foot);
      if (seat) sheet.classList.add("taken");
      return sheet;
    });
    const scroll = this.el.querySelector(".pick-row")?.scrollLeft ?? 0;
    const row = h("div.pick-row", null, ...sheets);
    this.el.hidden = false;
    this.el.replaceChildren(h("h3", null, t("sheet.pickTitle")), h("p.hint", null, t("sheet.pickHint")), row);
    row.scrollLeft = scroll;
  }

  /** The pick buttons are on the sheets. */
  claims(a: Action): boolean {
    return a.type === "pickCharacter";
  }
}
