import type { SiegeRoomState } from "@zedfall/shared/protocol/schema";
import type { Panel, PanelContext } from "../../shell/plugin";
import { h } from "../../shell/dom";
import { t } from "../../shell/i18n";
import { siegeState } from "./state";
import { spaceName } from "./words";

/**
 * The warnings of a loss in sight, as the state shows them (siege §2.5, §5.6, §7): the Town spaces
 * (num 0) with Zeds on them, whose next move enters Town Center, and the Chaos pool at its last
 * marker (1 left) or empty. Returns the sentences in the reader's language, Town spaces first.
 */
export function dangerLines(st: SiegeRoomState): string[] {
  const towns = new Set<string>();
  st.units.forEach((u) => {
    if (u.side !== "zeds") return;
    st.board.spaces.forEach((sp) => {
      if (sp.id === u.space && sp.num === 0 && sp.track) towns.add(spaceName(sp));
    });
  });
  const out = [...towns].sort().map((space) => t("siege.danger.town", { space }));
  const pool = st.tracks.chaosPool;
  if (pool === 0) out.push(t("siege.danger.poolEmpty"));
  else if (pool === 1) out.push(t("siege.danger.poolLast"));
  return out;
}

/** The warning band under the status line while a loss is in sight (`dangerLines`); hidden otherwise and in the lobby. */
export class DangerPanel implements Panel {
  readonly el = h("div.siege-danger#siege-danger", { role: "alert", hidden: true });
  readonly place = "status" as const;

  /** Redraws the warnings from the state. */
  update({ state }: PanelContext): void {
    const lines = state.stage === "play" ? dangerLines(siegeState(state)) : [];
    this.el.hidden = lines.length === 0;
    this.el.replaceChildren(...lines.map((l) => h("p", null, "⚠ ", l)));
  }
}
