import { Room } from "@colyseus/core";
import { CLOCK_TICK_MS, turnBased } from "../src/rooms/game/turn-based";

/** A Room as the matchmaker has it before onCreate (its `__init` defines the patchRate setter). */
function created(): Room {
  const room = new Room();
  (room as unknown as { __init(): void }).__init();
  return room;
}

/** The intervals started and not cleared while `fn` runs, by their delay (every timer it started is cleared after). */
function liveIntervals(fn: () => void): number[] {
  const live = new Map<unknown, number>();
  const set = globalThis.setInterval;
  const clear = globalThis.clearInterval;
  const later = globalThis.setTimeout;
  const started: unknown[] = [];
  globalThis.setTimeout = ((cb: () => void, ms?: number) => {
    const h = later(cb, ms);
    started.push(h);
    return h;
  }) as typeof setTimeout;
  globalThis.setInterval = ((cb: () => void, ms?: number) => {
    const h = set(cb, ms);
    live.set(h, ms ?? 0);
    started.push(h);
    return h;
  }) as typeof setInterval;
  globalThis.clearInterval = ((h: NodeJS.Timeout) => {
    live.delete(h);
    clear(h);
  }) as typeof clearInterval;
  try {
    fn();
  } finally {
    globalThis.setInterval = set;
    globalThis.clearInterval = clear;
    globalThis.setTimeout = later;
    for (const h of started) clear(h as NodeJS.Timeout);
  }
  return [...live.values()];
}

describe("turn-based rooms keep no per-room 16 ms timer (60 clock ticks a room a second under load)", () => {
  test("a plain Room with patchRate null ticks its clock every 16 ms (why turnBased exists)", () => {
    const intervals = liveIntervals(() => {
      const room = created();
      room.patchRate = null;
    });
    expect(intervals.some((ms) => ms < 20)).toBe(true);
  });

  test("turnBased: no patch interval, and the clock ticked once a second only", () => {
    const intervals = liveIntervals(() => turnBased(created()));
    expect(intervals).toEqual([CLOCK_TICK_MS]);
  });
});
