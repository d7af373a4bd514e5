import type { SiegeAction } from "../actions";
import { SIEGE_BOARD as B, trackOf } from "../board";
import { rallied } from "../heroes/powers";
import { countsAsZeds, unitStrength, zedsAt, zedsStrength } from "../occupancy";
import type { PlayerUnit, SiegeState } from "../types";

/*
 * The greedy bot's answers for the S4 heroes (siege §3.3; heuristics, not rules): rally the town
 * for every free Action it gives, fortify or mine a space with Zeds close outside it, heal as a
 * Hospital Heal is worth, send the Minefield at the strongest Zeds, and let Alyssa step back only
 * from Zeds twice her Strength or more.
 */

/** How far outward from `u` (along its track) the bot looks for Zeds worth a fortification. */
const FORT_REACH = 2;

/** Whether Zeds stand within FORT_REACH spaces outward of `u`'s space, on its track. */
function zedsOutside(s: SiegeState, u: PlayerUnit): boolean {
  if (trackOf(u.at) === null) return false;
  for (let i = B.away[u.at]!, n = 0; i >= 0 && n < FORT_REACH; i = B.away[i]!, n++) if (zedsAt(s, i).some(countsAsZeds)) return true;
  return false;
}

/** The score of an S4 hero action (greedy.ts `score`), or null for any other action. */
export function heroActionScore(s: SiegeState, a: SiegeAction): number | null {
  switch (a.type) {
    case "townRally":
      return 10 * rallied(s).length;
    case "bastion":
      return zedsOutside(s, s.units[a.unit]!) ? 26 : -5;
    case "minefield":
      return zedsOutside(s, s.units[a.unit]!) ? 22 : -5;
    case "healNearby":
      return 29;
    default:
      return null;
  }
}

/** The score of an option of an S4 hero choice (greedy.ts `chooseScore`), or null for any other purpose. */
export function heroChoiceScore(s: SiegeState, purpose: string | undefined, option: string): number | null {
  if (purpose === "minefieldTarget") {
    const z = s.zeds[option];
    return z ? zedsStrength(z) : 0;
  }
  if (purpose === "meetingStepBack") {
    const w = s.work[s.work.length - 1];
    if (!w || w.t !== "hth" || !w.unit || !s.units[w.unit]) return option === "fight" ? 1 : 0;
    const z = zedsAt(s, w.space).reduce((n, x) => n + zedsStrength(x), 0);
    const outmatched = z >= 2 * unitStrength(s.units[w.unit]!);
    return (option === "stepBack") === outmatched ? 1 : 0;
  }
  return null;
}
