import { z } from "zod";
import type { ActionDef } from "../../core/engine";
import { SIEGE_BOARD as B, spaceLabel, trackOf } from "../board";
import { unitName } from "../combat/hits";
import { defOf, isCivilianCounter, playerRoom, zedsAt } from "../occupancy";
import { mayEnter, stepRefugee } from "../phases/four-r";
import { then } from "../procedure";
import type { PlayerUnit, SiegeSeatId, SiegeState } from "../types";
import { mayAct, mayorAura, payOptions, payRefusal, spend, stillActing, type Pay } from "./common";
import { remembered } from "../scope";

/** `move` (§2.6): one Action moves one unit up to its Movement; `to` is the destination space index. */
export interface MoveAction {
  type: "move";
  unit: string;
  to: number;
  pay: Pay;
}

/** A reachable destination with the path to it (G18 needs the path of a losing attacker). */
export interface Reach {
  to: number;
  path: number[];
}

/**
 * The destinations of a Move of `u` (§2.6, §3.4, §1.4, G22, G29, C9): up to its Movement along the
 * tracks and TC (never into a Bed or box); never a Start, No Entry or a Destroyed Bridge (G30), the
 * Mountain under Torrential Rain; entering Zeds ends the move (an attack); entering Chaos or a
 * Ferry ends it; never through Zeds; through a full friendly space but not ending there; entering
 * TC costs nothing while the Mayor is in play; the National Guard never enters TC. Villagers and
 * Holding-Out Civilians do not move; Refugees move 1 space toward TC only. Breadth-first, so each
 * destination keeps its shortest path.
 */
export function reachable(s: SiegeState, u: PlayerUnit): Reach[] {
  // a legal list asks it for every candidate of the unit, and the check of each again
  return remembered(s, `reachable:${u.id}`, () => reachFrom(s, u));
}

function reachFrom(s: SiegeState, u: PlayerUnit): Reach[] {
  const d = defOf(u);
  if (d.category === "villagers" || u.holdingOut || d.movement <= 0) return [];
  if (d.category === "refugees") {
    const to = B.toward[u.at]!;
    if (to < 0) return [];
    if (to !== B.tc && (!mayEnter(s, to) || zedsAt(s, to).length)) return [];
    return [{ to, path: [u.at, to] }];
  }
  const free = mayorAura(s);
  // Commandeered Vehicles (§6.5): +3 Movement on the Hero's Moves this round (every space is surface at Level II)
  const movement = d.movement + (s.flags.includes(`vehicles:${u.id}`) ? 3 : 0);
  const best = new Map<number, { cost: number; path: number[] }>();
  best.set(u.at, { cost: 0, path: [u.at] });
  const queue: number[] = [u.at];
  const out: Reach[] = [];
  while (queue.length) {
    queue.sort((a, b) => best.get(a)!.cost - best.get(b)!.cost);
    const at = queue.shift()!;
    const here = best.get(at)!;
    if (at !== u.at) {
      const stop = zedsAt(s, at).length > 0 || s.spaces[at]!.chaos > 0 || s.spaces[at]!.bridge === "ferry";
      if (isCivilianCounter(u) || playerRoom(s, at) > 0 || zedsAt(s, at).length > 0) out.push({ to: at, path: here.path });
      if (stop) continue;
    }
    for (const n of B.neighbours[at]!) {
      if (n !== B.tc && trackOf(n) === null) continue;
      if (n === B.tc && d.category === "national-guard") continue;
      if (n !== B.tc && !mayEnter(s, n)) continue;
      const cost = here.cost + (n === B.tc && free ? 0 : 1);
      if (cost > movement) continue;
      const prev = best.get(n);
      if (prev && prev.cost <= cost) continue;
      best.set(n, { cost, path: [...here.path, n] });
      queue.push(n);
    }
  }
  return out.sort((a, b) => a.to - b.to);
}

/** The `move` definition (§2.6): candidates from `reachable`; a destination with Zeds queues the mover's attack with its path (G18); Refugees step toward TC. */
export const moveAction: ActionDef<SiegeState, MoveAction> = {
  type: "move",
  phases: ["action"],
  schema: z.object({ type: z.literal("move"), unit: z.string(), to: z.number().int(), pay: z.enum(["player", "event", "free"]) }).strict(),
  candidates: (s, seat) => {
    const out: MoveAction[] = [];
    for (const u of Object.values(s.units)) {
      if (!mayAct(s, seat as SiegeSeatId, u)) continue;
      const pays = payOptions(s, seat as SiegeSeatId, u);
      if (!pays.length) continue;
      for (const r of reachable(s, u)) for (const pay of pays) out.push({ type: "move", unit: u.id, to: r.to, pay });
    }
    return out;
  },
  // one pass: the candidates are built from exactly the conditions the check asks after
  // stillActing (mayAct, payOptions, reachable), so they are the legal moves while the seat acts
  legal: (s, seat) => (stillActing(s, seat as SiegeSeatId) ? moveAction.candidates(s, seat) : []),
  check: (s, seat, a) => {
    const sid = seat as SiegeSeatId;
    if (!stillActing(s, sid)) return "you said done for this Action phase";
    const u = s.units[a.unit];
    if (!u) return `no unit '${a.unit}'`;
    if (!mayAct(s, sid, u)) return `${unitName(u)} is not yours to act with now (another seat's, in coma, off the map or in Chaos)`;
    const why = payRefusal(s, sid, u, a.pay);
    if (why) return why;
    return reachable(s, u).some((r) => r.to === a.to) ? null : `${unitName(u)} cannot move to ${spaceLabel(a.to) ?? a.to}`;
  },
  exec: (s, seat, a, ev) => {
    const u = s.units[a.unit]!;
    const r = reachable(s, u).find((x) => x.to === a.to)!;
    spend(s, seat as SiegeSeatId, u, a.pay);
    if (defOf(u).category === "refugees") return stepRefugee(s, u, ev, "siege §2.6");
    const from = u.at;
    u.at = a.to;
    ev.push({ type: "move", unit: u.id, from, to: a.to, path: r.path, rule: "siege §2.6", text: `${unitName(u)} moves from ${spaceLabel(from)} to ${spaceLabel(a.to)}` });
    if (zedsAt(s, a.to).length) then(s, { t: "hth", space: a.to, attacker: "player", unit: u.id, retreatFight: false, path: r.path });
  },
};
