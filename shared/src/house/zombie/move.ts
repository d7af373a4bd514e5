import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import type { GameEvent } from "../../core/ruleset";
import { DIRS, DIR_NO, STEP_OPEN, STEP_WINDOW, cellAt, sameSq, sqParam, squareNo, step, topologyOf, type Topology } from "../board";
import { occupancyOf, scopedMemo, sqId, figuresMoved, type Occupancy } from "../occupancy";
import { boardOf, edgeNow, isBarricaded } from "../geometry";
import type { Dir, HouseSeatId, HouseState, Sq, Zombie, HouseActionDef } from "../types";
import {
  actionsLeftOf,
  activateZombie,
  closeOffers,
  isStacked,
  offerExtraAttack,
  stackedActive,
  whyNoZombieCommand,
  whyPackBlocks,
  whyZombieCannotAct,
  zombieBudget,
} from "./activation";
import type { HouseEvent } from "../events";

const dirSchema = z.enum(["N", "E", "S", "W"]);
export const zombieIdSchema = z.string().min(1).max(40);

/**
 * What stands on a square apart from the zombie `self`: a human, another zombie, or nothing. `occ`
 * is `occupancyOf(s)`, fetched once by the caller for all the squares it asks about.
 */
function occupant(s: HouseState, occ: Occupancy | null, sq: Sq, self: string): "human" | "zombie" | null {
  if (occ) {
    const k = sqId(sq);
    if (occ.humanAt(k)) return "human";
    return occ.zombieBesides(k, self) ? "zombie" : null;
  }
  for (const hid in s.humans) {
    const h = s.humans[hid as keyof typeof s.humans];
    if (h && h.alive && sameSq(h.pos, sq)) return "human";
  }
  for (const k in s.zombies) {
    const p = s.zombies[k]!.pos;
    if (k !== self && p.x === sq.x && p.y === sq.y && p.z === sq.z) return "zombie";
  }
  return null;
}

/** One zombie step: where it lands, what it costs (1, a window 2) and whether another zombie stands there. */
export interface ZombieStep {
  to: Sq;
  cost: 1 | 2;
  onZombie: boolean;
}

/** Why a zombie step is impossible, as a word (`zombieStep` turns it into the sentence). */
const STEP_BLOCKS = ["boardEnds", "wall", "barricade", "obstacle", "noWindow", "windowTakes2", "human", "farSideTaken"] as const;
const [BOARD_ENDS, WALL, BARRICADE, OBSTACLE, NO_WINDOW, WINDOW_TAKES_2, HUMAN, FAR_SIDE_TAKEN] = [-1, -2, -3, -4, -5, -6, -7, -8];

/**
 * Where one step of zombie `self` from square `i` (of topology `t`) in direction `k` lands, or why
 * it is impossible (the rules of `zombieStep` without building the sentence or an object: legal
 * lists ask this many times). Returns `2·j + 1` for square `j` with another zombie on it, `2·j`
 * for a free square `j`, or a negative block code (−1 − its index in STEP_BLOCKS). `occ` is
 * `occupancyOf(s)` (nobody moves during one caller's steps, so it is fetched once).
 */
function stepAt(s: HouseState, t: Topology, occ: Occupancy | null, self: string, i: number, k: number, window: boolean): number {
  const j = i < 0 ? -1 : t.neighbour[i * 4 + k]!;
  if (j < 0) return BOARD_ENDS;
  const e = t.edges[i * 4 + k]!;
  if (e.type === "wall") return WALL;
  if (s.barricades.length && isBarricaded(s, e.key)) return BARRICADE;
  if (!t.floor[j]) return OBSTACLE;
  if (window && e.type !== "window") return NO_WINDOW;
  if (!window && e.type === "window") return WINDOW_TAKES_2;
  const on = occupant(s, occ, t.squares[j]!, self);
  if (on === "human") return HUMAN;
  if (on === "zombie" && window) return FAR_SIDE_TAKEN;
  return 2 * j + (on === "zombie" ? 1 : 0);
}

