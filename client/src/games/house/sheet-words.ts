import { CHARACTERS, actionsOf, maxWoundsOf, newHuman } from "@zedfall/shared/house/characters";
import { WEAPONS } from "@zedfall/shared/house/combat/weapons";
import { ZOMBIE_CARD_NO } from "@zedfall/shared/house/zombie/hand";
import type { CharacterId, HouseOptions, WeaponCardId, ZombieCardId } from "@zedfall/shared/house/types";

/*
 * What a character sheet and a card's text say, as i18n keys with the values of their
 * placeholders: the numbers come from the shared House data (house §9.2, §12), never
 * from the words. Pure (no DOM, no i18next): sheets.ts turns them into elements, and
 * client/test/house-sheets-words.test.ts checks every key and placeholder in en and ru.
 */

/** One line: its i18n key, the values of its placeholders, and placeholders filled with the words of another key (a card's name). */
export interface Words {
  key: string;
  params: Record<string, string | number>;
  names: Record<string, string>;
}

/** The options a sheet depends on: plain characters (house §12: 4 wounds, 4 actions, no special). */
export interface SheetOptions {
  plainCharacters: boolean;
}

/** A character's sheet: name, role, stats (actions, wound boxes), abilities, the rule tag of its section. */
export interface CharacterWords {
  name: Words;
  role: Words;
  stats: Words[];
  abilities: { name: Words | null; text: Words }[];
  rule: string;
}

/** A card's text: its name, when or how it is used, what it does (a weapon's reach from its data first), and its rule tag. */
export interface CardWords {
  name: Words;
  when: Words;
  lines: Words[];
  rule: string;
}

/** What a figure's sheet shows of the figure in play (the room state's unit). */
export interface FigureLike {
  id: string;
  wounds: number;
  maxWounds: number;
  /** The weapon card, "" for none. */
  weapon: string;
  ammoOut: boolean;
  items: string[];
}

/** A figure's sheet: the character's, the wounds taken, the weapon (or bare hands) with its state, the items. */
export interface FigureWords {
  character: CharacterWords;
  wounds: Words;
  weapon: CardWords;
  /** Out of ammo, and what the empty firearm fights as (house §9.2, G12); null when loaded or not a firearm. */
  empty: Words | null;
  items: CardWords[];
}

const w = (key: string, params: Record<string, string | number> = {}, names: Record<string, string> = {}): Words => ({ key, params, names });

/** The character rules read only `plainCharacters` of the options (characters.ts). */
const asOptions = (o: SheetOptions) => ({ plainCharacters: o.plainCharacters }) as HouseOptions;

/** "6", or "5–6": the die results that kill (house §9.2). */
const killsText = (from: number): string => (from >= 6 ? "6" : `${from}–6`);

/** Where each search card's rule is told in the players' reference (a rule tag as the log writes them). */
const SEARCH_CARD_RULE: Record<string, string> = {
  ammo: "house §9.2",
  "med-pak": "house §9.5",
  "power-drink": "house §11.4",
  "car-keys": "house §15.2",
  cellar: "house §5",
  "lucky-coincidence": "house §11.4",
  eureka: "house §11.4",
  surprise: "house §11.4",
  "nothing-useful": "house §11.4",
  baby: "house §17",
};

/**
 * The sheet of character `id` (house §12): actions per turn and wound boxes from the rules' data
 * (`actionsOf`, `maxWoundsOf`, plain mode included), its starting weapon (Lena's Pistol, §6.1) and
 * its special, or the plain-mode line.
 */
export function characterWords(id: CharacterId, o: SheetOptions): CharacterWords {
  const opts = asOptions(o);
  const card = CHARACTERS[id];
  const abilities: CharacterWords["abilities"] = [];
  const start = newHuman(opts, id, "human1").weapon;
  if (start) abilities.push({ name: null, text: w("sheet.startsWith", {}, { weapon: `card.${start.card}` }) });
  if (o.plainCharacters) abilities.push({ name: null, text: w("sheet.plain") });
  else
    abilities.push({
      name: w(`sheet.special.${card.special}.name`),
      text: w(`sheet.special.${card.special}.text`, { actions: actionsOf(opts, id), base: actionsOf({ plainCharacters: true } as HouseOptions, id) }),
    });
  return {
    name: w(`character.${id}`),
    role: w(`sheet.role.${id}`),
    stats: [w("sheet.actions", { actions: actionsOf(opts, id) }), w("sheet.woundBoxes", { max: maxWoundsOf(opts, id) })],
    abilities,
    rule: "house §12",
  };
}

const isWeapon = (card: string): card is WeaponCardId => card in WEAPONS;
const isZombieCard = (card: string): card is ZombieCardId => card in ZOMBIE_CARD_NO;

/**
 * The text of a card (house §9.2, §11.4, §14): a weapon's reach and kill numbers from WEAPONS, then
 * its own line (its Oops, its empty state); any other card its timing and effect. "bare-hands" is
 * the fight of a figure with no weapon (§9.1).
 */
export function cardWords(card: string): CardWords {
  const name = w(`card.${card}`);
  const when = w(`cardText.${card}.when`);
  const text = w(`cardText.${card}.text`);
  if (card === "bare-hands") return { name, when, lines: [text], rule: "house §9.1" };
  if (isWeapon(card)) {
    const row = WEAPONS[card];
    const reach = w(`sheet.reach.${row.reach}`, { kills: killsText(row.killsFrom), ...(row.range ? { range: row.range } : {}) });
    // a 5 below the kill numbers is a shove (house §9.1, C15)
    const lines = row.killsFrom > 5 ? [reach, w("sheet.shove"), text] : [reach, text];
    return { name, when, lines, rule: "house §9.2" };
  }
  if (isZombieCard(card)) return { name, when, lines: [text], rule: `house §14 #${ZOMBIE_CARD_NO[card]}` };
  return { name, when, lines: [text], rule: SEARCH_CARD_RULE[card] ?? "house §11.4" };
}

/**
 * A figure's sheet: its character's sheet, the wounds it has taken of its boxes, its
 * weapon (bare hands when none) with what it fights as once out of ammo (§9.2, G12), its items.
 */
export function figureWords(u: FigureLike, o: SheetOptions): FigureWords {
  const weapon = u.weapon && isWeapon(u.weapon) ? u.weapon : null;
  const row = weapon ? WEAPONS[weapon] : null;
  const empty = row && row.reach !== "melee" && u.ammoOut ? w("sheet.empty", {}, { as: `card.${row.empty === "bare" ? "bare-hands" : "baseball-bat"}` }) : null;
  return {
    character: characterWords(u.id as CharacterId, o),
    wounds: w("sheet.wounds", { wounds: u.wounds, max: u.maxWounds }),
    weapon: cardWords(weapon ?? "bare-hands"),
    empty,
    items: u.items.map(cardWords),
  };
}
