import { SIEGE_BOARD as B, trackOf } from "../board";
import type { SiegeState } from "../state/game";
import type { SiegeStep } from "../state/steps";
import type { PlayerUnit, RaidersUnit, ZedsUnit } from "../state/units";
import { lookHolders } from "../state/stacks";

/*
 * Who may stop a move with a cancel roll (siege §3.3): Pickles barking on the space the movers
 * leave, Kingman watching the space they enter; and the step a move makes when one of them is on
 * duty (heroes/cancel.ts runs it).
 */

/** Whether `u` can use an ability now: on the map or in TC, not in coma (§2.6). */
export function onDuty(u: PlayerUnit): boolean {
  return !u.coma && (u.at === B.tc || trackOf(u.at) !== null);
}

/** The unit with ability `flag` on duty (`onDuty`) that `where` accepts, first by id, or null. */
function dutyUnit(s: SiegeState, flag: "bark" | "perimeter", where: (u: PlayerUnit) => boolean): PlayerUnit | null {
  let best: PlayerUnit | null = null;
  // the units with the ability (none, or one hero): asked on every Zeds move
  for (const u of lookHolders(s, flag)) if (onDuty(u) && where(u) && (!best || u.id < best.id)) best = u;
  return best;
}

/** Pickles barking on space `from` (§3.3): a bark unit standing there. */
export function barker(s: SiegeState, from: number): PlayerUnit | null {
  return dutyUnit(s, "bark", (u) => u.at === from);
}

/** Kingman watching space `to` (§3.3): a perimeter unit on `to` or next to it. */
export function watcher(s: SiegeState, to: number): PlayerUnit | null {
  return dutyUnit(s, "perimeter", (u) => u.at === to || B.neighbours[u.at]!.includes(to));
}

/**
 * The cancel-roll step of a Zeds move of `movers` from `from` to `to` (G5 step 2), or null when
 * no roll is due (no barking Pickles on `from`, no Kingman on or next to `to`): the move then goes
 * on at once. `staying` are the Mob members left behind for want of room (for the log).
 */
export function cancelRollStep(s: SiegeState, from: number, to: number, movers: ZedsUnit[], staying: ZedsUnit[]): SiegeStep | null {
  const bark = barker(s, from);
  if (!bark && !watcher(s, to)) return null;
  return { t: "moveCheck", ids: movers.map((z) => z.id), from, to, staying: staying.map((z) => z.id), stage: bark ? "goodbye" : "hello" };
}

/**
 * The bark step of Raiders unit `r`'s 4R move to `to` (§3.3, §2.2 step 1), or null when no
 * barking Pickles stands on its space (`r.at`): the move then goes on at once (raiders/move.ts).
 */
export function raidersCancelStep(s: SiegeState, r: RaidersUnit, to: number): SiegeStep | null {
  if (!barker(s, r.at)) return null;
  return { t: "moveCheck", ids: [r.id], from: r.at, to, staying: [], stage: "goodbye", raiders: true };
}
