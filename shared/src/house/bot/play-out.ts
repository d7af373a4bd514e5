import * as core from "../../core/play-out";
import type { RandomState } from "../../core/rng";
import type { HouseAction } from "../actions";
import { houseEngine } from "../engine";
import type { HouseSeatId, HouseState } from "../types";

/** A House bot: the seat's next action from the state and the bot's own generator, or null when it may not act. */
export type HouseBot = (s: HouseState, seat: HouseSeatId, rnd: RandomState) => HouseAction | null;

/** One entry of a House game's action log: who acted and what they sent. */
export type LogEntry = core.LogEntry<HouseSeatId, HouseAction>;

/**
 * Plays a House game to its end with a bot in every seat (`bots` by seat, `fallback` for the rest),
 * one bot generator seeded from `botSeed`, at most `maxActions` (core/play-out.ts). Returns the final
 * state and the action log (seed + options + log replay the game exactly). `start` is not changed.
 */
export function playOut(start: HouseState, bots: Partial<Record<HouseSeatId, HouseBot>>, fallback: HouseBot, botSeed: string, maxActions = 100_000): { state: HouseState; log: LogEntry[] } {
  const { state, log } = core.playOut(houseEngine, start, bots, fallback, botSeed, maxActions);
  return { state, log };
}

/** Rebuilds a House game from its first state and action log (18xx.games style replay); `start` is not changed. */
export function replay(start: HouseState, log: LogEntry[]): HouseState {
  return core.replay(houseEngine, start, log);
}
