import i18next from "i18next";
import { jest } from "@jest/globals";
import type { ColyseusTestServer } from "@colyseus/testing";
import { serverErrorText } from "../src/shell/server-errors";
import shellEn from "../src/shell/i18n/en.json";
import shellRu from "../src/shell/i18n/ru.json";
import { bootServer, createGame, joinGame, testSettings } from "../../server/test/helpers";

/*
 * The server's refusals of a join, a create or a replay on the page (client/src/shell/server-errors.ts,
 * tester finding: the Russian join page said "Не удалось войти: the name ann is already used…"):
 * the sentences the real server sends are recognised, in Russian with their values, and in English
 * word for word as the server wrote them.
 */

let t: ColyseusTestServer;
beforeAll(async () => {
  await i18next.init({ lng: "ru", fallbackLng: "en", resources: { en: { translation: shellEn }, ru: { translation: shellRu } }, interpolation: { escapeValue: false } });
  t = await bootServer({ maxRooms: 2, maxPeoplePerGame: 2 });
});
afterEach(async () => {
  await t.cleanup();
});
afterAll(async () => {
  await t.shutdown();
});

/** The message the server's refusal of `p` carries. */
const refusalOf = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("not refused");
};

/** `message` in Russian and in English. */
async function both(message: string): Promise<[string, string]> {
  await i18next.changeLanguage("ru");
  const ru = serverErrorText(message);
  await i18next.changeLanguage("en");
  const en = serverErrorText(message);
  await i18next.changeLanguage("ru");
  return [ru, en];
}

describe("the server's join, create and replay refusals in the page's language", () => {
  test("a name already used or looking like one, a full game, a full server, the replay of no game: Russian with their values, English as sent; the server prints no stack for any", async () => {
    const errors = jest.spyOn(console, "error");
    const ann = await createGame(t, {}, "house");
    const taken = await refusalOf(joinGame(t, ann.room.roomId, { name: "ann" }));
    expect(taken).toBe("the name ann is already used in this game; pick another");
    const alike = await refusalOf(joinGame(t, ann.room.roomId, { name: "\u0410nn" }));
    expect(alike).toBe("the name \u0410nn looks like Ann, already used in this game; pick another");
    await joinGame(t, ann.room.roomId, { name: "Bob" });
    const full = await refusalOf(joinGame(t, ann.room.roomId, { name: "Carol" }));
    expect(full).toBe("this game is full: 2 people are in it already; try again later");
    await createGame(t, {}, "house");
    const serverFull = await refusalOf(t.sdk.create("house", { name: "Dan" }));
    expect(serverFull).toBe("the server is full (at most 2 open games); try again later");
    const noGame = await refusalOf(t.sdk.create("replay", { gameId: "NoSuchGame1" }));
    expect(noGame).toBe("there is no game NoSuchGame1");

    expect(await both(taken)).toEqual(["имя «ann» в этой игре уже занято; выберите другое", taken]);
    expect(await both(alike)).toEqual(["имя «\u0410nn» похоже на «Ann», которое в этой игре уже занято; выберите другое", alike]);
    expect(await both(full)).toEqual(["в игре нет мест: в ней уже 2 человек; попробуйте позже", full]);
    expect(await both(serverFull)).toEqual(["сервер заполнен (открытых игр не больше 2); попробуйте позже", serverFull]);
    expect(await both(noGame)).toEqual(["игры NoSuchGame1 нет", noGame]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  test("every known sentence has its Russian text; an unknown message is shown as it came", async () => {
    for (const m of [
      "the server is showing as many replays as it can (at most 3); try again later",
      "too many games or replays opened from your address (at most 20 a minute); wait a minute and try again",
      "this seat token belongs to no player of this game; open the link without it to join",
      "game Ab12 is being opened on another server; try again in a moment",
      "game Ab12 is not over yet: its replay opens when it ends",
    ]) {
      const [ru, en] = await both(m);
      expect(en).toBe(m);
      expect(ru).toMatch(/[а-я]/);
      expect(ru).not.toMatch(/serverError/);
    }
    expect(serverErrorText("Failed to fetch")).toBe("Failed to fetch");
  });

  test("a create refused by the rules for an option: its key line is worded by the key, in Russian and in English as the option's line", async () => {
    const bad = await refusalOf(t.sdk.create("house", { name: "Ann", roundLimit: -5 }));
    expect(bad).toBe('msg.badOption {"option":"roundLimit","detail":"Too small: expected number to be >=1"}');
    expect(await both(bad)).toEqual(["параметр roundLimit: Too small: expected number to be >=1", "option roundLimit: Too small: expected number to be >=1"]);
    expect(serverErrorText("msg.noSuchKey")).toBe("msg.noSuchKey");
  });

  test("a create refused for its turn webhook: the real refusals, in Russian with their values, English as sent", async () => {
    testSettings.webhookHosts = ["hooks.example.test"];
    try {
      const host = await refusalOf(t.sdk.create("house", { name: "Ann", webhook: "https://evil.example.com/x" }));
      const https = await refusalOf(t.sdk.create("house", { name: "Ann", webhook: "http://hooks.example.test/x" }));
      const long = await refusalOf(t.sdk.create("house", { name: "Ann", webhook: `https://hooks.example.test/${"x".repeat(1100)}` }));
      const port = await refusalOf(t.sdk.create("house", { name: "Ann", webhook: "https://hooks.example.test:6379/x" }));
      const notUrl = await refusalOf(t.sdk.create("house", { name: "Ann", webhook: "hooks example" }));
      const notText = await refusalOf(t.sdk.create("house", { name: "Ann", webhook: 42 }));
      const user = await refusalOf(t.sdk.create("house", { name: "Ann", webhook: "https://me:pw@hooks.example.test/x" }));
      const ip = await refusalOf(t.sdk.create("house", { name: "Ann", webhook: "https://203.0.113.9/x" }));
      testSettings.webhookHosts = [];
      const off = await refusalOf(t.sdk.create("house", { name: "Ann", webhook: "https://hooks.example.test/x" }));
      expect(await both(host)).toEqual(["HOST_NOT_ALLOWED: адрес evil.example.com на этом сервере не разрешён", host]);
      expect(await both(https)).toEqual(["BAD_URL: принимаются только адреса https://", https]);
      expect(await both(long)).toEqual(["BAD_URL: адрес слишком длинный (1127 символов; не больше 1024)", long]);
      expect(await both(port)).toEqual(["BAD_URL: принимается только порт 443 (в адресе 6379)", port]);
      expect(await both(notUrl)).toEqual(["BAD_URL: вебхук — не адрес URL", notUrl]);
      expect(await both(notText)).toEqual(["BAD_URL: вебхук должен быть адресом URL", notText]);
      expect(await both(user)).toEqual(["BAD_URL: адрес с именем пользователя или паролем не принимается", user]);
      expect(await both(ip)).toEqual(["HOST_NOT_ALLOWED: IP-адрес не принимается; укажите имя хоста", ip]);
      expect(await both(off)).toEqual(["WEBHOOKS_OFF: этот сервер не отправляет сообщения на вебхуки", off]);
    } finally {
      testSettings.webhookHosts = [];
    }
  });
});
