import { z } from "zod";
import { DIRS, cellAt, copySq, sameSq, sqKey, step } from "../board";
import { nameOf } from "../characters";
import { queuePending } from "../lapses";
import type { ActionDef } from "../engine";
import { boardOf, edgeNow, linkSquares, st0 } from "../geometry";
import { searchIdAt } from "../human/common";
import { obeysHB1 } from "../placement";
import { sqSchema } from "../setup";
import type { HouseState, Pending, Sq } from "../types";
import { addZombie } from "../zombie-set";

/** Squares one walking step from `q`: orthogonal neighbours across open, door or window edges, and the cellar link; never a barricade. */
export function walkSteps(s: HouseState, q: Sq): Sq[] {
  const next: Sq[] = DIRS.map((d) => step(q, d));
  if (s.cellar.revealed) {
    if (sameSq(q, st0(s))) next.push(...linkSquares(s));
    else if (q.z === 0 && linkSquares(s).some((l) => sameSq(l, q))) next.push(st0(s));
  }
  return next.filter((n) => {
    if (cellAt(boardOf(s), n)?.terrain !== "floor") return false;
    const e = edgeNow(s, q, n);
    return e.type !== "wall" && !e.barricaded;
  });
}

/**
 * Where a Surprise! zombie may go (§11.4, §14 #4, C4, G21, G26): the squares obeying H-B1 that are
 * nearest to the search square `from` by walking steps (a window is one step; walls, obstacles and
 * barricades block; figures do not). Ties are the Zombie player's choice; empty when none exists.
 */
export function surpriseSquares(s: HouseState, from: Sq): Sq[] {
  const seen = new Set([sqKey(from)]);
  let frontier = [from];
  while (frontier.length) {
    const next: Sq[] = [];
    for (const q of frontier)
      for (const n of walkSteps(s, q)) {
        const k = sqKey(n);
        if (seen.has(k)) continue;
        seen.add(k);
        next.push(n);
      }
    const legal = next.filter((q) => obeysHB1(s, q));
    if (legal.length) return legal;
    frontier = next;
  }
  return [];
}

type PlaceSurprise = { type: "placeZombie"; at: Sq };

/**
 * The Zombie seat places the Surprise! bonus zombie (§11.4, §14 #4, C4): not counted to the cap,
 * free to activate in the next Zombie turn. A search-card zombie is remembered for this Human turn:
 * killing it gives the finder a replacement card.
 */
const placeSurpriseDef: ActionDef<PlaceSurprise> = {
  type: "placeZombie",
  answers: "surprisePlace",
  schema: z.object({ type: z.literal("placeZombie"), at: sqSchema }).strict(),
  candidates: (s) => {
    const p = s.pending[0]!;
    return p.kind === "surprisePlace" ? surpriseSquares(s, p.searchAt).map((at) => ({ type: "placeZombie", at })) : [];
  },
  check: (s, seat, a) => {
    const p = s.pending[0]!;
    if (seat !== "zombie" || p.kind !== "surprisePlace") return "only the Zombie player places the Surprise! zombie";
    if (!surpriseSquares(s, p.searchAt).some((q) => sameSq(q, a.at)))
      return `the Surprise! zombie goes on a nearest square (by walking steps from the search square) that obeys H-B1 [house C4]`;
    return null;
  },
  exec: (d, _seat, a, ev) => {
    const p = d.pending.shift()!;
    if (p.kind !== "surprisePlace") return;
    const id = `z${d.nextZombieNo++}`;
    addZombie(d, { id, kind: "zombie", pos: copySq(a.at), counted: false, climbing: null, noActions: false });
    ev.push({ type: "zombiePlaced", zombie: id, at: { ...a.at }, bonus: true, text: `Surprise! A zombie lurches out at (${a.at.x},${a.at.y}) near ${nameOf(p.finder)}`, rule: "house §11.4" });
    if (p.source === "search") d.humanTurn.surpriseZombies.push({ zombie: id, finder: p.finder, search: searchIdAt(d, p.searchAt)! });
    queuePending(d, [], ev);
  },
};

/** A Surprise! placement lapses when no square obeys H-B1 any more (C4). */
export function surpriseLapse(s: HouseState, p: Pending): string | null {
  return p.kind === "surprisePlace" && surpriseSquares(s, p.searchAt).length === 0 ? `no square obeys H-B1 for the Surprise! zombie: it is lost [house C4]` : null;
}

/** The search surprise actions, for the House engine (engine.ts). */
export const searchSurpriseActions = [placeSurpriseDef] as const;
