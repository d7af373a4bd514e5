import type { PlayerUnit, SiegeState, ZedsUnit } from "./types";

/*
 * The only writes of the sets of counters on the map (`units`, `zeds`). Each makes a new object
 * rather than adding a key by `o[k] = v` or removing one with `delete`: V8 turns an object that
 * gains many keys that way, or loses one, into a slow dictionary, and every scan of the counters
 * (each "who is on this space", many per action) then costs several times more. Spread copies
 * stay fast objects, in the same key order.
 */

/** Puts player unit `u` into play under its id (arrival, Refugees made from Villagers, the National Guard). */
export function addUnit(s: SiegeState, u: PlayerUnit): void {
  s.units = { ...s.units, [u.id]: u };
}

/** Takes player unit `id` out of play (lost, turned into another counter); no-op when it is not there. */
export function removeUnit(s: SiegeState, id: string): void {
  if (!(id in s.units)) return;
  const { [id]: _gone, ...rest } = s.units;
  s.units = rest;
}

/** Puts Zeds unit `z` on the map under its id (new Zeds, an Outbreak, a Fate card). */
export function addZeds(s: SiegeState, z: ZedsUnit): void {
  s.zeds = { ...s.zeds, [z.id]: z };
}

/** Takes Zeds unit `id` off the map (eliminated, gone); no-op when it is not there. */
export function removeZeds(s: SiegeState, id: string): void {
  if (!(id in s.zeds)) return;
  const { [id]: _gone, ...rest } = s.zeds;
  s.zeds = rest;
}
