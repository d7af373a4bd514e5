import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRandom } from "@zedfall/shared";
import { CHARACTERS, CHARACTER_IDS } from "@zedfall/shared/house/characters";
import { WEAPONS } from "@zedfall/shared/house/combat/weapons";
import { SEARCH_DECK, buildSearchDeck, zombieDeckCards } from "@zedfall/shared/house/decks";
import { ZOMBIE_CARD_NAMES } from "@zedfall/shared/house/zombie/hand";
import type { HouseOptions } from "@zedfall/shared/house/types";
import { cardWords, characterWords, figureWords, type CardWords, type CharacterWords, type FigureWords, type Words } from "../src/games/house/sheet-words";
import { rulesAnchor } from "../src/games/house/rules-anchor";
import { merged, type Dict } from "../src/shell/i18n";

/*
 * The House character sheets and card texts (client/src/games/house/sheet-words.ts and
 * i18n/sheets.*.json): every character and every card the rules define — read from the shared House
 * data, not listed here — has its sheet or text in English and Russian; every placeholder of a line
 * is filled by the data the sheet is given; the numbers come from the rules' data; every rule chip
 * points to a section of the players' reference.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const I18N = join(ROOT, "client", "src", "games", "house", "i18n");
type Lang = "en" | "ru";
const LANGS: Lang[] = ["en", "ru"];
const read = (file: string): Dict => JSON.parse(readFileSync(join(I18N, file), "utf8")) as Dict;
/** The House words of `lang` as plugin.ts loads them: base, expansions, sheets. */
const WORDS: Record<Lang, Dict> = {
  en: merged(merged(read("en.json"), read("expansions.en.json")), read("sheets.en.json")),
  ru: merged(merged(read("ru.json"), read("expansions.ru.json")), read("sheets.ru.json")),
};
const line = (lang: Lang, path: string): string | undefined => {
  let at: string | Dict | undefined = WORDS[lang];
  for (const k of path.split(".")) at = typeof at === "object" ? at[k] : undefined;
  return typeof at === "string" ? at : undefined;
};
/** The `{{param}}` names a line uses. */
const params = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!);
/** A line as the client shows it (sheets.ts `say`, i18next interpolation): names in `lang`, placeholders filled. */
function say(lang: Lang, wd: Words): string {
  const values: Record<string, string | number> = { ...wd.params };
  for (const [k, key] of Object.entries(wd.names)) values[k] = line(lang, key)!;
  return line(lang, wd.key)!.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, p: string) => String(values[p]));
}
/** What is wrong with one line in `lang`: a missing key, a placeholder the data does not fill, a missing name. */
function problems(lang: Lang, wd: Words, where: string): string[] {
  const text = line(lang, wd.key);
  if (text === undefined || text.trim() === "") return [`${lang} ${where}: no words for ${wd.key}`];
  const out: string[] = [];
  for (const p of params(text)) if (!(p in wd.params) && !(p in wd.names)) out.push(`${lang} ${where}: ${wd.key} uses {{${p}}}, which the sheet does not give`);
  for (const [p, key] of Object.entries(wd.names)) if (!line(lang, key)) out.push(`${lang} ${where}: ${wd.key} names {{${p}}} by ${key}, which has no words`);
  return out;
}
const characterLines = (c: CharacterWords): Words[] => [c.name, c.role, ...c.stats, ...c.abilities.flatMap((a) => (a.name ? [a.name, a.text] : [a.text]))];
const cardLines = (c: CardWords): Words[] => [c.name, c.when, ...c.lines];
const figureLines = (f: FigureWords): Words[] => [...characterLines(f.character), f.wounds, ...cardLines(f.weapon), ...(f.empty ? [f.empty] : []), ...f.items.flatMap(cardLines)];

const PLAIN = { plainCharacters: true };
const SPECIALS = { plainCharacters: false };

/** Every zombie card the rules define: the names table, and the deck with every expansion on. */
const ZOMBIE_CARDS: string[] = [...new Set([...Object.keys(ZOMBIE_CARD_NAMES), ...zombieDeckCards({ crawlers: true, baby: "search" } as HouseOptions)])];
/** Every search card: the deck table, and a deck built with the baby variant 1 (the Baby card). */
const SEARCH_CARDS: string[] = [...new Set([...SEARCH_DECK.map(([c]) => c), ...buildSearchDeck(createRandom("sheets"), { baby: "search" } as HouseOptions, false)])];
const WEAPON_CARDS = Object.keys(WEAPONS);
const ITEM_CARDS = SEARCH_CARDS.filter((c) => !WEAPON_CARDS.includes(c));

