import type { Client, Room } from "@colyseus/core";

/** Colyseus' per-room frame handler (private in its types; called for every frame a client sends). */
export type FrameHandler = (client: Client, buffer: Uint8Array | undefined) => void;

/**
 * Patch of a room's private `_onMessage` (@colyseus/core 0.18.17, colyseus/checked.ts), the
 * handler every frame a client sends to the room goes through before Colyseus decodes it:
 * `handler` gets each frame first, with Colyseus' own handler to pass it on to (or not). Call it
 * in onCreate, before any client joins; it changes only `room`. Used by rooms/limits/frames.ts,
 * so that an oversized or undecodable frame is refused before Colyseus reads it.
 */
export function interceptFrames(room: Room, handler: (client: Client, buffer: Uint8Array | undefined, colyseus: FrameHandler) => void): void {
  const r = room as unknown as { _onMessage: FrameHandler };
  const colyseus = r._onMessage.bind(room);
  r._onMessage = (client, buffer) => handler(client, buffer, colyseus);
}
