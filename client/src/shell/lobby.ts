import type { RoomState } from "@zedfall/shared/protocol/schema";
import { h, toast } from "./dom";
import { t, has } from "./i18n";
import type { Connection } from "./connection";
import { optionFields } from "./options";
import { botWords, levelChoice } from "./bot-level";
import type { GamePlugin } from "./plugin";

/** The invite link of a game: /g/<gameId> on this server. */
export const inviteLink = (gameId: string) => `${location.origin}/g/${gameId}`;

/** Copies the invite link of a game to the clipboard (or shows it to copy by hand). */
export function copyInvite(gameId: string): void {
  const link = inviteLink(gameId);
  const done = () => toast(t("lobby.copied"));
  if (navigator.clipboard?.writeText) navigator.clipboard.writeText(link).then(done, () => prompt(t("lobby.invite"), link));
  else prompt(t("lobby.invite"), link);
}

/** The lobby of a created game: seats with claim and bot toggles, the invite link, the options, start. */
export function lobbyView(conn: Connection, plugin: GamePlugin): HTMLElement {
  const st: RoomState = conn.state;
  const host = conn.isHost();
  const seats = h("ul.seats");
  st.seats.forEach((s, id) => {
    const mine = conn.seat === id;
    const who =
      s.kind === "player" ? `${s.name}${mine ? ` (${t("lobby.you")})` : ""}${s.connected ? "" : ` · ${t("seat.offline")}`}` : s.kind === "bot" ? botWords(st, id) : t("lobby.empty");
    const claim =
      s.kind === "empty" || (s.kind === "bot" && !mine)
        ? h("button.claim", { dataset: { seat: id }, onclick: () => conn.claim(id) }, t("lobby.claim"))
        : mine
          ? h("button.release", { onclick: () => conn.release() }, t("lobby.release"))
          : null;
    const bot =
      host && s.kind !== "player"
        ? h(
            "label.bot-toggle",
            null,
            h("input", { type: "checkbox", checked: s.kind === "bot", dataset: { botSeat: id }, onchange: (e: Event) => conn.bot(id, (e.target as HTMLInputElement).checked) }),
            " ",
            t("lobby.bot"),
          )
        : null;
    const level = host && s.kind === "bot" ? levelChoice(conn, st, id) : null;
    seats.append(
      h(
        `li.seat.seat-${id}${mine ? ".mine" : ""}`,
        { dataset: { seat: id } },
        h("span.seat-dot", { "aria-hidden": "true" }),
        h("span.seat-name", null, t(`seat.${id}`)),
        h("span.seat-who", null, who),
        h("span.seat-buttons", null, claim, bot, level),
      ),
    );
  });
  const opts = JSON.parse(st.options || "{}") as Record<string, unknown>;
  const pace = st.pace === "async" ? "async" : "live";
  const optList = h(
    "dl.optlist",
    null,
    // the pace first: what it means for a player who goes away
    h("dt", null, t("pace.label")),
    h("dd#lobby-pace", null, t(`pace.${pace}`)),
    h("dd.optlist-help", null, t(`pace.${pace}_help`)),
    ...optionFields(plugin).flatMap((o) => {
      const v = opts[o.key];
      const shown = typeof v === "boolean" ? (v ? "✓" : "—") : o.kind === "choice" && has(`opt.${o.key}.${v}`) ? t(`opt.${o.key}.${v}`) : String(v);
      // the one-line explanation is shown, not only on hover (phones have none)
      return [h("dt", null, t(`opt.${o.key}.label`)), h("dd", null, shown), h("dd.optlist-help", null, t(`opt.${o.key}.help`))];
    }),
  );
  const link = inviteLink(conn.gameId);
  let filled = 0;
  st.seats.forEach((s) => (filled += s.kind === "empty" ? 0 : 1));
  const note = plugin.lobbyNote?.(opts, filled) ?? null;
  return h(
    "div.page.lobby",
    null,
    h(
      "section.card",
      null,
      h("h1", null, t("lobby.heading")),
      h("label", { for: "invite" }, t("lobby.invite")),
      h("div.invite", null, h("input#invite", { type: "text", readonly: true, value: link, onfocus: (e: Event) => (e.target as HTMLInputElement).select() }), h("button#copy-invite", { onclick: () => copyInvite(conn.gameId) }, t("lobby.copy"))),
      h("h2", null, t("lobby.seats")),
      seats,
      watchersLine(st),
      h("p.hint", null, plugin.seatsHint()),
      note ? h("p.hint#lobby-note", null, note) : null,
      host ? h("p.hint", null, t("lobby.hostHint")) : h("p.hint", null, t("lobby.waitHost", { name: st.hostName })),
      host ? h("button.primary#start", { onclick: () => conn.start() }, t("lobby.start")) : null,
    ),
    h("section.card", null, h("h2", null, t("lobby.options")), optList),
  );
}

/** "Also here: Bob, Carol": the people connected without a seat (the lobby lists who is present); null when nobody. */
export function watchersLine(st: RoomState): HTMLElement | null {
  const names = st.watchers?.toArray() ?? [];
  return names.length ? h("p.watchers#watchers", null, t("lobby.watchers", { names: names.join(", ") })) : null;
}
