import { oneSeat } from "../../core/decisions";
import type { GameEvent } from "../../core/ruleset";
import { revealCellar } from "../cellar";
import { boardOf } from "../geometry";
import { WEAPONS } from "../combat/weapons";
import type { CharacterId, HouseState, ItemCardId, Pending, SearchCardId, WeaponCardId } from "../types";
import { luckyEdges } from "./lucky-edges";
import type { HouseEvent } from "../events";

const ITEMS: ItemCardId[] = ["ammo", "med-pak", "power-drink", "car-keys"];

/** Whether a search card is a weapon (§9.2). */
export function isWeaponCard(card: SearchCardId): card is WeaponCardId {
  return card in WEAPONS;
}

/** Who found a card and where: the card resolves for this figure at this search square (§11.1, G18). */
export interface Finder {
  figure: CharacterId;
  search: string;
}

/**
 * Resolves one search card for its finder (§11.4, G18, G23). Decisions it opens are appended to
 * `out` (the caller queues them): a weapon → keep or discard (`keepWeapon`); Lucky Coincidence →
 * the finder's seat picks an edge (nothing with no token or edge left); Surprise! → the Zombie seat
 * places a bonus zombie; the Baby card → the Zombie seat places the baby (§17). Items go to the
 * figure; Eureka! draws two more, each resolved; the Cellar card reveals the cellar in the house
 * (else it goes back and, unless the deck was otherwise empty, a replacement is drawn); Nothing
 * useful does nothing.
 */
export function resolveCard(d: HouseState, card: SearchCardId, f: Finder, ev: GameEvent[], out: Pending[]): void {
  const h = d.humans[f.figure]!;
  const base = { type: "found" as const, figure: f.figure, card, search: f.search };
  if (isWeaponCard(card)) {
    ev.push({ ...base, rule: "house §11.4" } satisfies HouseEvent);
    out.push(oneSeat("keepWeapon", h.seat, { figure: f.figure, card }));
    return;
  }
  if ((ITEMS as SearchCardId[]).includes(card)) {
    h.items.push(card as ItemCardId);
    ev.push({ ...base, rule: "house §11.4" } satisfies HouseEvent);
    return;
  }
  ev.push({ ...base, rule: "house §11.4" } satisfies HouseEvent);
  switch (card) {
    case "cellar":
      if (revealCellar(d, f.search, f.figure, ev) === "reshuffled") drawCards(d, f, 1, ev, out);
      return;
    case "eureka":
      drawCards(d, f, 2, ev, out);
      return;
    case "lucky-coincidence":
      if (luckyEdges(d).length) out.push(oneSeat("luckyBarricade", h.seat, { figure: f.figure }));
      else ev.push({ type: "luckyNothing", figure: f.figure, rule: "house G23" } satisfies HouseEvent);
      return;
    case "surprise":
      out.push(oneSeat("surprisePlace", "zombie", { searchAt: { ...boardOf(d).search[f.search]! }, finder: f.figure, source: "search" }));
      return;
    case "baby":
      // baby variant 1 [H-A9], G28: an event resolved at once — the Zombie seat places the token (§17)
      if (!d.baby) out.push(oneSeat("babyPlace", "zombie", {}));
      return;
    default:
      // Nothing useful
      return;
  }
}

/** Draws up to `n` cards from the top of the search deck, resolving each before the next (§11.2: an empty deck draws nothing). */
export function drawCards(d: HouseState, f: Finder, n: number, ev: GameEvent[], out: Pending[]): void {
  for (let i = 0; i < n; i++) {
    const card = d.searchDeck.shift();
    if (!card) {
      ev.push({ type: "deckEmpty", figure: f.figure, rule: "house §11.2" } satisfies HouseEvent);
      return;
    }
    resolveCard(d, card, f, ev, out);
  }
}

/**
 * The replacement card of §11.4: the Surprise! zombie found by `finder` at `search` was killed in
 * the same Human turn, so the finder (if alive) draws one card, resolved as found there.
 */
export function replacementDraw(d: HouseState, finder: CharacterId, search: string, ev: GameEvent[], out: Pending[]): void {
  if (!d.humans[finder]?.alive) return;
  ev.push({ type: "replacementDraw", figure: finder, rule: "house §11.4" } satisfies HouseEvent);
  drawCards(d, { figure: finder, search }, 1, ev, out);
}
