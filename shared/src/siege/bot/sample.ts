import { createRandom, drawInt, shuffleInPlace, type RandomState } from "../../core/rng";
import { buildEventDeck } from "../cards/decks";
import { EVENT_CARDS } from "../cards/event/deck";
import { FATE_CARD_IDS, RUMOR_IDS } from "../cards/fate/deck";
import type { EventCardId } from "../state/cards";
import type { RumorId } from "../state/rumors";
import type { SiegeState } from "../state/game";

/** `all` less one copy of each item of `seen` (a multiset difference), in `all`'s order. */
function unseen<T>(all: readonly T[], seen: readonly T[]): T[] {
  const left = [...all];
  for (const x of seen) {
    const i = left.indexOf(x);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** Whether two Event cards fill the same slot of the deck build (§6.1): the same Act, both special or both not. */
function sameSlot(a: EventCardId, b: EventCardId): boolean {
  return EVENT_CARDS[a].act === EVENT_CARDS[b].act && EVENT_CARDS[a].special === EVENT_CARDS[b].special;
}

/**
 * A plausible rest of the Event deck, `n` cards: a fresh deck build (§6.1, same length option) from
 * `rnd`, its last `n` cards (the Acts keep their places, as the seen cards came off the top), each
 * card already seen (`seen`) or drawn twice swapped for an unseen card of the same slot when there is one.
 */
function sampleEventDeck(deck: "normal" | "short", n: number, seen: readonly EventCardId[], rnd: RandomState): EventCardId[] {
  const fresh = buildEventDeck(rnd, deck);
  const rest = fresh.slice(Math.max(0, fresh.length - n));
  const used = new Set<EventCardId>(seen);
  const pool = shuffleInPlace(rnd, unseen(Object.keys(EVENT_CARDS) as EventCardId[], [...seen, ...rest]));
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i]!;
    if (!used.has(c)) {
      used.add(c);
      continue;
    }
    const j = pool.findIndex((x) => sameSlot(x, c));
    if (j >= 0) rest[i] = pool.splice(j, 1)[0]!;
    used.add(rest[i]!);
  }
  return rest;
}

/** The rumors a seat sees (Part A2): revealed tokens, Secure rumors held, Place rumors on the map, rumors carried by units. */
function seenRumors(s: SiegeState): RumorId[] {
  const m = s.rumors!;
  const seen: RumorId[] = Object.values(m.tokens)
    .filter((t) => t.revealed)
    .map((t) => t.rumor);
  seen.push(...m.secure, ...(Object.keys(m.places) as RumorId[]));
  for (const u of Object.values(s.units)) seen.push(...u.items);
  return seen;
}

/**
 * One determinization of the hidden information (a sample of what the seat cannot see), drawn from
 * `rnd` over `known`, the state as the seat may know it (the hint's stand-in state, hint.ts: it holds
 * no secret), changed in place and returned:
 * - the Event deck: a plausible rest of the deck (sampleEventDeck) of its known length;
 * - the Fate deck: the Fate cards not in the discard pile or the Keep hand, shuffled (the stand-ins
 *   shuffled when the counts disagree);
 * - the Rumor stack and the face-down tokens: the rumors not seen, shuffled and dealt (likewise);
 * - the Zeds reserve, the Super-Zeds bag and the spare Civilians: shuffled;
 * - the game's generator: a fresh one seeded from `rnd` (the dice to come).
 */
export function sampleHidden(known: SiegeState, rnd: RandomState): SiegeState {
  const s = known;
  const d = s.decks;
  const seenEvents = d.current ? [...d.eventDiscard, d.current] : [...d.eventDiscard];
  d.event = sampleEventDeck(s.options.deck, d.event.length, seenEvents, rnd);
  const fate = unseen(FATE_CARD_IDS, [...d.fateDiscard, ...d.keep]);
  d.fate = shuffleInPlace(rnd, fate.length === d.fate.length ? fate : d.fate);
  if (s.rumors) {
    const m = s.rumors;
    const down = Object.keys(m.tokens)
      .filter((id) => !m.tokens[id]!.revealed)
      .sort();
    const hidden = unseen(RUMOR_IDS, seenRumors(s));
    const deal = shuffleInPlace(rnd, hidden.length === m.stack.length + down.length ? hidden : [...m.stack, ...down.map((id) => m.tokens[id]!.rumor)]);
    m.stack = deal.slice(0, m.stack.length);
    down.forEach((id, i) => (m.tokens[id]!.rumor = deal[m.stack.length + i]!));
  }
  shuffleInPlace(rnd, s.reserve);
  shuffleInPlace(rnd, s.bag);
  shuffleInPlace(rnd, s.spareCivilians);
  s.rnd = createRandom(`sample:${drawInt(rnd, 0, 0x7fffffff)}`);
  return s;
}
