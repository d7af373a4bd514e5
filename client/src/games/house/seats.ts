import type { RoomState } from "@zedfall/shared/protocol/schema";
import { has, t } from "../../shell/i18n";
import { h } from "../../shell/dom";
import { unitName } from "./actions";
import { figureMarks } from "./grab";
import { pointFigure } from "./sheet-panel";
import { deckCountsOf, figuresOf } from "./state";

/** The colour of each House seat: its figures' discs, its dot in the seats list, its name in the chat. */
export const SEAT_COLOR: Record<string, number> = { human1: 0xe07b39, human2: 0x3fb36a, human3: 0x9b6ee0, human4: 0xe0588a, zombie: 0x7d9a63 };

/**
 * A seat's figures in the seats panel: name, wounds (or † once dead), and their marks (baby, grab);
 * each is a button that opens or closes the figure's sheet.
 */
export function figureChips(st: RoomState, seatId: string): HTMLElement[] {
  return figuresOf(st, seatId).map((u) => {
    const f = u.id;
    const name = has(`character.${f}`) ? t(`character.${f}`) : f;
    return h(
      "button.fig",
      { type: "button", title: `${t("sheet.title")}: ${t("game.wounds", { wounds: u.wounds, max: u.maxWounds })}`, dataset: { figure: f }, onclick: () => pointFigure(f, "seat") },
      `${name}${u.alive ? ` ${u.wounds}/${u.maxWounds}` : " †"}`,
      ...figureMarks(st, f),
    );
  });
}

/**
 * The House counters of the status line: the decks, the Zombie hand, the barricades left, and the
 * actions left to the figure or zombie whose activation it is (so that a 5th click of a
 * 4-action figure is explained).
 */
export function deckCounts(st: RoomState): HTMLElement {
  const d = deckCountsOf(st);
  const turn = st.phase === "human" ? st.humanTurn : st.phase === "zombie" ? st.zombieTurn : null;
  const left = turn && turn.active ? h("span.actions-left#actions-left", null, ` · ${t("game.actionsLeft", { who: unitName(st, turn.active), count: turn.actionsLeft })}`) : null;
  return h("div.decks#decks", null, t("game.decks", { search: d.search, zombie: d.zombie, zombieHand: d.zombieHand, barricadesLeft: d.barricadesLeft }), left);
}
