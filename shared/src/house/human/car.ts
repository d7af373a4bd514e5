import { refuse } from "../../core/refusal";
import { z } from "zod";
import { rollD6 } from "../../core/rng";
import { boardOf, facedCell, livingHumans, reaches, roomOf } from "../geometry";
import { endGame } from "../victory";
import { babyOk } from "../baby/state";
import type { CharacterId, HouseState, HouseActionDef } from "../types";
import { figureSchema, spend, whyHumanCannot } from "./common";
import { figuresOfSeat } from "./figures";
import type { HouseEvent } from "../events";

type StartCar = { type: "startCar"; figure: CharacterId };

/** The room id of the car on the map (§3: the car is an unwalled room of obstacle cells). */
const CAR = "car";

/** Whether every living human reaches (§2.5) some car square: the escape condition of §15.2. */
export function everyoneAtTheCar(s: HouseState): boolean {
  const car = boardOf(s).rooms[CAR] ?? [];
  return livingHumans(s).every((h) => car.some((c) => reaches(s, h.pos!, c)));
}

/**
 * Start the car (§15.2, C13, G29, G30): one command costing 4 actions of one activation, by the Car
 * Keys holder facing a car square. The humans escape and win if every living human then reaches a
 * car square and, with the baby on the board, a living human carries it; otherwise the 4 actions
 * are wasted. With `carHorror` a d6 is rolled only when everyone
 * is there — only a 6 starts the engine — at most once per Human turn (the roll is the attempt).
 */
const startCarDef: HouseActionDef<StartCar> = {
  type: "startCar",
  phases: ["human"],
  schema: z.object({ type: z.literal("startCar"), figure: figureSchema }).strict(),
  candidates: (s, seat) => figuresOfSeat(s, seat).map((figure) => ({ type: "startCar", figure })),
  check: (s, seat, a) => {
    const why = whyHumanCannot(s, seat, a.figure, 4, "starting the car");
    if (why) return why;
    const h = s.humans[a.figure]!;
    if (!h.items.includes("car-keys")) return refuse("house.hasNo", { figure: a.figure, card: "car-keys" });
    const f = facedCell(s, h);
    if (!f || roomOf(s, f) !== CAR) return refuse("house.carFacing", { figure: a.figure });
    if (s.options.carHorror && s.humanTurn.carHorrorRolled) return refuse("house.engineTried");
    return null;
  },
  exec: (d, _seat, a, ev) => {
    spend(d, a.figure, 4, ev);
    if (!everyoneAtTheCar(d)) {
      ev.push({ type: "carWasted", figure: a.figure, rule: "house G30" } satisfies HouseEvent);
      return;
    }
    if (!babyOk(d)) {
      ev.push({ type: "carWasted", figure: a.figure, rule: "house G29" } satisfies HouseEvent);
      return;
    }
    if (d.options.carHorror) {
      d.humanTurn.carHorrorRolled = true;
      const die = rollD6(d.rnd);
      ev.push({ type: "roll", purpose: "car", figure: a.figure, need: 6, dice: [die], rule: "house §15.2" } satisfies HouseEvent);
      if (die !== 6) return;
    }
    endGame(d, ev, { winner: "humans", rule: "house §15.2", key: "car", params: { figure: a.figure } });
  },
};

/** The human car actions, for the House engine (engine.ts). */
export const humanCarActions = [startCarDef] as const;