/**
 * One orthogonal step of zombie `self` from `from` (H-B6–H-B9), by an ordinary move or across a
 * window (`window`), or the reason it is impossible: walls, obstacles and barricades block (H-B8);
 * a window costs 2 and needs its far square free (H-B7); a human's square is never entered (H-B9).
 * Action counts and stacking (C2) are the caller's.
 */
export function zombieStep(s: HouseState, self: string, from: Sq, dir: Dir, window: boolean): ZombieStep | Refusal {
  const b = boardOf(s);
  const t = topologyOf(b);
  const r = stepAt(s, t, occupancyOf(s), self, squareNo(b, from), DIR_NO[dir], window);
  if (r >= 0) {
    const to = t.squares[r >> 1]!;
    return { to: { x: to.x, y: to.y, z: to.z }, cost: window ? 2 : 1, onZombie: (r & 1) === 1 };
  }
  const to = () => sqParam(step(from, dir));
  switch (STEP_BLOCKS[-1 - r]!) {
    case "boardEnds":
      return refuse("house.boardEnds", { dir, sq: sqParam(from) });
    case "wall":
      return refuse("house.wallWay", { dir, sq: sqParam(from) });
    case "barricade":
      return refuse("house.barricadeWay", { dir, sq: sqParam(from) });
    case "obstacle":
      return refuse("house.obstacleFills", { sq: to() });
    case "noWindow":
      return refuse("house.noWindowDir", { dir, sq: sqParam(from) });
    case "windowTakes2":
      return refuse("house.windowTwoActions", { dir, sq: sqParam(from) });
    case "human":
      return refuse("house.humanSquare", { sq: to() });
    case "farSideTaken":
      return refuse("house.farSide", { sq: to() });
  }
}

/**
 * Whether zombie `self`, standing on `from` with `actions` left, has a legal way off that square
 * (C2): a step to a free square, or onto another zombie with an action left and, recursively, a
 * way off from there. The square it came from may be taken when it passed through several zombies.
 */
export function stepOffExists(s: HouseState, self: string, from: Sq, actions: number): boolean {
  const b = boardOf(s);
  return stepOffFrom(s, topologyOf(b), occupancyOf(s), self, squareNo(b, from), actions);
}

function stepOffFrom(s: HouseState, t: Topology, occ: Occupancy | null, self: string, i: number, actions: number): boolean {
  for (let k = 0; k < 4; k++)
    for (let cost = 1; cost <= 2 && cost <= actions; cost++) {
      const r = stepAt(s, t, occ, self, i, k, cost === 2);
      if (r < 0) continue;
      if ((r & 1) === 0 || (actions - cost >= 1 && stepOffFrom(s, t, occ, self, r >> 1, actions - cost))) return true;
    }
  return false;
}

/**
 * Why zombie `id` may not step `dir` now (H-B6–H-B9, C2), or null. Stepping onto another zombie
 * needs an action left afterwards and a legal step off from there (C2).
 */
export function whyNoZombieStep(s: HouseState, id: string, dir: Dir, window: boolean): Refusal | null {
  const zb = s.zombies[id]!;
  const left = actionsLeftOf(s, id);
  const r = zombieStep(s, id, zb.pos, dir, window);
  if ("key" in r) return r;
  if (left < r.cost) return refuse("house.windowCost", { zombie: id, left });
  if (r.onZombie) {
    if (left - r.cost < 1) return refuse("house.zombieStepOnto", { zombie: id });
    if (!stepOffExists(s, id, r.to, left - r.cost)) return refuse("house.zombieStepOff", { zombie: id, sq: sqParam(r.to) });
  }
  return null;
}

/** The Zombie seat's legal `zMove` and `zWindow` actions, each list in its candidates' order. */
interface LegalSteps {
  zMove: ZMove[];
  zWindow: ZWindow[];
}

