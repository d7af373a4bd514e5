import i18next from "i18next";
import { Seat } from "@zedfall/shared/protocol/schema";
import { awayFor, awayTime } from "../src/shell/away";
import shellEn from "../src/shell/i18n/en.json";
import shellRu from "../src/shell/i18n/ru.json";

/*
 * The waiting words of the client (client/src/shell/away.ts): how long a seat's player has been
 * away, from the `awaySince` the server gives every seat, in English and Russian.
 */

beforeAll(async () => {
  await i18next.init({ lng: "en", resources: { en: { translation: shellEn }, ru: { translation: shellRu } }, interpolation: { escapeValue: false } });
});

const MIN = 60_000;
const seat = (s: Partial<Seat>): Seat => Object.assign(new Seat(), { id: "human1", role: "human", kind: "player", name: "Ann", connected: false, awaySince: 0, active: true, ...s });

describe("away words", () => {
  test("minutes, hours and days, rounded down, in English and Russian", async () => {
    await i18next.changeLanguage("en");
    expect([awayTime(20_000), awayTime(3 * MIN + 59_000), awayTime(5 * 60 * MIN), awayTime(2 * 24 * 60 * MIN)]).toEqual(["less than a minute", "3 min", "5 h", "2 d"]);
    expect(i18next.t("game.waiting", { who: i18next.t("game.awayWho", { name: "Ann", time: awayTime(3 * MIN) }) })).toBe("Waiting for Ann (away 3 min)");
    await i18next.changeLanguage("ru");
    expect([awayTime(20_000), awayTime(3 * MIN), awayTime(5 * 60 * MIN), awayTime(2 * 24 * 60 * MIN)]).toEqual(["меньше минуты", "3 мин", "5 ч", "2 дн."]);
    expect(i18next.t("game.waiting", { who: i18next.t("game.awayWho", { name: "Ann", time: awayTime(3 * MIN) }) })).toBe("Ждём: Ann (не в сети 3 мин)");
  });

  test("only a player's seat whose player is away and whose absence the server dated has words", async () => {
    await i18next.changeLanguage("en");
    const now = 1_000_000_000;
    expect(awayFor(seat({ awaySince: now - 3 * MIN }), now)).toBe("3 min");
    expect(awayFor(seat({ awaySince: now - 3 * MIN, connected: true }), now)).toBeNull();
    expect(awayFor(seat({ awaySince: 0 }), now)).toBeNull();
    expect(awayFor(seat({ kind: "bot", awaySince: now - MIN }), now)).toBeNull();
    // a client clock a little behind the server's never says a negative time
    expect(awayFor(seat({ awaySince: now + 5000 }), now)).toBe("less than a minute");
  });
});
