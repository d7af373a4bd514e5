import i18next from "i18next";
import { refuse, type RefusalParam } from "@zedfall/shared";
import { merged, type Dict } from "../src/shell/i18n";
import { refusalText } from "../src/shell/refusal";
import type { GamePlugin } from "../src/shell/plugin";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import { HOUSE_REFUSAL_WORDS } from "../src/games/house/refusal-words";
import { SIEGE_REFUSAL_WORDS } from "../src/games/siege/refusal-words";
import shellEn from "../src/shell/i18n/en.json";
import shellRu from "../src/shell/i18n/ru.json";
import houseEn from "../src/games/house/i18n/en.json";
import houseRu from "../src/games/house/i18n/ru.json";
import siegeEn from "../src/games/siege/i18n/en.json";
import siegeRu from "../src/games/siege/i18n/ru.json";
import glossaryEn from "../src/games/siege/i18n/glossary.en.json";
import glossaryRu from "../src/games/siege/i18n/glossary.ru.json";

/*
 * A game rule's own refusal in the reader's language, as the client's toast says it
 * (client/src/shell/refusal.ts with the game's GamePlugin.refusals): the line of its key, its
 * figures, directions, squares, cards, units and spaces in Russian, an undo's reason by the game's words.
 */

// only the parts of a plugin the refusal path reads
const house = { plugin: { id: "house", refusals: HOUSE_REFUSAL_WORDS } as unknown as GamePlugin, state: null };
const siege = { plugin: { id: "siege", refusals: SIEGE_REFUSAL_WORDS } as unknown as GamePlugin, state: null as RoomState | null };
const ru = (key: string, params: Record<string, RefusalParam> = {}, game: { plugin: GamePlugin; state: RoomState | null } = house) => refusalText({ code: "ILLEGAL_ACTION", key, params }, game);

beforeAll(async () => {
  const words = (base: unknown, ...games: unknown[]) => games.reduce<Dict>((all, g) => merged(all, g as Dict), base as Dict);
  await i18next.init({
    lng: "ru",
    fallbackLng: "en",
    resources: { en: { translation: words(shellEn, houseEn, siegeEn, glossaryEn) }, ru: { translation: words(shellRu, houseRu, siegeRu, glossaryRu) } },
    interpolation: { escapeValue: false },
  });
});

describe("a game rule's refusal in Russian", () => {
  test("House: a figure, a direction and a square in Russian words, the rule chip kept", () => {
    expect(ru("house.wallBlocks", { figure: "lena", dir: "N", sq: "3,4,0" })).toBe("путь на север с клетки (3,4) преграждает стена — Лена не пройдёт [H-B8]");
    expect(ru("house.topStairTaken", { sq: "1,2,1" })).toBe("верхняя ступень (1,2) в подвале занята: чтобы спуститься, она должна быть свободна [house §5]");
  });

  test("House: cards, actions and placements by their Russian names; a `why` by its own shape", () => {
    expect(ru("house.hasNo", { figure: "vera", card: "med-pak" })).toBe("у фигуры Бабушка Вера нет карты «Аптечка»");
    expect(ru("house.costs", { what: "a search", cost: 1, figure: "olga", left: 0 })).toBe("обыск стоит действий: 1, а у персонажа Ольга осталось 0");
    expect(ru("house.badSquare", { sq: "3,4,0", placement: "spawn", why: refuse("house.squareEdge", { edge: "N" }) })).toBe(
      "клетка (3,4) не подходит (Появление зомби): нужна свободная клетка пола не в комнате с человеком и не ближе 4 клеток к любому человеку (H-B1) в первом ряду северного края (H-B2)",
    );
  });

  test("an undo's reason is said by the game's words inside the room's undo refusal", () => {
    expect(refusalText({ code: "UNDO_REFUSED", key: "msg.undo", params: { why: refuse("msg.undoRoll") } }, house)).toBe("отменить нельзя: был брошен кубик");
    expect(refusalText({ code: "UNDO_REFUSED", key: "msg.undo", params: { why: refuse("siege.undoMovedOn") } }, siege)).toBe("отменить нельзя: раунд уже перешёл дальше");
  });

  test("Siege: units, Zeds and spaces by their glossary names", () => {
    expect(ru("siege.notYoursNow", { unit: "piazza" }, siege)).toBe("Капитан Пьяцца: сейчас вы не можете действовать этим отрядом");
    // FO3 is the Farm: a space by its printed name
    expect(ru("siege.trainFrozen", { space: "FO3", train: "wh-cargo" }, siege)).toBe("на клетке «Ферма» вместе с поездом WH-Cargo стоят зеды: он не может ни ехать, ни развернуться (S-T12)");
    // units on the table by their ids, named as the log names them
    const units = new Map([
      ["z25", { id: "z25", def: "zeds", side: "zeds", space: "FO3", strength: 6, otherStrength: 3, reduced: false }],
      ["civ1", { id: "civ1", def: "civ1", side: "defenders", space: "FO2", strength: 3, otherStrength: 1, reduced: false }],
    ]);
    const table = { ...siege, state: { units, board: { spaces: new Map() } } as unknown as RoomState };
    expect(ru("siege.sirenReach", { zeds: "z25", unit: "civ1" }, table)).toBe("Зеды не на клетке рядом с отрядом Горожане");
  });

  test("a key without a line falls back to its code's words; English says the key's English line", async () => {
    expect(ru("house.noSuchRefusal")).toBe(i18next.t("rejected.code.ILLEGAL_ACTION"));
    await i18next.changeLanguage("en");
    expect(ru("house.wallBlocks", { figure: "lena", dir: "N", sq: "3,4,0" })).toBe("a wall blocks Lena's way north from (3,4) [H-B8]");
    await i18next.changeLanguage("ru");
  });
});
