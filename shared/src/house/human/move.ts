import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import type { GameEvent } from "../../core/ruleset";
import { DIRS, DIR_NO, STEP_WINDOW, cellAt, opposite, sqParam, squareNo, step, stepKindAt, topologyOf, turnLeft, turnRight } from "../board";
import { boardOf, edgeNow, figureAt, isBarricaded } from "../geometry";
import type { CharacterId, Dir, Human, HouseSeatId, HouseState, HouseActionDef } from "../types";
import { actionsAvailable, canStepOff, figureSchema, mayAct, spend, stackedWith, whyHumanCannot } from "./common";
import { figuresOfSeat } from "./figures";
import { fireArmed } from "./reactions";
import { dragCrawler, dragTarget } from "../crawlers/hold";
import { figuresMoved } from "../occupancy";
import type { HouseEvent } from "../events";

const dirSchema = z.enum(["N", "E", "S", "W"]);

type Move = { type: "move"; figure: CharacterId; dir: Dir };
type MoveWindow = { type: "moveWindow"; figure: CharacterId; dir: Dir };
type StepBack = { type: "stepBack"; figure: CharacterId };
type Turn = { type: "turn"; figure: CharacterId; to: "left" | "right" | "around" };

/** Why a human step is impossible, as a word (`whyNoStep` turns it into the sentence). */
type StepBlock = "offBoard" | "wall" | "barricade" | "window" | "obstacle" | "zombie" | "noActionLeft" | "noStepOff";

/**
 * The rules of `whyNoStep` without building the sentence (legal lists ask them for every direction),
 * read from the board's Topology: the square beyond (none off the board), the edge, its floor.
 */
function stepBlock(s: HouseState, h: Human, dir: Dir, cost: number): StepBlock | null {
  const b = boardOf(s);
  const t = topologyOf(b);
  const i = squareNo(b, h.pos!);
  // (from off the board there is no edge to cross: a wall toward any square, as edgeOf says)
  if (i < 0) return cellAt(b, step(h.pos!, dir)) ? "wall" : "offBoard";
  const j = t.neighbour[i * 4 + DIR_NO[dir]]!;
  if (j < 0) return "offBoard";
  const e = t.edges[i * 4 + DIR_NO[dir]]!;
  if (e.type === "wall") return "wall";
  if (s.barricades.length > 0 && isBarricaded(s, e.key)) return "barricade";
  if (e.type === "window") return "window";
  if (!t.floor[j]) return "obstacle";
  const to = t.squares[j]!;
  const f = figureAt(s, to);
  if (f?.kind === "zombie") return "zombie";
  if (f?.kind === "human") {
    const after = actionsAvailable(s, h.id) - cost;
    if (after < 1) return "noActionLeft";
    // a holding crawler is dragged into the square left behind, which is then no way off (H-A7, C2)
    if (!canStepOff(s, h, to, after, dragTarget(s, h.id))) return "noStepOff";
  }
  return null;
}

/**
 * Why `h` cannot step one square `dir` across an open or door edge at the cost of `cost` actions
 * (§8 Move and Step back, §2.8, C2, H-B8): walls, barricades and obstacles block, windows need a
 * window move, zombies block; another human may be passed only with ≥1 action left after the step
 * and a legal step off from its square. Null when the step is possible.
 */
export function whyNoStep(s: HouseState, h: Human, dir: Dir, cost: number): Refusal | null {
  const r = stepBlock(s, h, dir, cost);
  if (r === null) return null;
  const from = h.pos!;
  const to = step(from, dir);
  const other = () => {
    const f = figureAt(s, to);
    return f?.kind === "human" ? f.human.id : "";
  };
  switch (r) {
    case "offBoard":
      return refuse("house.offBoard", { figure: h.id, dir });
    case "wall":
      return refuse("house.wallBlocks", { figure: h.id, dir, sq: sqParam(from) });
    case "barricade":
      return refuse("house.barricadeBlocks", { figure: h.id, dir, sq: sqParam(from) });
    case "window":
      return refuse("house.windowStep", { sq: sqParam(from), sq2: sqParam(to) });
    case "obstacle":
      return refuse("house.obstacle", { sq: sqParam(to) });
    case "zombie":
      return refuse("house.zombieInWay", { sq: sqParam(to) });
    case "noActionLeft":
      return refuse("house.stepOnto", { figure: h.id, figure2: other() });
    case "noStepOff":
      return refuse("house.stepOff", { figure: h.id, figure2: other() });
  }
}

