import type { Continuation, Kernel } from "../../../core/engine";
import type { GameEvent } from "../../../core/ruleset";
import { isStart } from "../../board";
import { EVENT_CARDS } from "../../cards/event/deck";
import { zedsAt } from "../../state/occupancy";
import { done, then, type StepHandler } from "../../procedure/stack";
import { roll } from "../../procedure/roll";
import { raiseInfection } from "../../state/resources";
import type { SiegeState } from "../../state/game";
import type { SiegeStep } from "../../state/steps";
import type { SiegeEvent } from "../../state/events";
import { placeZedsAt } from "../../arrivals/zeds";

/**
 * Enters the Infection phase (§2.3, G15): +1 Infection per Disease Spreader off a Start space, then
 * the Outbreak check when the card shows the roll icon: 2 dice ≤ Infection → an Outbreak.
 */
export function enterInfection(s: SiegeState, ev: GameEvent[], k: Kernel<SiegeState>): void {
  for (const z of Object.values(s.zeds)) if (z.kind === "spreader" && !isStart(z.at)) raiseInfection(s, 1, "siege §2.3", ev);
  if (!EVENT_CARDS[s.decks.current!].outbreakRoll) return;
  roll(s, ev, k, {
    purpose: "outbreakCheck",
    dice: 2,
    rule: "siege §2.3",
    need: { read: "sum", atMost: s.infection },
    then: "outbreakCheck",
    data: null,
  });
}

/**
 * An Outbreak (§2.3 step 3): (a) Infection falls by 2 dice (min 0); (b) a Fate draw gives the
 * track; (c)–(d) the new Zeds (a Super-Zeds for an Unchecked one) is placed by G16 and attacks;
 * (e) the card's plot twist (the Fate step runs it after the placement).
 */
export const outbreakStep: StepHandler<Extract<SiegeStep, { t: "outbreak" }>> = (s, w, ev, k) => {
  if (w.stage === "reduce") {
    if (w.unchecked) ev.push({ type: "outbreak", unchecked: true, rule: "siege §2.3" } satisfies SiegeEvent);
    else ev.push({ type: "outbreak", unchecked: false, rule: "siege §2.3" } satisfies SiegeEvent);
    w.stage = "fate";
    roll(s, ev, k, {
      purpose: "outbreakReduce",
      dice: 2,
      rule: "siege §2.3",
      need: { read: "table" },
      then: "outbreakReduce",
      data: null,
    });
    return;
  }
  done(s, w);
  then(s, { t: "fate", purpose: w.unchecked ? "outbreak-unchecked" : "outbreak" });
};

/** The continuations of the Infection phase's rolls. */
export const INFECTION_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  outbreakCheck: (s, d, _data, ev) => {
    if (d[0]! + d[1]! <= s.infection) then(s, { t: "outbreak", unchecked: false, stage: "reduce" });
    else ev.push({ type: "noOutbreak", rule: "siege §2.3" } satisfies SiegeEvent);
  },
  outbreakReduce: (s, d, _data, ev) => {
    const before = s.infection;
    s.infection = Math.max(0, s.infection - d[0]! - d[1]!);
    ev.push({ type: "infection", from: before, to: s.infection, rule: "siege §2.3" } satisfies SiegeEvent);
  },
};

/** Infection phase helpers used by the round's other procedures. */
export { zedsAt };

/**
 * One fallen Civilians unit rises (siege §6.3): a new normal Zeds unit from the reserve aimed at the
 * space it stood on, by the one placement procedure of G16 (a full space: back toward Start; then
 * the attack on player units there, +1 Infection; Refugees devoured, Villagers flee; Chaos). An
 * empty reserve places nothing (G13).
 */
export const spreadSpawnStep: StepHandler<Extract<SiegeStep, { t: "spreadSpawn" }>> = (s, w, ev) => {
  done(s, w);
  ev.push({ type: "spreadSpawn", unit: w.unit, space: w.space, rule: "siege §6.3" } satisfies SiegeEvent);
  placeZedsAt(s, w.space, false, ev, "siege §6.3");
};
