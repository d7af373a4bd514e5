import { refuse, type Refusal } from "../../core/refusal";
import { oneSeat } from "../../core/decisions";
import { rollD6 } from "../../core/rng";
import type { GameEvent } from "../../core/ruleset";
import { LINK, cellAt, copySq, sameSq, sqParam } from "../board";
import { boardOf, edgeNow, figureAt, reaches } from "../geometry";
import type { CharacterId, HouseState, HumanSeatId, Sq } from "../types";
import { compareZombieIds } from "../zombie/activation";
import { figuresMoved, zombieList } from "../occupancy";
import type { HouseEvent } from "../events";

/** Whether any crawler is on the board (a cheap gate before the grab rules; none without the crawlers option, DoR 2). */
export function anyCrawler(s: HouseState): boolean {
  if (!s.options.crawlers) return false;
  for (const z of zombieList(s)) if (z.kind === "crawler") return true;
  return false;
}

/** Crawlers on the board (§16: at most 8). */
export function crawlerCount(s: HouseState): number {
  let n = 0;
  for (const z of zombieList(s)) if (z.kind === "crawler") n++;
  return n;
}

/**
 * Why crawler `id` may not try to grab `figure` now (§16, H-A6, H-A8, C11), or null: it must be a
 * crawler on the board that has not tried this Human turn and reaches (§2.5) the living figure, and
 * the figure must not be held already (only one crawler per human).
 */
export function whyNoGrab(s: HouseState, id: string, figure: CharacterId): Refusal | null {
  const z = s.zombies[id];
  const h = s.humans[figure];
  if (!z || z.kind !== "crawler") return refuse("house.noCrawler", { crawler: id });
  if (!h || !h.alive || !h.pos) return refuse("house.notLivingHuman", { figure });
  const g = s.humanTurn.grab;
  if (g && g.figure === figure) return refuse("house.heldAlready", { figure: figure, crawler: g.crawler });
  if (s.humanTurn.grabTried.includes(id)) return refuse("house.grabTried", { crawler: id });
  if (!reaches(s, z.pos, h.pos)) return refuse("house.grabReach", { crawler: id, sq: sqParam(z.pos), figure: figure, sq2: sqParam(h.pos) });
  return null;
}

/** Crawlers that may try to grab `figure` now, lowest id first (§16, C11); empty when the figure is held. */
export function grabbers(s: HouseState, figure: CharacterId): string[] {
  const h = s.humans[figure];
  const g = s.humanTurn.grab;
  if (!h || !h.alive || !h.pos || (g && g.figure === figure)) return [];
  const p = h.pos;
  const out: string[] = [];
  for (const id in s.zombies) {
    const z = s.zombies[id]!;
    if (z.kind !== "crawler") continue;
    // cheap gate: reach needs a neighbouring square on the same level, or the cellar link
    if (z.pos.z === p.z && (Math.abs(z.pos.x - p.x) > 1 || Math.abs(z.pos.y - p.y) > 1)) continue;
    if (whyNoGrab(s, id, figure) === null) out.push(id);
  }
  return out.sort(compareZombieIds);
}

/**
 * One grab attempt (H-A6): the crawler rolls d6 — 1–2 it fails, 3–6 it holds `figure` until the
 * end of that figure's activation (G27). Either way it has tried for this Human turn (§16).
 */
export function rollGrab(d: HouseState, crawler: string, figure: CharacterId, ev: GameEvent[]): boolean {
  const t = d.humanTurn;
  t.grabTried.push(crawler);
  const die = rollD6(d.rnd);
  const held = die >= 3;
  ev.push({
    type: "roll",
    purpose: "grab",
    zombie: crawler,
    target: figure,
    need: 3,
    dice: [die],
    result: held ? "grab" : "fail",
    rule: "H-A6",
  } satisfies HouseEvent);
  if (held) t.grab = { crawler, figure };
  return held;
}

/**
 * A grab window for the active figure (§16, DoR 3, C11, G2). With the standing answer `never`
 * nothing happens; with `always` the lowest-id eligible crawler tries at once; with `ask` a pending
 * decision opens for the Zombie seat (only when a grab is possible: public information), carrying
 * the human action that waits behind a start-of-activation window. Returns true when it paused.
 */
