import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { EVENT_CARD_IDS } from "../../shared/src/siege/cards/event/deck";
import { FATE_CARDS, FATE_CARD_IDS, RUMORS, RUMOR_IDS } from "../../shared/src/siege/cards/fate/deck";
import { SUPER_ZEDS_IDS } from "@zedfall/shared/siege/units/zeds";
import { renderDoc } from "../build/docs";
import { textsOf } from "../src/games/siege/texts";
import { unitSheet, type SheetUnit, type UnitSheet, type Words } from "../src/games/siege/unit-sheet";
import { merged, type Dict } from "../src/shell/i18n";

/*
 * Siege's card texts where the cards are played and its counter sheets (client/src/games/siege/texts.ts,
 * unit-sheet.ts): every Event card, Keep card, Super-Zeds and rumor has its text in English and
 * Russian, taken from the players' rules reference (the `?` button) or the rumor words; a counter's
 * sheet says both Strengths, the hits taken, a Mob's combined Strength, its abilities and items, every
 * line with its words and placeholders in both languages.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
type Lang = "en" | "ru";
const LANGS: Lang[] = ["en", "ru"];
const I18N = join(ROOT, "client", "src", "games", "siege", "i18n");
const read = (file: string): Dict => JSON.parse(readFileSync(join(I18N, file), "utf8")) as Dict;
const WORDS: Record<Lang, Dict> = { en: merged(read("en.json"), read("glossary.en.json")), ru: merged(read("ru.json"), read("glossary.ru.json")) };
const line = (lang: Lang, path: string): string | undefined => {
  let at: string | Dict | undefined = WORDS[lang];
  for (const k of path.split(".")) at = typeof at === "object" ? at[k] : undefined;
  return typeof at === "string" ? at : undefined;
};
const html = (lang: Lang) => renderDoc(readFileSync(join(ROOT, "docs", "play", "siege", `rules.${lang}.md`), "utf8"));
const TEXTS: Record<Lang, Record<string, string>> = { en: textsOf(html("en")), ru: textsOf(html("ru")) };
const KEEP_IDS = FATE_CARD_IDS.filter((id) => FATE_CARDS[id].keep);

/** A line as the client shows it (i18next interpolation), or a note of what is missing. */
function say(lang: Lang, wd: Words): string {
  const text = line(lang, wd.key);
  if (text === undefined) return `(no ${lang} words for ${wd.key})`;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, p: string) => (p in wd.params ? String(wd.params[p]) : `(no ${p})`));
}
const sheetLines = (s: UnitSheet): Words[] => [s.name, s.strength, s.hits, ...(s.mob ? [s.mob] : []), ...s.markers, ...s.state];

/** A counter as the room state shows it: a full 5/3 Zeds on Forest #4 with nothing on it. */
const zeds = (patch: Partial<SheetUnit> = {}): SheetUnit => ({
  id: "z1", def: "zeds", side: "zeds", kind: "normal", space: "forest:4", strength: 5, otherStrength: 3, reduced: false,
  hits: 0, hitsPerSide: 3, coma: false, holdingOut: false, markers: [], items: [], ...patch,
});
const noHeroCard = () => false;

describe("Siege card texts on the game screen", () => {
  test.each(LANGS)("siege §6.3 §6.4 %s: every Event card has its text from the rules reference", (lang) => {
    expect(EVENT_CARD_IDS.length).toBeGreaterThan(30);
    expect(EVENT_CARD_IDS.filter((id) => !TEXTS[lang][id]?.trim())).toEqual([]);
  });

  test.each(LANGS)("siege §6.5 G11 %s: every Keep card has its text, which says when it is played", (lang) => {
    expect(KEEP_IDS.length).toBe(9);
    expect(KEEP_IDS.filter((id) => !TEXTS[lang][id]?.trim())).toEqual([]);
    const when = lang === "en" ? /^(Action phase|before|when)/ : /^(фаза действий|перед|когда)/;
    expect(KEEP_IDS.filter((id) => !when.test(TEXTS[lang][id]!))).toEqual([]);
  });

  test.each(LANGS)("siege §3.2 %s: every Super-Zeds has its ability text", (lang) => {
    expect(SUPER_ZEDS_IDS.filter((id) => !TEXTS[lang][id]?.trim())).toEqual([]);
    expect(TEXTS[lang]["giants"]).toBe(lang === "en" ? "no ability." : "без способностей.");
  });

  test.each(LANGS)("siege S-R23 %s: every rumor has its name and effect; a Secure rumor's effect starts with when it is played", (lang) => {
    expect(RUMOR_IDS.filter((id) => !line(lang, `siege.rumor.${id}`) || !line(lang, `siege.rumorEffect.${id}`))).toEqual([]);
    const when = lang === "en" ? /^(Action phase|Any time):/ : /^(Фаза действий|В любой момент):/;
    const secure = RUMOR_IDS.filter((id) => RUMORS[id] === "secure");
    expect(secure.length).toBe(8);
    expect(secure.filter((id) => !when.test(line(lang, `siege.rumorEffect.${id}`) ?? ""))).toEqual([]);
  });

  test("siege §6.3 the text is the words after the card's name, without tags, entities decoded, and the rendered reference shows no marker", () => {
    expect(TEXTS.en["hunting-cabin"]).toBe("a player unit on the Campground at the end of the Action phase: +2 Ammo.");
    expect(TEXTS.en["nightfall"]).toBe(TEXTS.en["night-assault-forest"]);
    expect(TEXTS.en["the-man-with-no-name"]).toBe("before the roll of any Hand-to-hand: +3 columns in that fight.");
    expect(TEXTS.ru["adrenaline-supply"]).toBe("фаза действий: +2 Действия события.");
    for (const lang of LANGS) expect(html(lang)).not.toContain("{text:");
    expect(textsOf('<li data-text="a b"><em>X</em> — it&#39;s &quot;one&quot; &amp; two.</li>')).toEqual({ a: `it's "one" & two.`, b: `it's "one" & two.` });
  });
});

