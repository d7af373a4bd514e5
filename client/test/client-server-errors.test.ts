import i18next from "i18next";
import { jest } from "@jest/globals";
import type { ColyseusTestServer } from "@colyseus/testing";
import { errorText, refusalOfError } from "../src/shell/server-errors";
import shellEn from "../src/shell/i18n/en.json";
import shellRu from "../src/shell/i18n/ru.json";
import { bootServer, createGame, joinGame, testSettings } from "../../server/test/helpers";

/*
 * The server's refusals of a join, a create or a replay on the page (client/src/shell/server-errors.ts,
 * tester finding: the Russian join page said "Не удалось войти: the name ann is already used…"):
 * each real refusal's message (a create's or a replay's matchmaker answer, a refused join) carries
 * the server's sentence and its key line, worded in Russian with its values and in English word
 * for word as the sentence.
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

/** The error the server's refusal of `p` throws. */
const refusalOf = async (p: Promise<unknown>): Promise<Error> => {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error("not refused");
};

/** The server's English sentence of a refusal: the SDK error's message without its key line. */
const sentenceOf = (e: Error): string => e.message.split("\n")[0]!;

/** `e` as the page shows it in Russian and in English. */
async function both(e: unknown): Promise<[string, string]> {
  await i18next.changeLanguage("ru");
  const ru = errorText(e);
  await i18next.changeLanguage("en");
  const en = errorText(e);
  await i18next.changeLanguage("ru");
  return [ru, en];
}

describe("the server's join, create and replay refusals in the page's language", () => {
  test("a name already used or looking like one, a full game, a full server, the replay of no game: Russian with their values, English as sent; the server prints no stack for any", async () => {
    const errors = jest.spyOn(console, "error");
    const ann = await createGame(t, {}, "house");
    const taken = await refusalOf(joinGame(t, ann.room.roomId, { name: "ann" }));
    expect(taken.message).toBe('the name ann is already used in this game; pick another\nserver.nameTaken {"name":"ann"}');
    const alike = await refusalOf(joinGame(t, ann.room.roomId, { name: "\u0410nn" }));
    expect(refusalOfError(alike)).toEqual({ key: "server.nameLooksAlike", params: { name: "\u0410nn", other: "Ann" } });
    await joinGame(t, ann.room.roomId, { name: "Bob" });
    const full = await refusalOf(joinGame(t, ann.room.roomId, { name: "Carol" }));
    expect(refusalOfError(full)).toEqual({ key: "server.gameFull", params: { n: 2 } });
    await createGame(t, {}, "house");
    const serverFull = await refusalOf(t.sdk.create("house", { name: "Dan" }));
    expect(serverFull.message).toBe('the server is full (at most 2 open games); try again later\nserver.serverFull {"n":2}');
    const noGame = await refusalOf(t.sdk.create("replay", { gameId: "NoSuchGame1" }));
    expect(refusalOfError(noGame)).toEqual({ key: "server.noGame", params: { id: "NoSuchGame1" } });

    expect(await both(taken)).toEqual(["имя «ann» в этой игре уже занято; выберите другое", sentenceOf(taken)]);
    expect(await both(alike)).toEqual(["имя «\u0410nn» похоже на «Ann», которое в этой игре уже занято; выберите другое", sentenceOf(alike)]);
    expect(await both(full)).toEqual(["в игре нет мест: в ней уже 2 человек; попробуйте позже", sentenceOf(full)]);
    expect(await both(serverFull)).toEqual(["сервер заполнен (открытых игр не больше 2); попробуйте позже", sentenceOf(serverFull)]);
    expect(await both(noGame)).toEqual(["игры NoSuchGame1 нет", sentenceOf(noGame)]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  test("every server key has its Russian and English words; an error without a key is shown as it came", async () => {
    const keys = Object.keys(shellEn.rejected.server);
    expect(Object.keys(shellRu.rejected.server).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const [ru, en] = await both({ data: { key: `server.${key}`, params: { n: 3, max: 9, id: "Ab12", name: "Ann", other: "Anna", host: "h.test", port: 1, s: 5, detail: "d" } } });
      expect(en).not.toMatch(/\{\{|server\./);
      expect(ru).toMatch(/[а-я]/);
      expect(ru).not.toMatch(/\{\{|server\./);
    }
    const [, replays] = await both({ data: { key: "server.replaysFull", params: { n: 3 } } });
    expect(replays).toBe("the server is showing as many replays as it can (at most 3); try again later");
    expect(errorText(new Error("Failed to fetch"))).toBe("Failed to fetch");
  });

  test("a create refused by the rules for an option: its key line is worded by the key, in Russian and in English as the option's line", async () => {
    const bad = await refusalOf(t.sdk.create("house", { name: "Ann", roundLimit: -5 }));
    expect(bad.message).toBe('msg.badOption {"option":"roundLimit","detail":"Too small: expected number to be >=1"}');
    expect(refusalOfError(bad)).toEqual({ key: "msg.badOption", params: { option: "roundLimit", detail: "Too small: expected number to be >=1" } });
    expect(await both(bad)).toEqual(["параметр roundLimit: Too small: expected number to be >=1", "option roundLimit: Too small: expected number to be >=1"]);
    expect(errorText(new Error("msg.noSuchKey"))).toBe("msg.noSuchKey");
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
      expect(await both(host)).toEqual(["HOST_NOT_ALLOWED: адрес evil.example.com на этом сервере не разрешён", sentenceOf(host)]);
      expect(await both(https)).toEqual(["BAD_URL: принимаются только адреса https://", sentenceOf(https)]);
      expect(await both(long)).toEqual(["BAD_URL: адрес слишком длинный (1127 символов; не больше 1024)", sentenceOf(long)]);
      expect(await both(port)).toEqual(["BAD_URL: принимается только порт 443 (в адресе 6379)", sentenceOf(port)]);
      expect(await both(notUrl)).toEqual(["BAD_URL: вебхук — не адрес URL", sentenceOf(notUrl)]);
      expect(await both(notText)).toEqual(["BAD_URL: вебхук должен быть адресом URL", sentenceOf(notText)]);
      expect(await both(user)).toEqual(["BAD_URL: адрес с именем пользователя или паролем не принимается", sentenceOf(user)]);
      expect(await both(ip)).toEqual(["HOST_NOT_ALLOWED: IP-адрес не принимается; укажите имя хоста", sentenceOf(ip)]);
      expect(await both(off)).toEqual(["WEBHOOKS_OFF: этот сервер не отправляет сообщения на вебхуки", sentenceOf(off)]);
    } finally {
      testSettings.webhookHosts = [];
    }
  });
});
