import shellEn from "../shell/i18n/en.json";
import shellRu from "../shell/i18n/ru.json";
import houseEn from "./house/i18n/en.json";
import houseRu from "./house/i18n/ru.json";
import siegeEn from "./siege/i18n/en.json";
import siegeRu from "./siege/i18n/ru.json";

/** The words a "your turn" notification is made of, in one language. */
export interface TurnWords {
  turn: string;
  body: string;
  games: Record<string, string>;
}

/**
 * The service worker's words (it has no i18next): the shell's `notify` keys and each game's
 * `gameName`, by language (only these keys are bundled into the worker).
 */
export const TURN_WORDS: Record<"en" | "ru", TurnWords> = {
  en: { turn: shellEn.notify.turn, body: shellEn.notify.body, games: { ...houseEn.gameName, ...siegeEn.gameName } },
  ru: { turn: shellRu.notify.turn, body: shellRu.notify.body, games: { ...houseRu.gameName, ...siegeRu.gameName } },
};

/** The title and body of "your turn in `game`" in `lang` (English when unknown); an unknown game is named by its id. */
export function turnText(lang: string, game: string): { title: string; body: string } {
  const w = TURN_WORDS[lang === "ru" ? "ru" : "en"];
  return { title: w.turn.replace("{{game}}", w.games[game] ?? game), body: w.body };
}