/**
 * The legal steps of the Zombie seat, both lists in one pass over the acting zombies (once per
 * legal list: zMove's asks first, zWindow's finds it): exactly the step candidates that pass the
 * actions' checks, in their order, without building a reason. Ordinary steps (`zMove`) and window
 * steps (`zWindow`, 2 actions) go where the board's step kind allows; a crawler's `zWindow` are its
 * climbs instead (§16). `stepAt` refuses every direction the board's step kind leaves out.
 */
function legalSteps(s: HouseState): LegalSteps {
  return scopedMemo(s, "legalSteps", () => {
    const out: LegalSteps = { zMove: [], zWindow: [] };
    if (whyNoZombieCommand(s, "zombie", true) || whyPackBlocks(s)) return out;
    const b = boardOf(s);
    const t = topologyOf(b);
    const occ = occupancyOf(s);
    for (const { id: zombie, zombie: zb, left } of actingZombies(s)) {
      const crawler = zb.kind === "crawler";
      const i = squareNo(b, zb.pos);
      for (let k = 0; i >= 0 && k < 4; k++) {
        const kind = t.stepKind[i * 4 + k];
        const window = kind === STEP_WINDOW;
        if (kind !== STEP_OPEN && !(window && !crawler && left >= 2)) continue;
        const cost = window ? 2 : 1;
        const r = stepAt(s, t, occ, zombie, i, k, window);
        if (r < 0) continue;
        if ((r & 1) === 1 && !(left - cost >= 1 && stepOffFrom(s, t, occ, zombie, r >> 1, left - cost))) continue;
        if (window) out.zWindow.push({ type: "zWindow", zombie, dir: DIRS[k]! });
        else out.zMove.push({ type: "zMove", zombie, dir: DIRS[k]! });
      }
      if (crawler) for (const dir of stepDirs(s, zombie, true)) if (whyNoClimb(s, zombie, dir) === null) out.zWindow.push({ type: "zWindow", zombie, dir });
    }
    return out;
  });
}

/** Carries out a checked step of zombie `id` (activating it first, G4) and offers the extra attack after its last action (G6). */
function doStep(d: HouseState, id: string, dir: Dir, window: boolean, ev: GameEvent[]): void {
  closeOffers(d, ev);
  activateZombie(d, id, ev);
  const zb = d.zombies[id]!;
  const from = { ...zb.pos };
  const to = step(from, dir);
  const cost = window ? 2 : 1;
  zb.pos = to;
  figuresMoved(d);
  zb.climbing = null;
  const t = d.zombieTurn;
  t.actionsLeft -= cost;
  t.actionsSpent += cost;
  ev.push({
    type: "zombieMoved",
    zombie: id,
    from,
    to: { ...to },
    window,
    rule: window ? "H-B7" : "H-B6",
  } satisfies HouseEvent);
  offerExtraAttack(d, ev);
}

/** Zombie ids that might take a board action now: the eligible ones of step 5 (cheap pre-filter for candidates). */
export function movableZombies(s: HouseState): readonly string[] {
  return movable(s).ids;
}

/** The movable zombies' ids and, at the same index, the zombies themselves (looked up once per legal list). */
function movable(s: HouseState): { ids: readonly string[]; zombies: readonly Zombie[] } {
  return scopedMemo(s, "movableZombies", () => {
    const t = s.zombieTurn;
    const ids: string[] = [];
    const zombies: Zombie[] = [];
    if (t.step !== "activation" || t.placements.length || t.pack) return { ids, zombies };
    // a set: the done list grows to every zombie of the turn, and each eligible one is looked up
    const done = t.done.length ? new Set(t.done) : null;
    for (const id of t.eligible) {
      const z = done?.has(id) ? undefined : s.zombies[id];
      if (z) {
        ids.push(id);
        zombies.push(z);
      }
    }
    return { ids, zombies };
  });
}

