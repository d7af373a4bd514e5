import { refuse, type Refusal } from "../../core/refusal";
import { z } from "zod";
import type { GameEvent } from "../../core/ruleset";
import { copySq, sameSq } from "../board";
import { whyNoAscent, whyNoDescent } from "../cellar";
import { linkSquares, st0 } from "../geometry";
import { sqSchema } from "../setup";
import type { HouseSeatId, HouseState, Sq, HouseActionDef } from "../types";
import { activateZombie, closeOffers, offerExtraAttack, whyNoZombieCommand, whyPackBlocks, whyZombieCannotAct } from "./activation";
import { movableZombies, zombieIdSchema } from "./move";
import { figuresMoved } from "../occupancy";
import type { HouseEvent } from "../events";

type ZDescend = { type: "zDescend"; zombie: string };
type ZAscend = { type: "zAscend"; zombie: string; to: Sq };

/** Why zombie `id` may not take a cellar-door step now: the common zombie-command reasons (G3, G4, G5, C2). */
function whyNoCommand(s: HouseState, seat: HouseSeatId, id: string): Refusal | null {
  return whyNoZombieCommand(s, seat, true) ?? whyPackBlocks(s) ?? whyZombieCannotAct(s, id);
}

/**
 * Carries out a checked cellar-door step of zombie `id` to `to` (house §5, §19#17): 1 action; it
 * counts as a move for the extra attack (G6, §19#8), and it ends a crawler's climb (G27).
 */
function linkStep(d: HouseState, id: string, to: Sq, down: boolean, ev: GameEvent[]): void {
  closeOffers(d, ev);
  activateZombie(d, id, ev);
  const zb = d.zombies[id]!;
  const from = { ...zb.pos };
  zb.pos = copySq(to);
  figuresMoved(d);
  zb.climbing = null;
  const t = d.zombieTurn;
  t.actionsLeft -= 1;
  t.actionsSpent += 1;
  ev.push({
    type: "zombieMoved",
    zombie: id,
    from,
    to: { ...to },
    window: false,
    [down ? "descend" : "ascend"]: true,
    rule: down ? "H-A1" : "house §5",
  } satisfies HouseEvent);
  offerExtraAttack(d, ev);
}

/**
 * `zDescend` (H-A1, §5, §19#17): a zombie or crawler that faces the cellar-door square (stands on
 * a square next to it across an open edge or door) goes down to st0 for 1 action; not while the
 * door is barricaded or st0 is occupied.
 */
const zDescendDef: HouseActionDef<ZDescend> = {
  type: "zDescend",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("zDescend"), zombie: zombieIdSchema }).strict(),
  candidates: (s) => {
    const link = linkSquares(s);
    if (!link.length) return [];
    return movableZombies(s)
      .filter((id) => link.some((q) => sameSq(q, s.zombies[id]!.pos)))
      .map((zombie) => ({ type: "zDescend" as const, zombie }));
  },
  check: (s, seat, a) => {
    const why = whyNoCommand(s, seat, a.zombie);
    if (why) return why;
    if (!linkSquares(s).some((q) => sameSq(q, s.zombies[a.zombie]!.pos))) return refuse("house.zombieCellarDoor", { zombie: a.zombie });
    return whyNoDescent(s);
  },
  exec: (d, _seat, a, ev) => linkStep(d, a.zombie, st0(d), true, ev),
};

/** `zAscend` (house §5 "Going up", PROPOSED mirror): from st0 to a free square facing the cellar-door square, 1 action. */
const zAscendDef: HouseActionDef<ZAscend> = {
  type: "zAscend",
  phases: ["zombie"],
  schema: z.object({ type: z.literal("zAscend"), zombie: zombieIdSchema, to: sqSchema }).strict(),
  candidates: (s) => {
    if (!s.cellar.revealed) return [];
    const top = st0(s);
    const up = movableZombies(s).filter((id) => sameSq(s.zombies[id]!.pos, top));
    return up.length ? up.flatMap((zombie) => linkSquares(s).map((to) => ({ type: "zAscend" as const, zombie, to }))) : [];
  },
  check: (s, seat, a) => whyNoCommand(s, seat, a.zombie) ?? whyNoAscent(s, s.zombies[a.zombie]!.pos, a.to),
  exec: (d, _seat, a, ev) => linkStep(d, a.zombie, a.to, false, ev),
};

/** The zombie cellar actions, for the House engine (engine.ts). */
export const zombieCellarActions = [zDescendDef, zAscendDef] as const;
