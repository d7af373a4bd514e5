import type { Client, Room } from "@colyseus/core";
import { readingFrame } from "../log";

/** The default soft limit of one client frame, in bytes (ZEDFALL_MAX_MESSAGE_BYTES). */
export const DEFAULT_MAX_MESSAGE_BYTES = 4096;

/** Colyseus' per-room frame handler (private in its types; called for every frame a client sends). */
type FrameHandler = (client: Client, buffer: Uint8Array | undefined) => void;

/**
 * Issue 13 item 4 (a frame over 4 KB closed the connection with 1009) and item 3 (an undecodable
 * frame wrote a stack trace). Wraps `room`'s frame handler, before any client joins: a frame
 * longer than `maxBytes()` bytes (its length on the wire, the WebSocket payload) is not decoded
 * and `tooLarge(client, bytes, max)` answers it; every other frame goes on to Colyseus, marked as
 * being read (log.ts `readingFrame`), so that Colyseus' complaint about a frame it cannot decode
 * is one short refusal line. Frames past the transport's `maxPayload` (ZEDFALL_MAX_FRAME_BYTES)
 * never get here: the WebSocket library closes the connection with 1009.
 */
export function limitFrames(room: Room, maxBytes: () => number, tooLarge: (client: Client, bytes: number, max: number) => void): void {
  const r = room as unknown as { _onMessage: FrameHandler };
  const colyseus = r._onMessage.bind(room);
  r._onMessage = (client, buffer) => {
    const bytes = buffer?.byteLength ?? 0;
    const max = maxBytes();
    if (bytes > max) return tooLarge(client, bytes, max);
    readingFrame({ room: room.roomId, session: client.sessionId, bytes }, () => colyseus(client, buffer));
  };
}
