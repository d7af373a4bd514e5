import type { GameEvent } from "../../../core/ruleset";
import { SIEGE_BOARD as B } from "../../board";
import type { SiegeState } from "../../state/game";
import type { Train } from "../../state/map";
import { RESOURCE_MAX } from "../../state/resources";
import { STATION_GAIN } from "./gain";
import type { SiegeEvent } from "../../state/events";

/**
 * The Station bonus of a movement that ended on space `space` (S-T10, G3): only when the train is
 * on its Departure side and the space is a Station — University Infection −4 (not below 0), The
 * Farm +3 Supplies, the Mine +2 Ammo (both capped at 20, §5.1), the Power Plant +2 Event Actions on
 * the Action track (not capped, Q7; earned in 4R they last into the Action phase, G4). Logs a
 * `stationBonus` event whose `supplies`, `ammo`, `actions` or `infection` field is the change
 * actually made (Infection as a negative number) and `total` the track's new value. Returns
 * whether a bonus was due.
 */
export function stationBonus(s: SiegeState, t: Train, space: number, ev: GameEvent[]): boolean {
  const station = B.spaces[space]!.station;
  if (!station || t.side !== "departure") return false;
  const base = { type: "stationBonus" as const, train: t.id, station, space, rule: "siege S-T10" };
  if (station === "university") {
    const before = s.infection;
    s.infection = Math.max(0, s.infection + STATION_GAIN.university);
    ev.push({ ...base, infection: s.infection - before, total: s.infection } satisfies SiegeEvent);
  } else if (station === "farm") {
    const before = s.supplies;
    s.supplies = Math.min(RESOURCE_MAX, s.supplies + STATION_GAIN.farm);
    ev.push({ ...base, supplies: s.supplies - before, total: s.supplies } satisfies SiegeEvent);
  } else if (station === "mine") {
    const before = s.ammo;
    s.ammo = Math.min(RESOURCE_MAX, s.ammo + STATION_GAIN.mine);
    ev.push({ ...base, ammo: s.ammo - before, total: s.ammo } satisfies SiegeEvent);
  } else {
    const n = STATION_GAIN["power-plant"];
    s.actionTrack += n;
    ev.push({ ...base, actions: n, total: s.actionTrack } satisfies SiegeEvent);
  }
  return true;
}
