import { refuse, type Refusal } from "../core/refusal";
import { oneSeat } from "../core/decisions";
import { z } from "zod";
import { rollD6, shuffleInPlace } from "../core/rng";
import type { GameEvent } from "../core/ruleset";
import { DIRS, LINK, cellAt, copySq, sameSq, sqKey, sqParam, step } from "./board";
import { boardOf, figureAt, isBarricaded, isHouseSq, linkSquares, st0 } from "./geometry";
import { sqSchema } from "./setup";
import type { CharacterId, HouseState, Sq, HouseActionDef } from "./types";
import { addZombie } from "./zombie-set";
import type { HouseEvent } from "./events";

/** What became of a drawn Cellar card (house §5, G18). */
export type CellarDraw = "revealed" | "reshuffled" | "putBack";

/**
 * Resolves a Cellar card drawn at search square `searchId` by `finder` (house §5, G18, [H-A1] setup).
 * At a search square inside the house the cellar is revealed: that square becomes the cellar-door
 * square, a d6 gives the inhabitants (1–2 → 1, 3–4 → 2, 5–6 → 3), and the Zombie seat places them
 * (pending `cellarPlace`). Outside the house the card is shuffled back into the remaining deck
 * ("reshuffled": the caller draws a replacement), or, with an otherwise empty deck, put back with no
 * replacement ("putBack"). The caller has already taken the card off the deck.
 */
export function revealCellar(d: HouseState, searchId: string, finder: CharacterId, ev: GameEvent[]): CellarDraw {
  const at = boardOf(d).search[searchId]!;
  if (!isHouseSq(d, at)) {
    if (d.searchDeck.length === 0) {
      d.searchDeck.push("cellar");
      ev.push({ type: "cellarPutBack", rule: "house G18" } satisfies HouseEvent);
      return "putBack";
    }
    d.searchDeck.push("cellar");
    shuffleInPlace(d.rnd, d.searchDeck);
    ev.push({ type: "cellarReshuffled", rule: "house §5" } satisfies HouseEvent);
    return "reshuffled";
  }
  d.cellar = { revealed: true, door: searchId };
  const die = rollD6(d.rnd);
  const n = die <= 2 ? 1 : die <= 4 ? 2 : 3;
  ev.push({ type: "cellarRevealed", door: searchId, at: { ...at }, figure: finder, rule: "H-A1" } satisfies HouseEvent);
  ev.push({ type: "roll", purpose: "cellar inhabitants", dice: [die], rule: "house §5" } satisfies HouseEvent);
  d.pending.push(oneSeat("cellarPlace", "zombie", { left: n }));
  return "revealed";
}

/** Walking steps from the bottom stair st2 to every cellar floor square (obstacles block, figures do not). */
export function cellarDistances(s: HouseState): Map<string, number> {
  const b = boardOf(s);
  const start = b.cellar.stairs[2]!;
  const dist = new Map([[sqKey(start), 0]]);
  const queue: Sq[] = [start];
  for (let i = 0; i < queue.length; i++) {
    const q = queue[i]!;
    for (const dir of DIRS) {
      const n = step(q, dir);
      const c = cellAt(b, n);
      if (!c || c.terrain !== "floor" || dist.has(sqKey(n))) continue;
      dist.set(sqKey(n), dist.get(sqKey(q))! + 1);
      queue.push(n);
    }
  }
  return dist;
}

/** Free cellar squares at the greatest walking distance from st2 (G18): where the next inhabitant may go. */
export function inhabitantSquares(s: HouseState): Sq[] {
  let best = -1;
  let out: Sq[] = [];
  for (const [key, dist] of cellarDistances(s)) {
    const [x, y] = key.slice(2).split(",").map(Number);
    const q: Sq = { x: x!, y: y!, z: 1 };
    if (figureAt(s, q)) continue;
    if (dist > best) {
      best = dist;
      out = [q];
    } else if (dist === best) out.push(q);
  }
  return out;
}

/** Why nobody may go down or up now (house §5): the cellar is hidden or its door barricaded; null when the link is open. */
export function whyLinkShut(s: HouseState): Refusal | null {
  if (!s.cellar.revealed) return refuse("house.cellarNotFound");
  if (isBarricaded(s, LINK)) return refuse("house.cellarBarricaded");
  return null;
}

/** Why nobody may go down onto the top stair st0 now (H-A1, §5, C2): the link shut, or st0 occupied; null when possible. */
export function whyNoDescent(s: HouseState): Refusal | null {
  const shut = whyLinkShut(s);
  if (shut) return shut;
  const top = st0(s);
  return figureAt(s, top) ? refuse("house.topStairTaken", { sq: sqParam(top) }) : null;
}

/**
 * Why a figure on `from` may not go up to `to` now (house §5 "Going up", PROPOSED mirror): it must
 * stand on st0, the link must be open, and `to` must be a free square facing the cellar-door square.
 */
export function whyNoAscent(s: HouseState, from: Sq, to: Sq): Refusal | null {
  const shut = whyLinkShut(s);
  if (shut) return shut;
  if (!sameSq(from, st0(s))) return refuse("house.upFromTop");
  if (!linkSquares(s).some((q) => sameSq(q, to))) return refuse("house.upNotAtDoor", { sq: sqParam(to) });
  return figureAt(s, to) ? refuse("house.upTaken", { sq: sqParam(to) }) : null;
}

type PlaceInhabitant = { type: "placeZombie"; at: Sq };

/** The Zombie seat places the cellar inhabitants one by one (house §5, G18); bonus zombies, not counted. */
const placeInhabitant: HouseActionDef<PlaceInhabitant> = {
  type: "placeZombie",
  answers: "cellarPlace",
  schema: z.object({ type: z.literal("placeZombie"), at: sqSchema }).strict(),
  candidates: (s) => inhabitantSquares(s).map((at) => ({ type: "placeZombie", at })),
  check: (s, seat, a) => {
    if (seat !== "zombie") return refuse("house.inhabitantsOnly");
    if (!inhabitantSquares(s).some((q) => sameSq(q, a.at))) return refuse("house.inhabitantsWhere");
    return null;
  },
  exec: (d, _seat, a, ev) => {
    const id = `z${d.nextZombieNo++}`;
    addZombie(d, { id, kind: "zombie", pos: copySq(a.at), counted: false, climbing: null, noActions: false });
    ev.push({ type: "zombiePlaced", zombie: id, at: { ...a.at }, rule: "house §5" } satisfies HouseEvent);
    const p = d.pending[0]!;
    if (p.kind === "cellarPlace" && (--p.left <= 0 || inhabitantSquares(d).length === 0)) d.pending.shift();
  },
};

/** The cellar actions, for the House engine (engine.ts). */
export const cellarActions = [placeInhabitant] as const;
