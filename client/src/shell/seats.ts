import type { RoomState } from "@zedfall/shared/src/protocol";
import type { Connection } from "./connection";
import type { GamePlugin } from "./plugin";
import { h } from "./dom";
import { t } from "./i18n";
import { hex } from "./colors";

/**
 * The seats during the game: who sits where, whose turn it is, the game's details of each seat;
 * the creator may hand any player's seat to a bot, connected or not (issue 13), and a seatless visitor may take over a bot's seat.
 */
export function gameSeats(conn: Connection, plugin: GamePlugin, st: RoomState): HTMLElement[] {
  const out: HTMLElement[] = [];
  st.seats.forEach((s, id) => {
    if (s.kind === "empty") return;
    out.push(
      h(
        `li.seat${s.active ? ".active" : ""}${conn.seat === id ? ".mine" : ""}`,
        { dataset: { seat: id } },
        h("span.seat-dot", { style: `background:${hex(plugin.seatColor(id) ?? 0x888888)}`, "aria-hidden": "true" }),
        h("span.seat-name", null, t(`seat.${id}`)),
        h("span.seat-who", null, `${s.kind === "bot" ? t("seat.bot") : s.name}${s.kind === "player" && !s.connected ? ` · ${t("seat.offline")}` : ""}`),
        s.active ? h("span.turn-mark", { "aria-label": t("game.yourTurn") }, "▶") : null,
        conn.isHost() && s.kind === "player" && st.stage === "play" ? h("button.seat-bot", { onclick: () => conn.bot(id, true) }, t("lobby.bot")) : null,
        !conn.seat && !conn.replay && s.kind === "bot" && st.stage === "play" ? h("button.seat-claim", { onclick: () => conn.claim(id) }, t("lobby.claim")) : null,
        h("span.figs", null, ...plugin.seatDetails(st, id)),
      ),
    );
  });
  return out;
}
