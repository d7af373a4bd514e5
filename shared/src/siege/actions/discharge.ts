import { refuse } from "../../core/refusal";
import { z } from "zod";
import type { ActionDef } from "../../core/engine";
import { SIEGE_BOARD as B } from "../board";
import { discharge } from "../combat/hits";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import { stillActing } from "./common";
import { owns } from "./paid";

/** The discharge action (one of the Action phase's other actions, §2.6, D1). */
export type DischargeAction = { type: "discharge"; unit: string };

/** Discharge (§2.6): free; a Bed's unit goes to TC (one in coma to the Cemetery; Refugees to the Camp, +1 Infection). */
export const dischargeAction: ActionDef<SiegeState, DischargeAction> = {
  type: "discharge",
  phases: ["action"],
  schema: z.object({ type: z.literal("discharge"), unit: z.string() }).strict(),
  candidates: (s, seat) => Object.values(s.units).filter((u) => owns(seat as SiegeSeatId, u) && B.beds.includes(u.at)).map((u) => ({ type: "discharge" as const, unit: u.id })),
  // one pass: the candidates are the seat's units (or team units) in a Bed, all the check asks after stillActing
  legal: (s, seat) => (stillActing(s, seat as SiegeSeatId) ? dischargeAction.candidates(s, seat) : []),
  check: (s, seat, a) => {
    if (!stillActing(s, seat as SiegeSeatId)) return refuse("siege.doneThisPhase");
    const u = s.units[a.unit];
    if (!u || !B.beds.includes(u.at)) return refuse("siege.notInBed", { unit: a.unit });
    return owns(seat as SiegeSeatId, u) ? null : refuse("siege.anotherSeats", { unit: u.id });
  },
  exec: (s, _seat, a, ev) => discharge(s, s.units[a.unit]!, ev),
};
