import type { GameEvent } from "../../core/ruleset";
import { drawInt } from "../../core/rng";
import { addUnit } from "../state/counters";
import { defOf } from "../state/occupancy";
import { RESOURCE_MAX } from "../state/resources";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";
import { unitDef } from "../units/player";
import type { SiegeEvent } from "../state/events";

/**
 * What happens when player unit `u`, just put into play, enters it (siege §3.3; "entering play" =
 * the setup deal or any card or rumor placing it: A Hero Arrives, I Think I See Someone, Community
 * Organiser, Help Arrives!): its arrival bonus (Mr. Johnson +2 Supplies +3 Ammo, Horatius +3
 * Supplies, the Salvation troops +2 Supplies; 20 at most, §5.1; a unit that arrives twice, saved from
 * the Cemetery by a card, gains twice),
 * and the Clarion Courier brings one more heroic Civilians unit — decided: drawn at random from the
 * available ones (a draw from the generator, not a roll), onto the Courier's space for the same
 * seat, with its own arrival effects; none available: nothing, a log line.
 */
export function arrive(s: SiegeState, u: PlayerUnit, ev: GameEvent[]): void {
  const ab = defOf(u).abilities;
  if (ab.arrival) {
    const sup = ab.arrival.supplies ?? 0;
    const ammo = ab.arrival.ammo ?? 0;
    s.supplies = Math.min(RESOURCE_MAX, s.supplies + sup);
    s.ammo = Math.min(RESOURCE_MAX, s.ammo + ammo);
    ev.push({ type: "arrivalBonus", unit: u.id, supplies: sup, ammo, rule: "siege §3.3" } satisfies SiegeEvent);
  }
  if (ab.bringsHeroicCivilians) {
    const pool = s.available.filter((id) => unitDef(id).category === "heroic-civilians");
    if (!pool.length) {
      ev.push({ type: "bringsNobody", unit: u.id, rule: "siege §3.3" } satisfies SiegeEvent);
      return;
    }
    const id = pool[drawInt(s.rnd, 0, pool.length - 1)]!;
    s.available = s.available.filter((x) => x !== id);
    const b: PlayerUnit = { id, def: id, seat: u.seat, at: u.at, side: "full", hits: 0, coma: false, holdingOut: false, markers: [], items: [] };
    addUnit(s, b);
    ev.push({ type: "unitArrives", unit: id, space: u.at, rule: "siege §3.3" } satisfies SiegeEvent);
    arrive(s, b, ev);
  }
}
