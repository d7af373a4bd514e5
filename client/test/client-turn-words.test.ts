import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { turnWords } from "../build/turn-words";
import { turnText } from "../src/sw/turn-words";

/** The words the build gives the service worker, from the client's folders as they are. */
const TURN_WORDS = turnWords(join(dirname(fileURLToPath(import.meta.url)), ".."));

/** The service worker's "your turn" words: both languages, every game named, English for an unknown language. */
describe("client: the words of a 'your turn' push", () => {
  test("the title names the game in the subscription's language", () => {
    expect(turnText(TURN_WORDS, "en", "house")).toEqual({ title: "Your turn in House", body: "Open the game to play." });
    expect(turnText(TURN_WORDS, "ru", "siege")).toEqual({ title: "Ваш ход в игре «Осада»", body: "Откройте игру, чтобы сходить." });
    expect(turnText(TURN_WORDS, "de", "siege").title).toBe("Your turn in Siege");
    expect(turnText(TURN_WORDS, "en", "other").title).toBe("Your turn in other");
  });

  test("every language names every game folder and has its words", () => {
    for (const w of Object.values(TURN_WORDS)) {
      expect(Object.keys(w.games).sort()).toEqual(["house", "siege"]);
      expect(w.turn).toContain("{{game}}");
      expect(w.body.length).toBeGreaterThan(5);
    }
  });
});
