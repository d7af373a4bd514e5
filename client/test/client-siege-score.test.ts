import i18next from "i18next";
import { merged, type Dict } from "../src/shell/i18n";
import { scoreRows, signed } from "../src/games/siege/score";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import { scoreParams, epilogueScore } from "@zedfall/shared/siege/state/score";
import { winGame } from "@zedfall/shared/siege/round/flow";
import shellEn from "../src/shell/i18n/en.json";
import shellRu from "../src/shell/i18n/ru.json";
import siegeEn from "../src/games/siege/i18n/en.json";
import siegeRu from "../src/games/siege/i18n/ru.json";
import { blank, unit } from "../../shared/test/siege/kit";

/*
 * siege §7: the epilogue score at the end of a Siege game, as the client's end-of-game overlay
 * lists it (client/src/games/siege/score.ts) from the result's params, in English and Russian.
 */

beforeAll(async () => {
  await i18next.init({
    lng: "en",
    resources: { en: { translation: merged(shellEn as Dict, siegeEn as Dict) }, ru: { translation: merged(shellRu as Dict, siegeRu as Dict) } },
    interpolation: { escapeValue: false },
  });
});

/** The room state of a finished game whose result carries `params` (only the parts the score reads). */
function over(params: Record<string, number>): RoomState {
  return { stage: "over", result: { winner: "zeds", reason: "", rule: "siege §2.5", key: "", params: JSON.stringify(params) } } as unknown as RoomState;
}

describe("siege §7 the epilogue score in the client", () => {
  const s = blank();
  unit(s, "piazza", "forest:3", "seat1");
  unit(s, "refugees", "camp", null, { id: "refugees-1" });
  s.supplies = 4;
  s.ammo = 0;
  s.infection = 3;
  s.spaces[5]!.chaos = 2;
  winGame(s, "lastCard", "siege §2.8", []);
  const params = scoreParams(epilogueScore(s));

  test("siege §7 the rows in English: the units, the civilians, what counted, the total", async () => {
    await i18next.changeLanguage("en");
    expect(scoreRows(over(params))).toEqual({
      rows: [
        { label: "Surviving units: 1 (+1 each)", points: 1 },
        { label: "Surviving Villagers and Refugees: 1 (+3 each)", points: 3 },
        { label: "Supplies 4 (2 or more: +1)", points: 1 },
        { label: "Infection 3 (6 or less: +1)", points: 1 },
        { label: "Chaos markers on the map: 2 (−1 each)", points: -2 },
      ],
      total: 4,
    });
  });

  test("siege §7 the rows in Russian", async () => {
    await i18next.changeLanguage("ru");
    const sc = scoreRows(over(params))!;
    expect(sc.rows.map((r) => r.label)).toEqual([
      "Уцелевшие отряды: 1 (+1 за каждый)",
      "Уцелевшие сельчане и беженцы: 1 (+3 за каждый)",
      "Припасы: 4 (2 и больше: +1)",
      "Заражение: 3 (6 и меньше: +1)",
      "Маркеры Хаоса на карте: 2 (−1 за каждый)",
    ]);
    expect(sc.total).toBe(4);
  });

  test("siege §7 no score while the game runs or without one; signed points", () => {
    expect(scoreRows({ ...over(params), stage: "play" } as RoomState)).toBeNull();
    expect(scoreRows(over({}))).toBeNull();
    expect([signed(3), signed(-1), signed(0)]).toEqual(["+3", "−1", "0"]);
  });

  test("siege §7 every score word exists in both languages", () => {
    const en = (siegeEn as { siege: { score: Record<string, string> } }).siege.score;
    const ru = (siegeRu as { siege: { score: Record<string, string> } }).siege.score;
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).sort()).toEqual(["ammo", "chaos", "civilians", "infection", "supplies", "title", "total", "units", "unplayed"]);
  });
});
