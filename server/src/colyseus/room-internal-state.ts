import { RoomInternalState, type Room } from "@colyseus/core";

/**
 * Whether `room` is being disposed (shutdown, the last client gone). Reads the room's private
 * `_internalState` (@colyseus/core 0.18.17, colyseus/checked.ts; Colyseus has no public getter for
 * it): a game room leaves its seats as they are while it closes.
 */
export function isDisposing(room: Room): boolean {
  return (room as unknown as { _internalState: number })._internalState === RoomInternalState.DISPOSING;
}
