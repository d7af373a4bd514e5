import { drawInt } from "../../core/rng";
import type { SiegeState } from "../state/game";

/**
 * Draws a normal Zeds counter at random from the reserve (§3.2: "draw at random whenever a new
 * Zeds unit is placed"), with the state's generator. `accept`, when given, sees the drawn counter
 * first: a counter it refuses stays in the reserve where it was (Zombie Call's "else return it",
 * §6.5). Returns the id of the counter taken out of the reserve, or null when the reserve is empty
 * (G13; nothing is drawn) or `accept` refused it. Logs nothing: the caller says what happened.
 */
export function drawFromReserve(s: SiegeState, accept?: (id: string) => boolean): string | null {
  if (s.reserve.length === 0) return null;
  const i = drawInt(s.rnd, 0, s.reserve.length - 1);
  if (accept && !accept(s.reserve[i]!)) return null;
  return s.reserve.splice(i, 1)[0]!;
}
