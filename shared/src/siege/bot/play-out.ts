import { createRandom } from "../../core/rng";
import type { SiegeAction } from "../actions";
import { siegeEngine } from "../engine";
import type { SiegeSeatId, SiegeState } from "../types";
import type { SiegeBot } from "./index";

/** One entry of a game's action log: who acted and what they sent. */
export interface LogEntry {
  seat: SiegeSeatId;
  action: SiegeAction;
}

/**
 * Plays a Siege game to its end with a bot in every seat (`bots` by seat, `fallback` for the rest),
 * one bot generator seeded from `botSeed`; stops after `maxActions` or when no seat acts (a stall,
 * `stalled` true). Returns the final state, the action log (seed + options + log replay the game)
 * and whether it stalled. `start` is not changed.
 */
export function playOut(
  start: SiegeState,
  bots: Partial<Record<SiegeSeatId, SiegeBot>>,
  fallback: SiegeBot,
  botSeed: string,
  maxActions = 20_000,
): { state: SiegeState; log: LogEntry[]; stalled: boolean } {
  const rnd = createRandom(botSeed);
  const s = structuredClone(start);
  const log: LogEntry[] = [];
  let stalled = false;
  while (!s.result && log.length < maxActions) {
    const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId | undefined;
    if (!seat) {
      stalled = true;
      break;
    }
    const action = (bots[seat] ?? fallback)(s, seat, rnd);
    if (!action) {
      stalled = true;
      break;
    }
    siegeEngine.apply(s, seat, action);
    log.push({ seat, action });
  }
  return { state: s, log, stalled };
}

/** Rebuilds a game from its first state and action log; `start` is not changed. */
export function replay(start: SiegeState, log: LogEntry[]): SiegeState {
  const s = structuredClone(start);
  for (const e of log) siegeEngine.apply(s, e.seat, e.action);
  return s;
}
