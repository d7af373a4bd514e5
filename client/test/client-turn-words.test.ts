import { TURN_WORDS, turnText } from "../src/games/turn-words";

/** The service worker's "your turn" words: both languages, every game named, English for an unknown language. */
describe("client: the words of a 'your turn' push", () => {
  test("the title names the game in the subscription's language", () => {
    expect(turnText("en", "house")).toEqual({ title: "Your turn in House", body: "Open the game to play." });
    expect(turnText("ru", "siege")).toEqual({ title: "Ваш ход в игре «Осада»", body: "Откройте игру, чтобы сходить." });
    expect(turnText("de", "siege").title).toBe("Your turn in Siege");
    expect(turnText("en", "other").title).toBe("Your turn in other");
  });

  test("every language names both games and has its words", () => {
    for (const w of Object.values(TURN_WORDS)) {
      expect(Object.keys(w.games).sort()).toEqual(["house", "siege"]);
      expect(w.turn).toContain("{{game}}");
      expect(w.body.length).toBeGreaterThan(5);
    }
  });
});
