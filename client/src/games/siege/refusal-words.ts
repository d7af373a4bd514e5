import type { RoomState } from "@zedfall/shared/protocol/schema";
import { SIEGE_BOARD, spaceLabel } from "@zedfall/shared/siege/board";
import type { GameRefusals } from "../../shell/plugin";
import { has, t } from "../../shell/i18n";
import { siegeState } from "./state";
import { cardName, lineName, rumorName, seatName, spaceName, unitById, valueWords } from "./words";

/*
 * The params of Siege's own refusals in words: the rules send ids (a unit's or a Zeds unit's id, a
 * freight train's line id, a rumor's id) and spaces by their log labels (`FO3`, `TC`, `bed1`); each
 * is said by the glossary's words.
 */

const word = (key: string, fallback: string): string => (has(key) ? t(key) : fallback);

/** A unit (player or Zeds) by its id: the unit on the table, else a unit kind's words (`piazza`). */
function unitWord(st: RoomState | null, v: string): string {
  if (st && siegeState(st).units.get(v)) return unitById(siegeState(st), v);
  return has(`siege.unit.${v}`) ? t(`siege.unit.${v}`) : v;
}

/** A space by its log label (`FO3`, `SU Start`, `TC`, `bed1`). */
function spaceWord(v: string): string {
  const sp = SIEGE_BOARD.spaces.find((s) => spaceLabel(s.index) === v);
  return sp ? spaceName({ id: sp.id, track: sp.track ?? "", num: sp.num, kind: sp.kind }) : v;
}

/** One param of a Siege refusal in the current language (see GameRefusals.word); an unknown value stays as it is. */
function refusalParam(st: RoomState | null, kind: string, v: string): string {
  switch (kind) {
    case "unit":
      return unitWord(st, v);
    case "zeds":
      return unitWord(st, v);
    case "space":
      return spaceWord(v);
    case "train":
      return has(`siege.line.${v}`) ? lineName(v) : v;
    case "rumor":
    case "item":
      return rumorName(v);
    case "card":
      return cardName(v);
    case "phase":
      return word(`phase.${v}`, v);
    case "seat":
      return seatName(v);
    case "target":
    case "option":
      return st ? valueWords(siegeState(st), v, "option") : v;
    default:
      return v;
  }
}

/** Siege's refusal params in words, for the shell (GamePlugin.refusals). */
export const SIEGE_REFUSAL_WORDS: GameRefusals = { word: refusalParam };
