import type { Continuation, Kernel } from "../../../core/engine";
import { drawInt } from "../../../core/rng";
import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B, isStart, type TrackId } from "../../board";
import { EVENT_CARDS } from "../../cards/event/deck";
import { zedsAt, zedsRoom } from "../../state/occupancy";
import { done, then, type StepHandler } from "../../procedure/stack";
import { roll } from "../../procedure/roll";
import { raiseInfection } from "../../state/resources";
import type { SiegeState } from "../../state/game";
import type { SiegeStep } from "../../state/steps";
import type { ZedsUnit } from "../../state/units";
import type { SuperZedsId } from "../../units/zeds";
import { addZeds } from "../../state/counters";
import { drawFromReserve } from "../../arrivals/reserve";
import type { SiegeEvent } from "../../state/events";

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
      then: "outbreakReduce",
      data: null,
    });
    return;
  }
  done(s, w);
  then(s, { t: "fate", purpose: w.unchecked ? "outbreak-unchecked" : "outbreak" });
};

/** Where an Outbreak places its Zeds on `track` (§2.3 c): the Chaos space closest to TC, else the Village closest to TC, else the Start. */
export function outbreakSpace(s: SiegeState, track: TrackId): number {
  const sp = B.trackSpaces[track];
  for (let n = 0; n < 7; n++) if (s.spaces[sp[n]!]!.chaos > 0) return sp[n]!;
  for (let n = 0; n < 7; n++) if (B.spaces[sp[n]!]!.kind === "village") return sp[n]!;
  return B.startOf[track];
}

/**
 * Where a new Zeds lands when aimed at `target` (G16): if it is full, back toward Start until there
 * is room; a full Start sends it to the first Start with room (Q4); -1 when there is none.
 */
export function placementSpace(s: SiegeState, target: number): number {
  let at = target;
  for (;;) {
    if (zedsRoom(s, at) > 0) return at;
    if (isStart(at)) break;
    at = B.away[at]!;
  }
  return B.tracks.map((t) => B.startOf[t]).find((st) => zedsRoom(s, st) > 0) ?? -1;
}

/**
 * Places a new Zeds unit aimed at space `target` by the one procedure of G16: a normal counter from
 * the reserve, or (`superZeds`) a Super-Zeds from the bag — an empty bag gives a normal one, both
 * empty nothing (G13); then the Hello results where it lands (§2.3 d: its attack on player units,
 * Refugees devoured, Villagers flee, then Chaos; none on a Start, G6). Returns the unit or null.
 */
export function placeZedsAt(s: SiegeState, target: number, superZeds: boolean, ev: GameEvent[], rule: string): ZedsUnit | null {
  const at = placementSpace(s, target);
  if (at === -1) {
    ev.push({ type: "noRoom", rule: "siege Q4" } satisfies SiegeEvent);
    return null;
  }
  let z: ZedsUnit;
  if (superZeds && s.bag.length) {
    const id = s.bag.splice(drawInt(s.rnd, 0, s.bag.length - 1), 1)[0]! as SuperZedsId;
    z = { id, kind: "super", at, side: "full", hits: 0, markers: [] };
  } else if (s.reserve.length) {
    if (superZeds) ev.push({ type: "bagEmpty", rule: "siege G13" } satisfies SiegeEvent);
    const id = drawFromReserve(s)!;
    z = { id, kind: "normal", at, side: "full", hits: 0, markers: [] };
  } else {
    ev.push({ type: "reserveEmpty", rule: "siege G13" } satisfies SiegeEvent);
    return null;
  }
  addZeds(s, z);
  // decided (as §2.5 step 1 for a new unit on Start): Zeds placed during an activation do not move in it
  if (s.zedsPhase) s.zedsPhase.moved.push(z.id);
  ev.push({ type: "newZeds", zeds: z.id, space: at, rule } satisfies SiegeEvent);
  then(s, { t: "hello", space: at, retreat: false });
  return z;
}

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
