import { SIEGE_BOARD as B, trackOf } from "../board";
import { canFight, countsAsZeds, defOf, unitsAt, zedsAt, zedsStrength } from "../state/occupancy";
import type { Engine } from "../../core/engine";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";

/**
 * What the bots use of the Siege engine: the legal actions of a seat and applying one (on a copy).
 * The ruleset (index.ts) passes its engine in, so no bot imports the engine.
 */
export type SiegeRules = Pick<Engine<SiegeState>, "legalActions" | "apply">;

/** The 36 outcomes of 2 dice, for expectations (the bot never sees a die before it is rolled). */
export const TWO_DICE: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) out.push([a, b]);
  return out;
})();

/**
 * What driving Zeds off a Town space is worth, times the chance of it (a heuristic shared by the
 * bot's scores): their next move (an activation or Zeds Pressure) enters TC and loses the game, so it
 * outweighs everything else (an attack that wins makes them retreat, a shot must eliminate the last of them).
 */
export const TOWN_EMERGENCY = 1000;

/** How close to TC a space is (0 = a Town space … 7 = Start; TC and boxes 8). */
export function dist(i: number): number {
  return trackOf(i) === null ? 8 : B.numOf[i]!;
}

/** How dangerous the Zeds on space `i` are: Strength weighted by closeness to TC, halved when a unit stands in front of them (a heuristic). */
export function danger(s: SiegeState, i: number): number {
  const zs = zedsAt(s, i).filter(countsAsZeds);
  if (!zs.length) return 0;
  const str = zs.reduce((n, z) => n + zedsStrength(z), 0);
  const blocked = B.toward[i]! >= 0 && B.toward[i] !== B.tc && unitsAt(s, B.toward[i]!).some(canFight);
  return (str + 4) * (8 - dist(i)) * (8 - dist(i)) * (blocked ? 0.5 : 1);
}

/** Hits player unit `u` can take before its last hit. */
export function toughness(u: PlayerUnit): number {
  const d = defOf(u);
  return d.twoSided && u.side === "full" ? 2 * d.hitsPerSide - u.hits : d.hitsPerSide - u.hits;
}

/** What a planning bot uses of the Siege engine besides `SiegeRules`: who acts, and applying an action taken from a legal list without checking it again (its rollouts). */
export type SiegePlanRules = SiegeRules & Pick<Engine<SiegeState>, "actingSeats" | "applyTrusted">;
