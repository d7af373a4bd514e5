import { copyPlain } from "../../core/copy";
import { createRandom } from "../../core/rng";
import { EVENT_CARD_IDS } from "../cards/event/deck";
import { FATE_CARD_IDS, RUMOR_IDS } from "../cards/fate/deck";
import type { SiegeState } from "../state/game";

/** `n` stand-ins from the public list `ids`, in its own order (cycled): they depend on the count alone. */
function standIns<T>(ids: readonly T[], n: number): T[] {
  return Array.from({ length: n }, (_, i) => ids[i % ids.length]!);
}

/**
 * The Siege state as a seat may know it, for a hint (Ruleset.hintState, D4): a deep copy whose
 * secrets are stand-ins. Co-op: every seat knows the same, so `seat` changes nothing.
 * - the generator: a fresh one seeded from the public action count (`hint:<seq>`);
 * - the Event and Fate decks: as many cards as they hold, taken in order from the public card lists;
 * - the Rumor Mill: the stack and every face-down token get stand-in identities (the public list
 *   in order: stack first, then the face-down tokens by id); revealed tokens stay as they are;
 * - the Zeds reserve, the Super-Zeds bag and the spare Civilians: sorted (their order is the
 *   secret; what they hold is what is not on the map).
 * Legality never reads these, so the seat's legal actions are unchanged; the greedy bot reads none of them either.
 */
export function siegeHintState(s: SiegeState): SiegeState {
  const c = copyPlain(s);
  c.rnd = createRandom(`hint:${s.seq}`);
  c.decks.event = standIns(EVENT_CARD_IDS, s.decks.event.length);
  c.decks.fate = standIns(FATE_CARD_IDS, s.decks.fate.length);
  c.reserve.sort();
  c.bag.sort();
  c.spareCivilians.sort();
  if (c.rumors) {
    const down = Object.keys(c.rumors.tokens)
      .filter((id) => !c.rumors!.tokens[id]!.revealed)
      .sort();
    const fake = standIns(RUMOR_IDS, c.rumors.stack.length + down.length);
    c.rumors.stack = fake.slice(0, c.rumors.stack.length);
    down.forEach((id, i) => (c.rumors!.tokens[id]!.rumor = fake[c.rumors!.stack.length + i]!));
  }
  return c;
}
