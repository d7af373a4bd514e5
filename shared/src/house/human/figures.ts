import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import type { GameEvent } from "../../core/ruleset";
import { scopedPerKey } from "../occupancy";
import type { CharacterId, HouseSeatId, HouseState } from "../types";
import { beginActivation } from "./flow";

/** zod shape of a character id (human/common.ts re-exports it). */
export const figureSchema = z.enum(["max", "lena", "olga", "kostya", "petrovich", "vera"]);

/** Why `figure` of `seat` cannot act now, or null (G1: one activation at a time, own figures only). */
export function whyFigureCannotAct(s: HouseState, seat: HouseSeatId, figure: CharacterId): Refusal | null {
  const h = s.humans[figure];
  if (!h) return refuse("house.notInPlay", { figure });
  if (h.seat !== seat) return refuse("house.belongsTo", { figure: figure, seat: h.seat });
  if (!h.alive) return refuse("house.dead", { figure: figure });
  const t = s.humanTurn;
  if (t.active && t.active !== figure) return refuse("house.mustWait", { figure: t.active, figure2: figure });
  if (!t.active && t.done.includes(figure)) return refuse("house.activatedAlready", { figure: figure });
  return null;
}

/** Starts the activation of `figure` if it is not active yet (called by every human action before its effect). */
export function ensureActive(d: HouseState, figure: CharacterId, ev: GameEvent[]): void {
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
