import i18next from "i18next";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import { merged, type Dict } from "../src/shell/i18n";
import { hintText as siegeHint } from "../src/games/siege/hint";
import { hintText as houseHint } from "../src/games/house/hint";
import shellEn from "../src/shell/i18n/en.json";
import shellRu from "../src/shell/i18n/ru.json";
import siegeEn from "../src/games/siege/i18n/en.json";
import siegeRu from "../src/games/siege/i18n/ru.json";
import houseEn from "../src/games/house/i18n/en.json";
import houseRu from "../src/games/house/i18n/ru.json";

/*
 * The hint button's words: each game's plugin says the bot's suggestion (the `hint`
 * answer) by the action's own label, in English and Russian (client/src/games/<game>/hint.ts).
 */

beforeAll(async () => {
  const words = (...ds: unknown[]) => ds.reduce<Dict>((all, d) => merged(all, d as Dict), {});
  await i18next.init({
    lng: "en",
    resources: { en: { translation: words(shellEn, siegeEn, houseEn) }, ru: { translation: words(shellRu, siegeRu, houseRu) } },
    interpolation: { escapeValue: false },
  });
});

// only what the two labels read: no units, no decision open
const room = { units: new Map(), pending: [] } as unknown as RoomState;

describe("the hint's words", () => {
  test("Siege and House say the suggested action by its label, in English", async () => {
    await i18next.changeLanguage("en");
    expect(siegeHint(room, { type: "done" })).toBe("The defenders' bot would: Done");
    expect(houseHint(room, { type: "endActivation", figure: "max" })).toBe("The bot would: Max: end activation");
  });

  test("… and in Russian", async () => {
    await i18next.changeLanguage("ru");
    expect(siegeHint(room, { type: "done" })).toBe("Бот защитников сделал бы так: Готово");
    expect(houseHint(room, { type: "endActivation", figure: "max" })).toBe("Бот сделал бы так: Макс: закончить активацию");
  });

  test("the shell's hint words and its refusals exist in both languages", () => {
    for (const d of [shellEn, shellRu] as unknown as { game: Record<string, string>; rejected: { msg: Record<string, string> } }[]) {
      expect(Object.keys(d.game).filter((k) => k.startsWith("hint")).sort()).toEqual(["hint", "hintIs", "hintTitle"]);
      expect(Object.keys(d.rejected.msg).filter((k) => k.startsWith("hint")).sort()).toEqual(["hintAddressTime", "hintBusy", "hintFailed", "hintGameTime", "hintNone", "hintNotNow", "hintNotSeated", "hintQueueFull", "hintStale"]);
    }
  });
});
