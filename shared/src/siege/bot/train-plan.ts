import { SIEGE_BOARD as B } from "../board";
import { countsAsZeds, playerPresent, zedsAt } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import { destinations, lineTracks, trainById } from "../rumors-and-rails/trains/lines";
import { HOLD_WEIGHT, townDelta, townTrack } from "./town";

/** What each point of Infection the University Station takes off (−4, S-T10) is worth to a train's stop. */
const UNIVERSITY_POINT = 15;
/**
 * What a Station stop would give the team now (S-T10; a heuristic): the University's −4 Infection
 * (worth more as Infection climbs), The Farm's Supplies and the Mine's Ammo when they run low, the
 * Power Plant's 2 Event Actions. 0 off a Station, or for a train on its Arrival side (no bonus).
 */
function stationValue(s: SiegeState, space: number, departure: boolean): number {
  const st = B.spaces[space]?.station;
  if (!st || !departure) return 0;
  if (st === "university") return Math.min(4, s.infection) * UNIVERSITY_POINT;
  if (st === "farm") return s.supplies < 6 ? 14 : s.supplies < 12 ? 6 : 1;
  if (st === "mine") return s.ammo < 4 ? 14 : s.ammo < 10 ? 6 : 1;
  return 12;
}

/** A train's stop on a Zeds space: it is frozen there and destroyed when they move on toward TC (S-T12, S-T13). */
const TRAIN_ON_ZEDS = 30;
/** A train's stop just in front of Zeds (toward TC; half as much two spaces in front): they may come and destroy it when they move on. */
const TRAIN_BEFORE_ZEDS = 30;
/** What an Arrival train's return to TC is worth: it turns to Departure there, ready for its next Station stop. */
const TRAIN_HOME = 20;

/** What one Chaos marker given back at Housekeeping is worth: dearer as the pool of 10 empties (losing at 0, §5.6). */
export function restoreValue(s: SiegeState): number {
  return 60 + (10 - s.chaosPool) * 15;
}

/**
 * What a train stopping on space `i` with side `side` gives (a heuristic): the Station bonus on its
 * Departure side, a Chaos marker back when it stands on a Chaos space with no Zeds and nobody else to
 * restore order (a train restores order, G1), the way home for an Arrival train; less the risk of
 * Zeds on the space or next to it on the Start side.
 */
export function stopValue(s: SiegeState, i: number, side: "departure" | "arrival"): number {
  let v = stationValue(s, i, side === "departure");
  if (zedsAt(s, i).length) return v - TRAIN_ON_ZEDS;
  if (s.spaces[i]!.chaos > 0 && !playerPresent(s, i)) v += restoreValue(s);
  if (i === B.tc && side === "arrival") v += TRAIN_HOME;
  const town = townTrack(i);
  if (town) v += townDelta(s, town, HOLD_WEIGHT, { train: true });
  const away = B.away[i]!;
  if (away >= 0 && zedsAt(s, away).some(countsAsZeds)) v -= TRAIN_BEFORE_ZEDS;
  else if (away >= 0 && B.away[away]! >= 0 && zedsAt(s, B.away[away]!).some(countsAsZeds)) v -= TRAIN_BEFORE_ZEDS / 2;
  return v;
}

/** The best a movement of train `id` could earn (its best stop), or −10 when it cannot move. */
export function trainMoveValue(s: SiegeState, id: string): number {
  const tr = trainById(s, id);
  if (!tr) return -10;
  let best = -10;
  for (const i of destinations(s, tr)) best = Math.max(best, stopValue(s, i, tr.side));
  return best;
}

/**
 * What turning Departure train `id` to Arrival is worth: a Departure train that has done its Station
 * stop turns to come home and start the next one (half the best Station bonus of its line is the
 * cycle's share), unless a stop ahead is still worth more.
 */
export function trainTurnValue(s: SiegeState, id: string): number {
  const tr = trainById(s, id);
  if (!tr) return -10;
  const ahead = trainMoveValue(s, id);
  const cycle = Math.max(...lineTracks(tr.id).flatMap((k) => B.trackSpaces[k].map((i) => stationValue(s, i, true)))) / 2;
  return cycle > ahead ? Math.max(TRAIN_HOME, cycle) : -10;
}



/** What taking train `id` off a Town space costs in that space's chance to hold (negative or 0). */
export function trainLeave(s: SiegeState, id: string): number {
  const tr = trainById(s, id);
  const town = tr ? townTrack(tr.at) : null;
  return town ? townDelta(s, town, HOLD_WEIGHT, { train: true, leave: true }) : 0;
}
