import type { HouseUnit } from "@zedfall/shared/protocol/schema";
import type { CharacterId } from "@zedfall/shared/house/types";
import { h } from "../../shell/dom";
import { t } from "../../shell/i18n";
import { ruleChip } from "../../shell/rules";
import { HOUSE_RULES } from "./rules-ref";
import { cardWords, characterWords, figureWords, type CharacterWords, type SheetOptions, type Words } from "./sheet-words";

/** One line of a sheet in the current language: its placeholders filled, card names in the current language. */
export function say(wd: Words): string {
  const params: Record<string, string | number> = { ...wd.params };
  for (const [k, key] of Object.entries(wd.names)) params[k] = t(key);
  return t(wd.key, params);
}

/** A card's text: its name with the rule chip of its section, when it is used, what it does. */
export function cardText(card: string): HTMLElement {
  const c = cardWords(card);
  return h(
    "div.card-text",
    { dataset: { card } },
    h("p.card-name", null, h("strong", null, say(c.name)), ruleChip(HOUSE_RULES, c.rule)),
    h("p.card-when", null, say(c.when)),
    ...c.lines.map((l) => h("p.card-line", null, say(l))),
  );
}

/** The head, stats and abilities of a character's sheet. */
function characterParts(c: CharacterWords): HTMLElement[] {
  return [
    h("header.sheet-head", null, h("h3.sheet-name", null, say(c.name)), h("span.sheet-role", null, say(c.role)), ruleChip(HOUSE_RULES, c.rule)),
    h("ul.sheet-stats", null, ...c.stats.map((s) => h("li", null, say(s)))),
    h("div.sheet-abilities", null, ...c.abilities.map((a) => h("p.ability", null, a.name ? h("strong", null, `${say(a.name)}: `) : null, say(a.text)))),
  ];
}

/** A character's sheet as chosen (house §12): name, role, actions, wound boxes, abilities; `extra` goes at its foot (a pick button). */
export function characterSheet(id: CharacterId, o: SheetOptions, ...extra: (HTMLElement | null)[]): HTMLElement {
  return h("article.sheet", { dataset: { character: id } }, ...characterParts(characterWords(id, o)), ...extra);
}

/**
 * A figure's sheet in play: the character's sheet with the wounds it took (pips and
 * words), its weapon (or bare hands) and its items with their texts; `marks` (baby, grab) after the wounds.
 */
export function figureSheet(u: HouseUnit, o: SheetOptions, marks: HTMLElement[]): HTMLElement {
  const f = figureWords({ id: u.id, wounds: u.wounds, maxWounds: u.maxWounds, weapon: u.weapon, ammoOut: u.ammoOut, items: u.items.toArray() }, o);
  const pips = h("span.wound-pips", { "aria-hidden": "true" }, ...Array.from({ length: u.maxWounds }, (_, i) => h(`span.pip-box${i < u.wounds ? ".hurt" : ""}`)));
  const [head, stats, abilities] = characterParts(f.character);
  return h(
    "article.sheet.figure",
    { dataset: { character: u.id } },
    head,
    h("p.sheet-wounds", null, pips, " ", u.alive ? say(f.wounds) : t("sheet.dead"), ...marks),
    stats,
    h("section.sheet-part.sheet-abilities-part", null, h("h4", null, t("sheet.abilities")), abilities),
    h("section.sheet-part.sheet-weapon", null, h("h4", null, t("sheet.weapon")), cardText(u.weapon || "bare-hands"), f.empty ? h("p.card-empty", null, say(f.empty)) : null),
    h("section.sheet-part.sheet-items", null, h("h4", null, t("sheet.items")), ...(f.items.length ? u.items.toArray().map(cardText) : [h("p.none", null, t("sheet.noItems"))])),
  );
}
