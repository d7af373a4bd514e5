import { placeUnit } from "./counters";
import type { GameEvent } from "../core/ruleset";
import { SIEGE_BOARD as B } from "./board";
import { raiseInfection } from "./resources";
import type { PlayerUnit, SiegeState } from "./types";

/**
 * A Refugees unit reaches Town Center (G8: walking, by train, discharged, fleeing Villagers): it
 * goes into the Refugee Camp and Infection rises by 1 (13 queues the Unchecked Outbreak, G14). The
 * caller logs how it got there; `rule` is cited by the Infection line. The one place every arrival
 * in the Camp passes, so the Rumor Mill's placement procedure (S-R2) follows each arrival.
 */
export function reachCamp(s: SiegeState, u: PlayerUnit, rule: string, ev: GameEvent[]): void {
  placeUnit(u, B.camp);
  raiseInfection(s, 1, "Refugees reach Town Center", rule, ev);
  // S-R2, G8: the rumor procedure follows each arrival, once per unit, in arrival order (rumors/mill.ts):
  // an arrival's step goes under those of the arrivals just before it
  if (s.rumors) {
    let i = s.work.length;
    while (i > 0 && s.work[i - 1]!.t === "rumorArrival") i--;
    s.work.splice(i, 0, { t: "rumorArrival", unit: u.id });
  }
}
