import type { RejectedMessage, RoomState } from "@zedfall/shared/src/protocol";
import { refusalWords } from "@zedfall/shared/src/protocol/refusals";
import { has, lang, t } from "./i18n";
import type { GamePlugin } from "./plugin";

/** The active game of a refusal: its plugin and the state it was refused in (null outside a game). */
export interface RefusalGame {
  plugin: GamePlugin;
  state: RoomState | null;
}

/**
 * A sentence of the game's own (a rule's check answer) in the reader's language: the line
 * of its shape (`rejected.<game>.<key>`), each param in the game's words and a `why` param by its
 * own shape; null when the game has no shape or no line for it.
 */
function gameSentence(message: string, game: RefusalGame | undefined): string | null {
  const r = game?.plugin.refusals;
  const w = r ? refusalWords(message, r.shapes) : null;
  if (!game || !r || !w) return null;
  const key = `rejected.${game.plugin.id}.${w.key}`;
  if (!has(key)) return null;
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(w.params)) params[k] = k === "why" ? (gameSentence(v, game) ?? v) : r.word(game.state, k.replace(/\d+$/, ""), v);
  return t(key, params);
}

/**
 * A `rejected` message in the reader's language: in English the server's message; in
 * another language the words of its shape (shared/src/protocol/refusals.ts, `rejected.msg.<key>`,
 * a seat param by the seat's name, an undo's reason by the game's words), else the words of the
 * active game's shape for it (`game`), else the words of its code, else the server's message.
 */
export function refusalText(m: Pick<RejectedMessage, "code" | "message">, game?: RefusalGame): string {
  if (lang() === "en") return m.message;
  const w = refusalWords(m.message);
  if (w && has(`rejected.msg.${w.key}`)) {
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(w.params)) params[k] = k === "seat" && has(`seat.${v}`) ? t(`seat.${v}`) : k === "why" ? (gameSentence(v, game) ?? v) : v;
    return t(`rejected.msg.${w.key}`, params);
  }
  return gameSentence(m.message, game) ?? (has(`rejected.code.${m.code}`) ? t(`rejected.code.${m.code}`) : m.message);
}
