import i18next from "i18next";
import { merged, type Dict } from "../src/shell/i18n";
import shellEn from "../src/shell/i18n/en.json";
import shellRu from "../src/shell/i18n/ru.json";
import siegeEn from "../src/games/siege/i18n/en.json";
import siegeRu from "../src/games/siege/i18n/ru.json";
import glossaryEn from "../src/games/siege/i18n/glossary.en.json";
import glossaryRu from "../src/games/siege/i18n/glossary.ru.json";

/* The Siege client tests' words (siege-roll-needs, siege-warn, client-siege-log-words): i18next as the Siege screen has it. */

/** The words of one language: the shell's, with Siege's and its glossary merged in (as plugin.ts merges them). */
const siegeWords = (shell: unknown, game: unknown, glossary: unknown): Dict => merged(shell as Dict, merged(game as Dict, glossary as Dict));

/** Starts i18next in `lng` with the shell's and Siege's words in English and Russian, no escaping (a test switches language with `changeLanguage`). */
export async function initSiegeWords(lng: "en" | "ru"): Promise<void> {
  await i18next.init({
    lng,
    resources: { en: { translation: siegeWords(shellEn, siegeEn, glossaryEn) }, ru: { translation: siegeWords(shellRu, siegeRu, glossaryRu) } },
    interpolation: { escapeValue: false },
  });
}