/** Why `h` may not climb through the window `dir` of it now (the step part of `moveWindow`'s check), or null. */
function whyNoWindowMove(s: HouseState, h: Human, dir: Dir): Refusal | null {
  const to = step(h.pos!, dir);
  const e = edgeNow(s, h.pos!, to);
  if (e.type !== "window") return refuse("house.noWindowSide", { figure: h.id, dir });
  if (e.barricaded) return refuse("house.windowBarricaded");
  if (cellAt(boardOf(s), to)?.terrain !== "floor" || figureAt(s, to)) return refuse("house.beyondWindow", { sq: sqParam(to) });
  return null;
}

/**
 * The legal moves of one kind of `seat`'s figures in one pass: exactly the candidates (each figure
 * × N E S W) that pass the check, the figure's part asked once per figure (`mayAct`).
 */
function legalMoves<T extends "move" | "moveWindow">(s: HouseState, seat: HouseSeatId, type: T, ok: (h: Human, dir: Dir) => boolean): { type: T; figure: CharacterId; dir: Dir }[] {
  const out: { type: T; figure: CharacterId; dir: Dir }[] = [];
  const cost = type === "moveWindow" ? 2 : 1;
  for (const figure of figuresOfSeat(s, seat)) {
    const h = s.humans[figure]!;
    if (!mayAct(s, h, cost, true)) continue;
    for (const dir of DIRS) if (ok(h, dir)) out.push({ type, figure, dir });
  }
  return out;
}

/** Whether the move of `figure` may be stopped by Slippery Floor: never the step off a shared square (C2). */
function slips(d: HouseState, h: Human, ev: GameEvent[]): boolean {
  if (!d.armed.length || stackedWith(d, h)) return false;
  if (!fireArmed(d, "slippery-floor", h.id, ev)) return false;
  ev.push({ type: "moveFailed", figure: h.id, at: { ...h.pos! }, rule: "house §14 #9" } satisfies HouseEvent);
  return true;
}

/** Move (§8): one square orthogonally across an open or door edge; facing becomes the direction. */
const moveDef: HouseActionDef<Move> = {
  type: "move",
  phases: ["human"],
  schema: z.object({ type: z.literal("move"), figure: figureSchema, dir: dirSchema }).strict(),
  candidates: (s, seat) => figuresOfSeat(s, seat).flatMap((figure) => DIRS.map((dir) => ({ type: "move" as const, figure, dir }))),
  check: (s, seat, a) => whyHumanCannot(s, seat, a.figure, 1, "a move", true) ?? whyNoStep(s, s.humans[a.figure]!, a.dir, 1),
  legal: (s, seat) => legalMoves(s, seat, "move", (h, dir) => stepBlock(s, h, dir, 1) === null),
  exec: (d, _seat, a, ev) => {
    const h = d.humans[a.figure]!;
    spend(d, a.figure, 1, ev);
    if (slips(d, h, ev)) return;
    const from = { ...h.pos! };
    h.pos = step(from, a.dir);
    figuresMoved(d);
    h.facing = a.dir;
    ev.push({ type: "move", figure: a.figure, from, to: { ...h.pos }, facing: a.dir, rule: "house §8" } satisfies HouseEvent);
    dragCrawler(d, a.figure, from, ev);
  },
};

