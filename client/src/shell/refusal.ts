import type { RejectedMessage } from "@zedfall/shared/src/protocol";
import { refusalWords } from "@zedfall/shared/src/protocol/refusals";
import { has, lang, t } from "./i18n";

/**
 * A `rejected` message in the reader's language (issue 14): in English the server's message; in
 * another language the words of its shape (shared/src/protocol/refusals.ts, `rejected.msg.<key>`,
 * a seat param by the seat's name), else the words of its code, else the server's message.
 */
export function refusalText(m: Pick<RejectedMessage, "code" | "message">): string {
  if (lang() === "en") return m.message;
  const w = refusalWords(m.message);
  if (w && has(`rejected.msg.${w.key}`)) {
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(w.params)) params[k] = k === "seat" && has(`seat.${v}`) ? t(`seat.${v}`) : v;
    return t(`rejected.msg.${w.key}`, params);
  }
  return has(`rejected.code.${m.code}`) ? t(`rejected.code.${m.code}`) : m.message;
}
