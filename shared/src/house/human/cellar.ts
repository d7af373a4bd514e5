import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import { copySq, dirTo, sameSq } from "../board";
import { whyNoAscent, whyNoDescent } from "../cellar";
import { dragCrawler } from "../crawlers/hold";
import { cellarDoorSq, facedCell, linkSquares, st0 } from "../geometry";
import { sqSchema } from "../setup";
import type { CharacterId, HouseState, Sq, HouseActionDef } from "../types";
import { figureSchema, spend, whyHumanCannot } from "./common";
import { figuresOfSeat } from "./figures";
import { figuresMoved } from "../occupancy";
import type { HouseEvent } from "../events";

type Descend = { type: "descend"; figure: CharacterId };
type Ascend = { type: "ascend"; figure: CharacterId; to: Sq };

/** Why `figure` does not face the cellar-door square (H-A1, §2.4), or null. */
function whyNotFacingDoor(s: HouseState, figure: CharacterId): Refusal | null {
  const door = cellarDoorSq(s);
  if (!door) return refuse("house.cellarNotFound");
  return sameSq(facedCell(s, s.humans[figure]!), door) ? null : refuse("house.downNotFacing", { figure: figure });
}

/**
 * Going down (H-A1, §5, G9, C2): a human facing the cellar-door square spends 1 action and is
 * placed on the top stair st0, facing S (toward st1). Illegal while the door is barricaded or st0
 * is occupied. A crawler holding the human is dragged after it (G27: not across the link).
 * Going down is not a "move" for Slippery Floor (§14 #9 names moves; this is its own action in §8).
 */
const descendDef: HouseActionDef<Descend> = {
  type: "descend",
  phases: ["human"],
  schema: z.object({ type: z.literal("descend"), figure: figureSchema }).strict(),
  candidates: (s, seat) => (s.cellar.revealed ? figuresOfSeat(s, seat).map((figure) => ({ type: "descend" as const, figure })) : []),
  check: (s, seat, a) => whyHumanCannot(s, seat, a.figure, 1, "going down", true) ?? whyNotFacingDoor(s, a.figure) ?? whyNoDescent(s),
  exec: (d, _seat, a, ev) => {
    const h = d.humans[a.figure]!;
    spend(d, a.figure, 1, ev);
    const from = { ...h.pos! };
    h.pos = copySq(st0(d));
    figuresMoved(d);
    h.facing = "S";
    ev.push({ type: "move", figure: a.figure, from, to: { ...h.pos }, facing: "S", descend: true, rule: "H-A1" } satisfies HouseEvent);
    dragCrawler(d, a.figure, from, ev);
  },
};

/**
 * Going up (house §5, PROPOSED mirror of H-A1): from st0, 1 action, to a free square that faces the
 * cellar-door square; the human then faces that square. Illegal while the door is barricaded.
 */
const ascendDef: HouseActionDef<Ascend> = {
  type: "ascend",
  phases: ["human"],
  schema: z.object({ type: z.literal("ascend"), figure: figureSchema, to: sqSchema }).strict(),
  candidates: (s, seat) => {
    if (!s.cellar.revealed) return [];
    const top = st0(s);
    return figuresOfSeat(s, seat)
      .filter((f) => sameSq(s.humans[f]!.pos, top))
      .flatMap((figure) => linkSquares(s).map((to) => ({ type: "ascend" as const, figure, to })));
  },
  check: (s, seat, a) => whyHumanCannot(s, seat, a.figure, 1, "going up", true) ?? whyNoAscent(s, s.humans[a.figure]!.pos!, a.to),
  exec: (d, _seat, a, ev) => {
    const h = d.humans[a.figure]!;
    spend(d, a.figure, 1, ev);
    const from = { ...h.pos! };
    h.pos = copySq(a.to);
    figuresMoved(d);
    h.facing = dirTo(a.to, cellarDoorSq(d)!)!;
    ev.push({ type: "move", figure: a.figure, from, to: { ...a.to }, facing: h.facing, ascend: true, rule: "house §5" } satisfies HouseEvent);
    dragCrawler(d, a.figure, from, ev);
  },
};

/** The human cellar actions, for the House engine (engine.ts). */
export const humanCellarActions = [descendDef, ascendDef] as const;
