import { shotNeeds } from "@zedfall/shared/siege/actions/gunfire";
import type { Siege } from "@zedfall/shared";
import type { SiegeRoomState } from "@zedfall/shared/protocol/schema";

/**
 * Writes what each shot the units could fire now needs (siege §4.3, the rules' `shotNeeds`) into
 * `schema.shotNeeds` as JSON by `unit>target`, touching only entries that changed; entries of shots
 * no longer possible are deleted. Nothing in a need is secret: it reads the open board only.
 */
export function syncShotNeeds(schema: SiegeRoomState, s: Siege.SiegeState): void {
  const needs = shotNeeds(s);
  const map = schema.shotNeeds;
  for (const key of [...map.keys()]) if (!(key in needs)) map.delete(key);
  for (const key in needs) {
    const json = JSON.stringify(needs[key]);
    if (map.get(key) !== json) map.set(key, json);
  }
}
