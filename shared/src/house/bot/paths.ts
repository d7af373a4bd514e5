import { DIRS, LINK as LINK_KEY, squareNo, topologyOf, STEP_NONE as NONE, STEP_WINDOW as WINDOW, type Board } from "../board";

// module-local copies: an imported binding is a getter call in the hot loop under some loaders
const STEP_NONE = NONE;
const STEP_WINDOW = WINDOW;
const LINK = LINK_KEY;
import { boardOf, linkSquares, st0 } from "../geometry";
import type { HouseState, Sq } from "../types";

/** Cost the bots give a step that does not exist (a wall, an obstacle, a blocked square). */
export const FAR = 1e6;

/** Who walks a distance map: humans stop at zombies (§2.8), zombies at humans and may count a barricade as a long wait (§10). */
export interface Walker {
  side: "human" | "zombie";
  /** Steps a barricaded edge is worth (a zombie waiting for the chain of four); 0 = impassable. */
  barricadeCost: number;
  /** Steps a square held by the other side is worth (a human fighting its way through); 0 = impassable. */
  blockerCost?: number;
}

/** A goal of a distance map: a square and the extra steps it is worth reaching it (0 = the best). */
export interface Goal {
  sq: Sq;
  extra: number;
}

/**
 * Walking distances (house §2.2, §13.3: a step 1, a window 2, the cellar link 1) from every square
 * to the nearest goal, for `w`'s side: squares held by the other side cannot be crossed; a
 * barricaded edge costs `w.barricadeCost` (or blocks). Returns costs by Topology square number
 * (FAR where no goal is reached). A bot's heuristic over the public position, not a rule.
 */
export function distanceMap(s: HouseState, goals: readonly Goal[], w: Walker): Float64Array {
  const b = boardOf(s);
  const t = topologyOf(b);
  const n = t.squares.length;
  const stepKind = t.stepKind;
  const neighbour = t.neighbour;
  const edges = t.edges;
  const blocked = blockedSquares(s, b, n, w.side);
  const dist = new Float64Array(n).fill(FAR);
  const barr = new Set(s.barricades);
  const links = linkEdges(s, b);
  const blockerCost = w.blockerCost ?? 0;
  // buckets by integer cost: a Dijkstra for the small, integer step costs
  const buckets: number[][] = [];
  const push = (i: number, c: number) => {
    if (c >= dist[i]!) return;
    dist[i] = c;
    (buckets[c] ??= []).push(i);
  };
  for (const g of goals) {
    const i = squareNo(b, g.sq);
    if (i >= 0 && (!blocked[i] || blockerCost)) push(i, Math.round(g.extra) + (blocked[i] ? blockerCost : 0));
  }
  for (let c = 0; c < buckets.length; c++) {
    const list = buckets[c];
    if (!list) continue;
    for (let k = 0; k < list.length; k++) {
      const i = list[k]!;
      if (dist[i] !== c) continue;
      for (let d = 0; d < 4; d++) {
        const kind = stepKind[i * 4 + d]!;
        if (kind === STEP_NONE) continue;
        const j = neighbour[i * 4 + d]!;
        if (blocked[j] && !blockerCost) continue;
        let cost = (kind === STEP_WINDOW ? 2 : 1) + (blocked[j] ? blockerCost : 0);
        if (barr.size && barr.has(edges[i * 4 + d]!.key)) {
          if (!w.barricadeCost) continue;
          cost += w.barricadeCost;
        }
        push(j, c + cost);
      }
      const other = links.get(i);
      if (other !== undefined)
        for (const j of other) {
          if (blocked[j] && !blockerCost) continue;
          const cost = 1 + (blocked[j] ? blockerCost : 0);
          if (barr.has(LINK)) {
            if (w.barricadeCost) push(j, c + cost + w.barricadeCost);
          } else push(j, c + cost);
        }
    }
  }
  return dist;
}

/** The distance of square `q` in a map made by `distanceMap` (FAR off the board). */
export function distAt(s: HouseState, dist: Float64Array, q: Sq): number {
  const i = squareNo(boardOf(s), q);
  return i < 0 ? FAR : dist[i]!;
}

/** Squares a walker of `side` may not enter: those of the other side's figures (§2.8). */
function blockedSquares(s: HouseState, b: Board, n: number, side: "human" | "zombie"): Uint8Array {
  const out = new Uint8Array(n);
  if (side === "human") {
    for (const id in s.zombies) {
      const i = squareNo(b, s.zombies[id]!.pos);
      if (i >= 0) out[i] = 1;
    }
  } else
    for (const id in s.humans) {
      const h = s.humans[id as keyof typeof s.humans];
      if (h?.alive && h.pos) {
        const i = squareNo(b, h.pos);
        if (i >= 0) out[i] = 1;
      }
    }
  return out;
}

/** The cellar link (§5) as extra edges by square number: st0 ↔ each link square; empty while hidden. */
function linkEdges(s: HouseState, b: Board): Map<number, number[]> {
  const m = new Map<number, number[]>();
  if (!s.cellar.revealed) return m;
  const top = squareNo(b, st0(s));
  for (const q of linkSquares(s)) {
    const i = squareNo(b, q);
    (m.get(top) ?? m.set(top, []).get(top)!).push(i);
    m.set(i, [top]);
  }
  return m;
}

/** The four orthogonal neighbour squares of `q` (on or off the board). */
export function around(q: Sq): Sq[] {
  return DIRS.map((d) => (d === "N" ? { ...q, y: q.y - 1 } : d === "S" ? { ...q, y: q.y + 1 } : d === "E" ? { ...q, x: q.x + 1 } : { ...q, x: q.x - 1 }));
}
