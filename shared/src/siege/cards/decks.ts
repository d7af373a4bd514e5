import { drawInt, shuffleInPlace, type RandomState } from "../../core/rng";
import type { EventCardId, FateCardId } from "../state/cards";
import type { RumorId } from "../state/rumors";
import { EVENT_CARDS, EVENT_CARD_IDS } from "./event/deck";
import { FATE_CARD_IDS, RUMOR_IDS } from "./fate/deck";

/** Per-Act counts of the Level II deck build (§6.1): specials and normals for Acts 1–4. */
export const DECK_COUNTS = {
  normal: { specials: [0, 1, 2, 2], normals: [3, 8, 6, 3] },
  short: { specials: [0, 1, 2, 2], normals: [2, 6, 4, 2] },
} as const;

/** Cards that lie below *National Guard Arrives!* in a Level II deck (§2.0, §6.1). */
export const CARDS_BELOW_GUARD = 9;

const GUARD: EventCardId = "national-guard-arrives";

/**
 * Builds the Level II Event deck (siege §6.1, C7), top card first, from the game's generator: for
 * each Act 1→4 the prescribed numbers of specials and normals drawn at random from the blue and green
 * cards of that Act (all of them when the Act has fewer), shuffled within the Act, Acts stacked in
 * order; one End card drawn at random from the three last; then *National Guard Arrives!* inserted
 * so that 9 cards lie below it. The Guard card is never in the Act-3 special draw (C7).
 * `normal` gives 27 cards, `short` 21.
 */
export function buildEventDeck(rnd: RandomState, deck: "normal" | "short"): EventCardId[] {
  const counts = DECK_COUNTS[deck];
  const out: EventCardId[] = [];
  for (let act = 1 as 1 | 2 | 3 | 4; act <= 4; act++) {
    const ofAct = EVENT_CARD_IDS.filter((id) => EVENT_CARDS[id].act === act && id !== GUARD);
    const pick = (special: boolean, n: number) => shuffleInPlace(rnd, ofAct.filter((id) => EVENT_CARDS[id].special === special)).slice(0, n);
    const cards = [...pick(true, counts.specials[act - 1]!), ...pick(false, counts.normals[act - 1]!)];
    out.push(...shuffleInPlace(rnd, cards));
  }
  const ends = EVENT_CARD_IDS.filter((id) => EVENT_CARDS[id].act === "end");
  out.push(ends[drawInt(rnd, 0, ends.length - 1)]!);
  out.splice(out.length - CARDS_BELOW_GUARD, 0, GUARD);
  return out;
}

/** The Level II Fate deck (§6.2, §6.5): all 18 blue and green Fate cards, shuffled, top first. */
export function buildFateDeck(rnd: RandomState): FateCardId[] {
  return shuffleInPlace(rnd, [...FATE_CARD_IDS]);
}

/** The Rumor stack (Part A2, S-R1): the 16 rumors shuffled face down, top first. */
export function buildRumorStack(rnd: RandomState): RumorId[] {
  return shuffleInPlace(rnd, [...RUMOR_IDS]);
}
