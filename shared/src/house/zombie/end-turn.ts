import { z } from "zod";
import { registerActions, type ActionDef } from "../engine";
import { endZombieTurn } from "./flow";

type EndZombieTurn = { type: "endZombieTurn" };

/** `endZombieTurn` (G7): always legal for the Zombie seat in its turn; unused actions are lost. */
const endZombieTurnDef: ActionDef<EndZombieTurn> = {
  type: "endZombieTurn",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("endZombieTurn") }).strict(),
  candidates: () => [{ type: "endZombieTurn" }],
  check: (_s, seat) => (seat === "zombie" ? null : "only the Zombie player ends the Zombie turn"),
  exec: (d, _seat, _a, ev) => endZombieTurn(d, ev),
};

registerActions(endZombieTurnDef);
