import type { RoomState, SiegeDecision, SiegeRoomState } from "@zedfall/shared/protocol/schema";
import type { WireEvent } from "@zedfall/shared/protocol";
import type { Action } from "../../shell/actions";
import type { ActionGroup } from "../../shell/plugin";
import { has, t } from "../../shell/i18n";
import { openDecision, siegeState } from "./state";
import { numberOf, valueWords } from "./words";
import { BARRICADE_SUPPLIES, barricadeCostOf } from "@zedfall/shared/siege/units/player";

/** The groups of the Siege action list: answers to the game's questions, moves, fights, other Actions, and the phase's end. */
export const GROUPS: readonly ActionGroup[] = [
  { id: "siege-choice", icon: "pointing" },
  { id: "siege-move", icon: "footsteps" },
  { id: "siege-fight", icon: "crossed-swords" },
  { id: "siege-act", icon: "hand" },
  { id: "siege-phase", icon: "check-mark" },
];

/** Action types by group; a type not named here is one of the "other Actions". */
const GROUP_OF: Record<string, string> = {
  choose: "siege-choice", reroll: "siege-choice", keepRoll: "siege-choice",
  // the Mystic Amulet's window is an answer, not a phase's end ("amuletPass" must not read as a pass of the phase)
  amulet: "siege-choice", amuletPass: "siege-choice",
  move: "siege-move", refugee: "siege-move", guardStep: "siege-move", trainMove: "siege-move",
  fire: "siege-fight", siren: "siege-fight", hoses: "siege-fight",
  done: "siege-phase", endFourR: "siege-phase",
};

/** The group of a Siege action. */
export const groupOf = (a: Action): string => GROUP_OF[a.type] ?? (/done|pass|end/i.test(a.type) ? "siege-phase" : "siege-act");

/** The unit carrying an action out (its `unit`), or null. */
export const actorOf = (a: Action): string | null => (typeof a.unit === "string" ? a.unit : null);

/** The actions that end a seat's part of a phase (the E key): *done* and its kin. */
export const isEnd = (a: Action): boolean => groupOf(a) === "siege-phase";

/** The words of each parameter of an action (how an Action is paid for under `pay`, `pay2`). */
function params(st: SiegeRoomState, a: Action): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(a)) {
    if (k === "type") continue;
    out[k] = (k === "pay" || k === "pay2") && typeof v === "string" && has(`siege.pay.${v}`) ? t(`siege.pay.${v}`) : valueWords(st, v, k);
  }
  return out;
}

/** The label of a Siege action in the current language: a choice names what is chosen, other types their sentence, else type and values. */
export function labelOf(room: RoomState, a: Action): string {
  const st = siegeState(room);
  const p = params(st, a);
  if (a.type === "choose") {
    const purpose = openDecision(st)?.purpose ?? "";
    // an option with its own words says what it does (a Save's "roll the Save (4–6: Hospital)")
    // Refugees (V.I.P. Survivors too: their kind is `refugees`) board a train for one more Action or 4R movement (S-T18): the choice says so
    if (purpose === "passengers" && st.units.get(String(a.option))?.kind === "refugees") return t("siege.choose.passengersRefugees", { option: p.option });
    const own = `siege.choose.${purpose}_${String(a.option)}`;
    const key = has(own) ? own : has(`siege.choose.${purpose}`) ? `siege.choose.${purpose}` : "siege.choose.any";
    return t(key, { option: p.option, purpose });
  }
  // the die counted from 1 for a player (the server gives its index in the roll)
  if (a.type === "amulet") return amuletLabel(st, a) ?? t("siege.act.amulet", { ...p, die: Number(a.die) + 1 });
  if (a.type === "fire" && a.noAmmo) return t("siege.act.fireNoAmmo", { ...p, ...numberOf(st, a.unit) });
  // a unit still in coma does not wake on discharge: it goes to the Cemetery (§2.6) — the button says so
  if (a.type === "discharge" && typeof a.unit === "string" && st.units.get(a.unit)?.coma) return t("siege.act.dischargeComa", p);
  // the label agrees with its unit: "Civilians 3 build a Barricade", "Горожане 3 строят баррикаду" (words.ts numberOf)
  const n = numberOf(st, a.unit);
  if ((a.type === "ability" || a.type === "playKeep") && a.target !== undefined && a.target !== a.unit) return t(`siege.act.${a.type}Target`, { ...p, ...n });
  // a Barricade says what it costs before it is built (§2.6: 2 Supplies; Bob Bauer's crew 1, §3.3)
  if (a.type === "barricade") return t("siege.act.barricade", { ...p, ...n, cost: t("siege.act.barricadeCost", { count: barricadeCost(st, a.unit) }) });
  if (has(`siege.act.${a.type}`)) return t(`siege.act.${a.type}`, { ...p, ...n });
  return t("siege.act.generic", { type: a.type, params: Object.values(p).filter(Boolean).join(" ") });
}

