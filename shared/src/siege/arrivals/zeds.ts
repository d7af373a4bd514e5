import { drawInt } from "../../core/rng";
import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B, isStart, type TrackId } from "../board";
import { zedsRoom } from "../state/occupancy";
import { then } from "../procedure/stack";
import type { SiegeState } from "../state/game";
import type { ZedsUnit } from "../state/units";
import type { SuperZedsId } from "../units/zeds";
import { addZeds } from "../state/counters";
import { drawFromReserve } from "./reserve";
import type { SiegeEvent } from "../state/events";

/** Where an Outbreak places its Zeds on `track` (§2.3 c): the Chaos space closest to TC, else the Village closest to TC, else the Start. */
export function outbreakSpace(s: SiegeState, track: TrackId): number {
  const sp = B.trackSpaces[track];
  for (let n = 0; n < 7; n++) if (s.spaces[sp[n]!]!.chaos > 0) return sp[n]!;
  for (let n = 0; n < 7; n++) if (B.spaces[sp[n]!]!.kind === "village") return sp[n]!;
  return B.startOf[track];
}

/**
 * Where a new Zeds lands when aimed at `target` (G16): if it is full, back toward Start until there
 * is room; a full Start sends it to the first Start with room (Q4); -1 when there is none.
 */
export function placementSpace(s: SiegeState, target: number): number {
  let at = target;
  for (;;) {
    if (zedsRoom(s, at) > 0) return at;
    if (isStart(at)) break;
    at = B.away[at]!;
  }
  return B.tracks.map((t) => B.startOf[t]).find((st) => zedsRoom(s, st) > 0) ?? -1;
}

/**
 * Places a new Zeds unit aimed at space `target` by the one procedure of G16: a normal counter from
 * the reserve, or (`superZeds`) a Super-Zeds from the bag — an empty bag gives a normal one, both
 * empty nothing (G13); then the Hello results where it lands (§2.3 d: its attack on player units,
 * Refugees devoured, Villagers flee, then Chaos; none on a Start, G6). Returns the unit or null.
 */
export function placeZedsAt(s: SiegeState, target: number, superZeds: boolean, ev: GameEvent[], rule: string): ZedsUnit | null {
  const at = placementSpace(s, target);
  if (at === -1) {
    ev.push({ type: "noRoom", rule: "siege Q4" } satisfies SiegeEvent);
    return null;
  }
  let z: ZedsUnit;
  if (superZeds && s.bag.length) {
    const id = s.bag.splice(drawInt(s.rnd, 0, s.bag.length - 1), 1)[0]! as SuperZedsId;
    z = { id, kind: "super", at, side: "full", hits: 0, markers: [] };
  } else if (s.reserve.length) {
    if (superZeds) ev.push({ type: "bagEmpty", rule: "siege G13" } satisfies SiegeEvent);
    const id = drawFromReserve(s)!;
    z = { id, kind: "normal", at, side: "full", hits: 0, markers: [] };
  } else {
    ev.push({ type: "reserveEmpty", rule: "siege G13" } satisfies SiegeEvent);
    return null;
  }
  addZeds(s, z);
  // decided (as §2.5 step 1 for a new unit on Start): Zeds placed during an activation do not move in it
  if (s.zedsPhase) s.zedsPhase.moved.push(z.id);
  ev.push({ type: "newZeds", zeds: z.id, space: at, rule } satisfies SiegeEvent);
  then(s, { t: "hello", space: at, retreat: false });
  return z;
}

/**
 * Puts a new normal Zeds unit, drawn at random from the reserve, on `track`'s Start space (§2.5
 * step 1); a full Start sends it to the first Start with room in the order Forest, Mountain,
 * Highway, Suburbs, and with none it is not placed (Q4); an empty reserve places nothing (G13).
 * Returns the new unit or null; logs either way.
 */
export function placeNewZedsOnStart(s: SiegeState, track: TrackId, ev: GameEvent[]): ZedsUnit | null {
  if (s.reserve.length === 0) {
    ev.push({ type: "reserveEmpty", track, rule: "siege G13" } satisfies SiegeEvent);
    return null;
  }
  const at = zedsRoom(s, B.startOf[track]) > 0 ? B.startOf[track] : (B.tracks.map((t) => B.startOf[t]).find((st) => zedsRoom(s, st) > 0) ?? -1);
  if (at === -1) {
    ev.push({ type: "noRoom", track, rule: "siege Q4" } satisfies SiegeEvent);
    return null;
  }
  const id = drawFromReserve(s)!;
  const z: ZedsUnit = { id, kind: "normal", at, side: "full", hits: 0, markers: [] };
  addZeds(s, z);
  ev.push({ type: "newZeds", zeds: id, space: at, rule: "siege §2.5" } satisfies SiegeEvent);
  return z;
}
