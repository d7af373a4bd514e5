import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/* The client's words as the shared tests read them (client/src/shell/i18n, client/src/games/<game>/i18n). */

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The game's client words in `lang` (client/src/games/<game>/i18n/<lang>.json). */
export function gameWords(game: string, lang: "en" | "ru"): Record<string, unknown> {
  return JSON.parse(readFileSync(join(ROOT, "client", "src", "games", game, "i18n", `${lang}.json`), "utf8")) as Record<string, unknown>;
}

/** The shell's client words in `lang` (client/src/shell/i18n/<lang>.json). */
export function shellWords(lang: "en" | "ru"): Record<string, unknown> {
  return JSON.parse(readFileSync(join(ROOT, "client", "src", "shell", "i18n", `${lang}.json`), "utf8")) as Record<string, unknown>;
}

/** The .ts files under a folder of the repository, recursively. */
export function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : f.endsWith(".ts") ? [p] : [];
  });
}
