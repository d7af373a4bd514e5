import { zedsDef } from "../state/occupancy";
import type { SiegeState } from "../state/game";
import type { ZedsUnit } from "../state/units";

/**
 * The greedy defender's score of placing the next hit of a Hand-to-hand or a shot on Zeds unit `z`
 * of a Mob (G12, Q17; a heuristic; higher is better). `n` hits are left to place, this one
 * included. A Mob fights with its combined Strength (§3.2), so the hits go where they take the most
 * Strength off soonest: first a unit the hits left can flip or eliminate (§3.1), the biggest drop
 * first (a flip takes full − reduced off, an elimination all that is left; Devastators grow when
 * flipped, so they come last); else the unit whose next drop is nearest per hit. A unit that may
 * prevent the hit (a Tenacious marker, Ironclads' 1–3) counts half.
 */
export function mobHitScore(s: SiegeState, z: ZedsUnit, n: number): number {
  const d = zedsDef(z);
  const left = d.hitsPerSide - z.hits;
  const drop = z.side === "full" ? d.full - d.reduced : d.reduced;
  const sure = z.markers.includes("tenacious") || d.super?.cancelHitOn ? 0.5 : 1;
  if (left <= n && drop > 0) return 100 + drop * 10 * sure - left;
  return (drop / left) * sure;
}