export function openGrabWindow(d: HouseState, figure: CharacterId, ev: GameEvent[], deferred: { seat: HumanSeatId; action: { type: string } } | null): boolean {
  if (d.grabAnswer === "never" || !anyCrawler(d)) return false;
  const list = grabbers(d, figure);
  if (!list.length) return false;
  if (d.grabAnswer === "always") {
    rollGrab(d, list[0]!, figure, ev);
    return false;
  }
  d.pending.push(oneSeat("grab", "zombie", { figure, crawlers: list, deferred }));
  ev.push({ type: "grabOffered", figure, crawlers: [...list], rule: "house DoR 3" } satisfies HouseEvent);
  return true;
}

/** Ends the current grab, if any, with a log line saying why (G27: end of activation, death, kill, push, falling behind). */
export function releaseGrab(d: HouseState, ev: GameEvent[], rule = "house G27"): void {
  const g = d.humanTurn.grab;
  if (!g) return;
  d.humanTurn.grab = null;
  ev.push({ type: "grabEnds", zombie: g.crawler, figure: g.figure, rule } satisfies HouseEvent);
}

/**
 * The edge between a holding crawler and the human it holds (G33): the cellar link when they are on
 * two levels, the edge between two orthogonal neighbours, else null (a diagonal hold has no one
 * edge between them: a barricade on either side of it does not end the grab).
 */
export function grabEdge(s: HouseState): string | null {
  const g = s.humanTurn.grab;
  const h = g ? s.humans[g.figure] : undefined;
  const c = g ? s.zombies[g.crawler] : undefined;
  if (!h?.pos || !c) return null;
  if (c.pos.z !== h.pos.z) return LINK;
  return Math.abs(c.pos.x - h.pos.x) + Math.abs(c.pos.y - h.pos.y) === 1 ? edgeNow(s, c.pos, h.pos).key : null;
}

/** Whether a and b on the same level are joined by an open edge or an unbarricaded door (no window, wall or barricade). */
function walkEdge(s: HouseState, a: Sq, b: Sq): boolean {
  const e = edgeNow(s, a, b);
  return (e.type === "open" || e.type === "door") && !e.barricaded;
}

/**
 * Whether a dragged crawler may step from `a` to the neighbouring square `b` (G27): orthogonally
 * across an open edge or door, or diagonally when one of the two L-paths is so; never across a
 * window, a barricade or the cellar link.
 */
export function dragStepOk(s: HouseState, a: Sq, b: Sq): boolean {
  if (a.z !== b.z) return false;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (Math.abs(dx) + Math.abs(dy) === 1) return walkEdge(s, a, b);
  if (Math.abs(dx) !== 1 || Math.abs(dy) !== 1) return false;
  const board = boardOf(s);
  const via = (c: Sq) => !!cellAt(board, c) && walkEdge(s, a, c) && walkEdge(s, c, b);
  return via({ x: b.x, y: a.y, z: a.z }) || via({ x: a.x, y: b.y, z: a.z });
}

/**
 * Where the crawler holding `figure` will be dragged when the figure steps off its square now
 * (H-A7, G27): that square, when the drag step from the crawler is legal; null when no crawler holds
 * it or the grab would end instead. Lets a step check see the square the crawler will fill (C2).
 */
export function dragTarget(s: HouseState, figure: CharacterId): Sq | null {
  const g = s.humanTurn.grab;
  if (!g || g.figure !== figure) return null;
  const c = s.zombies[g.crawler];
  const from = s.humans[figure]?.pos;
  return c && from && dragStepOk(s, c.pos, from) ? from : null;
}

/**
 * The drag of H-A7 / §16 / G27 after the held figure moved from `from` (P) to its square now (Q):
 * the crawler tries to enter P. P free and a legal drag step → it moves there (no action, its climb
 * mark is lost). P occupied → it stays, and if it no longer reaches the figure it has fallen behind
 * (the grab ends). P free but only across a window, a barricade or the cellar link → the grab ends.
 */
export function dragCrawler(d: HouseState, figure: CharacterId, from: Sq, ev: GameEvent[]): void {
  const g = d.humanTurn.grab;
  if (!g || g.figure !== figure) return;
  const c = d.zombies[g.crawler];
  const h = d.humans[figure]!;
  if (!c || !h.pos || sameSq(h.pos, from)) return;
  if (figureAt(d, from)) {
    if (!reaches(d, c.pos, h.pos)) releaseGrab(d, ev);
    return;
  }
  if (!dragStepOk(d, c.pos, from)) {
    releaseGrab(d, ev);
    return;
  }
  const was = { ...c.pos };
  c.pos = copySq(from);
  figuresMoved(d);
  c.climbing = null;
  ev.push({ type: "crawlerDragged", zombie: g.crawler, figure, from: was, to: { ...from }, rule: "H-A7" } satisfies HouseEvent);
}
