import type { GameEvent } from "../../core/ruleset";
import { SIEGE_BOARD } from "../board";
import { scoreResult } from "./score";
import type { SiegeState } from "./game";
import type { SiegeEvent } from "./events";
import type { SiegeReasonKey } from "./keys";

/** The top of the Infection track (§5.2, Q8). */
export const INFECTION_MAX = 13;

/** The top of the Supplies and Ammo tracks (§5.1): gains above it are lost. */
export const RESOURCE_MAX = 20;

/**
 * Raises Infection by `n` (§5.2), capped at 13; reaching 13 queues an Unchecked Outbreak until the
 * current atomic step ends (§2.3, G14) — the Infection procedure runs it. Logs one line citing `rule`.
 */
export function raiseInfection(s: SiegeState, n: number, rule: string, ev: GameEvent[]): void {
  if (n <= 0) return;
  const before = s.infection;
  s.infection = Math.min(INFECTION_MAX, s.infection + n);
  ev.push({ type: "infection", from: before, to: s.infection, rule } satisfies SiegeEvent);
  if (s.infection === INFECTION_MAX && before < INFECTION_MAX && !s.outbreakQueued) {
    s.outbreakQueued = true;
    ev.push({ type: "outbreakQueued", rule: "siege G14" } satisfies SiegeEvent);
  }
}

/**
 * Ends the game in a loss for the defenders (§7): a Zeds unit entered TC, or a Chaos marker was due
 * and the pool is empty. The result's reason is `key` (the client's `siege.reason.<key>`); it
 * carries the epilogue score (score.ts) and, when given, the id of the space the loss names
 * (`space`: where the Zeds broke in from, where the Chaos was due) and the ids of the Zeds that
 * broke in (`zeds`), so a client says the reason in its own words with their names.
 */
export function loseGame(s: SiegeState, key: SiegeReasonKey, rule: string, ev: GameEvent[], space?: number, zeds?: string[]): void {
  s.phase = "over";
  s.result = { winner: "zeds", rule, key };
  scoreResult(s);
  if (space !== undefined) s.result.params = { ...s.result.params, space: SIEGE_BOARD.spaces[space]!.id };
  if (zeds !== undefined) s.result.params = { ...s.result.params, zeds: [...zeds] };
  s.work = [];
  s.pending = [];
  ev.push({ type: "gameOver", winner: "zeds", rule } satisfies SiegeEvent);
}
