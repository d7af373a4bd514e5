import type { SiegeAction } from "../actions";
import { countsAsZeds, defOf, zedsAt, zedsStrength } from "../occupancy";
import type { SiegeState } from "../types";
import { dist, TWO_DICE } from "./common";

/** Driving the last Zeds unit off a Town space, times the chance of it (as greedy.ts's TOWN_EMERGENCY: their next move enters TC). */
const TOWN_EMERGENCY = 1000;

/**
 * The greedy defender's scores for the S3 heroes' actions (a heuristic, not a rule; siege §3.3):
 * WZED's free Action almost as high as Schmidt's and Hunt's gifts, freeing Holding-Out Civilians,
 * Hauser's drill and Salvation's Heal above a Forage, Bauer's trade only when Ammo runs low and
 * Supplies do not, the hoses by their chance times the Zeds' nearness to TC (an emergency on a Town
 * space, as an attack there); Wright's look and
 * turning Villagers into Refugees are left to people. Returns null for any other action.
 */
export function heroActionScore(s: SiegeState, a: SiegeAction): number | null {
  switch (a.type) {
    case "broadcast":
      return 39;
    case "rescue":
      return a.target && s.units[a.target] && defOf(s.units[a.target]!).category !== "villagers" ? 15 : -1;
    case "bolster":
      return 8;
    case "fieldHeal":
      return 7;
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
      const p = TWO_DICE.filter((d) => d[0]! + d[1]! >= zedsStrength(z)).length / 36;
      // the last Zeds unit on a Town space driven off: the emergency greedy.ts values an attack that wins there by
      const alone = dist(z.at) === 0 && zedsAt(s, z.at).filter(countsAsZeds).length === 1;
      return alone ? p * TOWN_EMERGENCY : p * 3 * (8 - dist(z.at)) - 2;
    }
    default:
      return null;
  }
}
