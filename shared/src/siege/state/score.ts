import { SIEGE_BOARD as B } from "../board";
import { defOf } from "./occupancy";
import type { SiegeState } from "./game";

/** The items of the epilogue score (siege §7), in the order a breakdown shows them. */
export const SCORE_ITEMS = ["units", "civilians", "supplies", "ammo", "infection", "chaos", "unplayed"] as const;
export type ScoreItem = (typeof SCORE_ITEMS)[number];

/** One line of the epilogue score: what was counted (`count`) and the points it gives (`points`). */
export interface ScoreLine {
  item: ScoreItem;
  count: number;
  points: number;
}

/** The epilogue score of a finished game (siege §7): its lines in `SCORE_ITEMS` order and their sum. */
export interface EpilogueScore {
  lines: ScoreLine[];
  total: number;
}

/**
 * The optional epilogue score of siege §7 (last bullet), a pure function of the state at the end:
 * - +1 per surviving player unit (Heroes, heroic Civilians, Civilians, the National Guard);
 * - +3 per surviving Villagers or Refugees unit (V.I.P. Survivors are Refugees, §3.3) — instead of
 *   the +1, not on top of it;
 * - +1 each for Supplies ≥ 2, Ammo ≥ 2, Infection ≤ 6;
 * - −1 per Chaos marker on the map;
 * - on a loss (`winner` zeds), −1 per Event card still in the deck (the current card was played).
 * "Surviving" (decided here, the rules are silent): a unit still in play, wherever it stands — on a
 * track, in Town Center, in the Refugee Camp or in a Hospital Bed (in coma too); a unit in the
 * Cemetery, or a Villagers/Refugees counter that was devoured or fled off the map, is not. The
 * Level III items (Research) do not exist at Level II (D2). Works on a running game too (its
 * `unplayed` line is 0 while there is no result).
 */
export function epilogueScore(s: SiegeState): EpilogueScore {
  let units = 0;
  let civilians = 0;
  for (const u of Object.values(s.units)) {
    if (u.at === B.cemetery) continue;
    const c = defOf(u).category;
    if (c === "villagers" || c === "refugees") civilians++;
    else units++;
  }
  const chaos = s.spaces.reduce((n, sp) => n + sp.chaos, 0);
  const unplayed = s.result?.winner === "zeds" ? s.decks.event.length : 0;
  const lines: ScoreLine[] = [
    { item: "units", count: units, points: units },
    { item: "civilians", count: civilians, points: 3 * civilians },
    { item: "supplies", count: s.supplies, points: s.supplies >= 2 ? 1 : 0 },
    { item: "ammo", count: s.ammo, points: s.ammo >= 2 ? 1 : 0 },
    { item: "infection", count: s.infection, points: s.infection <= 6 ? 1 : 0 },
    { item: "chaos", count: chaos, points: 0 - chaos },
    { item: "unplayed", count: unplayed, points: 0 - unplayed },
  ];
  return { lines, total: lines.reduce((n, l) => n + l.points, 0) };
}

/**
 * The epilogue score as the result's `params` (GameResult, which the room sends every client):
 * `score` the total, and for each item `<item>` its count and `<item>Points` its points.
 */
export function scoreParams(score: EpilogueScore): Record<string, number> {
  const out: Record<string, number> = { score: score.total };
  for (const l of score.lines) {
    out[l.item] = l.count;
    out[`${l.item}Points`] = l.points;
  }
  return out;
}

/**
 * Puts the epilogue score into the result of a game that just ended (siege §7): called by
 * `winGame` and `loseGame` once `s.result` is set, so the stored result and every seat's view carry it.
 */
export function scoreResult(s: SiegeState): void {
  if (s.result) s.result.params = scoreParams(epilogueScore(s));
}