describe("House character sheets and card texts", () => {
  test("the card lists come from the rules' data and are complete", () => {
    expect(CHARACTER_IDS).toHaveLength(6);
    expect(ZOMBIE_CARDS).toHaveLength(15);
    expect(SEARCH_CARDS).toHaveLength(18);
    expect(SEARCH_CARDS).toContain("baby");
    expect(WEAPON_CARDS.every((c) => SEARCH_CARDS.includes(c))).toBe(true);
  });

  test("the sheets' words have the same keys in English and Russian", () => {
    const keys = (d: Dict, p = ""): string[] => Object.entries(d).flatMap(([k, v]) => (typeof v === "object" ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
    expect(keys(read("sheets.ru.json")).sort()).toEqual(keys(read("sheets.en.json")).sort());
  });

  test.each(LANGS)("every character has a sheet in %s, with or without specials, every placeholder filled", (lang) => {
    const bad: string[] = [];
    for (const id of CHARACTER_IDS)
      for (const o of [SPECIALS, PLAIN]) for (const wd of characterLines(characterWords(id, o))) bad.push(...problems(lang, wd, `${id}${o.plainCharacters ? " (plain)" : ""}`));
    expect(bad).toEqual([]);
  });

  test.each(LANGS)("every zombie card, search card and item has its text in %s, every placeholder filled", (lang) => {
    const bad: string[] = [];
    for (const card of [...ZOMBIE_CARDS, ...SEARCH_CARDS, "bare-hands"]) for (const wd of cardLines(cardWords(card))) bad.push(...problems(lang, wd, card));
    expect(bad).toEqual([]);
  });

  test.each(LANGS)("a figure's sheet in %s fills every line from the figure: each weapon loaded and empty, every item", (lang) => {
    const bad: string[] = [];
    for (const id of CHARACTER_IDS)
      for (const weapon of ["", ...WEAPON_CARDS])
        for (const ammoOut of [false, true]) {
          const f = figureWords({ id, wounds: 1, maxWounds: CHARACTERS[id].wounds, weapon, ammoOut, items: ITEM_CARDS }, SPECIALS);
          for (const wd of figureLines(f)) bad.push(...problems(lang, wd, `${id} ${weapon || "bare"} ${ammoOut ? "empty" : "loaded"}`));
          expect(/\{\{/.test(figureLines(f).map((wd) => say(lang, wd)).join(" "))).toBe(false);
        }
    expect(bad).toEqual([]);
  });

  test("stats come from the rules' data: actions and wound boxes, plain mode 4 and 4", () => {
    for (const id of CHARACTER_IDS) {
      const c = characterWords(id, SPECIALS);
      expect(c.stats.map((s) => [s.key, s.params])).toEqual([
        ["sheet.actions", { actions: CHARACTERS[id].actions }],
        ["sheet.woundBoxes", { max: CHARACTERS[id].wounds }],
      ]);
      expect(characterWords(id, PLAIN).stats.map((s) => s.params)).toEqual([{ actions: 4 }, { max: 4 }]);
      expect(characterWords(id, PLAIN).abilities.map((a) => a.text.key)).toEqual(["sheet.plain"]);
    }
    expect(say("en", characterWords("kostya", SPECIALS).abilities[0]!.text)).toBe("He has 5 actions per turn instead of 4.");
    expect(say("ru", characterWords("max", SPECIALS).stats[1]!)).toBe("Клеток ран: 5 (последняя — смерть)");
    // Lena starts with her Pistol (house §6.1), not in plain mode (G31)
    expect(characterWords("lena", SPECIALS).abilities.map((a) => say("en", a.text))[0]).toBe("Starts the game with a Pistol.");
    expect(characterWords("lena", PLAIN).abilities.some((a) => a.text.key === "sheet.startsWith")).toBe(false);
  });

  test("a weapon's reach and kill numbers come from WEAPONS; a 5 shoves only where it does not kill", () => {
    expect(cardWords("rifle").lines[0]).toEqual({ key: "sheet.reach.line", params: { kills: "5–6", range: WEAPONS.rifle.range }, names: {} });
    expect(say("en", cardWords("pistol").lines[0]!)).toBe("Firearm: hits the first figure straight ahead within 5 squares; a human in the way blocks the shot. Kills on 6.");
    expect(say("ru", cardWords("chainsaw").lines[0]!)).toMatch(/Убивает на 3–6\.$/);
    for (const card of WEAPON_CARDS) {
      const keys = cardWords(card).lines.map((l) => l.key);
      expect([card, keys.includes("sheet.shove")]).toEqual([card, WEAPONS[card as keyof typeof WEAPONS].killsFrom === 6]);
    }
  });

  test("an empty firearm says what it fights as (house §9.2, G12); a loaded one or a melee weapon says nothing", () => {
    const f = (weapon: string, ammoOut: boolean) => figureWords({ id: "lena", wounds: 0, maxWounds: 4, weapon, ammoOut, items: [] }, SPECIALS).empty;
    expect(say("en", f("pistol", true)!)).toBe("Out of ammo: until it is reloaded with Ammo, the figure fights with bare hands.");
    expect(f("rifle", true)!.names).toEqual({ as: "card.baseball-bat" });
    expect(f("pistol", false)).toBeNull();
    expect(f("chainsaw", true)).toBeNull();
    expect(say("en", figureWords({ id: "olga", wounds: 2, maxWounds: 4, weapon: "", ammoOut: false, items: [] }, SPECIALS).wounds)).toBe("Wounds taken: 2 of 4");
  });

  test("every rule chip of a sheet or a card points to a section of the players' reference in both languages", () => {
    const tags = new Set<string>([...CHARACTER_IDS.map((id) => characterWords(id, SPECIALS).rule), ...[...ZOMBIE_CARDS, ...SEARCH_CARDS, "bare-hands"].map((c) => cardWords(c).rule)]);
    expect(cardWords("legless-legion").rule).toBe("house §14 #13");
    for (const lang of LANGS) {
      const doc = readFileSync(join(ROOT, "docs", "play", "house", `rules.${lang}.md`), "utf8");
      const missing = [...tags].filter((tag) => {
        const anchor = rulesAnchor(tag);
        return !anchor || !doc.includes(`{#${anchor}}`);
      });
      expect([lang, missing]).toEqual([lang, []]);
    }
  });
});
