import type { Kernel } from "../../core/engine";
import type { GameEvent } from "../../core/ruleset";
import type { SiegeState } from "../state/game";
import type { OfferKey } from "../state/keys";
import type { RollPurpose } from "../state/needs";
import { zedsStrength } from "../state/occupancy";
import type { ZedsUnit } from "../state/units";
import { roll } from "./roll";

/*
 * The 2-dice roll against one Zeds unit's own current Strength (not its Mob's), shared by the Zeds
 * Siren (S-R10, G10) and the Firefighters' hoses (§3.3): the total reaching the Strength succeeds.
 */

/** Whether 2 dice reach Strength `strength` (their total is at least it): the Siren's and the hoses' success (S-R10, §3.3). */
export const reachesStrength = (dice: number[], strength: number): boolean => dice[0]! + dice[1]! >= strength;

/** What a roll against a Zeds unit's Strength names: its purpose, rule and continuation, the acting unit, the Zeds unit, and the outcome key of some dice against the Strength. */
export interface StrengthRoll {
  purpose: RollPurpose;
  rule: string;
  then: string;
  unit: string;
  zeds: ZedsUnit;
  outcome: (dice: number[], strength: number) => OfferKey;
}

/**
 * Rolls 2 dice through `roll` against the own current Strength of Zeds unit `req.zeds` for unit
 * `req.unit` (S-R10, §3.3): the need is the total reaching that Strength; the roll event names the
 * unit, the target and the Strength; the continuation `req.then` gets `{ unit, target }`; the Mystic
 * Amulet's outcome is `req.outcome`'s key for the dice. Returns the dice, or null while a window waits.
 */
export function rollAgainstStrength(s: SiegeState, ev: GameEvent[], k: Kernel<SiegeState>, req: StrengthRoll): number[] | null {
  const z = req.zeds;
  const str = zedsStrength(z);
  return roll(s, ev, k, {
    purpose: req.purpose,
    dice: 2,
    rule: req.rule,
    need: { read: "sum", atLeast: str },
    event: { unit: req.unit, target: z.id, strength: str },
    then: req.then,
    data: { unit: req.unit, target: z.id },
    outcome: (d) => ({ key: req.outcome(d, str), params: {} }),
  });
}
