import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import { LINK, cellAt, sameSq, step } from "../board";
import { hasSpecial } from "../characters";
import { boardOf, cellarDoorSq, edgeNow, facedCell, isBarricaded } from "../geometry";
import { grabEdge, releaseGrab } from "../crawlers/hold";
import type { CharacterId, Human, HouseState, HouseActionDef } from "../types";
import { figureSchema, mayAct, spend, supplyLeft, whyHumanCannot } from "./common";
import { figuresOfSeat } from "./figures";
import type { HouseEvent } from "../events";

type Barricade = { type: "barricade"; figure: CharacterId };
type TearDown = { type: "tearDown"; figure: CharacterId };

/**
 * The edge a human works on with Barricade or Tear down (§10, G11, [H-A2]): the cellar link from a
 * stair square or while facing the cellar-door square; else the edge on its facing side when that is
 * a door or window other than the garage vehicle door. Returns the edge key, or a sentence why none.
 */
export function workedEdge(s: HouseState, h: Human): { key: string } | { why: Refusal } {
  const pos = h.pos!;
  if (cellAt(boardOf(s), pos)?.stair !== undefined) return { key: LINK };
  const door = cellarDoorSq(s);
  if (door && sameSq(facedCell(s, h), door)) return { key: LINK };
  const n = step(pos, h.facing);
  const e = edgeNow(s, pos, n);
  if (e.type !== "door" && e.type !== "window") return { why: refuse("house.notFacingOpening", { figure: h.id }) };
  if (boardOf(s).edges.get(e.key)?.opening?.garageDoor) return { why: refuse("house.garageDoor") };
  return { key: e.key };
}

function carpenterFree(s: HouseState, figure: CharacterId): boolean {
  return hasSpecial(s.options, figure, "carpenter") && !s.humanTurn.specialsUsed.includes(`carpenter:${figure}`);
}

/**
 * Barricade (§8, §10, G11, G23, G33, [H-A2]): 1 action (Petrovich's Carpenter: the first one each Human
 * turn costs 0) to put a token on the worked edge, if it is free and a token is left of the 15; a
 * barricade between a holding crawler and its human ends the grab (G33).
 */
const barricadeDef: HouseActionDef<Barricade> = {
  type: "barricade",
  phases: ["human"],
  schema: z.object({ type: z.literal("barricade"), figure: figureSchema }).strict(),
  candidates: (s, seat) => figuresOfSeat(s, seat).map((figure) => ({ type: "barricade", figure })),
  check: (s, seat, a) => {
    const why = whyHumanCannot(s, seat, a.figure, carpenterFree(s, a.figure) ? 0 : 1, "a barricade");
    if (why) return why;
    const e = workedEdge(s, s.humans[a.figure]!);
    if ("why" in e) return e.why;
    if (isBarricaded(s, e.key)) return refuse("house.barricadedAlready", { opening: e.key });
    if (supplyLeft(s) <= 0) return refuse("house.noTokens");
    return null;
  },
  legal: (s, seat) =>
    figuresOfSeat(s, seat)
      .filter((figure) => {
        const h = s.humans[figure]!;
        if (!mayAct(s, h, carpenterFree(s, figure) ? 0 : 1)) return false;
        const e = workedEdge(s, h);
        return "key" in e && !isBarricaded(s, e.key) && supplyLeft(s) > 0;
      })
      .map((figure) => ({ type: "barricade", figure })),
  exec: (d, _seat, a, ev) => {
    const key = (workedEdge(d, d.humans[a.figure]!) as { key: string }).key;
    const free = carpenterFree(d, a.figure);
    spend(d, a.figure, free ? 0 : 1, ev);
    if (free) d.humanTurn.specialsUsed.push(`carpenter:${a.figure}`);
    d.barricades.push(key);
    ev.push({ type: "barricade", figure: a.figure, edge: key, free, rule: "house §10" } satisfies HouseEvent);
    // G33: a barricade between a holding crawler and its human ends the grab; the crawler stays where it is
    if (grabEdge(d) === key) releaseGrab(d, ev, "house G33");
  },
};

/** Tear down (§18.4 option, C6): 2 actions to remove the barricade on the worked edge; the token returns to the supply. */
const tearDownDef: HouseActionDef<TearDown> = {
  type: "tearDown",
  phases: ["human"],
  schema: z.object({ type: z.literal("tearDown"), figure: figureSchema }).strict(),
  candidates: (s, seat) => (s.options.tearDown ? figuresOfSeat(s, seat).map((figure) => ({ type: "tearDown", figure })) : []),
  check: (s, seat, a) => {
    if (!s.options.tearDown) return refuse("house.tearDownOff");
    const why = whyHumanCannot(s, seat, a.figure, 2, "tearing down a barricade");
    if (why) return why;
    const e = workedEdge(s, s.humans[a.figure]!);
    if ("why" in e) return e.why;
    if (!isBarricaded(s, e.key)) return refuse("house.noBarricadeHere", { opening: e.key });
    return null;
  },
  exec: (d, _seat, a, ev) => {
    const key = (workedEdge(d, d.humans[a.figure]!) as { key: string }).key;
    spend(d, a.figure, 2, ev);
    d.barricades.splice(d.barricades.indexOf(key), 1);
    ev.push({ type: "tearDown", figure: a.figure, edge: key, rule: "house §18.4" } satisfies HouseEvent);
  },
};

/** The human barricade actions, for the House engine (engine.ts). */
export const humanBarricadeActions = [barricadeDef, tearDownDef] as const;
