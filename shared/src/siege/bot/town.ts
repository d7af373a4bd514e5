import { SIEGE_BOARD as B, trackOf, type TrackId } from "../board";
import { hthShift } from "../combat/shift";
import { handToHandResult, hthColumn } from "../combat/tables";
import { countsAsZeds, fightersAt, unitStrength, zedsAt, zedsDef, zedsStrength } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { PlayerUnit, ZedsUnit } from "../state/units";
import { remembered } from "../state/stacks";
import { TWO_DICE } from "./common";


/** Chance that the Zeds lose, per Hand-to-hand column (§4.2), over the 36 rolls. */
const ZEDS_LOSE: readonly number[] = [0, 1, 2, 3, 4, 5, 6].map((col) => TWO_DICE.filter((d) => handToHandResult(col, d).loser === "zeds").length / 36);

/**
 * How urgent holding a Town space is by the distance of its track's nearest Zeds (index = their
 * space number): Zeds on #1 attack it with the track's next activation, from #2 a card that
 * activates the track twice (or Zeds Pressure) brings them; beyond, there is a round to act in.
 */
export const URGENCY: readonly number[] = [0, 1, 0.6, 0.25];

/** The nearest Zeds group (a unit or a Mob) of `track` within #1–#3, with its space number, or null. */
export function townThreat(s: SiegeState, track: TrackId): { num: number; zeds: ZedsUnit[] } | null {
  for (let n = 1; n < URGENCY.length; n++) {
    const zs = zedsAt(s, B.trackSpaces[track][n]!).filter(countsAsZeds);
    if (zs.length) return { num: n, zeds: zs };
  }
  return null;
}

/**
 * The chance that space `at` holds when the Zeds `zs` attack it (§4.1, §4.4): the best of `units`
 * defending there with its Terrain and `trains` freight trains (+1 each on top, S-T19; none under a
 * "no Terrain" effect). 0 without a defender.
 */
export function holdChance(s: SiegeState, at: number, zs: ZedsUnit[], units: readonly PlayerUnit[], trains: number): number {
  const noTerrain = s.flags.includes("no-terrain") || zs.some((z) => zedsDef(z).super?.noTerrain);
  const str = zs.reduce((n, z) => n + zedsStrength(z), 0);
  let best = 0;
  for (const u of units) {
    // hthShift counts the trains standing there now; the extra ones are the move being weighed
    const col = hthColumn(str, unitStrength(u), hthShift(s, u.id, at, true, zs) + (noTerrain ? 0 : trains - s.trains.filter((t) => t.at === at).length));
    best = Math.max(best, ZEDS_LOSE[col]!);
  }
  return best;
}

/**
 * The Town space of `track` as it stands (for `townDelta`; remembered for a look, state/stacks.ts):
 * its track's nearest Zeds (`townThreat`), the fighters and trains on it and the chance that it holds
 * now; null when no Zeds are near.
 */
function townHold(s: SiegeState, track: TrackId): { th: { num: number; zeds: ZedsUnit[] }; town: number; here: PlayerUnit[]; trains: number; now: number } | null {
  return remembered(s, `townHold:${track}`, () => {
    const th = townThreat(s, track);
    if (!th) return null;
    const town = B.trackSpaces[track][0]!;
    const here = fightersAt(s, town);
    const trains = s.trains.filter((t) => t.at === town).length;
    return { th, town, here, trains, now: holdChance(s, town, th.zeds, here, trains) };
  });
}

/**
 * What a change on the Town space of `track` is worth, times `weight` (a heuristic): the rise in the
 * chance that it holds against the track's nearest Zeds, by their urgency, when `unit` joins (or,
 * `leave`, goes) or one more train stands there (or, `leave`, goes). Zeds that win a Town space
 * enter TC with their next move, so this is weighed against losing the game.
 */
export function townDelta(s: SiegeState, track: TrackId, weight: number, change: { unit?: PlayerUnit; train?: boolean; leave?: boolean }): number {
  const hold = townHold(s, track);
  if (!hold) return 0;
  const { th, town, here, trains, now } = hold;
  let then = now;
  // a unit joining: the best of those there now and it (holdChance takes the best defender)
  if (change.unit && !change.leave) then = Math.max(now, holdChance(s, town, th.zeds, [change.unit], trains));
  if (change.unit && change.leave) then = holdChance(s, town, th.zeds, here.filter((u) => u.id !== change.unit!.id), trains);
  if (change.train) then = holdChance(s, town, th.zeds, here, trains + (change.leave ? -1 : 1));
  return (then - now) * weight * URGENCY[th.num]!;
}

/**
 * The weight of a Town space's chance to hold (bot/town.ts): Zeds that win it enter TC with their
 * next move, which loses the game. It sends the strongest unit to the Town space of a track whose
 * Zeds are within 3 spaces (a second one when it holds better), parks a train there for its +1
 * Terrain, and keeps both there (measured 0 → 1000 over 500 games: mean round 10.32 → 10.57 normal,
 * 9.61 → 9.84 short; 300 and 3000 gave about the same, 10 000 less).
 */
export const HOLD_WEIGHT = 1000;

/** The track whose Town space (#0) is space `i`, or null. */
export function townTrack(i: number): TrackId | null {
  const t = trackOf(i);
  return t && B.numOf[i] === 0 ? t : null;
}
