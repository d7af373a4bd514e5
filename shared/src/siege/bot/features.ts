import { SIEGE_BOARD as B } from "../board";
import { canFight, countsAsZeds, unitsAt, unitStrength, zedsAt, zedsStrength } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import { dist } from "./common";

/**
 * The names of the position features the search bot's value is fitted on (bot/value.ts), in the
 * order `positionFeatures` returns them. Each reads only what every seat sees on the table.
 */
export const FEATURE_NAMES = [
  "bias",
  "toGo",
  "chaosPool",
  "supplies",
  "ammo",
  "infection",
  "zeds0",
  "zeds1",
  "zeds2",
  "zeds3",
  "zedsFar",
  "openTown",
  "strength",
  "fighters",
  "beds",
] as const;

/**
 * The features of position `s` for the defenders (a heuristic's inputs, not a rule), in the order of
 * `FEATURE_NAMES`: the Event cards to go before the End card can come, the Chaos pool (§5.6),
 * Supplies and Ammo (capped at 10), Infection, the Zeds' Strength 0, 1, 2, 3 and 4+ spaces from
 * Town Center, the tracks whose nearest Zeds are within 2 spaces of TC with nobody fit to fight on
 * their Town space, the Strength and number of player units that can fight on the board, and the
 * units in the Hospital's beds.
 */
export function positionFeatures(s: SiegeState): number[] {
  const zeds = [0, 0, 0, 0, 0];
  for (const z of Object.values(s.zeds)) {
    if (!countsAsZeds(z) || B.spaces[z.at]?.track == null) continue;
    zeds[Math.min(4, dist(z.at))]! += zedsStrength(z);
  }
  let openTown = 0;
  for (const t of B.tracks) {
    const near = B.trackSpaces[t].some((i) => dist(i) <= 2 && zedsAt(s, i).some(countsAsZeds));
    if (near && !unitsAt(s, B.trackSpaces[t][0]!).some(canFight)) openTown++;
  }
  let strength = 0;
  let fighters = 0;
  let beds = 0;
  for (const u of Object.values(s.units)) {
    if (B.beds.includes(u.at)) beds++;
    else if (u.at !== B.cemetery && u.at !== B.camp && canFight(u)) {
      strength += unitStrength(u);
      fighters++;
    }
  }
  return [
    1,
    s.decks.event.length,
    s.chaosPool,
    Math.min(10, s.supplies),
    Math.min(10, s.ammo),
    s.infection,
    zeds[0]!,
    zeds[1]!,
    zeds[2]!,
    zeds[3]!,
    zeds[4]!,
    openTown,
    strength,
    fighters,
    beds,
  ];
}
