import type { WireEvent } from "@zedfall/shared/protocol";
import type { RoomState, SiegeRoomState, SiegeSpace, SiegeUnit } from "@zedfall/shared/protocol/schema";
import { has, t } from "../../shell/i18n";
import { MOVEMENT_EVENTS } from "./movement";
import { spaceOf } from "./state";


/*
 * Siege names in the current language (the glossary files: units, spaces, tracks, cards), each
 * falling back to the id when a word is missing, so a new id still reads.
 */

const word = (key: string, fallback: string): string => (has(key) ? t(key) : fallback);

/** A unit's name: its kind (a Hero, Civilians), a Super-Zeds, or "Zeds" for a normal counter. */
export function unitName(u: Pick<SiegeUnit, "def" | "id" | "side">): string {
  if (u.side === "zeds") return word(`siege.zeds.${u.def}`, u.def);
  return word(`siege.unit.${u.def}`, u.def);
}

/**
 * The i18next context of a sentence whose subject is the unit `id`: `{ context: "plural" }` when
 * its name is a plural noun in the current language (the glossary's `siege.unitNumber`: Villagers,
 * Refugees, Civilians…, "Горожане"), so the sentence's `_plural` form agrees with it ("Горожане 3
 * строят баррикаду", "Refugees hide"); else nothing (the singular form, a Hero's).
 */
export function numberOf(st: SiegeRoomState, id: unknown): { context?: "plural" } {
  if (typeof id !== "string") return {};
  const u = st.units.get(id);
  // a unit no longer in play by its id's stem, as valueWords names it (`refugees-3`, `raiders-2`)
  const def = u ? (u.side === "zeds" ? null : u.def) : goneStem(id);
  return def && has(`siege.unitNumber.${def}`) ? { context: "plural" } : {};
}

/** The kind of a player or Raiders unit no longer in play, from its id (`refugees-3`, `villagers-forest:4`, `raiders-2`), or null. */
const goneStem = (id: string): string | null => /^([a-z]+(?:-[a-z]+)*?)-(?:\d+|[a-z]+:\d+)$/.exec(id)?.[1] ?? null;

/**
 * A unit's name by id, told apart from the counters of the same name: `Zeds 5 (Forest #4)`,
 * `Civilians 3 (St. Thomas)`; a named Hero by its name alone; the id for an unknown unit.
 * `at` is the place to name: undefined for where the unit stands now (an action's label), a space
 * id for where an event says it was, null for no place (an event: the unit's present place and
 * Strength are not the event's; its printed Strengths, `Civilians 3/1`, tell it apart).
 */
export function unitById(st: SiegeRoomState, id: string, at?: string | null): string {
  const u = st.units.get(id);
  if (!u) return id;
  const name = unitName(u);
  let twins = 0;
  st.units.forEach((o) => {
    if (o.id !== u.id && o.side === u.side && unitName(o) === name) twins++;
  });
  if (!twins) return name;
  // an event's unit: its printed Strengths (full/reduced), which do not change with the game
  if (at === null) return u.otherStrength ? `${name} ${u.reduced ? u.otherStrength : u.strength}/${u.reduced ? u.strength : u.otherStrength}` : name;
  const sp = spaceOf(st, at ?? u.space);
  return `${name}${at === undefined ? ` ${u.strength}` : ""}${sp ? ` (${spaceName(sp)})` : ""}`;
}

/** A track's name. */
export const trackName = (id: string): string => word(`siege.track.${id}`, id);

/** A space's name: its printed name, else "Forest #5" / "Forest Start"; boxes by their own name. Glossary keys write `forest:4` as `forest-4` (i18next reads ":" as a namespace). */
export function spaceName(sp: Pick<SiegeSpace, "id" | "track" | "num" | "kind">): string {
  const key = `siege.space.${sp.id.replace(":", "-")}`;
  if (has(key)) return t(key);
  if (sp.track) return sp.kind === "start" ? t("siege.startOf", { track: trackName(sp.track) }) : t("siege.spaceNum", { track: trackName(sp.track), num: sp.num });
  return sp.id;
}

/** A space's name by id (the id itself for an unknown one). */
export function spaceById(st: SiegeRoomState, id: string): string {
  const sp = spaceOf(st, id);
  return sp ? spaceName(sp) : id;
}

/** A rumor's name (Part A2). */
export const rumorName = (id: string): string => word(`siege.rumor.${id}`, id);

/** A rumor's effect in one sentence. */
export const rumorEffect = (id: string): string => word(`siege.rumorEffect.${id}`, "");

/** A freight line's (and its train's) name: WH-Cargo, Express-BV. */
export const lineName = (id: string): string => word(`siege.line.${id}`, id);

/** An Event or Fate card's title. */
export const cardName = (id: string): string => word(`siege.card.${id}`, word(`siege.fate.${id}`, id));

/** A seat's name in Siege words ("Seat 2"). */
export const seatName = (seat: string): string => word(`seat.${seat}`, seat);

/** A seat by who holds it: the player's (or bot's) name, else "Seat 2". */
export function playerName(st: SiegeRoomState, seat: string): string {
  const s = st.seats?.get(seat);
  // a bot seat's name is the server's "Bot" for every bot: its seat and "bot" in the reader's language
  // instead ("Seat 3 (bot)", as the status line says it), so that two bot seats are told apart
  if (s?.kind === "bot") return `${seatName(seat)} (${t("seat.bot")})`;
  return s?.name ? s.name : seatName(seat);
}

