/** The words a "your turn" notification is made of, in one language (client/build/turn-words.ts gathers them). */
export interface TurnWords {
  turn: string;
  body: string;
  games: Record<string, string>;
}

/** The title and body of "your turn in `game`" in `lang` from the worker's `words` (English when unknown); an unknown game is named by its id. */
export function turnText(words: Record<"en" | "ru", TurnWords>, lang: string, game: string): { title: string; body: string } {
  const w = words[lang === "ru" ? "ru" : "en"];
  return { title: w.turn.replace("{{game}}", w.games[game] ?? game), body: w.body };
}
