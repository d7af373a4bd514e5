import { SIEGE_BOARD as B, trackOf, type LineId, type TrackId } from "../../board";
import { hasZedsAt, playerRoom } from "../../state/occupancy";
import { hasRaidersAt } from "../../raiders/units";
import { mayEnter } from "../../board/entry";
import type { SiegeState } from "../../state/game";
import type { Train } from "../../state/map";

/** The name of a freight train as the rulebook prints it (Part A1). */
export function trainName(id: LineId): string {
  return id === "wh-cargo" ? "WH-Cargo" : "Express-BV";
}

/** The two tracks a train runs on (S-T6, §1.1): WH-Cargo Forest and Highway, Express-BV Mountain and Suburbs. */
export function lineTracks(id: LineId): TrackId[] {
  return B.tracks.filter((t) => B.lineOf[t] === id);
}

/** The train `id` still in the game, or undefined (destroyed, S-T5, or the module is off). */
export function trainById(s: SiegeState, id: string): Train | undefined {
  return s.trains.find((t) => t.id === id);
}

/**
 * The trains on space `i`. A train counts as a player unit there for Restore Order and for every
 * "a player unit on space X" bonus (G1: Hunting Cabin, You Find a Pantry, Air Force Base, Tall-Mart),
 * never for fighting, defending, taking hits or protecting anyone.
 */
export function trainsAt(s: SiegeState, i: number): Train[] {
  return s.trains.filter((t) => t.at === i);
}

/** Whether Zeds share the train's space: then it can neither move nor turn, and nobody boards (S-T12, G3). */
export function frozen(s: SiegeState, t: Train): boolean {
  return hasZedsAt(s, t.at);
}

/** What a movement carries, as far as its destinations care (G2, A1 [P]): player units aboard, and whether a Refugees unit is. */
export interface Load {
  players: number;
  refugee: boolean;
}

/** An empty train. */
export const EMPTY: Load = { players: 0, refugee: false };

/**
 * The spaces a train passes along one path, in order, as far as the rules let it go (S-T6, S-T7,
 * S-T11, S-T13, S-T14, S-T15, S-T16, G29, A1 [P]), before the passengers' fit is asked: from `at`
 * along `track` in the side's direction — Departure away from TC (from TC onto the track's #0),
 * Arrival toward TC (from #0 into TC). Never a Start (so #6 ends a line), never a space a player
 * unit may not enter (No Entry, a Destroyed Bridge, the Mountain under Torrential Rain); a Ferry
 * and Chaos are passed like any space. Entering Zeds, Raiders (G2: passengers get off onto them
 * and attack) or TC ends the path there; a train carrying Refugees never enters Zeds (A1 [P]).
 */
function path(s: SiegeState, at: number, track: TrackId, side: Train["side"], load: Load): number[] {
  const out: number[] = [];
  let i = at;
  for (;;) {
    const next = side === "departure" ? (i === B.tc ? B.trackSpaces[track][0]! : B.away[i]!) : B.toward[i]!;
    if (next < 0 || !mayEnter(s, next)) break;
    const zeds = hasZedsAt(s, next);
    if (zeds && load.refugee) break;
    out.push(next);
    if (zeds || hasRaidersAt(s, next) || next === B.tc) break;
    i = next;
  }
  return out;
}

/**
 * The legal destinations of a movement of train `t` with `load` aboard (S-T6 … S-T17, G2, G3), track
 * by track in the line's order, nearest first: every space at least one space along one of its paths — from TC either track of its
 * line, elsewhere only its own track — where the passengers fit (at most 2 player units on a track
 * space with those already there; TC unlimited; a forced stop on Zeds exempt). Empty while Zeds
 * share its space (S-T12), for an Arrival train in TC, and for a train on a track not of its line.
 */
export function destinations(s: SiegeState, t: Train, load: Load = EMPTY): number[] {
  if (frozen(s, t)) return [];
  const tracks = t.at === B.tc ? lineTracks(t.id) : lineTracks(t.id).filter((x) => x === trackOf(t.at));
  if (t.at === B.tc && t.side === "arrival") return [];
  const out: number[] = [];
  for (const track of tracks)
    for (const i of path(s, t.at, track, t.side, load)) if (fits(s, i, load.players)) out.push(i);
  return out;
}

/** Whether `players` passengers may get off on space `i` (G2, §3.4): TC and a Zeds or Raiders space (a forced stop) always; else room for them beside the player units there. */
function fits(s: SiegeState, i: number, players: number): boolean {
  return players === 0 || hasZedsAt(s, i) || hasRaidersAt(s, i) || playerRoom(s, i) >= players;
}
