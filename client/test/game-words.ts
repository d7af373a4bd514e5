import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Dict } from "../src/shell/i18n";

/* The games' words files as the key checks read them (wire-keys-words.test.ts, event-words.test.ts). */

/** The folder of the games' client code (client/src/games/<game>/i18n/ holds each game's words). */
const GAMES = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "games");

/** The words file `file` (`en.json`, `expansions.ru.json`…) of game `game`, as it is on disk. */
export const readWords = (game: string, file: string): Dict => JSON.parse(readFileSync(join(GAMES, game, "i18n", file), "utf8")) as Dict;

/** The line at dotted `path` of `d` (`siege.event.roll`), or undefined where there is none or a group stands there. */
export function line(d: Dict, path: string): string | undefined {
  let at: string | Dict | undefined = d;
  for (const k of path.split(".")) at = typeof at === "object" ? at[k] : undefined;
  return typeof at === "string" ? at : undefined;
}
