import type { Room } from "@colyseus/core";

/** How often a turn-based room's clock is ticked, ms (it only dates the monitor's room and client ages). */
export const CLOCK_TICK_MS = 1000;

/**
 * Makes `room` turn-based (call in onCreate): no patch interval (every change is followed by
 * `broadcastPatch()` at once) and the room clock ticked once a second. With no patch interval
 * Colyseus ticks each room's clock every 16 ms instead, 60 timer callbacks a room a second for a
 * clock nothing here reads (bots and decision timers use Node timers): at 400 rooms that was
 * 24,000 callbacks a second and ~3 % of the loaded server's event loop.
 */
export function turnBased(room: Room): void {
  // a timestep first: with one, the patchRate setter adds no 16 ms clock tick of its own
  room.setTimestep(() => {}, CLOCK_TICK_MS);
  room.patchRate = null;
}
