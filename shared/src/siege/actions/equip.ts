import { refuse } from "../../core/refusal";
import { z } from "zod";
import type { ActionDef } from "../../core/engine";
import { SIEGE_BOARD as B } from "../board";
import { defOf, unitsAt, unitsHere } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";
import { stillActing } from "./common";
import { placeUnit, removeUnit } from "../state/counters";
import type { SiegeEvent } from "../state/events";

/** The equip action (one of the Action phase's other actions, §2.6, D1). */
export type EquipAction = { type: "equip"; refugees: string; civilians: string };

/** Equip Refugees (§2.6): free, once per round: a Refugees unit leaves the Camp and a Civilians unit comes back from the Cemetery into TC, reduced side (it keeps its seat). */
export const equipAction: ActionDef<SiegeState, EquipAction> = {
  type: "equip",
  phases: ["action"],
  schema: z.object({ type: z.literal("equip"), refugees: z.string(), civilians: z.string() }).strict(),
  candidates: (s) =>
    unitsAt(s, B.camp)
      .filter((u) => defOf(u).category === "refugees")
      .flatMap((r) => unitsHere(s, B.cemetery).filter((u) => defOf(u).category === "civilians").map((c) => ({ type: "equip" as const, refugees: r.id, civilians: c.id }))),
  // one pass: the candidates pair exactly the Refugees in the Camp with the Civilians in the Cemetery, as the check asks
  legal: (s, seat) => (stillActing(s, seat as SiegeSeatId) && !s.actionPhase.equipped ? equipAction.candidates(s, seat) : []),
  check: (s, seat, a) => {
    if (!stillActing(s, seat as SiegeSeatId)) return refuse("siege.doneThisPhase");
    if (s.actionPhase.equipped) return refuse("siege.equippedAlready");
    const r = s.units[a.refugees];
    const c = s.units[a.civilians];
    if (!r || r.at !== B.camp || defOf(r).category !== "refugees") return refuse("siege.noCampRefugees");
    if (!c || c.at !== B.cemetery || defOf(c).category !== "civilians") return refuse("siege.noCemeteryCivilians");
    return null;
  },
  exec: (s, _seat, a, ev) => {
    s.actionPhase.equipped = true;
    removeUnit(s, a.refugees);
    const c = s.units[a.civilians]!;
    placeUnit(s, c, B.tc);
    c.side = "reduced";
    c.hits = 0;
    ev.push({ type: "equip", unit: c.id, rule: "siege §2.6" } satisfies SiegeEvent);
  },
};
