import { refuse } from "../../core/refusal";
import { z } from "zod";
import type { ActionDef } from "../../core/engine";
import { then } from "../procedure/stack";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import type { SiegeEvent } from "../state/events";

/** `done` (D1): the seat has finished the Action phase; once every seat has, the phase ends (its unspent Actions are lost, §2.6). */
export interface DoneAction {
  type: "done";
}

/** The `done` definition (D1): refused once the seat is done; the last seat's done queues the end-of-phase checks (G15). */
export const doneAction: ActionDef<SiegeState, DoneAction> = {
  type: "done",
  phases: ["action"],
  schema: z.object({ type: z.literal("done") }).strict(),
  candidates: () => [{ type: "done" }],
  check: (s, seat) => (s.actionPhase.done.includes(seat as SiegeSeatId) ? refuse("siege.saidDone") : null),
  exec: (s, seat, _a, ev) => {
    s.actionPhase.done.push(seat as SiegeSeatId);
    ev.push({ type: "done", seat, rule: "siege D1" } satisfies SiegeEvent);
    if (s.actionPhase.done.length === s.seats.length) then(s, { t: "actionEnd" });
  },
};
