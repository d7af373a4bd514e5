import i18next from "i18next";
import { oddsLine } from "../src/games/siege/odds-line";
import { initSiegeWords } from "./siege-i18n";

/* siege G31 the lobby's odds line, from the measured table (shared/src/siege/odds.json), in English and Russian. */

beforeAll(() => initSiegeWords("en"));
afterEach(() => i18next.changeLanguage("en"));

describe("siege G31 the lobby's odds line", () => {
  test("siege G31 printed Pressure quotes the strong bot's 1000 games; off quotes greedy's 1,000 and says the strong bot was not measured", () => {
    expect(oddsLine({ pressure: "printed" }, 3)).toBe("A strong team of bots wins about 1 % of such games (1000 games measured).");
    expect(oddsLine({}, 3)).toBe(oddsLine({ pressure: "printed" }, 3));
    expect(oddsLine({ pressure: "off" }, 4)).toBe("A greedy team of bots wins about 4 % of such games (1000 games measured; the strong bot was not measured here).");
  });

  test("siege G31 one seat never meets Zeds Pressure: every value quotes the one-seat games; no seat filled, no line", () => {
    expect(oddsLine({ pressure: "every-round" }, 1)).toBe(oddsLine({ pressure: "printed" }, 1));
    expect(oddsLine({ pressure: "printed" }, 0)).toBeNull();
  });

  test("siege G31 a setup the odds were not measured in (a short deck, a module off, the Basic Heroes) says so instead of quoting another game's", () => {
    const none = "No odds were measured for this setup: the bots were measured with the normal deck, both modules and drawn Heroes.";
    expect(oddsLine({ deck: "short", pressure: "printed" }, 2)).toBe(none);
    expect(oddsLine({ trains: false }, 3)).toBe(none);
    expect(oddsLine({ rumors: false }, 1)).toBe(none);
    expect(oddsLine({ heroes: "basic" }, 4)).toBe(none);
    expect(oddsLine({ deck: "short" }, 0)).toBeNull();
  });

  test("siege G31 in Russian", async () => {
    await i18next.changeLanguage("ru");
    expect(oddsLine({ pressure: "printed" }, 3)).toBe("Сильная команда ботов выигрывает примерно 1 % таких партий (измерено на 1000 партиях).");
    expect(oddsLine({ deck: "short" }, 2)).toBe("Для таких настроек шансы не измерялись: боты играли с обычной колодой, обоими модулями и случайными героями.");
  });
});
