import { refuse } from "../../core/refusal";
import { asks } from "../../core/decisions";
import { z } from "zod";
import { queuePending } from "../lapses";
import type { HouseActionDef } from "../types";
import { luckyEdges } from "./lucky-edges";
import type { HouseEvent } from "../events";

type LuckyBarricade = { type: "luckyBarricade"; edge: string };

/** The finder's seat places the free Lucky Coincidence barricade on any legal edge (§11.4, G23). */
const luckyBarricadeDef: HouseActionDef<LuckyBarricade> = {
  type: "luckyBarricade",
  answers: "luckyBarricade",
  schema: z.object({ type: z.literal("luckyBarricade"), edge: z.string() }).strict(),
  candidates: (s) => luckyEdges(s).map((edge) => ({ type: "luckyBarricade", edge })),
  check: (s, seat, a) => {
    const p = s.pending[0]!;
    if (!asks(p, seat)) return refuse("house.luckySeat");
    if (!luckyEdges(s).includes(a.edge)) return refuse("house.luckyEdge", { opening: a.edge });
    return null;
  },
  exec: (d, _seat, a, ev) => {
    d.pending.shift();
    d.barricades.push(a.edge);
    ev.push({ type: "barricade", edge: a.edge, lucky: true, rule: "house §11.4" } satisfies HouseEvent);
    queuePending(d, [], ev);
  },
};

/** The search lucky actions, for the House engine (engine.ts). */
export const searchLuckyActions = [luckyBarricadeDef] as const;
