import { refuse } from "../../core/refusal";
import { z } from "zod";
import { copySq, sameSq } from "../board";
import { queuePending } from "../lapses";
import { roomOf } from "../geometry";
import { sqSchema } from "../setup";
import type { Sq, HouseActionDef } from "../types";
import { babySquares } from "./squares";
import type { HouseEvent } from "../events";

type PlaceBaby = { type: "placeBaby"; at: Sq };

/**
 * `placeBaby` (H-A9, H-A10, H-A11, H-A12, G28): the Zombie seat puts the baby token on one of
 * `babySquares`. It answers the `babyPlace` decision opened by the Baby card (variant 1) or by the
 * setup (variant 2).
 */
const placeBabyDef: HouseActionDef<PlaceBaby> = {
  type: "placeBaby",
  answers: "babyPlace",
  schema: z.object({ type: z.literal("placeBaby"), at: sqSchema }).strict(),
  candidates: (s) => babySquares(s).map((at) => ({ type: "placeBaby" as const, at })),
  check: (s, seat, a) => {
    if (seat !== "zombie") return refuse("house.babyOnly");
    if (!babySquares(s).some((q) => sameSq(q, a.at)))
      return refuse("house.babyWhere");
    return null;
  },
  exec: (d, _seat, a, ev) => {
    d.pending.shift();
    d.baby = { pos: copySq(a.at), carrier: null };
    ev.push({ type: "babyPlaced", at: { ...a.at }, room: roomOf(d, a.at) ?? null, rule: "H-A12" } satisfies HouseEvent);
    queuePending(d, [], ev);
  },
};

/** The baby place actions, for the House engine (engine.ts). */
export const babyPlaceActions = [placeBabyDef] as const;
