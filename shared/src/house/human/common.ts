import { refuse, type Refusal } from "../../core/refusal";
import type { GameEvent } from "../../core/ruleset";
import { DIRS, cellAt, sameSq, sqKey, step } from "../board";
import { actionsOf } from "../characters";
import { boardOf, edgeNow, figureAt } from "../geometry";
import type { CharacterId, Human, HouseSeatId, HouseState, Sq } from "../types";
import { ensureActive, figureSchema, whyFigureCannotAct } from "./figures";
import { scopedPerKey } from "../occupancy";

export { figureSchema };

/** Barricade tokens in the box (house §10). */
export const BARRICADE_TOKENS = 15;

/** Barricade tokens left in the supply: 15 minus the ones on the board (§10, G23). */
export function supplyLeft(s: HouseState): number {
  return BARRICADE_TOKENS - s.barricades.length;
}

/** Actions `figure` can still spend now: the rest of its activation, or a whole turn's worth before it starts (G1). */
export function actionsAvailable(s: HouseState, figure: CharacterId): number {
  return s.humanTurn.active === figure ? s.humanTurn.actionsLeft : actionsOf(s.options, figure);
}

/** Another living human on the same square as `h` (C2 stacking), or null. */
export function stackedWith(s: HouseState, h: Human): Human | null {
  return scopedPerKey(s, "stackedWith", h.id, () => {
    if (!h.pos) return null;
    for (const o of Object.values(s.humans)) if (o && o.id !== h.id && o.alive && sameSq(o.pos, h.pos)) return o;
    return null;
  });
}

/**
 * The common refusal of a human action (G1, C2, §8): `figure` must be the seat's own living figure
 * that may act now; while it shares a square only moves are legal (`move`); the action costs `cost`
 * actions. `what` names the action for the message ("a window move"). Null when allowed.
 */
export function whyHumanCannot(s: HouseState, seat: HouseSeatId, figure: CharacterId, cost: number, what: string, move = false): Refusal | null {
  const why = whyFigureCannotAct(s, seat, figure);
  if (why) return why;
  const h = s.humans[figure]!;
  if (!h.pos) return refuse("house.notOnBoard", { figure: figure });
  const other = move ? null : stackedWith(s, h);
  if (other) return refuse("house.sharesSquare", { figure: figure, figure2: other.id });
  const left = actionsAvailable(s, figure);
  if (left < cost) return refuse("house.costs", { what, cost, figure: figure, left });
  return null;
}

/**
 * Whether `h`, one of `figuresOfSeat(s, seat)`, passes `whyHumanCannot(s, seat, h.id, cost, …, move)`,
 * without building its sentences (for one-pass legal lists): figuresOfSeat lists exactly the
 * figures whyFigureCannotAct lets act, so only the board, stacking (C2) and cost parts are asked.
 */
export function mayAct(s: HouseState, h: Human, cost: number, move = false): boolean {
  return !!h.pos && (move || !stackedWith(s, h)) && actionsAvailable(s, h.id) >= cost;
}

/**
 * Starts `figure`'s activation if needed (G1) and spends `cost` of its actions; an action that
 * costs actions is followed by a crawler grab window once it has settled (G2, §16).
 */
export function spend(d: HouseState, figure: CharacterId, cost: number, ev: GameEvent[]): void {
  ensureActive(d, figure, ev);
  d.humanTurn.actionsLeft -= cost;
  if (cost > 0) d.humanTurn.grabCheck = true;
}

/** The search id of a square (a search square, §2.1), or undefined. */
export function searchIdAt(s: HouseState, sq: Sq): string | undefined {
  return cellAt(boardOf(s), sq)?.search;
}

/**
 * Whether a figure of the mover's side standing on `at` with `left` actions can get off onto a
 * square with no other figure (C2): by moves across open/door edges, passing further humans while
 * actions last, or by a window move to a free far square. `mover` is ignored as an occupant;
 * `dragged` (the square a crawler holding the mover will be dragged into, H-A7) counts as a zombie's.
 */
export function canStepOff(s: HouseState, mover: Human, at: Sq, left: number, dragged: Sq | null = null): boolean {
  const best = new Map<string, number>([[sqKey(at), left]]);
  const queue: [Sq, number][] = [[at, left]];
  const occupant = (q: Sq): "human" | "zombie" | null => {
    if (dragged && sameSq(dragged, q)) return "zombie";
    for (const o of Object.values(s.humans)) if (o && o.alive && o.id !== mover.id && sameSq(o.pos, q)) return "human";
    return figureAt(s, q)?.kind === "zombie" ? "zombie" : null;
  };
  while (queue.length) {
    const [q, n] = queue.shift()!;
    for (const dir of DIRS) {
      const to = step(q, dir);
      if (cellAt(boardOf(s), to)?.terrain !== "floor") continue;
      const e = edgeNow(s, q, to);
      if (e.barricaded) continue;
      const f = occupant(to);
      if (e.type === "window") {
        if (n >= 2 && !f) return true;
        continue;
      }
      if (e.type === "wall" || f === "zombie") continue;
      if (!f) return true;
      if (n - 1 >= 1 && (best.get(sqKey(to)) ?? -1) < n - 1) {
        best.set(sqKey(to), n - 1);
        queue.push([to, n - 1]);
      }
    }
  }
  return false;
}


