import { Protocol, type Client, type Room } from "@colyseus/core";
import { decode } from "@colyseus/schema";
import { unpack } from "msgpackr";
import { readingFrame } from "../../log";
import { SETTINGS } from "../../config/settings";
import { interceptFrames } from "../../colyseus/frame-handler";

/** The default soft limit of one client frame, in bytes (ZEDFALL_MAX_MESSAGE_BYTES). */
export const DEFAULT_MAX_MESSAGE_BYTES = SETTINGS.ZEDFALL_MAX_MESSAGE_BYTES.fallback;

/** The frames whose message type (a string or a number) follows their first byte (ROOM_REQUEST: after the request id). */
const TYPED: ReadonlySet<number> = new Set([Protocol.ROOM_DATA, Protocol.ROOM_DATA_BYTES, Protocol.ROOM_REQUEST]);

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads the message type at `it` (a string or a number, as Colyseus encodes it), checking a
 * string's bytes for valid UTF-8 first: the schema decoder's own reader writes a raw
 * "decode.utf8Read(): Invalid byte" console line for a bad byte and goes on. Throws with the
 * reason on bad UTF-8 or a string cut short; moves `it` past the type.
 */
function readType(buffer: Uint8Array, it: { offset: number }): void {
  if (!decode.stringCheck(buffer, it)) return void decode.number(buffer, it);
  const prefix = buffer[it.offset++]!;
  const length = prefix < 0xc0 ? prefix & 0x1f : prefix === 0xd9 ? decode.uint8(buffer, it) : prefix === 0xda ? decode.uint16(buffer, it) : decode.uint32(buffer, it);
  if (it.offset + length > buffer.byteLength) throw new Error("the message type is cut short");
  try {
    utf8.decode(buffer.subarray(it.offset, it.offset + length));
  } catch {
    throw new Error("the message type is not valid UTF-8");
  }
  it.offset += length;
}

/**
 * Why a frame that carries a message type (ROOM_DATA, ROOM_DATA_BYTES, ROOM_REQUEST) cannot be
 * decoded: its type is not valid UTF-8 or is cut short, or (ROOM_DATA) its body after the type is
 * not msgpack. Null when it can be, or for a frame of another kind. Colyseus closes the connection
 * (4002) on a body it cannot unpack and logs a raw decoder line for a type of bad UTF-8; this
 * check lets the room answer both instead. Costs one more read of the (small) frame.
 */
export function undecodable(buffer: Uint8Array): string | null {
  const code = buffer[0]! & 0x1f;
  if (!TYPED.has(code)) return null;
  try {
    const it = { offset: 1 };
    if (code === Protocol.ROOM_REQUEST) decode.number(buffer, it);
    readType(buffer, it);
    if (code === Protocol.ROOM_DATA && buffer.byteLength > it.offset) unpack(buffer.subarray(it.offset));
    return null;
  } catch (e) {
    return (e instanceof Error ? e.message : String(e)).split("\n", 1)[0]!.slice(0, 120);
  }
}

/**
 * A bad frame costs its sender an answer, not the connection, and never a stack trace in the log. Wraps `room`'s frame handler (colyseus/frame-handler.ts), before any client joins: a frame
 * longer than `maxBytes()` bytes (its length on the wire, the WebSocket payload) is not decoded
 * and `tooLarge(client, bytes, max)` answers it; a message frame whose type is not valid UTF-8 or
 * whose body is not msgpack (`undecodable`) is answered by `bad(client, bytes, why)` (the connection stays); every other frame goes on to
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
  interceptFrames(room, (client, buffer, colyseus) => {
    const bytes = buffer?.byteLength ?? 0;
    const max = maxBytes();
    if (bytes > max) return tooLarge(client, bytes, max);
    const why = buffer && bytes > 0 ? undecodable(buffer) : null;
    if (why !== null) return bad(client, bytes, why);
    readingFrame({ room: room.roomId, session: client.sessionId, bytes }, () => colyseus(client, buffer));
  });
}
