import type { Refusal, RefusalParam, RejectedMessage } from "@zedfall/shared/protocol";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import { has, t } from "./i18n";
import type { GamePlugin } from "./plugin";

/** The active game of a refusal: its plugin and the state it was refused in (null outside a game). */
export interface RefusalGame {
  plugin: GamePlugin;
  state: RoomState | null;
}

/** A refusal's key and params in the reader's language (`rejected.<key>`; a game's params in its words when `game` is given); null when there is no line for its key. */
export function refusalWords(r: Refusal, game?: RefusalGame): string | null {
  const key = `rejected.${r.key}`;
  if (!has(key)) return null;
  const own = game && r.key.startsWith(`${game.plugin.id}.`) ? game.plugin.refusals : undefined;
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.params)) params[k] = paramWords(k, v, own, game);
  return t(key, params);
}

/** One param in words: a nested refusal by its own line, a game's param by the game's words of its kind (the name without a trailing digit), a seat by its name. */
function paramWords(name: string, v: RefusalParam, own: GamePlugin["refusals"], game: RefusalGame | undefined): string {
  if (typeof v === "object") return refusalWords(v, game) ?? v.key;
  const value = String(v);
  if (own) return own.word(game!.state, name.replace(/\d+$/, ""), value);
  return name === "seat" && has(`seat.${value}`) ? t(`seat.${value}`) : value;
}

/**
 * A `rejected` message in the reader's language: the line of its key (`rejected.<key>`: the
 * room's and the kernel's `msg.*`, a game's own `<game>.*`) with its params in words, else the
 * words of its code, else its key.
 */
export function refusalText(m: Pick<RejectedMessage, "code" | "key" | "params">, game?: RefusalGame): string {
  return refusalWords(m, game) ?? (has(`rejected.code.${m.code}`) ? t(`rejected.code.${m.code}`) : m.key);
}
