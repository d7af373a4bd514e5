import type { RoomState } from "@zedfall/shared/protocol";
import { SIEGE_BOARD, spaceLabel } from "@zedfall/shared/siege/board";
import { PLAYER_UNITS } from "@zedfall/shared/siege/units/player";
import { INFESTED_VERMIN, SUPER_ZEDS } from "@zedfall/shared/siege/units/zeds";
import type { GameRefusals } from "../../shell/plugin";
import { has, t } from "../../shell/i18n";
import { siegeState } from "./state";
import { cardName, lineName, rumorName, seatName, spaceName, unitById, valueWords } from "./words";

/*
 * The params of Siege's own refusals in words: the rules' sentences name units and
 * Zeds by their English names (`Civilians 3/1 (civ1)`, `Zeds 6/3 (z25)`), spaces by their log
 * labels (`FO3`, `TC`), trains by their printed names; each is found back by the rules' own tables
 * and said by the glossary's words.
 */

const word = (key: string, fallback: string): string => (has(key) ? t(key) : fallback);

/** The id of an English name in a name table. */
const idOf = (names: Record<string, string>, name: string): string | undefined => Object.entries(names).find(([, n]) => n === name)?.[0];

const UNIT_NAMES = Object.fromEntries(Object.values(PLAYER_UNITS).map((d) => [d.id, d.name]));
const ZEDS_NAMES: Record<string, string> = { ...Object.fromEntries(Object.values(SUPER_ZEDS).map((z) => [z.id, z.name])), [INFESTED_VERMIN.id]: INFESTED_VERMIN.name };

/** A unit by its id or its name (`Civilians 3/1 (civ1)`, `Captain Piazza`, `ordinary Civilians`). */
function unitWord(st: RoomState | null, v: string): string {
  const id = /^Civilians \d+\/\d+ \((\w+)\)$/.exec(v)?.[1] ?? v;
  if (st && siegeState(st).units.get(id)) return unitById(siegeState(st), id);
  const def = has(`siege.unit.${id}`) ? id : idOf(UNIT_NAMES, v.replace(/^ordinary /, ""));
  return def ? word(`siege.unit.${def}`, v) : v;
}

/** A Zeds unit by its id or its name (`Zeds 6/3 (z25)`, a Super-Zeds, Infested Vermin). */
function zedsWord(st: RoomState | null, v: string): string {
  const m = /^Zeds (\d+\/\d+) \(\w+\)$/.exec(v);
  if (m) return `${word("siege.zeds.zeds", "Zeds")} ${m[1]}`;
  const id = idOf(ZEDS_NAMES, v);
  if (id) return word(`siege.zeds.${id}`, v);
  return st && siegeState(st).units.get(v) ? unitById(siegeState(st), v) : v;
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
      return zedsWord(st, v);
    case "space":
      return spaceWord(v);
    case "train":
      // a train's printed name is its line's id in capitals (WH-Cargo: wh-cargo)
      return has(`siege.line.${v.toLowerCase()}`) ? lineName(v.toLowerCase()) : v;
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
