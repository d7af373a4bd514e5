import type { RoomState, Seat } from "@zedfall/shared/protocol/schema";
import type { Connection } from "./connection";
import type { GamePlugin } from "./plugin";
import { h } from "./dom";
import { t } from "./i18n";
import { hex } from "./colors";
import { awayFor } from "./away";
import { botWords } from "./bot-level";

/**
 * The seats during the game: who sits where, whose turn it is, the game's details of each seat;
 * the creator may hand any player's seat to a bot, connected or not, and a seatless visitor may take over a bot's seat.
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
        h("span.seat-who", null, `${s.kind === "bot" ? (s.coveredFor ? t("seat.botFor", { name: s.coveredFor }) : botWords(st, id)) : s.name}${s.kind === "player" && !s.connected ? ` · ${awayWords(s)}` : ""}`),
        s.active ? h("span.turn-mark", { "aria-label": conn.seat === id ? t("game.yourTurn") : t("seat.acting") }, "▶") : null,
        conn.isHost() && s.kind === "player" && st.stage === "play" ? toBotButton(conn, id) : null,
        ...takeOver(conn, st, id),
        h("span.figs", null, ...plugin.seatDetails(st, id)),
      ),
    );
  });
  return out;
}

/** A player's absence: "away 3 min" when the server says since when, else "offline". */
function awayWords(s: Seat): string {
  const away = awayFor(s);
  return away ? t("seat.away", { time: away }) : t("seat.offline");
}

/** The seat the creator's first click on its Bot button armed, until when (ms): a second click within 4 s hands it over. */
let armedBot: { seat: string; until: number } | null = null;

/**
 * The creator's button that hands a player's seat to a bot during the game: the first click arms it
 * ("Hand to a bot?"), a second one within 4 s sends it, as Done does (a tester gave away their own
 * seat with one click and found themselves watching).
 */
function toBotButton(conn: Connection, id: string): HTMLElement {
  const armed = armedBot?.seat === id && Date.now() < armedBot.until;
  return h(
    `button.seat-bot${armed ? ".armed" : ""}`,
    {
      title: t("seat.toBotHelp"),
      onclick: (e: Event) => {
        if (armedBot?.seat === id && Date.now() < armedBot.until) {
          armedBot = null;
          conn.bot(id, true);
          return;
        }
        armedBot = { seat: id, until: Date.now() + 4000 };
        const b = e.currentTarget as HTMLElement;
        b.textContent = t("seat.toBotConfirm");
        b.classList.add("armed");
      },
    },
    armed ? t("seat.toBotConfirm") : t("lobby.bot"),
  );
}

/**
 * Taking over a bot's seat during the game: the creator takes it at once; anyone else
 * asks, and the creator sees the request with Accept and Refuse; the asker sees it waiting and may
 * cancel. Nothing here decides: the server grants or refuses.
 */
function takeOver(conn: Connection, st: RoomState, id: string): (HTMLElement | null)[] {
  const s = st.seats.get(id)!;
  if (s.kind !== "bot" || st.stage !== "play" || conn.replay) return [];
  if (s.requester) {
    const mine = s.requesterSession === conn.sessionId();
    return [
      h(
        "div.seat-request",
        null,
        h("span.seat-requester", null, mine ? t("seat.waiting", { name: st.hostName }) : t("seat.asks", { name: s.requester })),
        conn.isHost() ? h("button.seat-grant", { onclick: () => conn.grant(id, true) }, t("seat.accept")) : null,
        conn.isHost() ? h("button.seat-refuse", { onclick: () => conn.grant(id, false) }, t("seat.refuse")) : null,
        mine ? h("button.seat-cancel", { onclick: () => conn.release() }, t("seat.cancel")) : null,
      ),
    ];
  }
  if (conn.seat) return [];
  return [h("button.seat-claim", { onclick: () => conn.claim(id) }, conn.isHost() ? t("lobby.claim") : t("seat.ask"))];
}
