import { refuse, type Refusal } from "../../../core/refusal";
import { z } from "zod";
import type { ActionDef } from "../../../core/engine";
import { SIEGE_BOARD as B, spaceLabel, type LineId } from "../../board";
import type { SiegeState } from "../../state/game";
import type { SiegeSeatId } from "../../state/options";
import { frozen, trainById } from "./lines";
import { spendTrainPay, trainPayRefusal, trainPays, type TrainPay } from "./pay";
import type { SiegeEvent } from "../../state/events";

/** `trainTurn` (S-T8, G3): turn a train from its Departure to its Arrival side, paid like a movement (1 Action, or 1 Refugee movement in 4R). */
export interface TrainTurnAction {
  type: "trainTurn";
  train: LineId;
  pay: TrainPay;
}

/** Whether train `id` may turn now: `trainTurnRefusal` is null (the same conditions, without making the sentence). */
export function trainMayTurn(s: SiegeState, id: LineId): boolean {
  const t = trainById(s, id);
  return !!t && t.side !== "arrival" && t.at !== B.tc && !frozen(s, t) && !(s.spaces[t.at]!.chaos > 0);
}

/**
 * Why train `id` cannot be turned now, or null (S-T8, S-T9, S-T12, G3): only Departure → Arrival,
 * never in Town Center, never on a Zeds-controlled space (Zeds or a Chaos marker there). Arrival →
 * Departure happens only by entering Town Center, for free; there is no paid flip back.
 */
export function trainTurnRefusal(s: SiegeState, id: LineId): Refusal | null {
  const t = trainById(s, id);
  if (!t) return refuse("siege.trainNotInGame", { train: id });
  if (t.side === "arrival") return refuse("siege.trainArrivalSide", { train: id });
  if (t.at === B.tc) return refuse("siege.trainInTc", { train: id });
  if (frozen(s, t)) return refuse("siege.trainFrozen", { space: spaceLabel(t.at), train: id });
  if (s.spaces[t.at]!.chaos > 0) return refuse("siege.trainInChaos", { space: spaceLabel(t.at), train: id });
  return null;
}

/** The `trainTurn` definition: any seat still acting in the Action phase, the lead in 4R (G12). */
export const trainTurnAction: ActionDef<SiegeState, TrainTurnAction> = {
  type: "trainTurn",
  phases: ["4r", "action"],
  schema: z.object({ type: z.literal("trainTurn"), train: z.enum(["wh-cargo", "express-bv"]), pay: z.enum(["player", "event", "4r"]) }).strict(),
  candidates: (s, seat) => s.trains.flatMap((t) => trainPays(s, seat as SiegeSeatId).map((pay) => ({ type: "trainTurn" as const, train: t.id, pay }))),
  check: (s, seat, a) => trainPayRefusal(s, seat as SiegeSeatId, a.pay) ?? trainTurnRefusal(s, a.train),
  exec: (s, seat, a, ev) => {
    spendTrainPay(s, seat as SiegeSeatId, a.pay);
    const t = trainById(s, a.train)!;
    t.side = "arrival";
    ev.push({ type: "trainTurn", train: t.id, side: "arrival", rule: "siege S-T8" } satisfies SiegeEvent);
  },
};