describe("Siege counter sheets", () => {
  test("siege §3.1 a full Zeds counter: both Strengths, the full side up, hits of 3", () => {
    const s = unitSheet(zeds({ hits: 1 }), [zeds({ hits: 1 })], noHeroCard);
    expect(say("en", s.strength)).toBe("Strength 5 on the full side (up), 3 on the reduced side");
    expect(say("en", s.hits)).toBe("hits taken 1 of 3");
    expect(say("en", s.name)).toBe("Zeds");
    expect(s.mob).toBeNull();
  });

  test("siege §3.1 a reduced counter says its reduced side is up", () => {
    const s = unitSheet(zeds({ strength: 3, otherStrength: 5, reduced: true }), [], noHeroCard);
    expect(say("en", s.strength)).toBe("Strength 3 on the reduced side (up), 5 on the full side");
    expect(say("ru", s.strength)).toBe("Сила 3 слабой стороной (сейчас вверху), 5 сильной");
  });

  test("siege §3.2 a Zeds Mob: each of its counters shows the Mob's combined Strength (the Strengths up); player units on the space are not in it", () => {
    const here = [zeds(), zeds({ id: "z2", strength: 2, otherStrength: 4, reduced: true }), zeds({ id: "civ1", def: "civ1", side: "defenders", kind: "civilians", strength: 3 })];
    const s = unitSheet(here[1]!, here, noHeroCard);
    expect(say("en", s.mob!)).toBe("Mob of 2 Zeds units: combined Strength 7");
    expect(say("ru", s.mob!)).toBe("Толпа из 2 отрядов зедов: общая Сила 7");
    expect(unitSheet(here[2]!, here, noHeroCard).mob).toBeNull();
  });

  test("siege §3.2 a Super-Zeds' sheet carries its ability text from the rules reference; a normal Zeds none", () => {
    const s = unitSheet(zeds({ id: "sz1", def: "berserkers", kind: "super", strength: 7, otherStrength: 4 }), [], noHeroCard);
    expect(say("en", s.name)).toBe("Berserkers");
    expect(TEXTS.en[s.rulesText!]).toBe("when they attack and win they advance again at once, leaving their Mob.");
    expect(unitSheet(zeds(), [], noHeroCard).rulesText).toBeNull();
  });

  test("siege §3.3 S-R6 a Hero's sheet: its card's abilities, markers, coma, the items it carries", () => {
    const hero = zeds({ id: "piazza", def: "piazza", side: "defenders", kind: "hero", strength: 4, otherStrength: 0, hitsPerSide: 1, coma: true, markers: ["civil-leader"], items: ["darpa-battlesuit"] });
    const s = unitSheet(hero, [hero], (def) => !!line("en", `siege.heroes.${def}.abilities`));
    expect(say("en", s.strength)).toBe("Strength 4");
    expect(s.heroCard).toBe("siege.heroes.piazza.abilities");
    expect(line("en", s.heroCard!)).toBeTruthy();
    expect(s.markers.map((m) => say("en", m))).toEqual(["Civil Leader"]);
    expect(s.state.map((m) => say("ru", m))).toEqual(["в коме"]);
    expect(s.items).toEqual(["darpa-battlesuit"]);
  });

  test.each(LANGS)("siege §3.1 %s: every line of every kind of sheet has its words and all its placeholders", (lang) => {
    const units = [
      zeds({ hits: 2, markers: ["tenacious", "toxic", "fast"] }),
      zeds({ id: "z2", strength: 2, otherStrength: 4, reduced: true }),
      zeds({ id: "sz", def: "giants", kind: "super", strength: 12, otherStrength: 6 }),
      zeds({ id: "civ", def: "civ1", side: "defenders", kind: "civilians", holdingOut: true, markers: ["well-armed", "civil-leader"] }),
      zeds({ id: "piazza", def: "piazza", side: "defenders", kind: "hero", otherStrength: 0, coma: true }),
    ];
    const bad = units.flatMap((u) => sheetLines(unitSheet(u, units, noHeroCard)).map((wd) => say(lang, wd)).filter((x) => x.includes("(no ")));
    expect(bad).toEqual([]);
  });
});
