import type { House } from "@zedfall/shared";
import { HouseDecision } from "../../schema/house/turn";
import { put, putList } from "../util";

/**
 * Writes one pending House decision into `d`. `full` (the deciding seat's private part) writes a
 * Granny pick's cards; the public form writes only how many there are (`hidden`), never which.
 */
export function writeDecision(d: HouseDecision, p: House.Pending, full: boolean): void {
  put(d, "kind", p.kind);
  putList(d.seats, p.seats as string[]);
  put(d, "mode", p.mode);
  putList(d.passed, p.passed as string[]);
  put(d, "figure", "figure" in p ? p.figure : "");
  putList(d.crawlers, p.kind === "grab" ? p.crawlers : []);
  put(d, "card", p.kind === "keepWeapon" ? p.card : "");
  const cards = p.kind === "grannyPick" ? p.cards : [];
  putList(d.cards, full ? cards : []);
  put(d, "hidden", full ? 0 : cards.length);
  put(d, "left", p.kind === "cellarPlace" ? p.left : 0);
  putList(d.dice, p.kind === "reroll" ? p.dice : []);
  put(d, "finder", p.kind === "surprisePlace" ? p.finder : "");
  put(d, "source", p.kind === "surprisePlace" ? p.source : "");
  const at = p.kind === "grannyPick" || p.kind === "surprisePlace" ? p.searchAt : null;
  put(d, "hasAt", !!at);
  put(d, "atX", at?.x ?? 0);
  put(d, "atY", at?.y ?? 0);
  put(d, "atZ", at?.z ?? 0);
  put(d, "waiting", p.kind === "grab" ? (p.deferred?.action.type ?? "") : "");
}

/** A new, empty decision item (for `putItems`). */
export const newDecision = (): HouseDecision => new HouseDecision();
