import type { RoomState } from "@zedfall/shared/protocol/schema";
import type { Action } from "../../shell/actions";
import { cardWords } from "./sheet-words";
import { say } from "./sheets";
import { pendingDecision } from "./state";

/** A card's words on one line: its timing, then its lines (what `cardWords` gives a sheet). */
function cardLine(card: string): string {
  const c = cardWords(card);
  return [c.when, ...c.lines].map(say).filter(Boolean).join(" · ");
}

/**
 * What a House action means when its label only names a card ("Granny pick and keep
 * weapon choices show names only"): Granny Vera's pick (house G18) gives the picked card's text,
 * keeping a found weapon (house §9.2) the found weapon's reach and kill numbers; any other action
 * null. Shown under the action's label and as its tooltip.
 */
export function actionDetail(st: RoomState, a: Action): string | null {
  if (a.type === "grannyPick" && typeof a.card === "string") return cardLine(a.card);
  if (a.type === "keepWeapon" && a.keep === true) {
    const p = pendingDecision(st);
    return p?.kind === "keepWeapon" && p.card ? cardLine(p.card) : null;
  }
  return null;
}
