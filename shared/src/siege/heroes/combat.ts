import { SIEGE_BOARD as B } from "../board";
import { defOf, zedsDef, zedsHere } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { PlayerUnit } from "../state/units";

/**
 * Who loses a Hand-to-hand on `space` fought by player unit `u` (§4.2, §3.2, §3.3): the table's
 * loser, except that the Doomed make their opponent lose and the 12th Veterans Division always win
 * against Zeds (the cell's hits still apply). Decided: when the Veterans fight the Doomed, the two
 * "always" cancel and the table decides.
 */
export function hthLoser(s: SiegeState, space: number, u: PlayerUnit | undefined, table: "zeds" | "player"): "zeds" | "player" {
  const doomed = zedsHere(s, space).some((z) => zedsDef(z).super?.opponentAlwaysLoses);
  const veterans = !!u && !!defOf(u).abilities.alwaysWinsHandToHand;
  if (doomed === veterans) return table;
  return doomed ? "player" : "zeds";
}

/**
 * The Infection a Hand-to-hand fought by `u` raises (§4.1 step 5, §5.2 "Horatius, Riot Squad 0"):
 * `n` (hthInfection's +1 or the Mob's special value), or 0 when the unit never raises Infection in
 * Hand-to-hand (Horatius, F.D.P.D. Riot Squad; decided: even against Toxic, Oozers or Wolf Zeds).
 */
export function hthInfectionBy(u: PlayerUnit | undefined, n: number): number {
  return u && defOf(u).abilities.noInfection?.handToHand ? 0 : n;
}

/** Whether `u` rolls a third die in this Hand-to-hand (WZED Farmingdale): it defends, in a Town space (#0) or TC (§1.3). */
export function extraDefenceDie(u: PlayerUnit, space: number, defending: boolean): boolean {
  if (!defending || !defOf(u).abilities.extraDefenceDie) return false;
  return space === B.tc || B.tracks.some((t) => B.trackSpaces[t][0] === space);
}

/** The dice of a Hand-to-hand roll (§4.1 step 4): 2, or 3 for WZED defending in a Town space or TC (`extraDefenceDie`). */
export function hthDice(u: PlayerUnit, space: number, defending: boolean): number {
  return extraDefenceDie(u, space, defending) ? 3 : 2;
}

/**
 * The two dice that count of a Hand-to-hand roll (§4.2): both of a 2-dice roll; of WZED's 3 dice the
 * best 2 (decided: a higher row is never worse for the player side in any column, so the owner
 * would always keep them — taken at once, D6). Returns a new array.
 */
export function keptDice(dice: readonly number[]): number[] {
  if (dice.length <= 2) return [...dice];
  return [...dice].sort((a, b) => b - a).slice(0, 2);
}
