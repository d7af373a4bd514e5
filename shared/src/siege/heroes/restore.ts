import { canFight, defOf, unitsHere } from "../state/occupancy";
import type { SiegeState } from "../state/game";

/**
 * Who restores order on space `i` (§2.7 step 2, G1): `restores` when a freight train or a player unit
 * that could fight (not in coma, not Villagers or Refugees) stands there, Horatius excepted — he never
 * restores order (§2.7, `noRestoreOrder`); `infection` is false when an F.D.P.D. Riot Squad unit
 * among them does it (§2.7 "without the Infection rise", `noInfection.restoreOrder`; decided: its
 * presence is enough, whoever else is there).
 */
export function restoreOrderBy(s: SiegeState, i: number): { restores: boolean; infection: boolean } {
  const units = unitsHere(s, i).filter((u) => canFight(u) && !defOf(u).abilities.noRestoreOrder);
  const restores = units.length > 0 || s.trains.some((t) => t.at === i);
  return { restores, infection: !units.some((u) => defOf(u).abilities.noInfection?.restoreOrder) };
}
