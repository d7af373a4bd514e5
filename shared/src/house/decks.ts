import { shuffleInPlace, type RandomState } from "../core/rng";
import type { HouseOptions, SearchCardId, ZombieCardId } from "./types";

/** The 40-card search deck of house §11.3 as [card, count]. */
export const SEARCH_DECK: [SearchCardId, number][] = [
  ["kitchen-knife", 3],
  ["baseball-bat", 2],
  ["hockey-stick", 2],
  ["chainsaw", 1],
  ["pistol", 2],
  ["rifle", 1],
  ["shotgun", 2],
  ["double-barrel-shotgun", 1],
  ["ammo", 4],
  ["med-pak", 4],
  ["power-drink", 2],
  ["car-keys", 1],
  ["cellar", 1],
  ["lucky-coincidence", 2],
  ["eureka", 2],
  ["surprise", 3],
  ["nothing-useful", 7],
];

/**
 * Builds and shuffles the search deck (§6.2, §11.3, C16): 40 cards, less one Pistol when Lena starts
 * with hers, with one Nothing useful turned into the Baby card in baby variant 1.
 */
export function buildSearchDeck(rnd: RandomState, o: HouseOptions, lenaHasPistol: boolean): SearchCardId[] {
  const deck: SearchCardId[] = [];
  for (const [card, n] of SEARCH_DECK) for (let i = 0; i < n; i++) deck.push(card);
  if (lenaHasPistol) deck.splice(deck.indexOf("pistol"), 1);
  if (o.baby === "search") deck[deck.indexOf("nothing-useful")] = "baby";
  return shuffleInPlace(rnd, deck);
}

/** Zombie cards #1–#12 and #14 always, #13 with crawlers, #15 with the baby (house §14, G24). */
export function zombieDeckCards(o: HouseOptions): ZombieCardId[] {
  const cards: ZombieCardId[] = [
    "stench-of-fear",
    "dead-resident",
    "smash",
    "surprise-zombie",
    "shambling-charge",
    "bloodlust",
    "relentless",
    "jammed",
    "slippery-floor",
    "horde",
    "hungry-eyes",
    "pile-up",
    "something-below",
  ];
  if (o.crawlers) cards.push("legless-legion");
  if (o.baby !== "off") cards.push("wailing");
  return cards;
}

/** Number of zombie cards dealt at setup (§6.3). */
export const ZOMBIE_HAND_SIZE = 4;