/** The keys under which actions and events give a space as its board index. */
const SPACE_KEYS = new Set(["space", "at", "spaces"]);

/** What a value belongs to: an action (`type` undefined: its `to` is a space) or an event of `type`; `at`, where the event says its units were (null: no place). */
export interface WordsContext {
  event?: string;
  at?: string | null;
}

/**
 * How an event's units are named: never by where they stand now. The sentence names the event's
 * place itself (a movement's from, a fight's space), so a unit goes by its printed Strengths alone.
 */
export function eventContext(_room: RoomState, e: WireEvent): WordsContext {
  return { event: e.type, at: null };
}

/** Whether a number under `key` is a space index. */
const isSpaceKey = (key: string, ctx: WordsContext): boolean =>
  SPACE_KEYS.has(key) || ((key === "from" || key === "to") && (ctx.event === undefined || MOVEMENT_EVENTS.has(ctx.event)));

/**
 * Words for any value of an action or event under `key`: a space (its index under a space key, a
 * choice's option in decimal, or its id), a unit id, a track, a freight line, a rumor, a train's
 * side, a card, a seat, a Super-Zeds, a list; other values as they are. `ctx` tells an
 * event's values from an action's (see WordsContext).
 */
export function valueWords(st: SiegeRoomState, v: unknown, key = "", ctx: WordsContext = {}): string {
  if (Array.isArray(v)) return v.map((x) => valueWords(st, x, key, ctx)).join(", ");
  if (typeof v === "number") {
    const sp = isSpaceKey(key, ctx) ? st.board.spaces[v] : undefined;
    return sp ? spaceName(sp) : String(v);
  }
  if (typeof v !== "string") return v === undefined || v === null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);
  // a choice among spaces gives them as board indices in decimal (a train's destination, a Place marker's space)
  if (key === "option" && /^\d+$/.test(v) && st.board.spaces[Number(v)]) return spaceName(st.board.spaces[Number(v)]!);
  if (key === "phase" && has(`phase.${v}`)) return t(`phase.${v}`);
  if (key === "side" && has(`siege.trainSide.${v}`)) return t(`siege.trainSide.${v}`);
  if (key === "kind" && has(`siege.term.${v}`)) return t(`siege.term.${v}`);
  // a fight's column (§4.2) and a counter's marker (G25, G28) by their names in the reader's language
  if (key === "column" && has(`siege.column.${v}`)) return t(`siege.column.${v}`);
  if (key === "marker" && has(`siege.markerName.${v}`)) return t(`siege.markerName.${v}`);
  // a companion set of a step back (G22): `with:piazza+civ3`
  if (v.startsWith("with:")) return t("siege.with", { units: v.slice(5).split("+").map((id) => valueWords(st, id, "", ctx)).join(", ") });
  // the Secret Air Force Base's free Heal for a unit (S-R13): `heal:civ3`
  if (v.startsWith("heal:")) return t("siege.airBase.heal", { unit: valueWords(st, v.slice(5), "", ctx) });
  // a Bed's unit discharged to make room (G13, a full Hospital): `discharge:civ4`
  if (v.startsWith("discharge:")) return t("siege.dischargeOption", { unit: valueWords(st, v.slice(10), "", ctx) });
  // a unit and the space it comes onto (I Think I See Someone's targets: `hauser@forest:7`, a Hero on a Start)
  const placed = /^([^@]+)@(.+)$/.exec(v);
  if (placed && spaceOf(st, placed[2]!)) return t("siege.placedOn", { unit: valueWords(st, placed[1], "", ctx), space: spaceById(st, placed[2]!) });
  if (st.units.get(v)) return unitById(st, v, ctx.event === undefined ? undefined : (ctx.at ?? null));
  if (spaceOf(st, v)) return spaceById(st, v);
  if (has(`siege.track.${v}`)) return trackName(v);
  if (has(`siege.line.${v}`)) return lineName(v);
  if (has(`siege.rumor.${v}`)) return rumorName(v);
  if (has(`siege.card.${v}`) || has(`siege.fate.${v}`)) return cardName(v);
  if (/^seat\d$/.test(v)) return playerName(st, v);
  if (has(`siege.option.${v}`)) return t(`siege.option.${v}`);
  if (has(`siege.unit.${v}`)) return t(`siege.unit.${v}`);
  // a Super-Zeds by its id (off the map: Dr. Marteuse's Diary puts one back into the bag)
  if (has(`siege.zeds.${v}`)) return t(`siege.zeds.${v}`);
  // a Raiders unit no longer on the map (eliminated, or gone with its loot): its id means nothing to a player
  if (/^raiders-\d+$/.test(v)) return t("siege.unit.raiders");
  // a normal Zeds counter no longer on the map (eliminated since the line was logged): its id means nothing to a player
  if (/^z\d+$/.test(v)) return t("siege.zedsGone");
  // a player unit no longer in play (eaten, lost, turned into another counter): its kind's name, from its id's stem (`refugees-3`, `villagers-forest:4`)
  const stem = goneStem(v);
  if (stem && has(`siege.unit.${stem}`)) return t(`siege.unit.${stem}`);
  return v;
}