/** A zombie that may take a board action now (`s.zombies[id]`), with its actions left. */
export interface ActingZombie {
  id: string;
  zombie: Zombie;
  left: number;
}

/**
 * The movable zombies (movableZombies) for which whyZombieCannotAct is null, with their actions
 * left, once per legal list (zMove, zWindow, zAttack and declarePack all ask): not rising this
 * turn (G16), an action left (G25), and no other active zombie stacked (C2).
 */
export function actingZombies(s: HouseState): readonly ActingZombie[] {
  return scopedMemo(s, "actingZombies", () => {
    const t = s.zombieTurn;
    const stacked = stackedActive(s);
    const out: ActingZombie[] = [];
    const { ids, zombies } = movable(s);
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const zombie = zombies[i]!;
      if (zombie.noActions || (stacked !== null && stacked !== id)) continue;
      const left = t.active === id ? t.actionsLeft : zombieBudget(t, zombie) - (t.used[id] ?? 0);
      if (left > 0) out.push({ id, zombie, left });
    }
    return out;
  });
}

/**
 * Directions worth checking for a step of `id` (a cheap board-only filter for candidates, not a
 * rule): a floor square beyond an edge that is a window (`window`) or an open edge or door.
 */
export function stepDirs(s: HouseState, id: string, window: boolean, from: Sq = s.zombies[id]!.pos): Dir[] {
  if (from === s.zombies[id]?.pos) {
    const memo = scopedMemo(s, "stepDirs", () => new Map<string, Dir[]>());
    const key = window ? `w:${id}` : id;
    let dirs = memo.get(key);
    if (!dirs) memo.set(key, (dirs = openDirs(s, from, window)));
    return dirs;
  }
  return openDirs(s, from, window);
}

function openDirs(s: HouseState, from: Sq, window: boolean): Dir[] {
  const b = boardOf(s);
  const t = topologyOf(b);
  const i = squareNo(b, from);
  const out: Dir[] = [];
  if (i < 0) return out;
  for (let k = 0; k < 4; k++) {
    const j = t.neighbour[i * 4 + k]!;
    if (j < 0 || !t.floor[j]) continue;
    const type = t.edges[i * 4 + k]!.type;
    if (window ? type === "window" : type === "open" || type === "door") out.push(DIRS[k]!);
  }
  return out;
}

type ZMove = { type: "zMove"; zombie: string; dir: Dir };
type ZWindow = { type: "zWindow"; zombie: string; dir: Dir };

function checkStep(s: HouseState, seat: HouseSeatId, id: string, dir: Dir, window: boolean): Refusal | null {
  return (
    whyNoZombieCommand(s, seat, true) ??
    whyPackBlocks(s) ??
    whyZombieCannotAct(s, id) ??
    whyNoZombieStep(s, id, dir, window)
  );
}

/**
 * The step candidates of the Zombie seat (`zMove`, or `zWindow` through windows): each movable
 * zombie that may act now (so its four steps do not each find the same reason it may not), in each
 * open direction. The candidates that pass the command, pack and zombie parts of the check;
 * `legal` adds the step's own part.
 */
function stepCandidates<T extends "zMove" | "zWindow">(s: HouseState, type: T, window: boolean): { type: T; zombie: string; dir: Dir }[] {
  const out: { type: T; zombie: string; dir: Dir }[] = [];
  if (whyNoZombieCommand(s, "zombie", true) || whyPackBlocks(s)) return out;
  for (const zombie of movableZombies(s)) {
    if (whyZombieCannotAct(s, zombie)) continue;
    for (const dir of stepDirs(s, zombie, window)) out.push({ type, zombie, dir });
  }
  return out;
}

