import { refuse } from "../../core/refusal";
import { z } from "zod";
import type { HouseActionDef } from "../types";
import { stackedActiveReason } from "./activation";
import { endZombieTurn } from "./flow";

type EndZombieTurn = { type: "endZombieTurn" };

/**
 * `endZombieTurn` (G7): legal for the Zombie seat in every step of its turn; unused actions and
 * open offers are lost. Two exceptions keep other rules whole, and in both the seat still has a
 * legal action: while a placement is owed (the spawn is mandatory, G20) and while the active zombie
 * shares a square (it must step off, C2).
 */
const endZombieTurnDef: HouseActionDef<EndZombieTurn> = {
  type: "endZombieTurn",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("endZombieTurn") }).strict(),
  candidates: () => [{ type: "endZombieTurn" }],
  check: (s, seat) => {
    if (seat !== "zombie") return refuse("house.endTurnOnly");
    if (s.zombieTurn.placements.length) return refuse("house.placeFirst");
    return stackedActiveReason(s);
  },
  exec: (d, _seat, _a, ev) => endZombieTurn(d, ev),
};

/** The zombie end-turn actions, for the House engine (engine.ts). */
export const zombieEndTurnActions = [endZombieTurnDef] as const;
