import { copyPlain } from "../core/copy";
import { asks } from "../core/decisions";
import { createRandom } from "../core/rng";
import { SEARCH_DECK, zombieDeckCards } from "./decks";
import type { HouseSeatId, HouseState } from "./types";

/** `n` stand-ins from the public list `ids`, in its own order (cycled): they depend on the count alone. */
function standIns<T>(ids: readonly T[], n: number): T[] {
  return Array.from({ length: n }, (_, i) => ids[i % ids.length]!);
}

/**
 * The House state as `seat` may know it, for a hint (Ruleset.hintState, DoR 5, C9): a deep copy
 * whose secrets are stand-ins that depend on their counts alone.
 * - every seat: the generator (a fresh one seeded from the public action count, `hint:<seq>`), the
 *   search deck and the zombie deck (as many cards as they hold, from the public card lists in order);
 * - a human seat also: the Zombie hand (stand-ins), the armed reactions (none), the Zombie's standing
 *   grab answer (`ask`), and the cards of a Granny pick that another seat is choosing among.
 * The Zombie seat keeps its own hand, armed cards and grab answer. Legality never reads another
 * seat's secrets, so the seat's legal actions are unchanged.
 */
export function houseHintState(s: HouseState, seat: HouseSeatId): HouseState {
  const c = copyPlain(s);
  const searchIds = SEARCH_DECK.map(([id]) => id);
  const zombieIds = zombieDeckCards(s.options);
  c.rnd = createRandom(`hint:${s.seq}`);
  c.searchDeck = standIns(searchIds, s.searchDeck.length);
  c.zombieDeck = standIns(zombieIds, s.zombieDeck.length);
  if (seat !== "zombie") {
    c.zombieHand = standIns(zombieIds, s.zombieHand.length);
    c.armed = [];
    c.grabAnswer = "ask";
  }
  for (const p of c.pending) if (p.kind === "grannyPick" && !asks(p, seat)) p.cards = standIns(searchIds, p.cards.length);
  return c;
}
