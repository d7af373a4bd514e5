import { has, t } from "./i18n";
import { h } from "./dom";
import { onMyGames, type MyGame } from "./my-games";

/** A seat's name in the player's language (the game's words), or its id. */
const seatName = (seat: string) => (has(`seat.${seat}`) ? t(`seat.${seat}`) : seat);

/** Whose turn a game is at, as the list says it: "your turn", the names that may act, or nothing (a lobby, or not known). */
function turnLine(g: MyGame): HTMLElement | null {
  if (g.yourTurn) return h("strong.mine-turn.yours", null, t("mine.yourTurn"));
  if (g.status !== "play" || !g.toAct?.length) return null;
  return h("span.mine-turn", null, t("mine.turnOf", { names: g.toAct.map((a) => a.name).join(", ") }));
}

/** One game of the list: its link, "your turn" when it waits for this browser, the game's name and id, status, whose turn, then seat, players and last change. */
function gameItem(g: MyGame): HTMLElement {
  const turn = turnLine(g);
  return h(
    `li.mine-game${g.yourTurn ? ".your-turn" : ""}`,
    { dataset: { game: g.gameId, yourTurn: String(g.yourTurn) } },
    h("a.button.primary", { href: `/g/${g.gameId}` }, t("mine.open")),
    g.yourTurn ? turn : null,
    h("span.mine-name", null, t(`gameName.${g.ruleset}`, { defaultValue: g.ruleset })),
    h("span.code-id", null, g.gameId),
    h("span.mine-status", null, t(`mine.status_${g.status}`)),
    !g.yourTurn && turn ? h("span", null, "· ", turn) : null,
    // the details wrap as one piece: no line of the list starts with a separator
    h(
      "span.mine-details",
      null,
      [g.seat ? t("mine.seat", { seat: seatName(g.seat) }) : t("mine.noSeat"), g.players.map((p) => p.name).join(", "), t("mine.updated", { when: new Date(g.updatedAt).toLocaleString() })].join(" · "),
    ),
  );
}

/**
 * "Your unfinished games" on the first page: the games in which this browser holds a seat token,
 * as the server orders them (those waiting for this browser first, marked "your turn", then the
 * newest change), each with its game's name, whose turn it is and a link back to it (on a phone the
 * list comes above the create form: style.css). Redrawn with every poll of
 * my-games.ts; empty (and hidden) when there are none.
 */
export function myGames(): HTMLElement {
  const box = h("section.card.mine#my-games", { hidden: true, "aria-label": t("mine.heading") });
  // once the page has shown the box, a box no longer in the page (another screen) stops listening
  let shown = false;
  const stop = onMyGames((games) => {
    shown ||= box.isConnected;
    if (shown && !box.isConnected) return stop();
    box.hidden = !games.length;
    box.replaceChildren(h("h2", null, t("mine.heading")), h("ul.mine-list", null, ...games.map(gameItem)));
  });
  return box;
}