/** Move through a window (§8, G10): 2 actions, the far square free, facing away from the window. */
const moveWindowDef: HouseActionDef<MoveWindow> = {
  type: "moveWindow",
  phases: ["human"],
  schema: z.object({ type: z.literal("moveWindow"), figure: figureSchema, dir: dirSchema }).strict(),
  candidates: (s, seat) => figuresOfSeat(s, seat).flatMap((figure) => DIRS.map((dir) => ({ type: "moveWindow" as const, figure, dir }))),
  check: (s, seat, a) => whyHumanCannot(s, seat, a.figure, 2, "a window move", true) ?? whyNoWindowMove(s, s.humans[a.figure]!, a.dir),
  // a legal window move needs a window onto floor: the board's step kind says so without building the edge
  legal: (s, seat) => legalMoves(s, seat, "moveWindow", (h, dir) => stepKindAt(boardOf(s), h.pos!, dir) === STEP_WINDOW && whyNoWindowMove(s, h, dir) === null),
  exec: (d, _seat, a, ev) => {
    const h = d.humans[a.figure]!;
    spend(d, a.figure, 2, ev);
    if (slips(d, h, ev)) return;
    const from = { ...h.pos! };
    h.pos = step(from, a.dir);
    figuresMoved(d);
    h.facing = a.dir;
    ev.push({ type: "move", figure: a.figure, from, to: { ...h.pos }, facing: a.dir, window: true, rule: "house §8" } satisfies HouseEvent);
    dragCrawler(d, a.figure, from, ev);
  },
};

/** Step back (§8, G10): one square straight back across an open or door edge (never a window); facing unchanged. */
const stepBackDef: HouseActionDef<StepBack> = {
  type: "stepBack",
  phases: ["human"],
  schema: z.object({ type: z.literal("stepBack"), figure: figureSchema }).strict(),
  candidates: (s, seat) => figuresOfSeat(s, seat).map((figure) => ({ type: "stepBack", figure })),
  check: (s, seat, a) => {
    const why = whyHumanCannot(s, seat, a.figure, 1, "a step back", true);
    if (why) return why;
    const h = s.humans[a.figure]!;
    const back = opposite(h.facing);
    if (edgeNow(s, h.pos!, step(h.pos!, back)).type === "window") return refuse("house.stepBackWindow");
    return whyNoStep(s, h, back, 1);
  },
  legal: (s, seat) => {
    const out: StepBack[] = [];
    for (const figure of figuresOfSeat(s, seat)) {
      const h = s.humans[figure]!;
      // stepBlock refuses a window edge too, so its null covers the check's window line
      if (mayAct(s, h, 1, true) && stepBlock(s, h, opposite(h.facing), 1) === null) out.push({ type: "stepBack", figure });
    }
    return out;
  },
  exec: (d, _seat, a, ev) => {
    const h = d.humans[a.figure]!;
    spend(d, a.figure, 1, ev);
    if (slips(d, h, ev)) return;
    const from = { ...h.pos! };
    h.pos = step(from, opposite(h.facing));
    figuresMoved(d);
    ev.push({ type: "move", figure: a.figure, from, to: { ...h.pos }, facing: h.facing, back: true, rule: "house §8" } satisfies HouseEvent);
    dragCrawler(d, a.figure, from, ev);
  },
};

const TURN_COST = { left: 1, right: 1, around: 2 } as const;
const TURNS = ["left", "right", "around"] as const;

/** Turn (§8, G11): left or right for 1 action, around for 2. Not while sharing a square (C2). */
const turnDef: HouseActionDef<Turn> = {
  type: "turn",
  phases: ["human"],
  schema: z.object({ type: z.literal("turn"), figure: figureSchema, to: z.enum(["left", "right", "around"]) }).strict(),
  candidates: (s, seat) => figuresOfSeat(s, seat).flatMap((figure) => TURNS.map((to) => ({ type: "turn" as const, figure, to }))),
  check: (s, seat, a) => whyHumanCannot(s, seat, a.figure, TURN_COST[a.to], a.to === "around" ? "turning around" : "a turn"),
  legal: (s, seat) => {
    const out: Turn[] = [];
    for (const figure of figuresOfSeat(s, seat))
      for (const to of TURNS) if (mayAct(s, s.humans[figure]!, TURN_COST[to])) out.push({ type: "turn", figure, to });
    return out;
  },
  exec: (d, _seat, a, ev) => {
    const h = d.humans[a.figure]!;
    spend(d, a.figure, TURN_COST[a.to], ev);
    h.facing = a.to === "left" ? turnLeft(h.facing) : a.to === "right" ? turnRight(h.facing) : opposite(h.facing);
    ev.push({ type: "turn", figure: a.figure, facing: h.facing, rule: "house §8" } satisfies HouseEvent);
  },
};

/** The human move actions, for the House engine (engine.ts). */
export const humanMoveActions = [moveDef, moveWindowDef, stepBackDef, turnDef] as const;
