import type { GameEvent } from "../../core/ruleset";
import { copySq } from "../board";
import type { CharacterId, HouseState, Sq } from "../types";
import type { HouseEvent } from "../events";

/**
 * With the baby on the board a human victory needs a living human carrying it (§15.1, §17, G29);
 * without the baby on the board (expansion off, or its card not found yet) nothing is needed.
 */
export function babyOk(s: HouseState): boolean {
  const b = s.baby;
  if (!b) return true;
  return !!b.carrier && !!s.humans[b.carrier]?.alive;
}

/** Where the baby is now (§17): its token's square, or its carrier's square; null while it is not on the board. */
export function babySquare(s: HouseState): Sq | null {
  const b = s.baby;
  if (!b) return null;
  return b.carrier ? (s.humans[b.carrier]?.pos ?? null) : b.pos;
}

/** Puts the baby on `figure`'s card (H-A13): the token leaves the board square and rides with the figure. */
export function carryBaby(d: HouseState, figure: CharacterId): void {
  for (const h of Object.values(d.humans)) if (h) h.carriesBaby = h.id === figure;
  d.baby = { pos: null, carrier: figure };
}

/**
 * The carrier puts the baby down on its own square (§17 drop, §9.5 death): the token lies there
 * and any human next to it may pick it up again. Logs `babyDropped` citing `rule`.
 */
export function dropBaby(d: HouseState, figure: CharacterId, at: Sq, rule: string, ev: GameEvent[]): void {
  const h = d.humans[figure];
  if (h) h.carriesBaby = false;
  d.baby = { pos: copySq(at), carrier: null };
  ev.push({ type: "babyDropped", figure, at: { ...at }, rule } satisfies HouseEvent);
}
