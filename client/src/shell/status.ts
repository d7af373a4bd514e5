import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { Connection } from "./connection";
import type { GamePlugin } from "./plugin";
import { announce, h } from "./dom";
import { has, t } from "./i18n";
import { ruleChip } from "./rules";
import { awayFor } from "./away";

/** The status line under the board: the round, the phase, your turn / who is acting (and since when they are away) / the result, and the game's counters. */
export function statusLine(plugin: GamePlugin, st: RoomState, acting: boolean): (HTMLElement | string)[] {
  const who: string[] = [];
  st.seats.forEach((s, id) => {
    if (!s.active) return;
    // a seat the game waits on while its player is away says since when: "Ann (away 3 min)"
    const away = awayFor(s);
    who.push(s.kind === "player" ? (away ? t("game.awayWho", { name: s.name, time: away }) : s.name) : `${t(`seat.${id}`)} (${t("seat.bot")})`);
  });
  const turn =
    st.stage === "over"
      ? h("strong.result#result", null, t(`result.${st.result.winner}`, { reason: plugin.resultReason?.(st) ?? "" }), " ", st.result.rule ? ruleChip(plugin.rules, st.result.rule) : null)
      : acting
        ? h("strong.yourturn#your-turn", null, t("game.yourTurn"))
        : h("span.waiting", null, t("game.waiting", { who: who.join(", ") || "…" }));
  return [
    h("span.round#round", null, t("game.round", { round: st.round })),
    " · ",
    h("span.phase", null, has(`phase.${st.phase}`) ? t(`phase.${st.phase}`) : st.phase),
    " · ",
    turn,
    plugin.statusDetails(st),
  ].filter((x): x is HTMLElement | string => x !== null);
}

/** The result over the board once the game is over (closable; the status line keeps it), announced once. */
export function showResult(overlay: HTMLElement, conn: Connection, st: RoomState, plugin?: GamePlugin): void {
  overlay.hidden = false;
  overlay.replaceChildren(
    h("h2", null, t("game.over")),
    h("p.over-winner", null, t(`game.winner_${st.result.winner}`)),
    h("p.over-reason", null, plugin?.resultReason?.(st) ?? "", st.result.rule ? ruleChip(plugin?.rules, st.result.rule) : null),
    ...[plugin?.resultDetails?.(st)].filter((x): x is HTMLElement => !!x),
    h(
      "div.over-buttons",
      null,
      h("button", { onclick: () => (overlay.hidden = true) }, t("game.close")),
      conn.replay ? null : h("a.button#watch-replay", { href: `/replay/${conn.gameId}` }, t("replay.watch")),
      h("a.button.primary", { href: "/" }, t("lobby.newGame")),
    ),
  );
  announce(`${t("game.over")}: ${t(`game.winner_${st.result.winner}`)}`);
}
