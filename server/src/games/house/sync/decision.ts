import type { House } from "@zedfall/shared";
import { HouseDecision } from "@zedfall/shared/protocol/schema";
import { putFields, putList } from "../../../schema/put";

/**
 * Writes one pending House decision into `d`. `full` (the deciding seat's private part) writes a
 * Granny pick's cards; the public form writes only how many there are (`hidden`), never which.
 */
export function writeDecision(d: HouseDecision, p: House.Pending, full: boolean): void {
  const cards = p.kind === "grannyPick" ? p.cards : [];
  const at = p.kind === "grannyPick" || p.kind === "surprisePlace" ? p.searchAt : null;
  putFields(d, {
    kind: p.kind,
    mode: p.mode,
    figure: "figure" in p ? p.figure : "",
    card: p.kind === "keepWeapon" ? p.card : "",
    hidden: full ? 0 : cards.length,
    left: p.kind === "cellarPlace" ? p.left : 0,
    finder: p.kind === "surprisePlace" ? p.finder : "",
    source: p.kind === "surprisePlace" ? p.source : "",
    hasAt: !!at,
    atX: at?.x ?? 0,
    atY: at?.y ?? 0,
    atZ: at?.z ?? 0,
    waiting: p.kind === "grab" ? (p.deferred?.action.type ?? "") : "",
    kills: p.kind === "reroll" ? p.kills : 0,
  });
  putList(d.seats, p.seats as string[]);
  putList(d.passed, p.passed as string[]);
  putList(d.crawlers, p.kind === "grab" ? p.crawlers : []);
  putList(d.cards, full ? cards : []);
  putList(d.dice, p.kind === "reroll" ? p.dice : []);
  putList(d.outcomes, p.kind === "reroll" ? p.outcomes : []);
}

/** A new, empty decision item (for `putItems`). */
export const newDecision = (): HouseDecision => new HouseDecision();
