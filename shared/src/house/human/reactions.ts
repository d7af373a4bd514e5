import type { GameEvent } from "../../core/ruleset";
import type { Armed, CharacterId, HouseState } from "../types";
import type { HouseEvent } from "../events";

/**
 * Fires the first armed Reaction card `card` that matches `figure` (C8, G2): the card leaves
 * `armed` (and the hand, if the Zombie seat kept it there), goes to the zombie discard pile, and a
 * public event names it. Returns whether a card fired. Nothing is revealed when none matches.
 */
export function fireArmed(d: HouseState, card: Armed["card"], figure: CharacterId, ev: GameEvent[]): boolean {
  const i = d.armed.findIndex((a) => a.card === card && (a.figure === "any" || a.figure === figure));
  if (i < 0) return false;
  d.armed.splice(i, 1);
  const inHand = d.zombieHand.indexOf(card);
  if (inHand >= 0) d.zombieHand.splice(inHand, 1);
  d.zombieDiscard.push(card);
  ev.push({ type: "reaction", card, figure, rule: "house C8" } satisfies HouseEvent);
  return true;
}