/** `zMove` (H-B6, H-B8, H-B9, C2): one orthogonal step for 1 action. */
const zMoveDef: HouseActionDef<ZMove> = {
  type: "zMove",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("zMove"), zombie: zombieIdSchema, dir: dirSchema }).strict(),
  candidates: (s) => stepCandidates(s, "zMove", false),
  check: (s, seat, a) => checkStep(s, seat, a.zombie, a.dir, false),
  legal: (s, seat) => (seat === "zombie" ? legalSteps(s).zMove : []),
  exec: (d, _seat, a, ev) => doStep(d, a.zombie, a.dir, false, ev),
};

/**
 * Why crawler `id` may not climb the window `dir` of it now (§16, G27), or null: a window, not
 * barricaded, onto floor. Its first climb action marks it; the next, in a later activation,
 * completes the crossing and needs the far square free (the mark survives until then).
 */
function whyNoClimb(s: HouseState, id: string, dir: Dir): Refusal | null {
  const zb = s.zombies[id]!;
  const to = step(zb.pos, dir);
  const cell = cellAt(boardOf(s), to);
  const e = edgeNow(s, zb.pos, to);
  if (!cell || e.type !== "window") return refuse("house.noWindowDir", { dir, sq: sqParam(zb.pos) });
  if (e.barricaded) return refuse("house.barricadeWindow", { dir, sq: sqParam(zb.pos) });
  if (cell.terrain !== "floor") return refuse("house.obstacleFills", { sq: sqParam(to) });
  if (isStacked(s, id)) return refuse("house.zombieStacked", { zombie: id });
  if (zb.climbing === e.key && occupant(s, occupancyOf(s), to, id)) return refuse("house.climbFarSide", { sq: sqParam(to), zombie: id });
  return null;
}

/**
 * A crawler's climb (§16, G27, H-A5): 1 action. Unmarked (or marked at another window): it starts
 * climbing — the mark is set, and this action is not a move for the extra attack (G6). Marked at
 * this window: it crosses to the far square, the mark is cleared, and it was a move.
 */
function climb(d: HouseState, id: string, dir: Dir, ev: GameEvent[]): void {
  closeOffers(d, ev);
  activateZombie(d, id, ev);
  const zb = d.zombies[id]!;
  const from = { ...zb.pos };
  const to = step(from, dir);
  const key = edgeNow(d, from, to).key;
  const t = d.zombieTurn;
  t.actionsLeft -= 1;
  t.actionsSpent += 1;
  if (zb.climbing !== key) {
    zb.climbing = key;
    t.onlyMoved = false;
    ev.push({ type: "crawlerClimbs", zombie: id, at: from, edge: key, rule: "house §16" } satisfies HouseEvent);
    return;
  }
  zb.pos = to;
  figuresMoved(d);
  zb.climbing = null;
  ev.push({ type: "zombieMoved", zombie: id, from, to: { ...to }, window: true, rule: "house §16" } satisfies HouseEvent);
  offerExtraAttack(d, ev);
}

/** `zWindow` (H-B7): through a window for 2 actions; the far square must be free. A crawler climbs over two activations instead (§16, G27). */
const zWindowDef: HouseActionDef<ZWindow> = {
  type: "zWindow",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("zWindow"), zombie: zombieIdSchema, dir: dirSchema }).strict(),
  candidates: (s) => stepCandidates(s, "zWindow", true),
  legal: (s, seat) => (seat === "zombie" ? legalSteps(s).zWindow : []),
  check: (s, seat, a) =>
    s.zombies[a.zombie]?.kind === "crawler"
      ? (whyNoZombieCommand(s, seat, true) ?? whyPackBlocks(s) ?? whyZombieCannotAct(s, a.zombie) ?? whyNoClimb(s, a.zombie, a.dir))
      : checkStep(s, seat, a.zombie, a.dir, true),
  exec: (d, _seat, a, ev) => (d.zombies[a.zombie]!.kind === "crawler" ? climb(d, a.zombie, a.dir, ev) : doStep(d, a.zombie, a.dir, true, ev)),
};

/** The zombie move actions, for the House engine (engine.ts). */
export const zombieMoveActions = [zMoveDef, zWindowDef] as const;
