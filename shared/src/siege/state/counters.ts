import { endStaleStealth } from "../heroes/state";
import { counterInPlay, counterMoved } from "./stacks";
import type { SiegeState } from "./game";
import type { PlayerUnit, RaidersUnit, ZedsUnit } from "./units";

/*
 * The only writes of who is where: the sets of counters on the map (`units`, `zeds`) and each
 * counter's space (`at`). Each tells the open looks of stacks.ts (`counterMoved`, `counterInPlay`),
 * which keep the counters grouped by space through the changes. The sets: each write makes a new object
 * rather than adding a key by `o[k] = v` or removing one with `delete`: V8 turns an object that
 * gains many keys that way, or loses one, into a slow dictionary, and every scan of the counters
 * (each "who is on this space", many per action) then costs several times more. Spread copies
 * stay fast objects, in the same key order.
 */

/** Puts player unit `u` into play under its id (arrival, Refugees made from Villagers, the National Guard). */
export function addUnit(s: SiegeState, u: PlayerUnit): void {
  s.units = { ...s.units, [u.id]: u };
  counterInPlay(s, "units", u, true);
}

/** Takes player unit `id` out of play (lost, turned into another counter); no-op when it is not there. */
export function removeUnit(s: SiegeState, id: string): void {
  const u = s.units[id];
  if (!u) return;
  const { [id]: _gone, ...rest } = s.units;
  s.units = rest;
  counterInPlay(s, "units", u, false);
}

/** Puts Zeds unit `z` on the map under its id (new Zeds, an Outbreak, a Fate card). */
export function addZeds(s: SiegeState, z: ZedsUnit): void {
  s.zeds = { ...s.zeds, [z.id]: z };
  counterInPlay(s, "zeds", z, true);
}

/** Takes Zeds unit `id` off the map (eliminated, gone); no-op when it is not there. */
export function removeZeds(s: SiegeState, id: string): void {
  const z = s.zeds[id];
  if (!z) return;
  const { [id]: _gone, ...rest } = s.zeds;
  s.zeds = rest;
  counterInPlay(s, "zeds", z, false);
  endStaleStealth(s, z.at);
}

/**
 * Puts player unit `u` (in play) on space `to`: a move, a retreat, a ride, a Bed, the Camp, the
 * Cemetery. A unit that leaves its space leaves its stealth roll there (Pickles, §3.3: he rolls each
 * time he comes to share a space with Zeds or Raiders, so again when he comes back).
 */
export function placeUnit(s: SiegeState, u: PlayerUnit, to: number): void {
  const from = u.at;
  u.at = to;
  counterMoved("units", u, from);
  if (from !== to && s.heroes?.stealth[u.id]) {
    const { [u.id]: _left, ...rest } = s.heroes.stealth;
    s.heroes.stealth = rest;
  }
}

/**
 * Puts Zeds unit `z` (on the map) on space `to`: a move, a retreat, a flight to its Start space. A
 * stealth roll made on the space it leaves ends once none of its Zeds and Raiders is left there
 * (Pickles, §3.3: coming back is a new meeting and a new roll).
 */
export function placeZeds(s: SiegeState, z: ZedsUnit, to: number): void {
  const from = z.at;
  z.at = to;
  counterMoved("zeds", z, from);
  if (from !== to) endStaleStealth(s, from);
}

/** Puts Raiders unit `r` on the map (Raiders Appear!, §6.4). Raiders are not grouped by space in the looks of stacks.ts: their set is one or two counters, scanned directly. */
export function addRaiders(s: SiegeState, r: RaidersUnit): void {
  s.raiders = { ...s.raiders, [r.id]: r };
}

/** Takes Raiders unit `id` off the map (eliminated, napalm, gone with their loot); no-op when it is not there. */
export function removeRaiders(s: SiegeState, id: string): void {
  const r = s.raiders[id];
  if (!r) return;
  const { [id]: _gone, ...rest } = s.raiders;
  s.raiders = rest;
  endStaleStealth(s, r.at);
}

/** Puts Raiders unit `r` (on the map) on space `to`: their 4R move or a retreat (§2.2 step 1, §4.5); a stealth roll on the space left may end (as `placeZeds`). */
export function placeRaiders(s: SiegeState, r: RaidersUnit, to: number): void {
  const from = r.at;
  r.at = to;
  if (from !== to) endStaleStealth(s, from);
}
