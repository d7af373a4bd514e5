import { defOf, unitStrength, zedsAt, zedsHere, zedsStrength } from "../state/occupancy";
import { shotNeeds } from "./gunfire";
import { destinations } from "./move";
import { forageNeed, forageWhy } from "./forage";
import { stealthStands } from "../heroes/state";
import { HOOKS } from "../procedure/hooks";
import { hthShifts } from "../combat/shift";
import { hthColumn, initialHthColumn } from "../combat/tables";
import { rerollNeed, type HthData } from "../combat/hand-to-hand";
import { handToHandNeed } from "../combat/needs";
import { facesFrom, type RollNeed, type RollPurpose, type RollShift } from "../state/needs";
import type { Pending } from "../state/pending";
import type { PlayerUnit } from "../state/units";
import type { SiegeState } from "../state/game";

/*
 * What the rolls of an action would need, before the player chooses it, so that
 * the action says them: the rules' own needs, read from the open board only (no deck order, no face-down rumor, no
 * generator), changing nothing. A choice made after the action (a Keep card in window W2, Alyssa's
 * step back on a 2) may still change the fight's need; the roll event then says the final one.
 */

/** One roll an action would make, in order: its purpose and what it needs. */
export interface PlannedRoll {
  purpose: RollPurpose;
  need: RollNeed;
}

/** The rolls, in order, of `u` attacking the Zeds on `to` (§4.1): Pickles' stealth, Santana's charge, Alyssa's meeting (§3.3), the Hand-to-hand (§4.2) as a normal fight (her meeting roll of 3–6 would add +2 columns). */
function zedsFightRolls(s: SiegeState, u: PlayerUnit, to: number): PlannedRoll[] {
  const out = stealthRolls(s, u, to);
  const zeds = zedsAt(s, to);
  const a = defOf(u).abilities;
  if (a.pushNormalZeds && zeds.every((z) => z.kind === "normal")) out.push({ purpose: "santanaCharge", need: { read: "faces", faces: facesFrom(4) } });
  if (a.meetingRoll) out.push({ purpose: "meeting", need: { read: "table" } });
  const z = zeds.reduce((n, x) => n + zedsStrength(x), 0);
  out.push({ purpose: "handToHand", need: fightNeed(z, unitStrength(u), hthShifts(s, u.id, to, false, zeds)) });
  return out;
}

/** The rolls, in order, of `u` attacking the Raiders on `to` (§4.1): Pickles' stealth (§3.3), the Hand-to-hand with the first Raiders unit there (§4.2). */
function raidersFightRolls(s: SiegeState, u: PlayerUnit, to: number): PlannedRoll[] {
  const out = stealthRolls(s, u, to);
  const r = HOOKS.raidersAt(s, to)[0]!;
  out.push({ purpose: "raidersHandToHand", need: fightNeed(HOOKS.raidersStrength(r), unitStrength(u), hthShifts(s, u.id, to, false, [])) });
  return out;
}

/** Pickles' stealth roll on entering `to` (§3.3): due unless his last roll stands there. */
function stealthRolls(s: SiegeState, u: PlayerUnit, to: number): PlannedRoll[] {
  return defOf(u).abilities.stealth && !stealthStands(s, u, to) ? [{ purpose: "stealth", need: { read: "faces", faces: facesFrom(2) } }] : [];
}

/** A Hand-to-hand's need (§4.1 steps 2–3, G7): Zeds-side Strength `z` against the unit's `p`, moved by `shifts`. */
function fightNeed(z: number, p: number, shifts: RollShift[]): RollNeed {
  return handToHandNeed(initialHthColumn(z, p), hthColumn(z, p, shifts.reduce((n, x) => n + x.by, 0)), shifts);
}

/** The re-roll a pending re-roll window offers (G22): the same column as the roll it replaces; none without that window. */
function rerollRolls(s: SiegeState): Record<string, PlannedRoll[]> {
  const d = s.pending[0] as (Pending & { dice?: number[]; roll?: { data: unknown } }) | undefined;
  if (!d || d.kind !== "reroll" || !Array.isArray(d.dice) || !d.roll) return {};
  return { reroll: [{ purpose: "handToHandReroll", need: rerollNeed((d.roll.data as HthData).column) }] };
}

/**
 * The rolls every action a player could choose now would make, with what each needs, by the
 * action's key: `fire:<unit>>target` (`…>mayor` with the Mayor's support, §4.3), `move:<unit>><to>`
 * into Zeds or Raiders (§4.1), `forage:<unit>` (§5.5), `siren:<unit>><zeds>` (S-R10),
 * `hoses:<unit>><zeds>` (§3.3), `reroll` while a re-roll window waits (G22). Outside the Action
 * phase only the re-roll. Lists units that may not act now too (the legal list decides which show).
 */
export function rollsBefore(s: SiegeState): Record<string, PlannedRoll[]> {
  const out: Record<string, PlannedRoll[]> = rerollRolls(s);
  if (s.phase !== "action") return out;
  const shots = shotNeeds(s);
  for (const key in shots) out[`fire:${key}`] = [{ purpose: "gunfire", need: shots[key]! }];
  for (const u of Object.values(s.units)) {
    if (u.coma) continue;
    for (const to of destinations(s, u)) {
      if (zedsHere(s, to).length) out[`move:${u.id}>${to}`] = zedsFightRolls(s, u, to);
      else if (HOOKS.raidersAt(s, to).length) out[`move:${u.id}>${to}`] = raidersFightRolls(s, u, to);
    }
    if (forageWhy(s, u) === null) out[`forage:${u.id}`] = [{ purpose: "forage", need: forageNeed(s, u) }];
    const siren = u.items.includes("zeds-siren");
    const hoses = !!defOf(u).abilities.hoses;
    if (!siren && !hoses) continue;
    for (const z of HOOKS.sirenTargets(s, u)) {
      const need: RollNeed = { read: "sum", atLeast: zedsStrength(z) };
      if (siren) out[`siren:${u.id}>${z.id}`] = [{ purpose: "siren", need }];
      if (hoses) out[`hoses:${u.id}>${z.id}`] = [{ purpose: "hoses", need }];
    }
  }
  return out;
}
