import { copyPlain } from "./copy";
import type { Engine, KernelState } from "./engine";
import { createRandom, type RandomState } from "./rng";
import type { BaseAction, SeatId } from "./ruleset";

/** One entry of a game's action log: who acted and what they sent. */
export interface LogEntry<Seat extends SeatId = SeatId, A extends BaseAction = BaseAction> {
  seat: Seat;
  action: A;
}

/** A bot for the seats `Seat` of a game: its action now, or null when it has none. */
export type SeatBot<S, Seat extends SeatId, A> = (s: S, seat: Seat, rnd: RandomState) => A | null;

/**
 * Plays a game of `engine` to its end with a bot in every seat (`bots` by seat, `fallback` for the
 * rest), one bot generator seeded from `botSeed`: the first acting seat's bot chooses, and the
 * choice is applied with validation. Stops when `s.result` is set, after `maxActions`, or when no
 * seat acts or a bot has no answer (`stalled`). Returns the final state and the action log (seed +
 * options + log replay the game exactly). `start` is not changed.
 */
export function playOut<S extends KernelState & { result: unknown }, Seat extends SeatId, A extends BaseAction>(
  engine: Engine<S>,
  start: S,
  bots: Partial<Record<Seat, SeatBot<S, Seat, A>>>,
  fallback: SeatBot<S, Seat, A>,
  botSeed: string,
  maxActions: number,
): { state: S; log: LogEntry<Seat, A>[]; stalled: boolean } {
  const rnd = createRandom(botSeed);
  const s = copyPlain(start);
  const log: LogEntry<Seat, A>[] = [];
  while (!s.result && log.length < maxActions) {
    const seat = engine.actingSeats(s)[0] as Seat | undefined;
    const action = seat === undefined ? null : (bots[seat] ?? fallback)(s, seat, rnd);
    if (seat === undefined || !action) return { state: s, log, stalled: true };
    engine.apply(s, seat, action);
    log.push({ seat, action });
  }
  return { state: s, log, stalled: false };
}

/** Rebuilds a game of `engine` from its first state and action log (18xx.games style replay, `applyStored`: a bound on free actions does not refuse a logged one); `start` is not changed. */
export function replay<S extends KernelState>(engine: Engine<S>, start: S, log: readonly LogEntry[]): S {
  const s = copyPlain(start);
  for (const e of log) engine.applyStored(s, e.seat, e.action);
  return s;
}
