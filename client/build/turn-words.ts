import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { TurnWords } from "../src/sw/turn-words";
import { gameFolders } from "./games";

/** The languages the service worker words a "your turn" push in (the client's LANGS). */
const TURN_LANGS = ["en", "ru"] as const;

/** A word file of the client, parsed. */
const words = (file: string) => JSON.parse(readFileSync(file, "utf8")) as { notify?: { turn: string; body: string }; gameName?: Record<string, string> };

/**
 * The service worker's words (it has no i18next), read at build time: the shell's `notify` keys and
 * the `gameName` of every game folder (client/src/games/<id>/i18n/<lang>.json), by language.
 * `clientDir` is client/. Throws when the shell lacks its `notify` words.
 */
export function turnWords(clientDir: string): Record<(typeof TURN_LANGS)[number], TurnWords> {
  const of = (lang: (typeof TURN_LANGS)[number]): TurnWords => {
    const shell = words(join(clientDir, "src", "shell", "i18n", `${lang}.json`)).notify;
    if (!shell) throw new Error(`client/src/shell/i18n/${lang}.json has no notify words`);
    const games = Object.assign({}, ...gameFolders(clientDir).map((id) => words(join(clientDir, "src", "games", id, "i18n", `${lang}.json`)).gameName ?? {}));
    return { turn: shell.turn, body: shell.body, games };
  };
  return { en: of("en"), ru: of("ru") };
}
