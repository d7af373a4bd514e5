import { copyPlain } from "../../src/core/copy";
import { createRandom, shuffleInPlace } from "../../src/core/rng";
import type { SiegeState } from "../../src/siege/state/game";

/* The Siege tests' fixture for D4's secrets (hint.test.ts, bot-search.test.ts), beside kit.ts. */

/**
 * `s` with every secret of D4 rearranged and nothing public changed: other deck orders (Event, Fate),
 * the Zeds reserve, the Super-Zeds bag and the spare Civilians reordered, other face-down rumor
 * identities, another generator. The same `s` always gives the same rearrangement; `s` is left untouched.
 */
export function otherSecrets(s: SiegeState): SiegeState {
  const c = copyPlain(s);
  const rnd = createRandom("other secrets");
  shuffleInPlace(rnd, c.decks.event);
  shuffleInPlace(rnd, c.decks.fate);
  shuffleInPlace(rnd, c.reserve);
  shuffleInPlace(rnd, c.bag);
  shuffleInPlace(rnd, c.spareCivilians);
  c.rnd = createRandom("another generator");
  if (c.rumors) {
    const down = Object.values(c.rumors.tokens).filter((t) => !t.revealed);
    const ids = shuffleInPlace(rnd, [...c.rumors.stack, ...down.map((t) => t.rumor)]);
    down.forEach((t, i) => (t.rumor = ids[i]!));
    c.rumors.stack = ids.slice(down.length);
  }
  return c;
}
