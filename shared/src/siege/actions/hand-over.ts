import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import type { ActionDef } from "../../core/engine";
import { SIEGE_BOARD as B } from "../board";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import { stillActing } from "./common";
import type { SiegeEvent } from "../state/events";

/** The handOver action (one of the Action phase's other actions, §2.6, D1). */
export type HandOverAction = { type: "handOver"; unit: string; to: SiegeSeatId };

/**
 * How many times one unit may change hands in one Action phase (F1, a bound of ours: D1 sets no
 * limit, and a free, unlimited hand-over let two seats pass a unit back and forth for ever, each
 * pass a log row). Two lets a seat hand a unit over and its new owner hand it on or back; no
 * honest table passes one unit three times in one phase.
 */
export const HAND_OVER_BOUND = 2;

/** How many times unit `id` changed hands this Action phase (F1). */
function handOversOf(s: SiegeState, id: string): number {
  return s.actionPhase.handOvers?.[id] ?? 0;
}

/** The F1 bound of a hand-over of unit `id`: null while it changed hands fewer than HAND_OVER_BOUND times this Action phase, else why not. */
function handOverBound(s: SiegeState, id: string): Refusal | null {
  return handOversOf(s, id) < HAND_OVER_BOUND ? null : refuse("siege.handOverBound", { unit: s.units[id]!.id, n: HAND_OVER_BOUND });
}

/**
 * `handOver` (D1): a seat hands one of its units to another seat — free, in the Action phase (the
 * only phase where seats act on their own; decided). Team units (Refugees, Villagers) belong to
 * nobody and cannot be handed over; units in the Cemetery neither. Bounded (F1): a unit changes
 * hands at most HAND_OVER_BOUND times in one Action phase; past it the hand-over is not legal and
 * is refused with that reason (a stored log past the bound still replays, engine `applyStored`).
 */
export const handOverAction: ActionDef<SiegeState, HandOverAction> = {
  type: "handOver",
  phases: ["action"],
  schema: z.object({ type: z.literal("handOver"), unit: z.string(), to: z.enum(["seat1", "seat2", "seat3", "seat4"]) }).strict(),
  candidates: (s, seat) =>
    Object.values(s.units)
      .filter((u) => u.seat === seat && u.at !== B.cemetery)
      .flatMap((u) => s.seats.filter((x) => x !== seat).map((to) => ({ type: "handOver" as const, unit: u.id, to }))),
  // one pass: the candidates are the seat's units outside the Cemetery for every other seat, all the check asks after stillActing
  legal: (s, seat) => (stillActing(s, seat as SiegeSeatId) ? handOverAction.candidates(s, seat) : []),
  check: (s, seat, a) => {
    if (!stillActing(s, seat as SiegeSeatId)) return refuse("siege.doneThisPhase");
    const u = s.units[a.unit];
    if (!u || u.seat !== seat) return refuse("siege.notYourUnit", { unit: a.unit });
    if (u.at === B.cemetery) return refuse("siege.cemeteryHandOver");
    if (!s.seats.includes(a.to) || a.to === seat) return refuse("siege.notOtherSeat", { seat: a.to });
    return null;
  },
  bound: (s, _seat, a) => handOverBound(s, a.unit),
  exec: (s, seat, a, ev) => {
    s.units[a.unit]!.seat = a.to;
    s.actionPhase.handOvers = { ...s.actionPhase.handOvers, [a.unit]: handOversOf(s, a.unit) + 1 };
    ev.push({ type: "handOver", unit: a.unit, from: seat, to: a.to, rule: "siege D1" } satisfies SiegeEvent);
  },
};
