import { refuse } from "../../core/refusal";
import { z } from "zod";
import type { HouseActionDef } from "../types";
import { whyNoZombieCommand } from "./activation";
import type { HouseEvent } from "../events";

type BeginActivation = { type: "beginActivation" };

/**
 * `beginActivation` (G3): ends step 4 (start-of-turn cards) and starts step 5. Every zombie on the
 * board now may activate this turn (infection zombies that rose this turn excepted, G16).
 */
const beginActivationDef: HouseActionDef<BeginActivation> = {
  type: "beginActivation",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("beginActivation") }).strict(),
  candidates: () => [{ type: "beginActivation" }],
  check: (s, seat) => {
    const why = whyNoZombieCommand(s, seat, false);
    if (why) return why;
    return s.zombieTurn.step === "cards" ? null : refuse("house.begun");
  },
  exec: (d, _seat, _a, ev) => {
    const t = d.zombieTurn;
    t.step = "activation";
    t.eligible = Object.values(d.zombies)
      .filter((zb) => !zb.noActions)
      .map((zb) => zb.id);
    ev.push({ type: "activationBegins", eligible: [...t.eligible], rule: "house G3" } satisfies HouseEvent);
  },
};

/** The zombie begin actions, for the House engine (engine.ts). */
export const zombieBeginActions = [beginActivationDef] as const;
