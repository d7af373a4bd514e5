import { has, t } from "./i18n";
import { endpoint } from "./connection";
import { h } from "./dom";

interface MyGame {
  gameId: string;
  status: "lobby" | "play";
  seat: string | null;
  name: string;
  updatedAt: number;
  players: { name: string; seat: string | null }[];
}

/** The seat tokens this browser keeps (`zedfall:token:<gameId>`). */
function savedTokens(): string[] {
  const out: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k?.startsWith("zedfall:token:")) out.push(localStorage.getItem(k)!);
  }
  return out;
}

/**
 * "Your unfinished games" on the first page: the games in which this browser holds a seat token
 * (POST /api/my-games; the tokens go in the body and are only hashed by the server), each with a
 * link back to it. Empty (and hidden) when there are none.
 */
export function myGames(): HTMLElement {
  const box = h("section.card.mine#my-games", { hidden: true, "aria-label": t("mine.heading") });
  const tokens = savedTokens();
  if (!tokens.length) return box;
  void fetch(`${endpoint()}/api/my-games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ tokens: tokens.slice(-200) }) })
    .then((r) => (r.ok ? r.json() : { games: [] }))
    .then(({ games }: { games: MyGame[] }) => {
      if (!games.length) return;
      box.hidden = false;
      box.replaceChildren(
        h("h2", null, t("mine.heading")),
        h(
          "ul.mine-list",
          null,
          ...games.map((g) =>
            h(
              "li.mine-game",
              { dataset: { game: g.gameId } },
              h("a.button.primary", { href: `/g/${g.gameId}` }, t("mine.open")),
              " ",
              h("span.code-id", null, g.gameId),
              h("span.mine-status", null, t(`mine.status_${g.status}`)),
              " · ",
              g.seat ? t("mine.seat", { seat: has(`seat.${g.seat}`) ? t(`seat.${g.seat}`) : g.seat }) : t("mine.noSeat"),
              " · ",
              g.players.map((p) => p.name).join(", "),
              " · ",
              t("mine.updated", { when: new Date(g.updatedAt).toLocaleString() }),
            ),
          ),
        ),
      );
    })
    .catch(() => {});
  return box;
}
