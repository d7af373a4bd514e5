import i18next from "i18next";
import { merged, type Dict } from "../src/shell/i18n";
import { labelOf } from "../src/games/house/actions";
import { eventText } from "../src/games/house/events";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import shellEn from "../src/shell/i18n/en.json";
import shellRu from "../src/shell/i18n/ru.json";
import houseEn from "../src/games/house/i18n/en.json";
import houseRu from "../src/games/house/i18n/ru.json";

/*
 * House squares in words (tester: "Place a zombie at 0,12", "Lena enters at 4,15" named squares the
 * board does not label): a square in a room goes by its coordinates and the room's name, one in the
 * yard by its coordinates alone, in the reader's language.
 */

beforeAll(async () => {
  await i18next.init({
    lng: "en",
    resources: { en: { translation: merged(shellEn as Dict, houseEn as Dict) }, ru: { translation: merged(shellRu as Dict, houseRu as Dict) } },
    interpolation: { escapeValue: false },
  });
});

/** A room state with two squares: 0,12 in the kitchen, 4,15 in the yard (no room). */
const room = {
  board: {
    squares: [
      { x: 0, y: 12, z: 0, room: "kitchen" },
      { x: 4, y: 15, z: 0, room: "" },
    ],
    edges: new Map(),
    searchSquares: new Map(),
  },
  units: new Map(),
} as unknown as RoomState;

describe("House squares in words", () => {
  test("an action's square: its room's name and coordinates inside the house, the coordinates alone in the yard (en, ru)", async () => {
    await i18next.changeLanguage("en");
    expect(labelOf(room, { type: "placeZombie", at: { x: 0, y: 12, z: 0 } })).toBe("Place a zombie at 0,12 (Kitchen)");
    expect(labelOf(room, { type: "placeZombie", at: { x: 4, y: 15, z: 0 } })).toBe("Place a zombie at 4,15");
    await i18next.changeLanguage("ru");
    expect(labelOf(room, { type: "placeZombie", at: { x: 0, y: 12, z: 0 } })).toBe("Поставить зомби на 0,12 (Кухня)");
  });

  test("a log line's square too", async () => {
    await i18next.changeLanguage("en");
    const line = eventText(room, { type: "zombiePlaced", text: "(server)", zombie: "z1", at: { x: 0, y: 12, z: 0 } } as never);
    expect(line).toContain("0,12 (Kitchen)");
  });
});
