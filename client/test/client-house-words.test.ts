import i18next from "i18next";
import { merged, type Dict } from "../src/shell/i18n";
import { labelOf } from "../src/games/house/actions";
import { eventText } from "../src/games/house/events";
import { edgeLabel } from "../src/games/house/place-names";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import shellEn from "../src/shell/i18n/en.json";
import shellRu from "../src/shell/i18n/ru.json";
import houseEn from "../src/games/house/i18n/en.json";
import houseRu from "../src/games/house/i18n/ru.json";

/*
 * House squares in words (tester: "Place a zombie at 0,12", "Lena enters at 4,15", then "Place Olga
 * at 0,15" and "door D9": coordinates and board ids): a square in a room goes by the room and its
 * furniture or where in the room it lies, one in the yard by the board's edge or the room it is
 * by, a door or window by the rooms it joins, in the reader's language; the Russian phrased without a
 * case to agree with («Поставить Лена»).
 */

beforeAll(async () => {
  await i18next.init({
    lng: "en",
    resources: { en: { translation: merged(shellEn as Dict, houseEn as Dict) }, ru: { translation: merged(shellRu as Dict, houseRu as Dict) } },
    interpolation: { escapeValue: false },
  });
});

/**
 * A 6×6 board: the kitchen x 1–3, y 1–3 (a woodpile at 3,3), the hall x 4, y 1–3, the yard around
 * them; a door between the kitchen (3,2) and the hall (4,2), a window from the kitchen (1,1) to the yard (1,0).
 */
function board(): RoomState {
  const squares: { x: number; y: number; z: number; room: string }[] = [];
  for (let y = 0; y < 6; y++) for (let x = 0; x < 6; x++) squares.push({ x, y, z: 0, room: x >= 1 && x <= 3 && y >= 1 && y <= 3 ? "kitchen" : x === 4 && y >= 1 && y <= 3 ? "hall" : "" });
  const edges = [
    { key: "3,2|4,2", type: "door", name: "D9" },
    { key: "1,1|1,0", type: "window", name: "W2" },
  ];
  return {
    board: { width: 6, height: 6, squares, edges, searchSquares: new Map([["S1", { id: "S1", name: "woodpile", x: 3, y: 3, z: 0 }]]) },
    units: new Map([["olga", { name: "Olga" }]]),
  } as unknown as RoomState;
}

describe("House squares in words", () => {
  test("a square by its room and where in it, its furniture, the yard's edge or the room it is by; no coordinates (en)", async () => {
    await i18next.changeLanguage("en");
    const st = board();
    expect(labelOf(st, { type: "placeZombie", at: { x: 1, y: 1, z: 0 } })).toBe("Place a zombie at Kitchen, north-west corner");
    expect(labelOf(st, { type: "placeZombie", at: { x: 2, y: 2, z: 0 } })).toBe("Place a zombie at Kitchen, middle");
    expect(labelOf(st, { type: "placeZombie", at: { x: 3, y: 3, z: 0 } })).toBe("Place a zombie at Kitchen: the woodpile");
    expect(labelOf(st, { type: "placeZombie", at: { x: 3, y: 2, z: 0 } })).toBe("Place a zombie at Kitchen, by the woodpile");
    expect(labelOf(st, { type: "placeHuman", figure: "olga", at: { x: 0, y: 4, z: 0 } })).toBe("Place Olga at the west edge, square 5 from the north");
    expect(labelOf(st, { type: "placeZombie", at: { x: 2, y: 5, z: 0 } })).toBe("Place a zombie at the south edge, square 3 from the west");
    const yard = labelOf(st, { type: "placeZombie", at: { x: 4, y: 4, z: 0 } });
    expect(yard).toBe("Place a zombie at the yard by the Hall");
    for (const l of [yard, labelOf(st, { type: "placeZombie", at: { x: 1, y: 1, z: 0 } })]) expect(l).not.toMatch(/\d,\d/);
  });

  test("a door or window by the rooms it joins and the side it faces, not its board id (en, ru)", async () => {
    await i18next.changeLanguage("en");
    const st = board();
    expect(labelOf(st, { type: "barricade", figure: "olga", edge: "3,2|4,2" })).not.toContain("D9");
    expect(edgeLabel(st, "3,2|4,2")).toBe("the door between the Kitchen and the Hall");
    expect(edgeLabel(st, "1,1|1,0")).toBe("the Kitchen window, north");
    await i18next.changeLanguage("ru");
    expect(edgeLabel(st, "3,2|4,2")).toBe("дверь: Кухня — Коридор");
    expect(edgeLabel(st, "1,1|1,0")).toBe("окно: Кухня, север");
  });

  test("Russian: a figure is never put in a case it does not take («Поставить Лена»), a square goes in quotes after «клетка»", async () => {
    await i18next.changeLanguage("ru");
    const st = board();
    const place = labelOf(st, { type: "placeHuman", figure: "lena", at: { x: 0, y: 4, z: 0 } });
    expect(place).toBe("Лена: войти на клетку «край «запад», клетка 5, считая от края «север»»");
    expect(place).not.toMatch(/Поставить Лена/);
    expect(labelOf(st, { type: "placeZombie", at: { x: 2, y: 2, z: 0 } })).toBe("Поставить зомби на клетку «Кухня, середина»");
  });

  test("a log line's square too", async () => {
    await i18next.changeLanguage("en");
    const line = eventText(board(), { type: "zombiePlaced", text: "(server)", zombie: "z1", at: { x: 2, y: 2, z: 0 } } as never);
    expect(line).toContain("Kitchen, middle");
  });
});
