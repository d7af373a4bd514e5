import i18next from "i18next";
import { eventText } from "../src/games/siege/events";
import { labelOf } from "../src/games/siege/actions";
import { resultReason } from "../src/games/siege/result";
import { spaceName, valueWords } from "../src/games/siege/words";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import { initSiegeWords } from "./siege-i18n";

/*
 * Siege log lines in the reader's language (docs/development/client.md, "Visual language": every string in both languages): a tester's Russian log read "столбец
 * Humans+", "жетон well-armed", "refugees-3 съедены" and "Bot" — a fight's column, a marker, a unit
 * no longer in play and a bot seat came through as the server's English or an id.
 */

beforeAll(() => initSiegeWords("ru"));

/** A room state with no units or spaces and the seats given (id → kind and name): only what a log line reads. */
function room(seats: Record<string, { kind: string; name: string }> = {}): RoomState {
  return { board: { spaces: [] }, units: new Map(), seats: new Map(Object.entries(seats)) } as unknown as RoomState;
}

const line = (e: Record<string, unknown>, lang: "en" | "ru", st = room()) => {
  void i18next.changeLanguage(lang);
  return eventText(st, e as never);
};

describe("siege log words: nothing of the server's English or ids in the reader's language", () => {
  test("siege §4.2 a Hand-to-hand's column by its name: Люди+ / Humans+", () => {
    const e = { type: "handToHand", space: 0, unit: "piazza", column: "Humans+", dice: [3, 4], zedsHits: 1, playerHits: 2, loser: "player" };
    expect(line(e, "ru")).toContain("Люди+");
    expect(line(e, "ru")).not.toContain("Humans");
    expect(line(e, "en")).toContain("Humans+");
  });

  test("siege G28 G25 a marker by its name: «Хорошо вооружены», «Ядовитые»", () => {
    expect(line({ type: "marker", unit: "civ1", marker: "well-armed" }, "ru")).toContain("«Хорошо вооружены»");
    expect(line({ type: "zedsMarker", zeds: "z3", marker: "toxic" }, "ru")).toContain("«Ядовитые»");
    expect(line({ type: "marker", unit: "civ1", marker: "well-armed" }, "en")).toContain("Well-Armed");
  });

  test("a unit no longer in play goes by its kind's name, not its id (refugees-3, villagers-forest:4)", () => {
    for (const id of ["refugees-3", "villagers-forest:4"]) {
      const ru = line({ type: "marker", unit: id, marker: "well-armed" }, "ru");
      expect(ru).not.toContain(id);
      expect(ru).toContain(id.startsWith("refugees") ? "Беженцы" : i18next.t("siege.unit.villagers"));
    }
  });

  test("a bot seat is named by its seat in the reader's language, so two bots are told apart (tester: 'Hand Alyssa Darling to Bot' three times): Место 2 (бот) / Seat 2 (bot)", () => {
    const st = room({ seat1: { kind: "player", name: "Ann" }, seat2: { kind: "bot", name: "Bot" }, seat3: { kind: "bot", name: "Bot" } });
    expect(line({ type: "start", seats: ["seat1", "seat2", "seat3"] }, "ru", st)).toContain("Ann, Место 2 (бот), Место 3 (бот)");
    expect(line({ type: "start", seats: ["seat1", "seat2", "seat3"] }, "en", st)).toContain("Ann, Seat 2 (bot), Seat 3 (bot)");
  });

  test("siege G13 §6.5 a choice's compound option by its words, not its id (tester: 'Full Hospital: discharge:civ4', 'pickles@forest:7')", () => {
    const st = {
      board: { spaces: [{ id: "forest:7", track: "forest", num: 7, kind: "start", name: "", named: false }] },
      seats: new Map(),
      units: new Map([["civ4", { id: "civ4", def: "civ4", side: "defenders", space: "bed1", strength: 2, otherStrength: 1, reduced: false }]]),
    } as unknown as RoomState;
    for (const lang of ["en", "ru"] as const) {
      void i18next.changeLanguage(lang);
      const discharge = valueWords(st as never, "discharge:civ4", "option");
      const onto = valueWords(st as never, "pickles@forest:7", "option");
      expect(discharge).not.toMatch(/discharge:|civ4/);
      expect(onto).not.toMatch(/@|pickles|forest:7/);
      expect(onto).toContain(i18next.t("siege.unit.pickles"));
    }
    void i18next.changeLanguage("en");
    expect(valueWords(st as never, "discharge:civ4", "option")).toMatch(/^discharge Civilians/);
  });

  test("a sentence agrees with its unit: a group (Civilians, Refugees, Горожане) takes the plural verb, a Hero the singular (tester: «Горожане 3 … строит»)", () => {
    const st = {
      board: { spaces: [] },
      seats: new Map(),
      units: new Map([
        ["civ3", { id: "civ3", def: "civ3", side: "defenders", space: "", strength: 3, otherStrength: 1, reduced: false }],
        ["hunt", { id: "hunt", def: "hunt", side: "defenders", space: "", strength: 4, otherStrength: 2, reduced: false }],
        ["salvation", { id: "salvation", def: "salvation", side: "defenders", space: "", strength: 3, otherStrength: 1, reduced: false }],
      ]),
    } as unknown as RoomState;
    const label = (a: Record<string, unknown>, lang: "en" | "ru") => {
      void i18next.changeLanguage(lang);
      return labelOf(st, { type: "build", ...a } as never);
    };
    expect(label({ unit: "civ3" }, "ru")).toBe("Горожане строят баррикаду");
    expect(label({ unit: "hunt" }, "ru")).toBe("Шериф Хант строит баррикаду");
    expect(label({ unit: "civ3" }, "en")).toBe("Civilians build a Barricade");
    expect(label({ unit: "hunt" }, "en")).toBe("Sheriff Hunt builds a Barricade");
    // the number is the language's: Salvation troops (plural in English), Армия спасения (singular in Russian)
    expect(label({ unit: "salvation" }, "en")).toBe("Salvation troops build a Barricade");
    expect(label({ unit: "salvation" }, "ru")).toBe("Армия спасения строит баррикаду");
    // a log line too, and for a unit no longer in play by its id's stem
    expect(line({ type: "hides", unit: "refugees-3", space: 0 }, "ru", st)).toMatch(/^Беженцы прячутся среди зедов/);
    expect(line({ type: "hides", unit: "hunt", space: 0 }, "ru", st)).toMatch(/^Шериф Хант прячется среди зедов/);
    expect(line({ type: "unitArrives", unit: "civ3", space: 0 }, "en", st)).toMatch(/^Civilians arrive on/);
    expect(line({ type: "unitArrives", unit: "hunt", space: 0 }, "en", st)).toMatch(/^Sheriff Hunt arrives on/);
  });

  test("I Think I See Someone's targets name the Hero and the Start, not `hauser@forest:7` (a phone's action bar showed the ids)", () => {
    const st = { board: { spaces: [{ id: "forest:7", track: "forest", num: 7, kind: "start" }] }, units: new Map(), seats: new Map() } as unknown as RoomState;
    const label = (lang: "en" | "ru") => {
      void i18next.changeLanguage(lang);
      return labelOf(st, { type: "playKeep", card: "i-think-i-see-someone", target: "hauser@forest:7" } as never);
    };
    expect(label("en")).toBe("Play I Think I See Someone: Sgt. Otto Hauser on Forest Start");
    expect(label("ru")).toBe("Сыграть «Кажется, я кого-то вижу»: Сержант Отто Хаузер — Лес: Старт");
  });

  test("siege §2.5 §5.6 the reason of a loss names its space in Russian (tester: «захваченное место» where English named the Business District)", () => {
    const over = (rule: string, params: Record<string, unknown> | null, key = "") =>
      ({
        board: { spaces: [{ id: "forest:3", track: "forest", num: 3, kind: "track" }] },
        units: new Map(),
        seats: new Map(),
        result: { winner: "zeds", rule, key, params: params ? JSON.stringify(params) : "" },
      }) as unknown as RoomState;
    void i18next.changeLanguage("ru");
    const forest3 = spaceName({ id: "forest:3", track: "forest", num: 3, kind: "track" } as never);
    expect(forest3).toBe("Ферма");
    expect(resultReason(over("siege §5.6", { score: 3, space: "forest:3" }, "noChaos") as never)).toBe(`не осталось жетона Хаоса, чтобы положить его на клетку «${forest3}»`);
    expect(resultReason(over("siege §5.6", { score: 3, space: "forest:3" }, "noChaosNapalm") as never)).toBe(`не осталось жетона Хаоса, чтобы положить его на клетку «${forest3}» после напалма`);
    // a result stored before reasons were keys: the sentence of its rule, with its space when it has one
    expect(resultReason(over("siege §5.6", { score: 3, space: "forest:3" }) as never)).toBe(`не осталось жетона Хаоса, чтобы положить его на захваченную клетку «${forest3}»`);
    expect(resultReason(over("siege §2.5", { score: 3, space: "forest:3" }) as never)).toBe(`зеды прорвались в Центр города из клетки «${forest3}»`);
    expect(resultReason(over("siege §5.6", { score: 3 }) as never)).toBe("не осталось жетона Хаоса, чтобы положить его на захваченное место");
    void i18next.changeLanguage("en");
    expect(resultReason(over("siege §5.6", { score: 3, space: "forest:3" }, "noChaos") as never)).toBe(`no Chaos marker is left to place on ${spaceName({ id: "forest:3", track: "forest", num: 3, kind: "track" } as never)}`);
    expect(resultReason(over("siege §5.6", { score: 3 }) as never)).toBe("no Chaos marker was left to place on a taken space");
  });
});
