import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { Connection } from "./connection";
import { h } from "./dom";
import { t } from "./i18n";

/*
 * A bot seat's level (the ruleset's `botLevels`, sent in RootState `botLevels`; each seat's in
 * Seat `level`): its words are the game's (`botLevel.<name>` of the plugin's words), the shell
 * knows no level by name.
 */

/** A bot seat in words: "bot", with its level's words (the game's `botLevel.<name>`) when the game offers more than one level. */
export function botWords(st: RoomState, id: string): string {
  const s = st.seats.get(id);
  const levels = st.botLevels?.toArray() ?? [];
  return levels.length > 1 && s?.level ? `${t("seat.bot")} · ${t(`botLevel.${s.level}`)}` : t("seat.bot");
}

/** The creator's choice of a bot seat's level (the game's levels, in its words); null when the game offers only one. */
export function levelChoice(conn: Connection, st: RoomState, id: string): HTMLElement | null {
  const levels = st.botLevels?.toArray() ?? [];
  if (levels.length < 2) return null;
  const current = st.seats.get(id)?.level ?? "";
  return h(
    "select.bot-level",
    { dataset: { levelSeat: id }, "aria-label": t("lobby.botLevel"), title: t("lobby.botLevel"), onchange: (e: Event) => conn.bot(id, true, (e.target as HTMLSelectElement).value) },
    ...levels.map((l) => h("option", { value: l, selected: l === current }, t(`botLevel.${l}`))),
  );
}
