import * as core from "../../core/play-out";
import type { RandomState } from "../../core/rng";
import type { BotTable } from "../../core/ruleset";
import type { Engine } from "../../core/engine";
import type { SiegeAction } from "../actions";
import type { SiegeState } from "../state/game";
import type { SiegeSeatId } from "../state/options";

/** A Siege bot: the seat's next action from the state, the bot's own generator and, in a room, who holds the seats (core `BotTable`); null when it may not act or waits for a person. */
export type SiegeBot = (s: SiegeState, seat: SiegeSeatId, rnd: RandomState, table?: BotTable) => SiegeAction | null;

/** One entry of a Siege game's action log: who acted and what they sent. */
export type LogEntry = core.LogEntry<SiegeSeatId, SiegeAction>;

/**
 * Plays a Siege game to its end over the Siege engine `engine` with a bot in every seat (`bots` by
 * seat, `fallback` for the rest), one bot generator seeded from `botSeed`; stops after `maxActions`
 * or when no seat acts (a stall, `stalled` true; core/play-out.ts). Returns the final state, the
 * action log (seed + options + log replay the game) and whether it stalled. `start` is not changed.
 */
export function playOutWith(
  engine: Engine<SiegeState>,
  start: SiegeState,
  bots: Partial<Record<SiegeSeatId, SiegeBot>>,
  fallback: SiegeBot,
  botSeed: string,
  maxActions = 20_000,
): { state: SiegeState; log: LogEntry[]; stalled: boolean } {
  return core.playOut(engine, start, bots, fallback, botSeed, maxActions);
}

/** Rebuilds a Siege game over the Siege engine `engine` from its first state and action log; `start` is not changed. */
export function replayWith(engine: Engine<SiegeState>, start: SiegeState, log: LogEntry[]): SiegeState {
  return core.replay(engine, start, log);
}
