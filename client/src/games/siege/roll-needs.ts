import type { WireEvent } from "@zedfall/shared/protocol";
import type { RoomState, SiegePlannedRoll } from "@zedfall/shared/protocol/schema";
import type { RollNeed, RollShift } from "@zedfall/shared/siege/state/needs";
import type { Action } from "../../shell/actions";
import { has, t } from "../../shell/i18n";
import { siegeState } from "./state";

/*
 * What a Siege roll needs, in words, read from the need the rules put on the roll event
 * (shared/src/siege/state/needs.ts) or, before an action, from the needs the server wrote for its
 * rolls (`rollNeeds`). The client decides nothing: it says the rules' numbers.
 */

/** A signed number with a true minus: +1, −1. */
const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

/** One shift's cause in words: a marker, a unit's ability (by the unit's name), Terrain, a card. */
function causeWords(cause: string): string {
  const [kind, id] = cause.split(":") as [string, string | undefined];
  if (kind === "marker" && id) return has(`siege.markerName.${id}`) ? t(`siege.markerName.${id}`) : id;
  if ((kind === "ability" || kind === "defending") && id) return t(`siege.shiftCause.${kind}`, { unit: has(`siege.unit.${id}`) ? t(`siege.unit.${id}`) : id });
  return has(`siege.shiftCause.${kind}`) ? t(`siege.shiftCause.${kind}`) : kind;
}

/** The shifts as words after a column: "; +1 Civil Leader, −1 Long-Range", or "" for none. */
export function shiftsWords(shifts: readonly RollShift[]): string {
  return shifts.length ? `; ${shifts.map((x) => `${signed(x.by)} ${causeWords(x.cause)}`).join(", ")}` : "";
}

/** Die faces as words: a run "4–6", a single "6", else a list "1, 3". */
export function facesWords(faces: readonly number[]): string {
  const f = [...faces].sort((a, b) => a - b);
  if (f.length === 1) return String(f[0]);
  const run = f.every((x, i) => i === 0 || x === f[i - 1]! + 1);
  return run ? `${f[0]}–${f[f.length - 1]}` : f.join(", ");
}

/** A column name in words (the Hand-to-hand columns have words; Gunfire's are Strengths). */
const columnWords = (c: string): string => (has(`siege.column.${c}`) ? t(`siege.column.${c}`) : c);

/** The words key of a need: the purpose's, with `_none` when nothing on the table scores, `_zeds` for the Raiders against Zeds, `_free` when no Eat roll can cost. */
export function needKey(purpose: string, need: RollNeed, e: Record<string, unknown> = {}): string {
  const base = `siege.need.${purpose}`;
  if ((need.read === "gunfire" || need.read === "handToHand" || need.read === "even") && need.from === null) return `${base}_none`;
  if (purpose === "raidersHandToHand" && e.zeds !== undefined) return `${base}_zeds`;
  if (need.read === "sum" && need.atMost !== undefined && need.atMost < 1) return `${base}_free`;
  if (need.read === "faces" && need.faces2) return `${base}_two`;
  return base;
}

/** The parameters of a need's words. */
function needParams(need: RollNeed): Record<string, string | number> {
  switch (need.read) {
    case "gunfire":
      return { from: need.from ?? "", column: need.column, strength: need.strength, shifts: shiftsWords(need.shifts) };
    case "handToHand":
      return { from: need.from ?? "", column: columnWords(need.column), base: columnWords(need.base), shifts: shiftsWords(need.shifts) };
    case "even":
      return { from: need.from ?? "", column: columnWords(need.column), shifts: shiftsWords(need.shifts) };
    case "faces":
      return { faces: facesWords(need.faces), faces2: need.faces2 ? facesWords(need.faces2) : "" };
    case "sum":
      return { atLeast: need.atLeast ?? "", atMost: need.atMost ?? "" };
    case "forage":
      return { column: has(`siege.forageColumn.${need.column}`) ? t(`siege.forageColumn.${need.column}`) : need.column, bonus: need.bonus ? t("siege.need.forageBonus", { bonus: need.bonus }) : "" };
    case "table":
      return {};
  }
}

