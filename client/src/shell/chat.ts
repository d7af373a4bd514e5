import { type ChatOut, cleanText } from "@zedfall/shared/protocol";
import type { Connection } from "./connection";
import { h } from "./dom";
import { t } from "./i18n";
import { hex } from "./colors";
import { keepLastChildren, lastLines } from "./chat-keep";

/** The game's chat: the last CHAT_LINES_KEPT lines said (each name in its seat's colour) and the line to say one. */
export class ChatPanel {
  readonly list = h("ol.chatlog#chat");
  readonly form: HTMLFormElement;

  constructor(
    conn: Connection,
    private seatColor: (seat: string) => number | undefined,
  ) {
    const input = h("input#chat-input", { type: "text", maxlength: 500, placeholder: t("game.chatPlaceholder"), "aria-label": t("game.chat") });
    this.form = h(
      "form.chatform",
      {
        onsubmit: (e: Event) => {
          e.preventDefault();
          // cleaned as the server cleans it: a line with nothing visible is not sent
          const v = cleanText(input.value, true);
          if (v) conn.chat(v);
          input.value = "";
        },
      },
      input,
      h("button", { type: "submit" }, t("game.send")),
    );
  }

  /** Adds a line someone said; the oldest go once the list holds more than CHAT_LINES_KEPT. */
  add(m: ChatOut): void {
    this.list.append(this.line(m));
    keepLastChildren(this.list);
    this.list.scrollTop = this.list.scrollHeight;
  }

  /** Shows the last CHAT_LINES_KEPT of `lines` (the chat of a `history`, or the lines kept when the screen is rebuilt). */
  reset(lines: readonly ChatOut[]): void {
    this.list.replaceChildren(...lastLines(lines).map((m) => this.line(m)));
    this.list.scrollTop = this.list.scrollHeight;
  }

  private line(m: ChatOut): HTMLElement {
    const time = new Date(m.at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    return h("li", null, h("span.time", null, time), " ", h("strong", { style: m.seat ? `color:${hex(this.seatColor(m.seat) ?? 0xdddddd)}` : "" }, m.from), ": ", m.text);
  }
}
