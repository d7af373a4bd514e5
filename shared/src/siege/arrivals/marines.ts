import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B, type TrackId } from "../board";
import { addUnit } from "../state/counters";
import { RESOURCE_MAX } from "../state/resources";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";
import { MARINES } from "../units/player";
import type { SiegeEvent } from "../state/events";

/** The Ammo the Marines arrive with (§3.3, §6.4). */
export const MARINES_AMMO = 4;

/**
 * The Marines Deploy (§6.4), once its Fate draw gave `track` (before the card's plot twist, §6.2):
 * the Marines, full side, on that track's Start (§3.4: cards may place them there; G6: no combat on
 * a Start, they share it with any Zeds or Raiders) and +4 Ammo (gains above 20 lost, §5.1). They
 * belong to the lead (G12: a unit arriving mid-game belongs to the seat that caused it, else the
 * lead; decided: a card's arrival is the lead's). There is one Marines counter: already in play or
 * in the Cemetery, nothing happens (logged).
 */
export function marinesDeploy(s: SiegeState, track: TrackId, ev: GameEvent[]): void {
  const rule = "siege §6.4";
  if (s.units[MARINES.id]) {
    ev.push({ type: "noEffect", rule } satisfies SiegeEvent);
    return;
  }
  const u: PlayerUnit = { id: MARINES.id, def: MARINES.id, seat: s.lead, at: B.startOf[track], side: "full", hits: 0, coma: false, holdingOut: false, markers: [], items: [] };
  addUnit(s, u);
  ev.push({ type: "unitArrives", unit: u.id, space: u.at, rule } satisfies SiegeEvent);
  s.ammo = Math.min(RESOURCE_MAX, s.ammo + MARINES_AMMO);
  ev.push({ type: "marinesAmmo", ammo: s.ammo, rule } satisfies SiegeEvent);
}
