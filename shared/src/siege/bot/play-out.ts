import * as core from "../../core/play-out";
import type { SiegeAction } from "../actions";
import { siegeEngine } from "../engine";
import type { SiegeSeatId, SiegeState } from "../types";
import type { SiegeBot } from "./index";

/** One entry of a Siege game's action log: who acted and what they sent. */
export type LogEntry = core.LogEntry<SiegeSeatId, SiegeAction>;

/**
 * Plays a Siege game to its end with a bot in every seat (`bots` by seat, `fallback` for the rest),
 * one bot generator seeded from `botSeed`; stops after `maxActions` or when no seat acts (a stall,
 * `stalled` true; core/play-out.ts). Returns the final state, the action log (seed + options + log
 * replay the game) and whether it stalled. `start` is not changed.
 */
export function playOut(
  start: SiegeState,
  bots: Partial<Record<SiegeSeatId, SiegeBot>>,
  fallback: SiegeBot,
  botSeed: string,
  maxActions = 20_000,
): { state: SiegeState; log: LogEntry[]; stalled: boolean } {
  return core.playOut(siegeEngine, start, bots, fallback, botSeed, maxActions);
}

/** Rebuilds a Siege game from its first state and action log; `start` is not changed. */
export function replay(start: SiegeState, log: LogEntry[]): SiegeState {
  return core.replay(siegeEngine, start, log);
}
