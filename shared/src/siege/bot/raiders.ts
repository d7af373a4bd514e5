import { SIEGE_BOARD as B, isStart, spaceIndex, type TrackId } from "../board";
import { hthShift } from "../combat/shift";
import { handToHandResult, hthColumn } from "../combat/tables";
import { countsAsZeds, defOf, unitStrength, zedsAt, zedsStrength } from "../state/occupancy";
import { raidersAt, raidersStrength } from "../raiders/units";
import type { SiegeState } from "../state/game";
import { dist, TWO_DICE } from "./common";

/** The choice purposes of the Raiders and the Marines that `raidersChoiceScore` answers. */
export const RAIDERS_PURPOSES: ReadonlySet<string> = new Set(["raidersLoot", "rangersMove", "raidersTrack"]);

/** The Strength of the Zeds on the space in front of `i` (away from TC), 0 for TC, a Start or an empty space. */
function zedsAhead(s: SiegeState, i: number): number {
  if (i === B.tc || isStart(i)) return 0;
  return zedsAt(s, B.away[i]!)
    .filter(countsAsZeds)
    .reduce((n, z) => n + zedsStrength(z), 0);
}

/**
 * The greedy bot's score of one option of a Raiders or Marines choice (a heuristic; higher is better):
 * - `raidersLoot` (Q5, `<supplies>+<ammo>`): keep the smaller track as high as possible, Supplies
 *   before Ammo on a tie (an unpaid Supply is a hit, §2.4);
 * - `rangersMove` (§2.2 step 2): off a Start at once (no Gunfire from there, §3.4), else to the
 *   space with the strongest Zeds in front of it, to block them; staying wins a tie;
 * - `raidersTrack` (Raiders Appear!): the track with the most Zeds, for the Raiders to fight them.
 */
export function raidersChoiceScore(s: SiegeState, purpose: string, option: string): number {
  if (purpose === "raidersLoot") {
    const [sup, am] = option.split("+").map(Number) as [number, number];
    const left = [s.supplies - sup, s.ammo - am];
    return Math.min(...left) * 10 + left[0]! * 0.1;
  }
  if (purpose === "rangersMove") {
    const d = s.pending[0] as { step?: number } | undefined;
    const w = d?.step !== undefined ? (s.work[d.step] as { left?: string[] } | undefined) : undefined;
    const u = w?.left?.[0] ? s.units[w.left[0]] : undefined;
    if (!u) return 0;
    if (option === "stay") return isStart(u.at) ? -10 : zedsAhead(s, u.at) + 0.5;
    return zedsAhead(s, spaceIndex(option));
  }
  return B.trackSpaces[option as TrackId].reduce((n, i) => n + zedsAt(s, i).length, 0);
}

/**
 * The greedy bot's score of a shot at Raiders (§4.3; a heuristic): worth more the closer they are to
 * TC, where they loot their Strength in Supplies and Ammo (Q5); a shot far out is not worth its Ammo.
 */
export function raidersFireScore(s: SiegeState, target: string, cheap: number): number {
  const r = s.raiders[target]!;
  return (7 - dist(r.at)) * 0.6 - 2 + cheap;
}

/**
 * The greedy bot's score of a Move of `unit` into the Raiders on `to` (§2.6: an attack; a heuristic):
 * the chance to win (the Raiders on the table's Zeds side, no Terrain for an attacker, §4.4) times
 * what driving them back is worth — more the closer they are to TC (Q5) — less the risk of the
 * unit's last hit. No Infection (§4.1 step 5).
 */
export function raidersAttackScore(s: SiegeState, unit: string, to: number): number {
  const u = s.units[unit]!;
  const r = raidersAt(s, to)[0]!;
  const col = hthColumn(raidersStrength(r), unitStrength(u), hthShift(s, u.id, to, false, []));
  let win = 0;
  let hits = 0;
  for (const d of TWO_DICE) {
    const res = handToHandResult(col, d);
    if (res.loser === "zeds") win++;
    hits += res.playerHits;
  }
  const d = defOf(u);
  const left = d.twoSided && u.side === "full" ? 2 * d.hitsPerSide - u.hits : d.hitsPerSide - u.hits;
  const risk = hits / 36 >= left ? 25 : (hits / 36) * 4;
  return (win / 36) * (8 - dist(to)) * 3 - risk - 4;
}
