import type { GameEvent } from "../../core/ruleset";
import type { HouseState, ZombieCardId } from "../types";
import type { HouseEvent } from "../events";

/** Display names of the zombie cards (house §14). */
export const ZOMBIE_CARD_NAMES: Record<ZombieCardId, string> = {
  "stench-of-fear": "Stench of Fear",
  "dead-resident": "Dead Resident",
  smash: "Smash!",
  "surprise-zombie": "Surprise!",
  "shambling-charge": "Shambling Charge",
  bloodlust: "Bloodlust",
  relentless: "Relentless",
  jammed: "Jammed!",
  "slippery-floor": "Slippery Floor",
  horde: "Horde",
  "hungry-eyes": "Hungry Eyes",
  "pile-up": "Pile-up",
  "legless-legion": "Legless Legion",
  "something-below": "Something Below",
  wailing: "Wailing",
};

/** The card numbers of house §14, for rule citations ("house §14 #6"). */
export const ZOMBIE_CARD_NO: Record<ZombieCardId, number> = {
  "stench-of-fear": 1,
  "dead-resident": 2,
  smash: 3,
  "surprise-zombie": 4,
  "shambling-charge": 5,
  bloodlust: 6,
  relentless: 7,
  jammed: 8,
  "slippery-floor": 9,
  horde: 10,
  "hungry-eyes": 11,
  "pile-up": 12,
  "legless-legion": 13,
  "something-below": 14,
  wailing: 15,
};

/**
 * Plays a zombie card from the hand (H-B14, §14): it leaves the hand (and the armed list) for the
 * discard pile, and a public event names it, since a played card is public. The caller has checked
 * that the hand holds it.
 */
export function playFromHand(d: HouseState, card: ZombieCardId, ev: GameEvent[], extra: Record<string, unknown> = {}): void {
  const i = d.zombieHand.indexOf(card);
  if (i >= 0) d.zombieHand.splice(i, 1);
  d.armed = d.armed.filter((a) => a.card !== card);
  d.zombieDiscard.push(card);
  ev.push({ type: "zombieCard", card, ...extra, rule: `house §14 #${ZOMBIE_CARD_NO[card]}` } satisfies HouseEvent);
}
