/**
 * State-patch bytes as a client receives them. `tapPatches(room)` wraps the SDK room's transport
 * `onmessage` (what the WebSocket delivers, before any decoding) and counts the frames whose
 * first byte is Colyseus' ROOM_STATE_PATCH (15, modifier bits masked off). The byte length is the
 * whole WebSocket message (1 protocol byte + the schema patch), the same on old and new servers.
 */
export const ROOM_STATE_PATCH = 15;

/** A tap on one room's incoming frames: the patch frames since the last `take()`. */
export interface PatchTap {
  /** Byte lengths of the state-patch frames received since the last call, and resets. */
  take(): number[];
}

/** Starts counting the state-patch frames `room` (an @colyseus/sdk Room) receives. */
export function tapPatches(room: { connection: { events: { onmessage?: (ev: MessageEvent) => void } } }): PatchTap {
  let seen: number[] = [];
  const events = room.connection.events;
  const inner = events.onmessage!;
  events.onmessage = (ev: MessageEvent) => {
    const data = ev.data as ArrayBuffer;
    const bytes = new Uint8Array(data);
    if ((bytes[0]! & 0x1f) === ROOM_STATE_PATCH) seen.push(bytes.byteLength);
    inner(ev);
  };
  return {
    take() {
      const r = seen;
      seen = [];
      return r;
    },
  };
}

/** Patch bytes of one kind of action: every sample (bytes of all patch frames between `act` and `ack`). */
export interface PatchStats {
  samples: number;
  first: number;
  median: number;
  min: number;
  max: number;
}

/** Median of a list of numbers (the mean of the middle two for an even count). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Summarises the samples of one action type (null when there are none). */
export function patchStats(xs: number[]): PatchStats | null {
  if (!xs.length) return null;
  return { samples: xs.length, first: xs[0]!, median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
}
