import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B } from "../../board";
import { zedsHere } from "../../state/occupancy";
import { raiseInfection } from "../../state/resources";
import type { SiegeState } from "../../state/game";
import { HOOKS } from "../../procedure/hooks";
import type { SiegeEvent } from "../../state/events";

/**
 * Restore Order (§2.7 step 2, G15): TC outward, tracks Forest, Mountain, Highway, Suburbs; every
 * Chaos space holding a player unit that is not in coma and not Refugees (decided: Villagers do not
 * restore order either — they never act; Pickles and Horatius never do), Raiders (§2.7 step 2 names
 * them), or a freight train, loses 1 Chaos marker to the pool and Infection rises by 1 (not when the
 * F.D.P.D. Riot Squad is there). One marker per space per round (G30, Total Chaos too). No Restore Order on
 * a space that also holds Zeds (G5, last bullet: only trains or a hidden Pickles can share one).
 */
export function restoreOrder(s: SiegeState, ev: GameEvent[]): void {
  for (let num = 0; num <= 7; num++)
    for (const t of B.tracks) {
      const i = B.trackSpaces[t][num]!;
      const sp = s.spaces[i]!;
      if (sp.chaos <= 0 || zedsHere(s, i).length > 0) continue;
      // who restores it: Pickles and Horatius never, the Riot Squad without Infection (heroes/restore.ts), Raiders too
      const by = HOOKS.restoreOrderBy(s, i);
      if (!by.restores && !HOOKS.hasRaidersAt(s, i)) continue;
      sp.chaos -= 1;
      s.chaosPool += 1;
      ev.push({ type: "restoreOrder", space: i, rule: "siege §2.7" } satisfies SiegeEvent);
      if (by.infection) raiseInfection(s, 1, "siege §2.7", ev);
    }
}
