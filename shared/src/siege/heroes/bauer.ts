import { refuse } from "../../core/refusal";
import { spaceIndex } from "../board";
import { RESOURCE_MAX } from "../state/resources";
import type { PlayerUnit } from "../state/units";
import { barricadeCostOf } from "../units/player";
import { heroAction } from "./act";
import type { SiegeEvent } from "../state/events";

/** The Supplies a Barricade built by `u` costs (§2.6: 2; Bob Bauer's crew 1, §3.3). */
export function barricadeSupplies(u: PlayerUnit): number {
  return barricadeCostOf(u.def);
}

/**
 * Bob Bauer's crew trade Supplies for Ammo (§3.3 Character Action "2 Supplies → 1 Ammo"): free, once
 * per Action phase; 2 Supplies paid, 1 Ammo gained. Refused with fewer than 2 Supplies, or with Ammo
 * at 20 (decided: the Ammo would be lost, §5.1).
 */
export const convertAction = heroAction({
  type: "convert",
  ability: "suppliesToAmmo",
  cost: "character",
  targets: (s) => (s.supplies >= 2 && s.ammo < RESOURCE_MAX ? [undefined] : []),
  why: (s, _u, target) => {
    if (target !== undefined) return refuse("siege.heroNoTarget");
    if (s.supplies < 2) return refuse("siege.heroConvertCost", { left: s.supplies });
    return s.ammo >= RESOURCE_MAX ? refuse("siege.heroAmmoFull") : null;
  },
  exec: (s, _seat, u, _t, ev) => {
    s.supplies -= 2;
    s.ammo += 1;
    ev.push({ type: "convert", unit: u.id, rule: "siege §3.3" } satisfies SiegeEvent);
  },
});

const BRIDGE_BANKS = ["suburbs:0", "suburbs:1", "suburbs:2"];

/**
 * Bob Bauer's crew repair the Suspension Bridge (§3.3 "can repair the bridge", §1.4): 1 Action from
 * Suburbs #0–#2 (as the Ferry, G30); a Destroyed Bridge, or the Ferry rigged in its place, is a
 * whole bridge again (no marker).
 */
export const repairBridgeAction = heroAction({
  type: "repairBridge",
  ability: "repairsBridge",
  cost: "action",
  targets: (s, u) => (s.spaces[spaceIndex("suburbs:1")]!.bridge && BRIDGE_BANKS.map((x) => spaceIndex(x)).includes(u.at) ? [undefined] : []),
  why: (s, u, target) => {
    if (target !== undefined) return refuse("siege.heroNoTarget");
    if (!s.spaces[spaceIndex("suburbs:1")]!.bridge) return refuse("siege.heroBridgeWhole");
    return BRIDGE_BANKS.map((x) => spaceIndex(x)).includes(u.at) ? null : refuse("siege.heroBridgeSpaces");
  },
  exec: (s, _seat, _u, _t, ev) => {
    const i = spaceIndex("suburbs:1");
    s.spaces[i]!.bridge = null;
    ev.push({ type: "bridge", space: i, state: "whole", rule: "siege §3.3" } satisfies SiegeEvent);
  },
});
