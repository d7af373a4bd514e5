import { z } from "zod";
import { scopedPerKey } from "../occupancy";
import { nameOf } from "../characters";
import type { ActionDef } from "../engine";
import { beginActivation, endActivation } from "./flow";
import { stackedWith } from "./common";
import type { CharacterId, HouseState, HouseSeatId } from "../types";

/** zod shape of a character id (defined here, first in the import order; human/common.ts re-exports it). */
export const figureSchema = z.enum(["max", "lena", "olga", "kostya", "petrovich", "vera"]);

/** Why `figure` of `seat` cannot act now, or null (G1: one activation at a time, own figures only). */
export function whyFigureCannotAct(s: HouseState, seat: HouseSeatId, figure: CharacterId): string | null {
  const h = s.humans[figure];
  if (!h) return `${figure} is not in play`;
  if (h.seat !== seat) return `${nameOf(figure)} belongs to ${h.seat}`;
  if (!h.alive) return `${nameOf(figure)} is dead`;
  const t = s.humanTurn;
  if (t.active && t.active !== figure) return `${nameOf(t.active)} is activating; ${nameOf(figure)} must wait`;
  if (!t.active && t.done.includes(figure)) return `${nameOf(figure)} has already activated this turn`;
  return null;
}

/** Starts the activation of `figure` if it is not active yet (called by every human action before its effect). */
export function ensureActive(d: HouseState, figure: CharacterId, ev: import("../../core/ruleset").GameEvent[]): void {
  if (d.humanTurn.active !== figure) beginActivation(d, figure, ev);
  d.humanTurn.started = true;
}

/** The living, not yet activated (or active) figures of a seat (once per legal list: every human action asks). */
export function figuresOfSeat(s: HouseState, seat: HouseSeatId): readonly CharacterId[] {
  return scopedPerKey(s, "figuresOfSeat", seat, () => {
    const t = s.humanTurn;
    const out: CharacterId[] = [];
    for (const h of Object.values(s.humans)) if (h && h.alive && h.seat === seat && (t.active ? t.active === h.id : !t.done.includes(h.id))) out.push(h.id);
    return out;
  });
}

type EndActivation = { type: "endActivation"; figure: CharacterId };

/** `endActivation` (G1): legal any time for the active figure (not while it shares a square, C2), or as a pass for an unactivated one. */
const endActivationDef: ActionDef<EndActivation> = {
  type: "endActivation",
  phases: ["human"],
  schema: z.object({ type: z.literal("endActivation"), figure: figureSchema }).strict(),
  candidates: (s, seat) => figuresOfSeat(s, seat).map((figure) => ({ type: "endActivation", figure })),
  check: (s, seat, a) => {
    const why = whyFigureCannotAct(s, seat, a.figure);
    if (why) return why;
    const other = stackedWith(s, s.humans[a.figure]!);
    return other ? `${nameOf(a.figure)} shares a square with ${nameOf(other.id)} and must step off first [house C2]` : null;
  },
  // figuresOfSeat holds exactly the figures whyFigureCannotAct lets act
  legal: (s, seat) => {
    const out: EndActivation[] = [];
    for (const figure of figuresOfSeat(s, seat)) if (!stackedWith(s, s.humans[figure]!)) out.push({ type: "endActivation", figure });
    return out;
  },
  exec: (d, _seat, a, ev) => {
    if (d.humanTurn.active !== a.figure) {
      d.humanTurn.done.push(a.figure);
      ev.push({ type: "pass", figure: a.figure, text: `${nameOf(a.figure)} passes`, rule: "house G1" });
      return;
    }
    endActivation(d, ev);
  },
};

/** The human end-activation actions, for the House engine (engine.ts). */
export const humanEndActivationActions = [endActivationDef] as const;
