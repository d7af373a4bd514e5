import { house, playOut, replay, HOUSE_BOTS, type LogEntry } from "../shared/src/house";
import type { HouseState } from "../shared/src/house/types";

/**
 * House engine throughput on one core (the engine issue's target: ≥ 100,000 actions/s).
 * 1. Full games/s: random bots in every seat, legal lists computed at every step.
 * 2. Actions/s: the recorded action logs replayed through `apply` alone (validation included).
 */
export function benchHouseEngine(games = 200): { gamesPerSec: number; actionsPerSec: number; actions: number } {
  const starts: HouseState[] = [];
  const logs: LogEntry[][] = [];
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const start = house.setup({ humanSeats: ["human1", "human2"] }, `bench-${i}`);
    const { log } = playOut(start, {}, HOUSE_BOTS.random, `bench-bots-${i}`);
    starts.push(start);
    logs.push(log);
  }
  const t1 = performance.now();
  let actions = 0;
  for (let i = 0; i < games; i++) {
    replay(starts[i]!, logs[i]!);
    actions += logs[i]!.length;
  }
  const t2 = performance.now();
  return { gamesPerSec: games / ((t1 - t0) / 1000), actionsPerSec: actions / ((t2 - t1) / 1000), actions };
}
