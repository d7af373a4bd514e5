import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD as B, type TrackId } from "../board";
import { healOnce } from "../actions/heal";
import { addUnit } from "../state/counters";
import { choice } from "../procedure/choices";
import { defOf } from "../state/occupancy";
import { placeZedsAt } from "./zeds";
import { done, type StepHandler } from "../procedure/stack";
import { RESOURCE_MAX } from "../state/resources";
import type { SiegeState } from "../state/game";
import type { SiegeStep } from "../state/steps";
import type { PlayerUnit } from "../state/units";
import { VIP_SURVIVORS } from "../units/player";
import type { SiegeEvent } from "../state/events";

/** Unidentified Mob's threshold (siege §6.4, §5.2: "Infection 8 or more"). */
export const UNIDENTIFIED_MOB_INFECTION = 8;

/** The V.I.P. Survivors' bonuses (§3.3), as the lead's options: Infection to 0, heal every player unit, +4 Supplies and +2 Ammo. */
export const VIP_BONUSES = ["infection-0", "heal-all", "supplies-ammo"] as const;

/**
 * Unidentified Mob (siege §6.4), once its Fate draw gave `track` (before the card's plot twist,
 * §6.2): with Infection 8 or more, a Super-Zeds from the bag on the track's Start by the placement
 * procedure (G16: a full Start sends it to the first Start with room, Q4; an empty bag gives a
 * normal Zeds, both empty nothing, G13; no fight on a Start, G6); else V.I.P. Survivors there, a
 * team unit (G12) that shares the Start with any Zeds on it (G6). Returns nothing; logs both ways.
 */
export function unidentifiedMob(s: SiegeState, track: TrackId, ev: GameEvent[]): void {
  const rule = "siege §6.4";
  const start = B.startOf[track];
  if (s.infection >= UNIDENTIFIED_MOB_INFECTION) {
    ev.push({ type: "mobSuper", track, infection: s.infection, rule } satisfies SiegeEvent);
    placeZedsAt(s, start, true, ev, rule);
    return;
  }
  const u: PlayerUnit = { id: `vip-${s.nextId++}`, def: VIP_SURVIVORS.id, seat: null, at: start, side: "full", hits: 0, coma: false, holdingOut: false, markers: [], items: [] };
  ev.push({ type: "mobVip", track, infection: s.infection, rule } satisfies SiegeEvent);
  addUnit(s, u);
  ev.push({ type: "unitArrives", unit: u.id, space: start, rule } satisfies SiegeEvent);
}

/** Whether a player unit has damage a Heal would take away (G21): coma, hit markers, or a reduced side that can flip back. */
function damaged(u: PlayerUnit): boolean {
  return u.coma || u.hits > 0 || (u.side === "reduced" && defOf(u).twoSided);
}

/**
 * The V.I.P. Survivors' bonus (siege §3.3, G8), once they are in the Refugee Camp (their +1
 * Infection paid) and before their rumor procedure: the lead picks one (D1, G12) —
 * - `infection-0`: Infection to 0;
 * - `heal-all`: every player unit in play (on the map, in TC or a Bed) is healed whole: as many
 *   Heals (G21) as it needs — awake, no hits, full side. Decided: "heal" as a player reads it, all
 *   the damage; these are not the Heal action, so they lower no Infection (the first bonus does
 *   that) and neither use nor heed the once-per-round Heal (§2.6);
 * - `supplies-ammo`: +4 Supplies and +2 Ammo (gains above 20 lost, §5.1).
 */
export const vipBonusStep: StepHandler<Extract<SiegeStep, { t: "vipBonus" }>> = (s, w, ev) => {
  const rule = "siege §3.3";
  const pick = choice(s, w, s.lead, "vip", [...VIP_BONUSES], { key: "vip", params: {} }, rule);
  if (pick === null) return;
  done(s, w);
  ev.push({ type: "vipBonus", unit: w.unit, bonus: pick, rule } satisfies SiegeEvent);
  if (pick === "infection-0") {
    const before = s.infection;
    s.infection = 0;
    ev.push({ type: "infection", from: before, to: 0, rule } satisfies SiegeEvent);
    return;
  }
  if (pick === "heal-all") {
    const units = Object.values(s.units)
      .filter((u) => u.at !== B.cemetery && u.at !== B.camp && damaged(u))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const u of units) while (damaged(u)) healOnce(s, u, ev);
    return;
  }
  s.supplies = Math.min(RESOURCE_MAX, s.supplies + 4);
  s.ammo = Math.min(RESOURCE_MAX, s.ammo + 2);
  ev.push({ type: "resources", rule } satisfies SiegeEvent);
};
