import type { WireEvent } from "@zedfall/shared/protocol";
import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { RollNeed, RollShift } from "@zedfall/shared/siege/state/needs";
import type { Action } from "../../shell/actions";
import { has, t } from "../../shell/i18n";
import { siegeState } from "./state";

/*
 * What a Siege roll needs, in words, read from the need the rules put on the roll event
 * (shared/src/siege/state/needs.ts) or, before a shot, from the need the server wrote for it
 * (`shotNeeds`). The client decides nothing: it says the rules' numbers.
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

/**
 * Before the roll: what a legal shot needs (the rules' need the server wrote under `shotNeeds`),
 * in words — shown under the action's label; null for any other action or a shot without one.
 */
export function actionNeed(room: RoomState, a: Action): string | null {
  if (a.type !== "fire" || typeof a.unit !== "string" || typeof a.target !== "string") return null;
  const json = siegeState(room).shotNeeds?.get(`${a.unit}>${a.target}${a.pay === "mayor" ? ">mayor" : ""}`);
  if (!json) return null;
  const need = JSON.parse(json) as RollNeed;
  return t(needKey("gunfire", need), needParams(need));
}
