import { DIRS, cellAt, sameSq, sqKey, step } from "../board";
import { boardOf, edgeNow, linkSquares, st0 } from "../geometry";
import { obeysHB1 } from "../placement";
import type { HouseState, Pending, Sq } from "../types";

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

/** A Surprise! placement lapses when no square obeys H-B1 any more (C4). */
export function surpriseLapse(s: HouseState, p: Pending): string | null {
  return p.kind === "surprisePlace" && surpriseSquares(s, p.searchAt).length === 0 ? `no square obeys H-B1 for the Surprise! zombie: it is lost [house C4]` : null;
}
