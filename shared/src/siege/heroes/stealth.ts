import type { Continuation, Kernel } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import { spaceLabel } from "../board";
import { unitName } from "../combat/hits";
import { defOf } from "../occupancy";
import { roll } from "../procedure";
import type { PlayerUnit, SiegeState, ZedsUnit } from "../types";
import { heroesState, stealthStands } from "./state";

/*
 * Pickles' stealth (siege §3.3, §3.4): each time he comes to share a space with Zeds — Zeds attack
 * his space (a move, a retreat, a placement) or he enters theirs (a Move, a retreat, off a train) —
 * he rolls 1 die before the fight: 1 he fights as any unit would; 2–6 he is hidden: no fight for
 * him, he stays with the Zeds (the one exception to "Zeds and player units never stay together"),
 * neither defends nor protects the space and does not retreat with the losers. The roll stands as
 * long as he stays on the space and any of those Zeds are there (`stealthStands`); more Zeds
 * joining them do not make him roll again. Decided: Raiders are not in this build, so only Zeds.
 */

/** Whether `u` rolls for stealth before a fight now: a stealth unit, not in coma, whose last roll does not stand (`stealthStands`). */
function due(s: SiegeState, u: PlayerUnit): boolean {
  return !!defOf(u).abilities.stealth && !u.coma && stealthStands(s, u) === null;
}

/**
 * The stealth roll before a Hand-to-hand on space `space` (§3.3): the first of `units` that must
 * roll (`due`) rolls through the kernel and true is returned — the fight's step runs again once
 * the roll is resolved, now knowing whether he hid; false when nobody rolls.
 */
export function stealthRoll(s: SiegeState, units: PlayerUnit[], zeds: ZedsUnit[], space: number, ev: GameEvent[], k: Kernel<SiegeState>): boolean {
  const u = units.find((x) => due(s, x));
  if (!u) return false;
  roll(s, ev, k, {
    purpose: "stealth",
    dice: 1,
    rule: "siege §3.3",
    event: { unit: u.id, space },
    text: (d) => `${unitName(u)} meets the Zeds on ${spaceLabel(space)}: ${d[0]} (1 fights, 2–6 hides)`,
    then: "stealth",
    data: { unit: u.id, space, zeds: zeds.map((z) => z.id) },
    outcome: (d) => (d[0] === 1 ? "he fights" : "he hides"),
  });
  return true;
}

/** Records a new stealth roll's result for the unit and the Zeds it met (the fight's step then reads it). */
const stealth: Continuation<SiegeState> = (s, [d], raw, ev) => {
  const { unit, space, zeds } = raw as { unit: string; space: number; zeds: string[] };
  const hidden = d! >= 2;
  const h = heroesState(s);
  h.stealth = { ...h.stealth, [unit]: { at: space, zeds, hidden } };
  const u = s.units[unit]!;
  ev.push({ type: hidden ? "hides" : "found", unit, space, rule: "siege §3.3", text: hidden ? `${unitName(u)} hides among the Zeds on ${spaceLabel(space)}` : `${unitName(u)} is found and must fight` });
};

/** Records that the Zeds `joined` came to the space of a hidden unit: the roll it made stands for them too (§3.3). */
export function joinHidden(s: SiegeState, u: PlayerUnit, joined: ZedsUnit[]): void {
  const r = stealthStands(s, u);
  if (!r) return;
  const ids = joined.map((z) => z.id).filter((id) => !r.zeds.includes(id));
  if (!ids.length) return;
  const h = heroesState(s);
  h.stealth = { ...h.stealth, [u.id]: { ...r, zeds: [...r.zeds, ...ids] } };
}

/** The stealth roll's continuation, by the name its roll gives in `then`. */
export const STEALTH_CONTINUATIONS: Record<string, Continuation<SiegeState>> = { stealth };
