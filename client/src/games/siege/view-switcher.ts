import type { SiegeRoomState } from "@zedfall/shared/protocol/schema";
import type { ActionView } from "../../shell/actions";
import { h } from "../../shell/dom";
import { t } from "../../shell/i18n";
import { PHONE_VIEWS, viewOf, type Layout, type PhoneView } from "./layout";
import { trackName } from "./words";

/**
 * The phone board's part switcher (layout.ts PhoneView): a row of five buttons under the board box,
 * Town Center and the four tracks, each with the number of Zeds on that part; the part shown is
 * pressed, a part where the player may act now is marked. Hidden on a wide box (the whole board shows).
 */
export class ViewSwitcher {
  readonly el = h("div.siege-views", { role: "group", hidden: true });

  constructor(private choose: (view: PhoneView) => void) {}

  /** Redraws the buttons for the state, the legal actions and the layout shown. */
  update(st: SiegeRoomState, views: ActionView[], layout: Layout): void {
    this.el.hidden = !layout.narrow;
    if (!layout.narrow) return;
    this.el.setAttribute("aria-label", t("siege.views.label"));
    const zeds = new Map<PhoneView, number>();
    const lit = new Set<PhoneView>();
    const byId = new Map(st.board.spaces.toArray().map((sp) => [sp.id, sp]));
    st.units.forEach((u) => {
      const sp = byId.get(u.space);
      if (sp && u.side === "zeds" && sp.kind !== "town-center") zeds.set(viewOf(sp), (zeds.get(viewOf(sp)) ?? 0) + 1);
    });
    for (const v of views) {
      const sp = v.place ? byId.get(v.place) : undefined;
      if (sp && sp.kind !== "town-center") lit.add(viewOf(sp));
    }
    this.el.replaceChildren(
      ...PHONE_VIEWS.map((view) => {
        const n = zeds.get(view) ?? 0;
        return h(
          `button.view${lit.has(view) ? ".lit" : ""}`,
          { type: "button", dataset: { view }, "aria-pressed": String(layout.view === view), onclick: () => this.choose(view) },
          h("span.view-name", null, view === "town" ? t("siege.views.town") : trackName(view)),
          n ? h("span.view-zeds", { title: t("siege.views.zeds", { count: n }) }, `${n} Z`) : null,
        );
      }),
    );
  }
}
