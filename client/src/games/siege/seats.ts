import type { RoomState } from "@zedfall/shared/protocol/schema";
import { h } from "../../shell/dom";
import { t } from "../../shell/i18n";
import { siegeState } from "./state";
import { rumorName, unitName } from "./words";
import { heroCard } from "./hero-card";
import { openHeroCard, toggleHeroCard } from "./hero-panel";

/** A seat's part in the seats panel: lead, Player Action unspent, *done*, then its units with their Strength, hits and items carried (◆ and their names in the title) and a hero's card (stats and abilities) in the title; a Hero's or heroic Civilians unit's entry is a button that opens its card (hero-panel.ts). */
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
    const title = t("siege.unitTitle", { name: unitName(u), strength: u.strength, hits: u.hits, per: u.hitsPerSide }) + carried + heroCard(u.def);
    const text = `${unitName(u)} ${u.strength}${u.hits ? ` ·${u.hits}` : ""}${items.length ? ` ◆${items.length}` : ""}`;
    // a hero's card opens from its button (a tap on a phone, Enter or Space from the keyboard), not only from the title
    if (!heroCard(u.def)) out.push(h("span.fig", { title }, text));
    else
      out.push(
        h(
          "button.fig.hero-chip",
          { type: "button", title, dataset: { unit: u.id }, "aria-expanded": String(openHeroCard() === u.id), "aria-controls": "hero-card", onclick: () => toggleHeroCard(u.id) },
          text,
        ),
      );
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
