import { refuse } from "../../core/refusal";
import { asks, oneSeat } from "../../core/decisions";
import { z } from "zod";
import { hasSpecial } from "../characters";
import { queuePending } from "../lapses";
import { boardOf, facedCell } from "../geometry";
import { drawCards, resolveCard } from "../search/draw";
import { SEARCH_CARD_NAMES } from "../search/card-names";
import type { CharacterId, HouseState, Pending, SearchCardId, HouseActionDef } from "../types";
import { figureSchema, mayAct, searchIdAt, spend, whyHumanCannot } from "./common";
import { figuresOfSeat } from "./figures";
import { fireArmed } from "./reactions";
import type { HouseEvent } from "../events";

type Search = { type: "search"; figure: CharacterId };
type KeepWeapon = { type: "keepWeapon"; keep: boolean };
type GrannyPick = { type: "grannyPick"; card: SearchCardId };

/** The search square `figure` faces (§2.4, §11.1), or undefined. */
function facedSearch(s: HouseState, figure: CharacterId): string | undefined {
  const sq = facedCell(s, s.humans[figure]!);
  return sq ? searchIdAt(s, sq) : undefined;
}

/**
 * Search (§11.1, G11, G18, G32): 1 action, facing (across an open edge or door) a search square this
 * character has not searched yet; legal even on an empty deck. The square counts as searched at once.
 * An armed Surprise! zombie card fires first (a bonus zombie near the square, no replacement draw).
 * Granny Vera (Knows the house) draws two and picks one before resolving; anyone else draws one.
 */
const searchDef: HouseActionDef<Search> = {
  type: "search",
  phases: ["human"],
  schema: z.object({ type: z.literal("search"), figure: figureSchema }).strict(),
  candidates: (s, seat) => figuresOfSeat(s, seat).map((figure) => ({ type: "search", figure })),
  check: (s, seat, a) => {
    const why = whyHumanCannot(s, seat, a.figure, 1, "a search");
    if (why) return why;
    const id = facedSearch(s, a.figure);
    if (!id) return refuse("house.notFacingSearch", { figure: a.figure });
    if (s.searched.includes(`${a.figure}:${id}`)) return refuse("house.searchedAlready", { figure: a.figure, search: boardOf(s).searchNames[id] });
    return null;
  },
  legal: (s, seat) =>
    figuresOfSeat(s, seat)
      .filter((figure) => {
        if (!mayAct(s, s.humans[figure]!, 1)) return false;
        const id = facedSearch(s, figure);
        return !!id && !s.searched.includes(`${figure}:${id}`);
      })
      .map((figure) => ({ type: "search", figure })),
  exec: (d, _seat, a, ev) => {
    const id = facedSearch(d, a.figure)!;
    const h = d.humans[a.figure]!;
    spend(d, a.figure, 1, ev);
    d.activity.attackOrSearch = true;
    d.searched.push(`${a.figure}:${id}`);
    ev.push({ type: "search", figure: a.figure, search: id, rule: "house §11.1" } satisfies HouseEvent);
    const out: Pending[] = [];
    const searchAt = { ...boardOf(d).search[id]! };
    if (fireArmed(d, "surprise-zombie", a.figure, ev))
      out.push(oneSeat("surprisePlace", "zombie", { searchAt, finder: a.figure, source: "card" }));
    if (hasSpecial(d.options, a.figure, "knows-the-house") && d.searchDeck.length >= 2) {
      const cards = d.searchDeck.splice(0, 2);
      ev.push({ type: "grannyDraw", figure: a.figure, rule: "house G18" } satisfies HouseEvent);
      ev.push({ type: "grannyCards", figure: a.figure, cards: [...cards], onlyFor: h.seat, rule: "house G18" } satisfies HouseEvent);
      out.push(oneSeat("grannyPick", h.seat, { figure: a.figure, cards, searchAt }));
    } else drawCards(d, { figure: a.figure, search: id }, 1, ev, out);
    queuePending(d, out, ev);
  },
};

/** Keep or discard a weapon just found (§9.2, §11.1): keeping it discards the old one; a discarded weapon leaves the game. */
const keepWeaponDef: HouseActionDef<KeepWeapon> = {
  type: "keepWeapon",
  answers: "keepWeapon",
  schema: z.object({ type: z.literal("keepWeapon"), keep: z.boolean() }).strict(),
  candidates: () => [
    { type: "keepWeapon", keep: true },
    { type: "keepWeapon", keep: false },
  ],
  check: (s, seat) => (asks(s.pending[0]!, seat) ? null : refuse("house.weaponFinder")),
  exec: (d, _seat, a, ev) => {
    const p = d.pending.shift()!;
    if (p.kind !== "keepWeapon") return;
    const h = d.humans[p.figure]!;
    if (a.keep) {
      if (h.weapon) ev.push({ type: "weaponDiscarded", figure: p.figure, card: h.weapon.card, rule: "house §9.2" } satisfies HouseEvent);
      h.weapon = { card: p.card, ammoOut: false, spare: p.card === "double-barrel-shotgun" };
      ev.push({ type: "weaponKept", figure: p.figure, card: p.card, rule: "house §9.2" } satisfies HouseEvent);
    } else ev.push({ type: "weaponDiscarded", figure: p.figure, card: p.card, rule: "house §9.2" } satisfies HouseEvent);
    queuePending(d, [], ev);
  },
};

/** Granny Vera keeps one of her two cards (G18); the other goes to the bottom of the deck unresolved. */
const grannyPickDef: HouseActionDef<GrannyPick> = {
  type: "grannyPick",
  answers: "grannyPick",
  schema: z.object({ type: z.literal("grannyPick"), card: z.enum(Object.keys(SEARCH_CARD_NAMES) as [SearchCardId, ...SearchCardId[]]) }).strict(),
  candidates: (s) => {
    const p = s.pending[0]!;
    return p.kind === "grannyPick" ? [...new Set(p.cards)].map((card) => ({ type: "grannyPick", card })) : [];
  },
  check: (s, seat, a) => {
    const p = s.pending[0]!;
    if (!asks(p, seat) || p.kind !== "grannyPick") return refuse("house.veraSeat");
    return p.cards.includes(a.card) ? null : refuse("house.notVeraCard", { card: a.card });
  },
  exec: (d, _seat, a, ev) => {
    const p = d.pending.shift()!;
    if (p.kind !== "grannyPick") return;
    const rest = [...p.cards];
    rest.splice(rest.indexOf(a.card), 1);
    d.searchDeck.push(...rest);
    ev.push({ type: "grannyPicked", figure: p.figure, rule: "house G18" } satisfies HouseEvent);
    const out: Pending[] = [];
    resolveCard(d, a.card, { figure: p.figure, search: searchIdAt(d, p.searchAt)! }, ev, out);
    queuePending(d, out, ev);
  },
};

/** The human search actions, for the House engine (engine.ts). */
export const humanSearchActions = [searchDef, keepWeaponDef, grannyPickDef] as const;
