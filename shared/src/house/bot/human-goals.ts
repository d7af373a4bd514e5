import { DIRS, cellAt, keySq, step } from "../board";
import { boardOf, edgeNow, livingHumans, reachedSquares } from "../geometry";
import type { CharacterId, Human, HouseState, Sq } from "../types";
import { distanceMap, type Goal } from "./paths";

/** The car room of the map (§3, §15.2). */
const CAR = "car";

/** The living figure holding the Car Keys (§11.4), or null. */
export function keysHolder(s: HouseState): Human | null {
  for (const h of livingHumans(s)) if (h.items.includes("car-keys")) return h;
  return null;
}

/** Floor squares from which a human can face square `q` (§2.4: across an open edge or an unbarricaded door). */
export function facingSpots(s: HouseState, q: Sq): Sq[] {
  const b = boardOf(s);
  const out: Sq[] = [];
  for (const d of DIRS) {
    const n = step(q, d);
    if (cellAt(b, n)?.terrain !== "floor") continue;
    const e = edgeNow(s, n, q);
    if ((e.type === "open" || e.type === "door") && !e.barricaded) out.push(n);
  }
  return out;
}

/** Search squares `who` has not searched yet (§11.1), on the main board and, once revealed, the cellar. */
export function unsearched(s: HouseState, who: CharacterId): { id: string; sq: Sq }[] {
  const done = new Set<string>();
  for (const k of s.searched) if (k.startsWith(`${who}:`)) done.add(k.slice(who.length + 1));
  const out: { id: string; sq: Sq }[] = [];
  for (const [id, sq] of Object.entries(boardOf(s).search)) if (!done.has(id) && (sq.z === 0 || s.cellar.revealed)) out.push({ id, sq });
  return out;
}

/**
 * Where a human side bot sends figure `h`: with the Car Keys in play, the car (the
 * holder to a square facing a car square, the others within reach of one, §15.2) and the keys'
 * pile; a baby on the board that nobody carries (§17); else the search squares it has not searched
 * (while the deck has cards), weapon piles while it is unarmed, and the other figures (to keep
 * together). Returns a distance map (paths.ts) from those goals; a zombie's square costs 6 more steps.
 */
export function humanGoals(s: HouseState, h: Human): Float64Array {
  const goals: Goal[] = [];
  const b = boardOf(s);
  const car = b.rooms[CAR] ?? [];
  const holder = keysHolder(s);
  const keysPile = Object.entries(s.piles).find(([, cards]) => cards.includes("car-keys"));
  if (holder && car.length) {
    for (const c of car)
      if (holder.id === h.id) for (const q of facingSpots(s, c)) goals.push({ sq: q, extra: 0 });
      else for (const q of reachedSquares(s, c)) if (cellAt(b, q)?.terrain === "floor") goals.push({ sq: q, extra: 0 });
  } else if (keysPile) {
    goals.push({ sq: keySq(keysPile[0]), extra: 0 });
  }
  if (s.baby?.pos && !s.baby.carrier) for (const q of [s.baby.pos, ...reachedSquares(s, s.baby.pos)]) goals.push({ sq: q, extra: 0 });
  if (!holder) {
    if (s.searchDeck.length > 0) for (const t of unsearched(s, h.id)) for (const q of facingSpots(s, t.sq)) goals.push({ sq: q, extra: 0 });
    if (!h.weapon || h.weapon.ammoOut)
      for (const [k, cards] of Object.entries(s.piles)) if (cards.some((c) => !["ammo", "med-pak", "power-drink", "car-keys"].includes(c))) goals.push({ sq: keySq(k), extra: 1 });
  }
  if (goals.length === 0) for (const o of livingHumans(s)) if (o.id !== h.id) goals.push({ sq: o.pos!, extra: 2 });
  // a zombie in the way is worth a few steps: the figure walks up to it and fights through (attack)
  return distanceMap(s, goals, { side: "human", barricadeCost: 0, blockerCost: 6 });
}