/** The Supplies a Barricade by unit `id` costs: its kind's printed price (the rules' table), 2 for a unit not on the board. */
function barricadeCost(st: SiegeRoomState, id: unknown): number {
  const u = typeof id === "string" ? st.units.get(id) : undefined;
  return u ? barricadeCostOf(u.def) : BARRICADE_SUPPLIES;
}

/**
 * The Mystic Amulet offer an `amulet` action takes (the open window's offer for its die), in words:
 * which die turns to 5, the dice it gives and the outcome they resolve to; null when the window has no such offer.
 */
export function amuletLabel(st: SiegeRoomState, a: Action): string | null {
  const d = openDecision(st);
  if (d?.kind !== "amulet") return null;
  let offer: SiegeDecision["offers"][number] | undefined;
  d.offers?.forEach((o) => {
    if (o.die === a.die) offer = o;
  });
  if (!offer) return null;
  const rolled = d.dice?.toArray() ?? [];
  const from = typeof a.die === "number" ? rolled[a.die] : undefined;
  const words = { dice: offer.dice.toArray().join(" + "), outcome: offer.events ? addedWords(st, offer.events) : offerWords(offer), die: Number(a.die) + 1 };
  return from !== undefined ? t("siege.amulet.turn", { ...words, from }) : t("siege.amulet.turnDie", words);
}

/** What the events an Amulet offer adds come to (their JSON), each by its log words, `; `-joined. */
function addedWords(st: SiegeRoomState, json: string): string {
  const events = JSON.parse(json) as WireEvent[];
  return events
    .map((e) => {
      const params: Record<string, string> = { unit: "", zeds: "" };
      for (const [k, v] of Object.entries(e)) if (k !== "onlyFor") params[k] = valueWords(st, v, k, { event: e.type, at: null });
      return t(`siege.event.${e.type}`, params);
    })
    .join("; ");
}

/**
 * What an Amulet offer's dice resolve to: the words of its outcome key (`siege.offer.<key>`) with
 * its params (a table cell, a count of hits, dice); an offer stored before outcomes were keys, by its dice.
 */
function offerWords(offer: SiegeDecision["offers"][number]): string {
  let params: Record<string, unknown> = {};
  try {
    params = offer.params ? (JSON.parse(offer.params) as Record<string, unknown>) : {};
  } catch {
    params = {};
  }
  if (offer.outcome && has(`siege.offer.${offer.outcome}`)) return t(`siege.offer.${offer.outcome}`, params);
  return t("siege.offer.dice", { dice: offer.dice.toArray().join("+") });
}

/** The id of the space `v` names: a space id, a space index, or a unit id (its space); null otherwise. */
function spaceIdOf(st: SiegeRoomState, v: unknown): string | null {
  if (typeof v === "number") return st.board.spaces[v]?.id ?? null;
  if (typeof v !== "string") return null;
  // a choice among spaces names them by board index in decimal (a train's destination, a Place marker's space)
  if (/^\d+$/.test(v)) return st.board.spaces[Number(v)]?.id ?? null;
  const u = st.units.get(v);
  if (u) return u.space || null;
  let id: string | null = null;
  st.board.spaces.forEach((s) => {
    if (s.id === v) id = s.id;
  });
  return id;
}

/**
 * The space an action is clicked on: a train's space for its run or turn; where it goes (`to`), what
 * it aims at (`target`), where it happens (`space`, `at`), what a choice picks (a unit's space or a
 * space, by id or by index); the acting unit's space for an Action done in place; null (the action
 * bar, or a panel's own buttons: the Amulet, the Secure rumors) for the rest.
 */
export function targetOf(room: RoomState, a: Action): string | null {
  const st = siegeState(room);
  if (groupOf(a) === "siege-phase") return null;
  // the Amulet's window and the Secure rumors have their own panels; a train is clicked where it stands
  if (a.type === "amulet" || a.type === "amuletPass" || a.type === "playSecure") return null;
  if (typeof a.train === "string") return st.trains.get(a.train)?.space || null;
  for (const k of ["to", "target", "space", "at", "option"]) {
    const id = spaceIdOf(st, a[k]);
    if (id) return id;
  }
  return a.type === "reroll" || a.type === "keepRoll" ? null : spaceIdOf(st, a.unit);
}
