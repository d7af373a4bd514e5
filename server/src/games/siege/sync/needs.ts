import { rollsBefore } from "@zedfall/shared/siege/needs-before";
import type { Siege } from "@zedfall/shared";
import type { SiegeRoomState } from "@zedfall/shared/protocol/schema";

/**
 * Writes the rolls each action a player could choose now would make, with what each needs (the
 * rules' `rollsBefore`: shots, moves into Zeds or Raiders, Forage, the Siren, the hoses, a
 * re-roll), into `schema.rollNeeds` as JSON by action key, touching only entries that changed;
 * entries of actions no longer possible are deleted. Nothing in a need is secret: the rules read
 * the open board only.
 */
export function syncRollNeeds(schema: SiegeRoomState, s: Siege.SiegeState): void {
  const needs = rollsBefore(s);
  const map = schema.rollNeeds;
  for (const key of [...map.keys()]) if (!(key in needs)) map.delete(key);
  for (const key in needs) {
    const json = JSON.stringify(needs[key]);
    if (map.get(key) !== json) map.set(key, json);
  }
}
