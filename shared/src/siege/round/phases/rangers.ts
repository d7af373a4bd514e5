import { SIEGE_BOARD as B, spaceIndex, trackOf } from "../../board";
import { placeUnit } from "../../state/counters";
import { choice } from "../../procedure/choices";
import { defOf, hasZedsAt, playerRoom, seatFor } from "../../state/occupancy";
import { done, type StepHandler } from "../../procedure/stack";
import type { SiegeState } from "../../state/game";
import type { SiegeStep } from "../../state/steps";
import type { PlayerUnit } from "../../state/units";
import { mayEnter } from "../../board/entry";
import { HOOKS } from "../../procedure/hooks";
import type { SiegeEvent } from "../../state/events";

/** The Rangers units that may take their 4R move (§2.2 step 2): on a track space or in TC, not in coma, in id order. */
function rangersOnMap(s: SiegeState): PlayerUnit[] {
  return Object.values(s.units)
    .filter((u) => defOf(u).category === "rangers" && !u.coma && (u.at === B.tc || trackOf(u.at) !== null))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** The Rangers' 4R step (§2.2 step 2), or null without Rangers on the map. */
export function rangersWork(s: SiegeState): SiegeStep | null {
  const ids = rangersOnMap(s).map((u) => u.id);
  return ids.length ? { t: "rangers", left: ids } : null;
}

/**
 * Where a Rangers unit may step in 4R (§2.2 step 2: "1 space in any direction"): a neighbouring
 * track space or TC (never a box); as every player unit, never a Start, No Entry, the Destroyed
 * Bridge or the Mountain under Torrential Rain (`mayEnter`), and room needed. Decided (as C9 for
 * the Guard's 4R step): never into Zeds or Raiders — the free step is no attack.
 */
export function rangerSteps(s: SiegeState, u: PlayerUnit): number[] {
  return B.neighbours[u.at]!.filter((n) => n === B.tc || (trackOf(n) !== null && mayEnter(s, n) && !hasZedsAt(s, n) && !HOOKS.hasRaidersAt(s, n) && playerRoom(s, n) > 0)).sort((a, b) => a - b);
}

/**
 * The Rangers' free 4R move (§2.2 step 2, the Marines §3.3), after the Raiders and before the
 * Refugee movements (G4 order): each Rangers unit's owner (G12) picks a space of `rangerSteps` or
 * `stay` (the move is optional). No space to go: nothing is asked.
 */
export const rangersStep: StepHandler<Extract<SiegeStep, { t: "rangers" }>> = (s, w, ev) => {
  const id = w.left[0];
  if (id === undefined) return done(s, w);
  const u = s.units[id];
  const to = u && !u.coma ? rangerSteps(s, u) : [];
  if (!u || !to.length) {
    w.left = w.left.slice(1);
    return;
  }
  w.unit = u.id;
  const pick = choice(s, w, seatFor(s, u), "rangersMove", ["stay", ...to.map((i) => B.spaces[i]!.id)], { key: "rangersMove", params: { unit: u.id } }, "siege §2.2");
  if (pick === null) return;
  w.left = w.left.slice(1);
  delete w.unit;
  if (pick === "stay") {
    ev.push({ type: "rangersStay", unit: u.id, rule: "siege §2.2" } satisfies SiegeEvent);
    return;
  }
  const from = u.at;
  placeUnit(s, u, spaceIndex(pick));
  ev.push({ type: "move", unit: u.id, from, to: u.at, rule: "siege §2.2" } satisfies SiegeEvent);
};
