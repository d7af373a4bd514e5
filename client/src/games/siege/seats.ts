import type { RoomState } from "@zedfall/shared/src/protocol";
import { h } from "../../shell/dom";
import { t } from "../../shell/i18n";
import { siegeState } from "./state";
import { rumorName, unitName } from "./words";
import { abilityText } from "./heroes";

/** A seat's part in the seats panel: lead, Player Action unspent, *done*, then its units with their Strength, hits and items carried (◆ and their names in the title), a hero's abilities in the title. */
export function seatChips(room: RoomState, seat: string): HTMLElement[] {
  const st = siegeState(room);
  const out: HTMLElement[] = [];
  const turn = st.turns.get(seat);
  if (st.lead === seat) out.push(h("span.fig.lead", null, t("siege.term.lead")));
  if (turn?.playerAction) out.push(h("span.fig.pa", { title: t("siege.term.playerAction") }, t("siege.paShort")));
  if (turn?.done) out.push(h("span.fig.done", null, t("siege.done")));
  st.units.forEach((u) => {
    if (u.seat !== seat) return;
    const items = u.items?.toArray() ?? [];
    const carried = items.length ? ` (${items.map(rumorName).join(", ")})` : "";
    // a hero card's abilities under its name and Strength (§3.3)
    const card = abilityText(u.def);
    out.push(h("span.fig", { title: t("siege.unitTitle", { name: unitName(u), strength: u.strength, hits: u.hits, per: u.hitsPerSide }) + carried + (card ? `\n${card}` : "") }, `${unitName(u)} ${u.strength}${u.hits ? ` ·${u.hits}` : ""}${items.length ? ` ◆${items.length}` : ""}`));
  });
  return out;
}

/** The Siege counters of the status line: the decks and the Zeds on the map. */
export function siegeCounts(room: RoomState): HTMLElement {
  const st = siegeState(room);
  let zeds = 0;
  st.units.forEach((u) => u.side === "zeds" && zeds++);
  return h("div.decks#decks", null, t("siege.counts", { event: st.decks.event, fate: st.decks.fate, zeds }));
}
