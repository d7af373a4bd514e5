import { Protocol, type Client, type Room } from "@colyseus/core";
import { decode } from "@colyseus/schema";
import { unpack } from "msgpackr";
import { readingFrame } from "../log";

/** The default soft limit of one client frame, in bytes (ZEDFALL_MAX_MESSAGE_BYTES). */
export const DEFAULT_MAX_MESSAGE_BYTES = 4096;

/** Colyseus' per-room frame handler (private in its types; called for every frame a client sends). */
type FrameHandler = (client: Client, buffer: Uint8Array | undefined) => void;

/**
 * Why the body of a message frame (ROOM_DATA: the type, then msgpack) cannot be decoded, or null
 * when it can (or the frame is of another kind, which Colyseus reads without msgpack). Colyseus
 * closes the connection (4002) on a body it cannot unpack; this check lets the room answer it
 * instead. Costs one more unpack of the (small) body.
 */
export function undecodable(buffer: Uint8Array): string | null {
  if ((buffer[0]! & 0x1f) !== Protocol.ROOM_DATA) return null;
  try {
    const it = { offset: 1 };
    if (decode.stringCheck(buffer, it)) decode.string(buffer, it);
    else decode.number(buffer, it);
    if (buffer.byteLength > it.offset) unpack(buffer.subarray(it.offset));
    return null;
  } catch (e) {
    return (e instanceof Error ? e.message : String(e)).split("\n", 1)[0]!.slice(0, 120);
  }
}

/**
 * Issue 13 item 4 (a frame over 4 KB closed the connection with 1009) and item 3 (an undecodable
 * frame wrote a stack trace). Wraps `room`'s frame handler, before any client joins: a frame
 * longer than `maxBytes()` bytes (its length on the wire, the WebSocket payload) is not decoded
 * and `tooLarge(client, bytes, max)` answers it; a message frame whose body is not msgpack is
 * answered by `bad(client, bytes, why)` (the connection stays); every other frame goes on to
 * Colyseus, marked as being read (log.ts `readingFrame`), so that any other complaint of Colyseus
 * about a frame is one short refusal line. Frames past the transport's `maxPayload`
 * (ZEDFALL_MAX_FRAME_BYTES) never get here: the WebSocket library closes the connection with 1009.
 */
export function limitFrames(
  room: Room,
  maxBytes: () => number,
  tooLarge: (client: Client, bytes: number, max: number) => void,
  bad: (client: Client, bytes: number, why: string) => void,
): void {
  const r = room as unknown as { _onMessage: FrameHandler };
  const colyseus = r._onMessage.bind(room);
  r._onMessage = (client, buffer) => {
    const bytes = buffer?.byteLength ?? 0;
    const max = maxBytes();
    if (bytes > max) return tooLarge(client, bytes, max);
    const why = buffer && bytes > 0 ? undecodable(buffer) : null;
    if (why !== null) return bad(client, bytes, why);
    readingFrame({ room: room.roomId, session: client.sessionId, bytes }, () => colyseus(client, buffer));
  };
}
