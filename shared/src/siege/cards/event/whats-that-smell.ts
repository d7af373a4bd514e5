import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B, isStart, isTrackSpace, spaceIndex } from "../../board";
import { addZeds } from "../../state/counters";
import { choice } from "../../procedure/choices";
import { zedsRoom, zedsHere, hasFighterAt } from "../../state/occupancy";
import { done, then, type StepHandler } from "../../procedure/stack";
import type { SiegeState } from "../../state/game";
import type { SiegeStep } from "../../state/steps";
import type { ZedsUnit } from "../../state/units";
import { drawFromReserve } from "../../arrivals/reserve";
import type { SiegeEvent } from "../../state/events";

/** The round flag of the Zeds counter What's That Smell? put on the map, until its fight is over: `smell:<id>`. */
const FLAG = "smell:";

/**
 * The spaces What's That Smell? may strike (siege §6.3): track spaces outside Town Center, not a
 * Start (G6: no combat on a Start), holding a player unit that can fight and room for one more
 * Zeds. Decided: Villagers and Refugees alone are not "a player unit" here (they never fight; G30
 * keeps Eat and Contaminated Water hits off them too), nor are trains (G1). In board order.
 */
export function smellSpaces(s: SiegeState): number[] {
  return B.spaces.filter((sp) => isTrackSpace(sp.index) && !isStart(sp.index) && hasFighterAt(s, sp.index) && zedsRoom(s, sp.index) > 0).map((sp) => sp.index);
}

/**
 * What's That Smell? (siege §6.3), at the end of the Zeds phase after Zeds Pressure (G15): a new
 * normal Zeds counter, drawn at random from the reserve, appears reduced side up (no hits, no
 * markers) on a space of `smellSpaces` — the lead's choice (D1, G12; one space: taken at once) —
 * and attacks there as a placed Zeds does (G16, §2.3 d: a Hand-to-hand with the Zeds attacking and
 * its +1 Infection, then Villagers flee and Chaos as usual). If it wins, it flips to its full side
 * (`smellFightOver`). No such space, or an empty reserve (G13): nothing happens, logged.
 */
export const smellStep: StepHandler<Extract<SiegeStep, { t: "smell" }>> = (s, w, ev) => {
  const rule = "siege §6.3";
  const spaces = smellSpaces(s);
  if (spaces.length === 0) {
    done(s, w);
    ev.push({ type: "noEffect", rule } satisfies SiegeEvent);
    return;
  }
  if (s.reserve.length === 0) {
    done(s, w);
    ev.push({ type: "reserveEmpty", rule: "siege G13" } satisfies SiegeEvent);
    return;
  }
  const pick = choice(s, w, s.lead, "smell", spaces.map((i) => B.spaces[i]!.id), { key: "smell", params: {} }, rule);
  if (pick === null) return;
  done(s, w);
  const at = spaceIndex(pick);
  const z: ZedsUnit = { id: drawFromReserve(s)!, kind: "normal", at, side: "reduced", hits: 0, markers: [] };
  addZeds(s, z);
  s.flags.push(FLAG + z.id);
  ev.push({ type: "smellZeds", zeds: z.id, space: at, rule } satisfies SiegeEvent);
  then(s, { t: "hello", space: at, retreat: false });
};

/**
 * The end of a Hand-to-hand on `space` (called by the hthEnd step, §4.1 step 6): the fight of the
 * Zeds that What's That Smell? put there is over — that fight is the first to end after it
 * appears, as it attacks at once. `zedsWon`: the Zeds attacked (not a retreat fight) and the player
 * side lost; then that counter, if it is still on `space` and reduced, flips to its full side.
 * Decided: its hit markers stay on it (the card only turns the counter over). The flag goes either
 * way, so no later fight of the round flips it.
 */
export function smellFightOver(s: SiegeState, space: number, zedsWon: boolean, ev: GameEvent[]): void {
  const flag = s.flags.find((f) => f.startsWith(FLAG));
  if (!flag) return;
  s.flags = s.flags.filter((f) => f !== flag);
  const z = zedsHere(s, space).find((x) => x.id === flag.slice(FLAG.length));
  if (!zedsWon || !z || z.side !== "reduced") return;
  z.side = "full";
  ev.push({ type: "smellFlip", zeds: z.id, space, rule: "siege §6.3" } satisfies SiegeEvent);
}
