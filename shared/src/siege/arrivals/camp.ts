import { placeUnit } from "../state/counters";
import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B } from "../board";
import { raiseInfection } from "../state/resources";
import type { SiegeState } from "../state/game";
import type { SiegeStep } from "../state/steps";
import type { PlayerUnit } from "../state/units";
import { VIP_SURVIVORS } from "../units/player";
import type { SiegeEvent } from "../state/events";

/** The steps one arrival in the Camp leaves to run (G8): a V.I.P.'s bonus, the rumor procedure. */
const ARRIVAL_STEPS: ReadonlySet<SiegeStep["t"]> = new Set<SiegeStep["t"]>(["vipBonus", "rumorArrival"]);

/**
 * A Refugees unit reaches Town Center (G8: walking, by train, discharged, fleeing Villagers): it
 * goes into the Refugee Camp and Infection rises by 1 (13 queues the Unchecked Outbreak, G14). The
 * caller logs how it got there; `rule` is cited by the Infection line. The one place every arrival
 * in the Camp passes, so V.I.P. Survivors give their bonus here (vip.ts) and then the Rumor Mill's
 * placement procedure (S-R2) follows each arrival.
 */
export function reachCamp(s: SiegeState, u: PlayerUnit, rule: string, ev: GameEvent[]): void {
  placeUnit(s, u, B.camp);
  raiseInfection(s, 1, rule, ev);
  // G8: a V.I.P.'s bonus, then the rumor procedure (rumors/mill.ts), once per unit, in arrival order:
  // an arrival's steps go under those of the arrivals just before it, its bonus on top of its rumor
  const steps: SiegeStep[] = [];
  if (s.rumors) steps.push({ t: "rumorArrival", unit: u.id });
  if (u.def === VIP_SURVIVORS.id) steps.push({ t: "vipBonus", unit: u.id });
  if (!steps.length) return;
  let i = s.work.length;
  while (i > 0 && ARRIVAL_STEPS.has(s.work[i - 1]!.t)) i--;
  s.work.splice(i, 0, ...steps);
}

/**
 * Moves a Refugees unit one space toward TC (§2.2 step 3, §2.6 Move): reaching TC sends it to the
 * Refugee Camp (`reachCamp`: +1 Infection, the rumor procedure).
 */
export function stepRefugee(s: SiegeState, u: PlayerUnit, ev: GameEvent[], rule: string): void {
  const to = B.toward[u.at]!;
  const from = u.at;
  if (to === B.tc) {
    ev.push({ type: "toCamp", unit: u.id, from, rule } satisfies SiegeEvent);
    reachCamp(s, u, rule, ev);
    return;
  }
  placeUnit(s, u, to);
  ev.push({ type: "refugeesMove", unit: u.id, from, to, rule } satisfies SiegeEvent);
}
