import { refuse, type Refusal } from "../../core/refusal";
import type { Continuation } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import { isStart, spaceLabel } from "../board";
import { choice } from "../procedure/choices";
import { defOf } from "../state/occupancy";
import { done, then, type StepHandler } from "../procedure/stack";
import { roll } from "../procedure/roll";
import type { SiegeState } from "../state/game";
import type { SiegeStep } from "../state/steps";
import type { PlayerUnit } from "../state/units";
import { actors, mayorAura, type Pay } from "./common";
import { paid } from "./paid";
import { RESOURCE_MAX } from "../state/resources";
import { HOOKS } from "../procedure/hooks";
import type { SiegeEvent } from "../state/events";
import type { RollNeed } from "../state/needs";

const cap = (n: number) => Math.min(RESOURCE_MAX, n);

/** The forage action (one of the Action phase's other actions, §2.6, D1). */
export type ForageAction = { type: "forage"; unit: string; pay: Pay };

/** Forage (§5.5; decided: heroic Civilians forage as Civilians do): a Hero, heroic Civilians or Civilians unit on a named space (not a Start, not a box) rolls 1 die; the Mayor adds +1 in Town spaces/TC (G22), Hauser +1 to his own (§3.3); max 6. */
export const forageAction = paid<ForageAction>(
  "forage",
  (s, seat) => actors(s, seat).filter((u) => forageWhy(s, u) === null),
  (s, _seat, u) => forageWhy(s, u),
  (s, _seat, a, ev, k) => {
    const u = s.units[a.unit]!;
    const need = forageNeed(s, u);
    // a scavenger rolls 2 dice (§5.5, heroes/scavenger.ts)
    roll(s, ev, k, { purpose: "forage", dice: HOOKS.forageDice(u), rule: "siege §5.5", need, then: "forage", data: { unit: u.id, bonus: need.bonus } });
  },
);

/**
 * What `u`'s Forage on its space needs (§5.5), before or at the roll, changing nothing: the Forage
 * table's column of the space and the bonus to the die (the Mayor's +1 in Town spaces and TC, G22;
 * Hauser's own, §3.3). Only for a unit that may forage there (`forageWhy` null).
 */
export function forageNeed(s: SiegeState, u: PlayerUnit): Extract<RollNeed, { read: "forage" }> {
  const column = HOOKS.forageColumn(s, u.at)!;
  const mayor = column === "town" && mayorAura(s) ? 1 : 0;
  return { read: "forage", column, bonus: mayor + HOOKS.forageBonusOf(u) };
}

/** Why `u` may not forage where it stands (§5.5): not a forager, or no Forage column there; null when it may. */
export function forageWhy(s: SiegeState, u: PlayerUnit): Refusal | null {
  if (!["hero", "heroic-civilians", "civilians"].includes(defOf(u).category)) return refuse("siege.foragers");
  if (isStart(u.at) || !HOOKS.forageColumn(s, u.at)) return refuse("siege.nothingToForage", { space: spaceLabel(u.at) });
  return null;
}

/** What a Forage result gives in a column (§5.5): `pick` when the owner chooses 1 Supply or 1 Ammo (a 6 in Town/TC). */
export function forageYield(col: "town" | "farm" | "mine" | "named", result: number): { supplies: number; ammo: number } | "pick" {
  if (result <= 3) return { supplies: 0, ammo: 0 };
  if (result <= 5) return col === "mine" ? { supplies: 0, ammo: 1 } : { supplies: 1, ammo: 0 };
  if (col === "town") return "pick";
  if (col === "farm") return { supplies: 2, ammo: 0 };
  return col === "mine" ? { supplies: 0, ammo: 2 } : { supplies: 0, ammo: 1 };
}

/** A Town Forage of 6 (§5.5): the forager's owner takes 1 Supply or 1 Ammo. */
export const forageTakeStep: StepHandler<Extract<SiegeStep, { t: "forageTake" }>> = (s, w, ev) => {
  const u = s.units[w.unit];
  const pick = choice(s, w, u?.seat ?? s.lead, "forage", ["supplies", "ammo"], { key: "forage", params: {} }, "siege §5.5");
  if (pick === null) return;
  done(s, w);
  if (pick === "supplies") s.supplies = cap(s.supplies + 1);
  else s.ammo = cap(s.ammo + 1);
  // the same fields as every Forage's yield (what was found), so the log's sentence has its numbers
  ev.push({ type: "forageYield", take: pick, supplies: pick === "supplies" ? 1 : 0, ammo: pick === "ammo" ? 1 : 0, rule: "siege §5.5" } satisfies SiegeEvent);
};

/**
 * The Weapons Control Office (S-R12, C4): while it is in play, a Forage in a Town space or TC (§1.3)
 * whose final modified result is 1 or 2 also gains +1 Ammo (20 at most, §5.1).
 */
function weaponsOffice(s: SiegeState, col: "town" | "farm" | "mine" | "named", result: number, ev: GameEvent[]): void {
  if (col !== "town" || result > 2 || HOOKS.placeOf(s, "weapons-control-office") < 0) return;
  s.ammo = cap(s.ammo + 1);
  ev.push({ type: "weaponsOffice", result, ammo: s.ammo, rule: "siege S-R12" } satisfies SiegeEvent);
}

/** The Forage continuation (§5.5): the Weapons Control Office's Ammo (S-R12), the yield by column; a Town 6 asks the owner (forageTake). */
export const FORAGE_CONTINUATIONS: Record<string, Continuation<SiegeState>> = {
  forage: (s, dice, data, ev) => {
    const { unit, bonus } = data as { unit: string; bonus: number };
    const u = s.units[unit];
    if (!u) return;
    const col = HOOKS.forageColumn(s, u.at)!;
    // a scavenger's kept die, its natural doubles counting twice (§5.5, C4, heroes/scavenger.ts)
    const { kept, times } = HOOKS.forageRead(dice);
    const result = Math.min(6, kept + bonus);
    // Rusty's +1 Supply (§3.3) comes with every Forage of his
    HOOKS.forageSupply(s, u, ev);
    for (let n = 0; n < times; n++) {
      weaponsOffice(s, col, result, ev);
      const y = forageYield(col, result);
      if (y === "pick") {
        then(s, { t: "forageTake", unit });
        continue;
      }
      s.supplies = cap(s.supplies + y.supplies);
      s.ammo = cap(s.ammo + y.ammo);
      ev.push({ type: "forageYield", supplies: y.supplies, ammo: y.ammo, rule: "siege §5.5" } satisfies SiegeEvent);
    }
  },
};
