import { createRandom } from "../../core/rng";
import { actingSeats, applyAction } from "../engine";
import type { HouseAction } from "../actions";
import type { HouseSeatId, HouseState } from "../types";
import type { HouseBot } from "./index";

/** One entry of a game's action log: who acted and what they sent. */
export interface LogEntry {
  seat: HouseSeatId;
  action: HouseAction;
}

/**
 * Plays a game to its end with a bot in every seat (`bots` by seat, `fallback` for the rest), using
 * one bot generator seeded from `botSeed`. Stops after `maxActions`. Returns the final state and the
 * action log (seed + options + log replay the game exactly). `start` is not changed.
 */
export function playOut(
  start: HouseState,
  bots: Partial<Record<HouseSeatId, HouseBot>>,
  fallback: HouseBot,
  botSeed: string,
  maxActions = 100_000,
): { state: HouseState; log: LogEntry[] } {
  const rnd = createRandom(botSeed);
  const s = structuredClone(start);
  const log: LogEntry[] = [];
  while (!s.result && log.length < maxActions) {
    const seat = actingSeats(s)[0];
    if (!seat) break;
    const action = (bots[seat] ?? fallback)(s, seat, rnd);
    if (!action) break;
    applyAction(s, seat, action);
    log.push({ seat, action });
  }
  return { state: s, log };
}

/** Rebuilds a game from its first state and action log (18xx.games style replay); `start` is not changed. */
export function replay(start: HouseState, log: LogEntry[]): HouseState {
  const s = structuredClone(start);
  for (const e of log) applyAction(s, e.seat, e.action);
  return s;
}
