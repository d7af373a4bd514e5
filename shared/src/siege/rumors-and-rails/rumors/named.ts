import { SIEGE_BOARD as B, type ForageColumn } from "../../board";
import type { SiegeState } from "../../state/game";
import type { RumorId } from "../../state/rumors";

/*
 * What the Place rumors change about a space (S-R14, G10): the Tall-Mart Distribution Center makes
 * its space a named space for the rest of the game. Every rule that asks whether a space is named,
 * its Terrain or its Forage column asks here instead of the printed board.
 */

/** The space index of Place rumor `rumor` on the map, or -1 when it is not placed (or the Rumor Mill is not in play). */
export function placeOf(s: SiegeState, rumor: RumorId): number {
  return s.rumors?.places[rumor] ?? -1;
}

/** Whether space `i` holds the Tall-Mart marker on a space without a printed name (S-R14: it becomes named). */
function tallMartNames(s: SiegeState, i: number): boolean {
  return placeOf(s, "tall-mart-distribution-center") === i && !B.spaces[i]!.named;
}

/** Whether space `i` is a named space (§1.4): a printed name, or the Tall-Mart marker (S-R14, G10). */
export function spaceNamed(s: SiegeState, i: number): boolean {
  return B.spaces[i]!.named || tallMartNames(s, i);
}

/** The space's own Terrain shift (§4.4): the printed one, or +1 for an unnamed space made named by the Tall-Mart (S-R14, G10). */
export function spaceTerrain(s: SiegeState, i: number): number {
  return tallMartNames(s, i) ? 1 : B.spaces[i]!.terrain;
}

/** The Forage column of space `i` (§5.5), or null where nobody forages: the Tall-Mart's unnamed space forages as "other named" (S-R14, G10). */
export function forageColumn(s: SiegeState, i: number): ForageColumn | null {
  return tallMartNames(s, i) ? "named" : B.spaces[i]!.forage;
}

