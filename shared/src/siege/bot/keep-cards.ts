import type { SiegeState } from "../state/game";
import { dist } from "./common";

/**
 * Fights and Zeds moves this close to TC are worth a one-use Keep card (see `keepCardScore`;
 * measured over 500 games against playing each at once: mean round 11.37 → 11.46 normal,
 * 10.36 → 10.45 short, wins 4 → 11; 300 games: 0 and 2 about the same).
 */
const KEEP_CARD_REACH = 1;

/**
 * The Keep cards of a fight or a Zeds move — The Man With No Name and the Killer Bulldozer (window
 * W2), Last-Stand Determination (W3), They Took the Bait (W1): each is played once, so it is kept
 * for a fight on, or Zeds moving from, a Town space or the space next to it, where losing lets the
 * Zeds into Town Center.
 */
export function keepCardScore(s: SiegeState, option: string): number {
  const d = s.pending[0] as { step?: number } | undefined;
  const w = d?.step !== undefined ? (s.work[d.step] as { space?: number; from?: number } | undefined) : undefined;
  const at = w?.space ?? w?.from;
  const close = at !== undefined && dist(at) <= KEEP_CARD_REACH;
  const play = option !== "none" && option !== "decline";
  return play === close ? 1 : 0;
}
