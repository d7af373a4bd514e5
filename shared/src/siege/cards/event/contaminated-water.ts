import type { Continuation, Kernel } from "../../../core/engine";
import type { GameEvent } from "../../../core/ruleset";
import { choice } from "../../procedure/choices";
import { eatTargets } from "../../state/occupancy";
import { done, then, type StepHandler } from "../../procedure/stack";
import { roll } from "../../procedure/roll";
import type { SiegeState } from "../../state/game";
import type { SiegeStep } from "../../state/steps";
import type { SiegeEvent } from "../../state/events";

const RULE = "siege §6.4";

/**
 * Contaminated Water's Start text (siege §6.4), run at the Draw: 1 die from the state's generator
 * (a reaction window, the Mystic Amulet, may change it); its continuation queues that many losses
 * (`waterStep`). Takes the state, the event list and the kernel; returns nothing.
 */
export function contaminatedWater(s: SiegeState, ev: GameEvent[], k: Kernel<SiegeState>): void {
  roll(s, ev, k, { purpose: "contaminatedWater", dice: 1, rule: RULE, need: { read: "table" }, then: "contaminatedWater", data: null });
}

/**
 * Contaminated Water's losses (siege §6.4): `n` of them, each 1 Supply or 1 hit to a player unit,
 * in any mix — the lead picks them one at a time (D1, G12), as the Eat phase's hits (§2.4): a
 * Supply while any is left, or a hit to a unit that may take an Eat hit (`eatTargets`: on the map
 * or in TC, not in coma; never Villagers or Refugees, G30; never a train, G1), with its Tenacious
 * roll. With neither left the rest of the losses are lost (logged). One option: taken at once (D6).
 */
export const waterStep: StepHandler<Extract<SiegeStep, { t: "water" }>> = (s, w, ev) => {
  if (w.n <= 0) return done(s, w);
  const options = [...(s.supplies > 0 ? ["supplies"] : []), ...eatTargets(s).map((u) => u.id)];
  if (options.length === 0) {
    done(s, w);
    ev.push({ type: "waterLost", n: w.n, rule: RULE } satisfies SiegeEvent);
    return;
  }
  const pick = choice(s, w, s.lead, "water", options, { key: "water", params: { n: w.n } }, RULE);
  if (pick === null) return;
  w.n -= 1;
  if (w.n <= 0) done(s, w);
  if (pick === "supplies") {
    s.supplies -= 1;
    ev.push({ type: "waterSupply", supplies: s.supplies, rule: RULE } satisfies SiegeEvent);
    return;
  }
  const u = s.units[pick]!;
  ev.push({ type: "waterHit", unit: u.id, rule: RULE } satisfies SiegeEvent);
  then(s, { t: "hitsPlayer", unit: u.id, space: u.at, n: 1 });
};

/** The continuation of Contaminated Water's die: that many losses (`waterStep`). */
export const WATER_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  contaminatedWater: (s, [d], _data, ev) => {
    ev.push({ type: "waterLoss", n: d!, rule: RULE } satisfies SiegeEvent);
    then(s, { t: "water", n: d! });
  },
};
