import { reachesStrength } from "../procedure/strength-roll";
import type { SiegeAction } from "../actions";
import { SIEGE_BOARD as B, trackOf } from "../board";
import { rallied } from "../heroes/powers";
import { countsAsZeds, defOf, unitStrength, zedsAt, zedsStrength } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";
import { dist, TOWN_EMERGENCY, TWO_DICE } from "./common";

/*
 * The greedy bot's answers for the heroes with rules of their own (siege §3.3; heuristics, not
 * rules). S3: WZED's free Action almost as high as Schmidt's and Hunt's gifts, freeing Holding-Out
 * Civilians, Hauser's drill above a Forage, Bauer's trade only when Ammo runs low and Supplies do
 * not, the hoses by their chance times the Zeds' nearness to TC (an emergency on a Town space, as an
 * attack there); Wright's look and turning Villagers into Refugees are left to people. S4: rally the
 * town for every free Action it gives, fortify or mine a space with Zeds close outside it, heal
 * (Johnson, the Salvation troops) as a Hospital Heal is worth, send the Minefield at the strongest
 * Zeds, and let Alyssa step back only from Zeds twice her Strength or more.
 */

/** How far outward from `u` (along its track) the bot looks for Zeds worth a fortification. */
const FORT_REACH = 2;


/** Whether Zeds stand within FORT_REACH spaces outward of `u`'s space, on its track. */
function zedsOutside(s: SiegeState, u: PlayerUnit): boolean {
  if (trackOf(u.at) === null) return false;
  for (let i = B.away[u.at]!, n = 0; i >= 0 && n < FORT_REACH; i = B.away[i]!, n++) if (zedsAt(s, i).some(countsAsZeds)) return true;
  return false;
}

/** The score of a hero action (greedy.ts `score`), or null for any other action. */
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
    case "broadcast":
      return 39;
    case "rescue":
      return a.target && s.units[a.target] && defOf(s.units[a.target]!).category !== "villagers" ? 15 : -1;
    case "bolster":
      return 8;
    case "patch":
      return 4;
    case "convert":
      return s.ammo < 3 && s.supplies >= 6 ? 15 : -1;
    case "repairBridge":
      return 2;
    case "peek":
      return -1;
    case "hoses": {
      const z = s.zeds[a.target!];
      if (!z) return -1;
      const p = TWO_DICE.filter((d) => reachesStrength(d as number[], zedsStrength(z))).length / 36;
      // the last Zeds unit on a Town space driven off: the emergency greedy.ts values an attack that wins there by
      const alone = dist(z.at) === 0 && zedsAt(s, z.at).filter(countsAsZeds).length === 1;
      return alone ? p * TOWN_EMERGENCY : p * 3 * (8 - dist(z.at)) - 2;
    }
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
