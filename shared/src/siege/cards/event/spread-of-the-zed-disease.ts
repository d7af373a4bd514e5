import type { GameEvent } from "../../../core/ruleset";
import { isTrackSpace } from "../../board";
import { defOf } from "../../state/occupancy";
import { then } from "../../procedure/stack";
import type { SiegeState } from "../../state/game";
import type { SiegeStep } from "../../state/steps";
import type { PlayerUnit } from "../../state/units";
import type { SiegeEvent } from "../../state/events";

/** The round flag of Spread of the Zed Disease (§6.3): fallen Civilians rise as Zeds this round. */
export const SPREAD_FLAG = "spread";

/** A queued rising (a round flag until it runs): `spread-spawn:<space index>:<unit id>`. */
const SPAWN = "spread-spawn:";

/**
 * Spread of the Zed Disease's Start text (siege §6.3), run at the Draw: the round flag goes up
 * first (a Civilians unit lost in the Fate card's plot twist rises too), then a Fate draw whose
 * Fated track gets a new Zeds on its Start (cards/fate/effects.ts: `placeNewZedsOnStart`, Q4, G13) before the
 * twist. Takes the state; returns nothing.
 */
export function spreadOfTheZedDisease(s: SiegeState): void {
  if (!s.flags.includes(SPREAD_FLAG)) s.flags.push(SPREAD_FLAG);
  then(s, { t: "fate", purpose: "spread" });
}

/**
 * A player unit leaves the map by its last hit (siege §4.6): `u` is killed (the Cemetery) or
 * hospitalised (a Bed), `from` the space it stood on. On a Spread of the Zed Disease round an
 * ordinary Civilians unit (§3.3: the seven counters; decided, as for Civil Leader and Well-Armed,
 * G28: not heroic Civilians) that fell on a track space queues a new Zeds unit there. Decided: it
 * rises once the atomic step under way is over (G14's rule for the Unchecked Outbreak: never inside
 * a half-resolved combat, so its fight's hits and retreats come first; `takeSpawns`), and one that
 * falls in TC or a box raises nothing (Zeds are placed only on track spaces; only a Zeds move
 * enters TC, §1.1). Returns nothing.
 */
export function civiliansFallen(s: SiegeState, u: PlayerUnit, from: number, ev: GameEvent[]): void {
  if (!s.flags.includes(SPREAD_FLAG) || defOf(u).category !== "civilians" || !isTrackSpace(from)) return;
  s.flags.push(`${SPAWN}${from}:${u.id}`);
  ev.push({ type: "spreadQueued", unit: u.id, space: from, rule: "siege §6.3" } satisfies SiegeEvent);
}

/**
 * The risings queued by `civiliansFallen`, in the order they fell, as `spreadSpawn` steps, and
 * their flags taken down; empty when none waits. Called at the start of each atomic step (work.ts)
 * and when the procedure is over (settle.ts).
 */
export function takeSpawns(s: SiegeState): readonly SiegeStep[] {
  // asked at every atomic step's boundary: nothing fell, the common case, makes no list
  if (!s.flags.some((f) => f.startsWith(SPAWN))) return NO_SPAWNS;
  const out: SiegeStep[] = [];
  for (const f of s.flags) {
    if (!f.startsWith(SPAWN)) continue;
    const [space, unit] = f.slice(SPAWN.length).split(":");
    out.push({ t: "spreadSpawn", space: Number(space), unit: unit! });
  }
  s.flags = s.flags.filter((f) => !f.startsWith(SPAWN));
  return out;
}

const NO_SPAWNS: readonly SiegeStep[] = [];
