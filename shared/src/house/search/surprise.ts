import { refuse } from "../../core/refusal";
import { z } from "zod";
import { copySq, sameSq } from "../board";
import { queuePending } from "../lapses";
import { searchIdAt } from "../human/common";
import { sqSchema } from "../setup";
import type { Sq, HouseActionDef } from "../types";
import { addZombie } from "../zombie-set";
import { surpriseSquares } from "./surprise-squares";
import type { HouseEvent } from "../events";

type PlaceSurprise = { type: "placeZombie"; at: Sq };

/**
 * The Zombie seat places the Surprise! bonus zombie (§11.4, §14 #4, C4): not counted to the cap,
 * free to activate in the next Zombie turn. A search-card zombie is remembered for this Human turn:
 * killing it gives the finder a replacement card.
 */
const placeSurpriseDef: HouseActionDef<PlaceSurprise> = {
  type: "placeZombie",
  answers: "surprisePlace",
  schema: z.object({ type: z.literal("placeZombie"), at: sqSchema }).strict(),
  candidates: (s) => {
    const p = s.pending[0]!;
    return p.kind === "surprisePlace" ? surpriseSquares(s, p.searchAt).map((at) => ({ type: "placeZombie", at })) : [];
  },
  check: (s, seat, a) => {
    const p = s.pending[0]!;
    if (seat !== "zombie" || p.kind !== "surprisePlace") return refuse("house.surpriseOnly");
    if (!surpriseSquares(s, p.searchAt).some((q) => sameSq(q, a.at)))
      return refuse("house.surpriseWhere");
    return null;
  },
  exec: (d, _seat, a, ev) => {
    const p = d.pending.shift()!;
    if (p.kind !== "surprisePlace") return;
    const id = `z${d.nextZombieNo++}`;
    addZombie(d, { id, kind: "zombie", pos: copySq(a.at), counted: false, climbing: null, noActions: false });
    ev.push({ type: "zombiePlaced", zombie: id, at: { ...a.at }, bonus: true, rule: "house §11.4" } satisfies HouseEvent);
    if (p.source === "search") d.humanTurn.surpriseZombies.push({ zombie: id, finder: p.finder, search: searchIdAt(d, p.searchAt)! });
    queuePending(d, [], ev);
  },
};

/** The search surprise actions, for the House engine (engine.ts). */
export const searchSurpriseActions = [placeSurpriseDef] as const;
