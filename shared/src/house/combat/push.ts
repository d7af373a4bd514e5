import type { GameEvent } from "../../core/ruleset";
import { cellAt, step } from "../board";
import { boardOf, edgeNow, figureAt } from "../geometry";
import { releaseGrab } from "../crawlers/hold";
import type { CharacterId, Dir, HouseState, Sq } from "../types";
import { figuresMoved } from "../occupancy";
import type { HouseEvent } from "../events";

/** Whether a pushed figure may go from a to its neighbour b: an unbarricaded open or door edge onto floor (§9.1: walls, barricades, windows, obstacles and the board edge block). */
function pushPasses(s: HouseState, a: Sq, b: Sq): boolean {
  if (cellAt(boardOf(s), b)?.terrain !== "floor") return false;
  const e = edgeNow(s, a, b);
  return (e.type === "open" || e.type === "door") && !e.barricaded;
}

/**
 * Body shot on a zombie (§9.1, G14): pushes it one square along `dir`; a zombie on that square is
 * pushed the same way too (chain). Blocked by a wall, barricade, window, obstacle, human or the board
 * edge: then nothing moves. A pushed crawler loses its climb mark and lets go of a held human (§16,
 * G27). Returns whether it moved.
 */
export function pushZombie(d: HouseState, zombieId: string, dir: Dir, ev: GameEvent[], rule: string): boolean {
  const chain: string[] = [];
  let cur = d.zombies[zombieId]!.pos;
  chain.push(zombieId);
  for (;;) {
    const next = step(cur, dir);
    if (!pushPasses(d, cur, next)) break;
    const f = figureAt(d, next);
    if (!f) {
      for (const id of chain.reverse()) {
        const z = d.zombies[id]!;
        const from = { ...z.pos };
        z.pos = step(z.pos, dir);
        figuresMoved(d);
        z.climbing = null;
        ev.push({ type: "push", zombie: id, from, to: { ...z.pos }, rule } satisfies HouseEvent);
        if (d.humanTurn.grab?.crawler === id) releaseGrab(d, ev);
      }
      return true;
    }
    if (f.kind === "human") break;
    chain.push(f.zombie.id);
    cur = next;
  }
  const z = d.zombies[zombieId]!;
  ev.push({ type: "pushBlocked", zombie: zombieId, at: { ...z.pos }, rule } satisfies HouseEvent);
  return false;
}

/** A human shoved by a shotgun 5 (C5, G14): one square along `dir`, blocked by any figure (no chain) and as a zombie push. */
export function pushHuman(d: HouseState, id: CharacterId, dir: Dir, ev: GameEvent[], rule: string): boolean {
  const h = d.humans[id]!;
  const to = step(h.pos!, dir);
  if (!pushPasses(d, h.pos!, to) || figureAt(d, to)) {
    ev.push({ type: "pushBlocked", figure: id, at: { ...h.pos! }, rule } satisfies HouseEvent);
    return false;
  }
  const from = { ...h.pos! };
  h.pos = to;
  figuresMoved(d);
  ev.push({ type: "push", figure: id, from, to: { ...to }, rule } satisfies HouseEvent);
  return true;
}