/** What a roll event's dice need, in words ("needs 5+ to hit (column 4; +1 Civil Leader)"), or null when the event carries no need. */
export function rollNeed(e: WireEvent): string | null {
  const need = e.need as RollNeed | undefined;
  if (!need || typeof need !== "object" || typeof e.purpose !== "string") return null;
  return t(needKey(e.purpose, need, e), needParams(need));
}

/** The total of two dice a table reads (" = 8"), or "" when the roll's need reads no total. */
export function rollTotal(e: WireEvent): string {
  const need = e.need as RollNeed | undefined;
  if (!need || !Array.isArray(e.dice) || e.dice.length !== 2) return "";
  if (need.read === "faces" || need.read === "forage" || need.read === "table") return "";
  return ` = ${(e.dice as number[]).reduce((n, d) => n + d, 0)}`;
}

/** The key under which the server wrote the rolls of action `a` (`rollNeeds`), or null for an action that rolls nothing before a choice. */
function actionKey(a: Action): string | null {
  const unit = typeof a.unit === "string" ? a.unit : null;
  if (a.type === "reroll") return "reroll";
  if (!unit) return null;
  if (a.type === "fire" && typeof a.target === "string") return `fire:${unit}>${a.target}${a.pay === "mayor" ? ">mayor" : ""}`;
  if (a.type === "move" && typeof a.to === "number") return `move:${unit}>${a.to}`;
  if (a.type === "forage") return `forage:${unit}`;
  if ((a.type === "siren" || a.type === "hoses") && typeof a.target === "string") return `${a.type}:${unit}>${a.target}`;
  return null;
}

/** A purpose's name in words (the dice panel's). */
const purposeWords = (p: string): string => (has(`siege.purpose.${p}`) ? t(`siege.purpose.${p}`) : p);

/**
 * Before the roll: what a legal action's rolls need (the rules' needs the server wrote under
 * `rollNeeds`), in words — shown under the action's label. One roll: its need ("needs 5+ to hit
 * (column 4)"); several (Pickles' stealth, Santana's charge or Alyssa's meeting before the fight):
 * each named by its purpose, in order. Null for any other action or one without needs.
 */
export function actionNeed(room: RoomState, a: Action): string | null {
  const key = actionKey(a);
  const planned = key ? siegeState(room).rollNeeds?.get(key) : undefined;
  if (!planned || !planned.rolls.length) return null;
  const rolls = [...planned.rolls];
  const words = rolls.map((r) => {
    const need = needOf(r);
    return t(needKey(r.purpose, need), needParams(need));
  });
  if (words.length === 1) return words[0]!;
  return words.map((w, i) => t("siege.needStep", { purpose: purposeWords(rolls[i]!.purpose), need: w })).join(t("siege.needThen"));
}

/** A planned roll's need back from its typed fields (the server wrote them from the rules' `RollNeed`). */
function needOf(r: SiegePlannedRoll): RollNeed {
  const shifts = [...r.shifts].map((x) => ({ cause: x.cause, by: x.by }));
  const from = r.from < 0 ? null : r.from;
  switch (r.read) {
    case "gunfire":
      return { read: "gunfire", strength: r.strength, column: r.column, shifts, from };
    case "handToHand":
      return { read: "handToHand", base: r.base, column: r.column, shifts, from };
    case "even":
      return { read: "even", column: r.column, shifts, from };
    case "faces":
      return { read: "faces", faces: [...r.faces], ...(r.faces2.length ? { faces2: [...r.faces2] } : {}), any: r.any };
    case "sum":
      return { read: "sum", atLeast: r.atLeast };
    case "forage":
      return { read: "forage", column: r.column, bonus: r.bonus };
    default:
      return { read: "table" };
  }
}
