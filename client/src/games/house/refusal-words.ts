import type { RoomState } from "@zedfall/shared/protocol";
import { CHARACTERS } from "@zedfall/shared/house/characters";
import { WEAPONS } from "@zedfall/shared/house/combat/weapons";
import { SEARCH_CARD_NAMES } from "@zedfall/shared/house/search/card-names";
import { PLACEMENT_INFO } from "@zedfall/shared/house/zombie/placement-info";
import { ZOMBIE_CARD_NAMES } from "@zedfall/shared/house/zombie/hand";
import type { GameRefusals } from "../../shell/plugin";
import { has, t } from "../../shell/i18n";
import { edgeLabel } from "./place-names";

/*
 * The params of House's own refusals in words: the rules' sentences name figures, cards,
 * weapons and placements by their English names, squares as "(3,4)" or "(3,4) below", openings
 * by their map names; each is found back by the rules' own name tables and said by the words the
 * log uses (character.*, card.*, dir.*, seat.*, furniture.*, placement.*, edgeName.*).
 */

const word = (key: string, fallback: string): string => (has(key) ? t(key) : fallback);

/** The id of an English name in a name table, case aside. */
const idOf = (names: Record<string, string>, name: string): string | undefined =>
  Object.entries(names).find(([, n]) => n.toLowerCase() === name.toLowerCase())?.[0];

const CHARACTER_NAMES = Object.fromEntries(Object.values(CHARACTERS).map((c) => [c.id, c.name]));
const CARD_NAMES: Record<string, string> = { ...SEARCH_CARD_NAMES, ...ZOMBIE_CARD_NAMES, ...Object.fromEntries(Object.entries(WEAPONS).map(([id, w]) => [id, w.name])) };
const PLACEMENT_NAMES = Object.fromEntries(Object.entries(PLACEMENT_INFO).map(([reason, p]) => [reason, p.what]));

/** A figure by its id or name ("any human" for a card armed against anyone). */
function figureWord(v: string): string {
  if (v === "any human") return word("character.any", v);
  const id = has(`character.${v}`) ? v : idOf(CHARACTER_NAMES, v);
  return id ? word(`character.${id}`, v) : v;
}

/** A square "(3,4)", in the cellar "(3,4) below". */
function squareWord(v: string): string {
  const m = /^(\(\d+,\d+\)) below$/.exec(v);
  return m ? `${m[1]} ${word("refusalWord.below", "below")}` : v;
}

/** An opening: an edge key, the cellar door, or a door's or window's map name (D3, W5). */
function openingWord(st: RoomState | null, v: string): string {
  if (v === "the cellar door") return word("refusalWord.cellarDoor", v);
  if (!st) return v;
  if (v.includes("|")) return edgeLabel(st, v);
  let key: string | null = null;
  st.board?.edges?.forEach((e) => {
    if (!key && e.name === v) key = e.key;
  });
  return key ? edgeLabel(st, key) : v;
}

/** One param of a House refusal in the current language (see GameRefusals.word); an unknown value stays as it is. */
function refusalParam(st: RoomState | null, kind: string, v: string): string {
  switch (kind) {
    case "figure":
      return figureWord(v);
    case "seat":
      return v.split(", ").map((s) => word(`seat.${s}`, s)).join(", ");
    case "dir":
      return word(`dir.${v}`, v);
    case "edge":
      return word(`refusalWord.edge.${v}`, v);
    case "sq":
      return squareWord(v);
    case "card":
    case "weapon": {
      const id = has(`card.${v}`) ? v : idOf(CARD_NAMES, v);
      return id ? word(`card.${id}`, v) : v;
    }
    case "search":
      return word(`furniture.${v}`, v);
    case "opening":
      return openingWord(st, v);
    case "what":
      return word(`refusalWord.what.${v}`, v);
    case "placement": {
      const reason = idOf(PLACEMENT_NAMES, v);
      return reason ? word(`placement.${reason}`, v) : v;
    }
    case "answer":
      return word(`grab.${v}`, v);
    default:
      return v;
  }
}

/** House's refusal params in words, for the shell (GamePlugin.refusals). */
export const HOUSE_REFUSAL_WORDS: GameRefusals = { word: refusalParam };
