import { SIEGE_BOARD as B, trackOf, type TrackId } from "../board";
import { countsAsZeds, defOf, fightersAt, zedsAt } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { PlayerUnit, ZedsUnit } from "../state/units";
import { remembered } from "../state/stacks";
import { holdChance, URGENCY } from "./town";

/**
 * The forward post of each track (a heuristic): its first named space from the Start (a Village or
 * the Mine, Terrain +1). Zeds put a Chaos marker on every named space they come to rest on (§5.6)
 * and the spaces behind them cannot be reached to restore order, so a track's Chaos follows how
 * far its Zeds have come: held there, the track's other named spaces keep theirs off the map.
 * (Measured against posts one named space nearer TC — FO3, MO4, HW3, SU3 — and FO3, MO2, HW3, SU1:
 * both lost fewer games to Zeds in TC and more to the Chaos pool, and reached fewer rounds.)
 */
export const FORWARD_POSTS: Readonly<Record<TrackId, number>> = { forest: 4, mountain: 5, highway: 5, suburbs: 5 };

/**
 * The weight of a forward post's chance to hold (see `postDelta`): measured over 500 games with the
 * Town spaces' weight at 1000, 0 → 120: mean round 10.97 → 11.37 normal, 9.99 → 10.36 short (300
 * games: 50 less, 100–150 about the same, 300 more Zeds in TC).
 */
const POST_WEIGHT = 120;
/**
 * The share of a post's value that a step toward it earns when the post is out of reach of one Move
 * (measured 0 → 0.3: mean round 10.82 → 11.68 normal over 300 games; 0.5 the same as 0.3).
 */
const APPROACH = 0.5;

/**
 * The forward post of `track` as it stands (for `postDelta`; remembered for a look, state/stacks.ts):
 * the nearest Zeds 1–3 spaces beyond it and how far, the fighters and trains on it and the chance
 * that it holds now; null while Zeds stand on it or between it and TC, or none are within reach.
 */
function postHold(s: SiegeState, track: TrackId): { zs: ZedsUnit[]; gap: number; at: number; here: PlayerUnit[]; trains: number; now: number } | null {
  return remembered(s, `postHold:${track}`, () => {
    const post = FORWARD_POSTS[track];
    for (let n = 0; n <= post; n++) if (zedsAt(s, B.trackSpaces[track][n]!).some(countsAsZeds)) return null;
    let zs: ZedsUnit[] = [];
    let gap = 0;
    for (let n = post + 1; n <= Math.min(7, post + 3); n++) {
      zs = zedsAt(s, B.trackSpaces[track][n]!).filter(countsAsZeds);
      if (zs.length) {
        gap = n - post;
        break;
      }
    }
    if (!zs.length) return null;
    const at = B.trackSpaces[track][post]!;
    const here = fightersAt(s, at);
    const trains = s.trains.filter((t) => t.at === at).length;
    return { zs, gap, at, here, trains, now: holdChance(s, at, zs, here, trains) };
  });
}

/**
 * What `unit` joining (or, `leave`, leaving) the forward post of `track` adds to the chance that
 * the post holds against the nearest Zeds 1–3 spaces beyond it (their combined Strength against the
 * best defender there, with its Terrain and shifts), by their urgency, times POST_WEIGHT. 0 while
 * Zeds stand on the post or between it and TC (the Town spaces' hold takes over then).
 */
export function postDelta(s: SiegeState, track: TrackId, unit: PlayerUnit, leave: boolean): number {
  const hold = postHold(s, track);
  if (!hold) return 0;
  const { zs, gap, at, here, trains, now } = hold;
  // a unit joining: the best of those there now and it (holdChance takes the best defender)
  const then = leave ? holdChance(s, at, zs, here.filter((u) => u.id !== unit.id), trains) : Math.max(now, holdChance(s, at, zs, [unit], trains));
  return (then - now) * POST_WEIGHT * URGENCY[gap]!;
}

/**
 * The forward posts' part of a Move of `u` to `to`: `join`, what it adds at the post it enters (or,
 * APPROACH of that, at the post of its track it comes nearer to along the track), and `leave`, what
 * it takes from the post it leaves (0 or less).
 */
export function postMove(s: SiegeState, u: PlayerUnit, to: number): { join: number; leave: number } {
  const from = trackOf(u.at);
  const leave = from && B.numOf[u.at] === FORWARD_POSTS[from] ? postDelta(s, from, u, true) : 0;
  const t = trackOf(to);
  if (!t || zedsAt(s, to).length || defOf(u).category === "refugees") return { join: 0, leave };
  const num = B.numOf[to]!;
  if (num === FORWARD_POSTS[t]) return { join: postDelta(s, t, u, false), leave };
  if (num < FORWARD_POSTS[t] && (from !== t || num > B.numOf[u.at]!)) return { join: APPROACH * postDelta(s, t, u, false), leave };
  return { join: 0, leave };
}
