import { zombiesChanged } from "./occupancy";
import type { HouseState, Zombie } from "./types";

/*
 * The only writes of the set of zombies on the board. Each makes a new `zombies` object rather than
 * adding or deleting a key: V8 turns an object that gains many keys by `o[k] = v` (or loses one by
 * `delete`) into a slow dictionary, and every scan of the zombies (each legal list, each settle)
 * then costs several times more. Spread copies stay fast objects, in the same key order.
 */

/** Puts zombie or crawler `z` on the board under its id (placed, risen, spawned: house §6.5, §13, §18.2). */
export function addZombie(d: HouseState, z: Zombie): void {
  d.zombies = { ...d.zombies, [z.id]: z };
  zombiesChanged(d);
}

/** Takes zombie or crawler `id` off the board (destroyed, H-B4); no-op when it is not there. */
export function removeZombie(d: HouseState, id: string): void {
  if (!(id in d.zombies)) return;
  const { [id]: _gone, ...rest } = d.zombies;
  d.zombies = rest;
  zombiesChanged(d);
}
