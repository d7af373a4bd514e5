import type { Conn } from "./helpers";

/** Protocol codes of Colyseus 0.18 (@colyseus/shared-types) for the state frames. */
const ROOM_STATE = 14;
const ROOM_STATE_PATCH = 15;

/**
 * One frame a client received: its raw bytes, the client's `seq` once it was decoded (the moment
 * it belongs to), and what the client made of it: the decoded state after a state frame, the
 * decoded messages of a message frame, as JSON.
 */
export interface WireFrame {
  seq: number;
  bytes: Buffer;
  json: string;
  what: string;
}

/**
 * Records every frame `c` receives from now on: a listener on the SDK's
 * raw WebSocket, after the SDK's own (so the frame is decoded when it runs). The state the client
 * holds now is recorded first, as a frame without bytes.
 */
export function captureWire(c: Conn): WireFrame[] {
  const st = () => c.room.state as any;
  const frames: WireFrame[] = [{ seq: st().seq ?? 0, bytes: Buffer.alloc(0), json: JSON.stringify(st().toJSON()), what: "state at capture" }];
  const ws = (c.room.connection as any).transport.ws as { addEventListener(t: string, f: (e: { data: unknown }) => void): void };
  let seen = c.box.all.length;
  ws.addEventListener("message", (e) => {
    const bytes = Buffer.from(e.data instanceof ArrayBuffer ? new Uint8Array(e.data) : (e.data as Uint8Array));
    const state = bytes[0] === ROOM_STATE || bytes[0] === ROOM_STATE_PATCH;
    const messages = c.box.all.slice(seen);
    seen = c.box.all.length;
    frames.push({
      seq: st().seq ?? 0,
      bytes,
      json: state ? JSON.stringify(st().toJSON()) : JSON.stringify(messages),
      what: state ? "state patch" : `message ${messages.map((m) => m.type).join(",") || `frame ${bytes[0]}`}`,
    });
  });
  return frames;
}

/** A string as msgpack and the schema encode it (fixstr: 0xa0 | length, then UTF-8) when shorter than 32 bytes; else its UTF-8. */
export function encodedString(s: string): Buffer {
  const utf8 = Buffer.from(s, "utf8");
  return utf8.length < 32 ? Buffer.concat([Buffer.from([0xa0 | utf8.length]), utf8]) : utf8;
}

/** Where a secret can show up: as a value in the decoded JSON, or in the frame's bytes. */
export interface Secret {
  /** What it is, for the failure message (e.g. "the zombie hand's card 'smash'"). */
  name: string;
  json?: RegExp | string;
  bytes?: Buffer[];
}

/** Whether `f` holds `secret` (in its decoded JSON or its bytes). */
export function holds(f: WireFrame, secret: Secret): boolean {
  if (secret.json !== undefined && (typeof secret.json === "string" ? f.json.includes(secret.json) : secret.json.test(f.json))) return true;
  return !!secret.bytes?.some((b) => f.bytes.includes(b));
}

/** A JSON string value, quoted as it appears in the decoded JSON. */
export const quoted = (s: string) => JSON.stringify(s);

/** A list of strings as consecutive values: `"a","b","c"` in JSON, the fixstrs back to back in bytes (a msgpack array's items). */
export function sequence(name: string, items: string[]): Secret {
  return { name, json: items.map(quoted).join(","), bytes: [Buffer.concat(items.map(encodedString))] };
}
