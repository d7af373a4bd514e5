import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import { sameSq, sqParam } from "../board";
import { carryBaby, dropBaby } from "../baby/state";
import { reaches } from "../geometry";
import type { CharacterId, Human, HouseState, HouseActionDef } from "../types";
import { figureSchema, spend, whyHumanCannot } from "./common";
import { figuresOfSeat } from "./figures";
import { reachesOrthNeighbour } from "./items";
import type { HouseEvent } from "../events";

type PickUpBaby = { type: "pickUpBaby"; figure: CharacterId };
type GiveBaby = { type: "giveBaby"; figure: CharacterId; to: CharacterId };
type DropBaby = { type: "dropBaby"; figure: CharacterId };

/** Why `h` cannot pick up the baby now (H-A13, §17, G28): it must lie on the board, on or next to `h` (§2.5, 8 directions; a zombie on it does not matter). */
function whyNoPickUp(s: HouseState, h: Human): Refusal | null {
  const b = s.baby;
  if (!b) return refuse("house.babyNotOnBoard");
  if (b.carrier) return refuse("house.babyCarried", { figure: b.carrier });
  const at = b.pos!;
  if (sameSq(h.pos, at) || reaches(s, h.pos!, at)) return null;
  return refuse("house.babyNotNext", { figure: h.id, sq: sqParam(at) });
}

/** Pick up the baby (H-A13, §17, G28): 1 action for a human next to it (or on its square); it then rides on that human's card. */
const pickUpBabyDef: HouseActionDef<PickUpBaby> = {
  type: "pickUpBaby",
  phases: ["human"],
  schema: z.object({ type: z.literal("pickUpBaby"), figure: figureSchema }).strict(),
  candidates: (s, seat) => (s.baby && !s.baby.carrier ? figuresOfSeat(s, seat).map((figure) => ({ type: "pickUpBaby" as const, figure })) : []),
  check: (s, seat, a) => whyHumanCannot(s, seat, a.figure, 1, "picking up the baby") ?? whyNoPickUp(s, s.humans[a.figure]!),
  exec: (d, _seat, a, ev) => {
    spend(d, a.figure, 1, ev);
    const at = { ...d.baby!.pos! };
    carryBaby(d, a.figure);
    ev.push({ type: "babyPickedUp", figure: a.figure, at, rule: "H-A13" } satisfies HouseEvent);
  },
};

/** Hand the baby over (§8, §17): 1 action, to another living human the carrier reaches orthogonally (or across the open cellar link). */
const giveBabyDef: HouseActionDef<GiveBaby> = {
  type: "giveBaby",
  phases: ["human"],
  schema: z.object({ type: z.literal("giveBaby"), figure: figureSchema, to: figureSchema }).strict(),
  candidates: (s, seat) => {
    const c = s.baby?.carrier;
    if (!c || !figuresOfSeat(s, seat).includes(c)) return [];
    return Object.values(s.humans)
      .filter((o): o is Human => !!o && o.alive && o.id !== c)
      .map((o) => ({ type: "giveBaby" as const, figure: c, to: o.id }));
  },
  check: (s, seat, a) => {
    const why = whyHumanCannot(s, seat, a.figure, 1, "handing over the baby");
    if (why) return why;
    if (s.baby?.carrier !== a.figure) return refuse("house.babyNotCarried", { figure: a.figure });
    const o = s.humans[a.to];
    if (!o || !o.alive || !o.pos || o.id === a.figure) return refuse("house.notOtherHuman", { figure: a.to });
    return reachesOrthNeighbour(s, s.humans[a.figure]!.pos!, o.pos) ? null : refuse("house.notBesideBaby", { figure: a.figure, figure2: a.to });
  },
  exec: (d, _seat, a, ev) => {
    spend(d, a.figure, 1, ev);
    carryBaby(d, a.to);
    ev.push({ type: "babyHandedOver", figure: a.figure, to: a.to, rule: "house §17" } satisfies HouseEvent);
  },
};

/** Drop the baby (§17): free, onto the carrier's own square; any human next to it may pick it up again. */
const dropBabyDef: HouseActionDef<DropBaby> = {
  type: "dropBaby",
  phases: ["human"],
  schema: z.object({ type: z.literal("dropBaby"), figure: figureSchema }).strict(),
  candidates: (s, seat) => {
    const c = s.baby?.carrier;
    return c && figuresOfSeat(s, seat).includes(c) ? [{ type: "dropBaby" as const, figure: c }] : [];
  },
  check: (s, seat, a) => whyHumanCannot(s, seat, a.figure, 0, "putting the baby down") ?? (s.baby?.carrier === a.figure ? null : refuse("house.babyNotCarried", { figure: a.figure })),
  exec: (d, _seat, a, ev) => {
    // free, like a discard: it starts the activation but does not end its start (a Power Drink may follow)
    const fresh = d.humanTurn.active !== a.figure || !d.humanTurn.started;
    spend(d, a.figure, 0, ev);
    if (fresh) d.humanTurn.started = false;
    dropBaby(d, a.figure, d.humans[a.figure]!.pos!, "house §17", ev);
  },
};

/** The human baby actions, for the House engine (engine.ts). */
export const humanBabyActions = [pickUpBabyDef, giveBabyDef, dropBabyDef] as const;
