import { refuse } from "../../core/refusal";
import { z } from "zod";
import { endActivation } from "./flow";
import { stackedWith } from "./common";
import { figureSchema, figuresOfSeat, whyFigureCannotAct } from "./figures";
import type { CharacterId, HouseActionDef } from "../types";
import type { HouseEvent } from "../events";

type EndActivation = { type: "endActivation"; figure: CharacterId };

/** `endActivation` (G1): legal any time for the active figure (not while it shares a square, C2), or as a pass for an unactivated one. */
const endActivationDef: HouseActionDef<EndActivation> = {
  type: "endActivation",
  phases: ["human"],
  schema: z.object({ type: z.literal("endActivation"), figure: figureSchema }).strict(),
  candidates: (s, seat) => figuresOfSeat(s, seat).map((figure) => ({ type: "endActivation", figure })),
  check: (s, seat, a) => {
    const why = whyFigureCannotAct(s, seat, a.figure);
    if (why) return why;
    const other = stackedWith(s, s.humans[a.figure]!);
    return other ? refuse("house.sharesSquare", { figure: a.figure, figure2: other.id }) : null;
  },
  // figuresOfSeat holds exactly the figures whyFigureCannotAct lets act
  legal: (s, seat) => {
    const out: EndActivation[] = [];
    for (const figure of figuresOfSeat(s, seat)) if (!stackedWith(s, s.humans[figure]!)) out.push({ type: "endActivation", figure });
    return out;
  },
  exec: (d, _seat, a, ev) => {
    if (d.humanTurn.active !== a.figure) {
      d.humanTurn.done.push(a.figure);
      ev.push({ type: "pass", figure: a.figure, rule: "house G1" } satisfies HouseEvent);
      return;
    }
    endActivation(d, ev);
  },
};

/** The human end-activation actions, for the House engine (engine.ts). */
export const humanEndActivationActions = [endActivationDef] as const;
