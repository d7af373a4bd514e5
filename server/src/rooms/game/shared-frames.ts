import { Protocol, getMessageBytes, type Client } from "@colyseus/core";
import { ownFrame } from "../../colyseus/transport";

/**
 * One message type sent to several clients with each distinct payload packed once (not
 * the `events` and `legal` of an action once for each of a room's clients). Clients sent
 * the same key get the same bytes, so the key must name everything the payload depends on (the
 * seat an event list or a legal list is for), and no client gets bytes made for another's key.
 * The bytes are what `client.send(type, payload)` sends. Use one instance per publish.
 */
export class SharedFrames {
  private readonly frames = new Map<string, Uint8Array>();

  constructor(private readonly type: string) {}

  /** Sends `client` the frame of `key`, packing `payload()` the first time the key is sent. */
  send(client: Client, key: string, payload: () => unknown): void {
    let frame = this.frames.get(key);
    if (!frame) this.frames.set(key, (frame = ownFrame(getMessageBytes.raw(Protocol.ROOM_DATA, this.type, payload()))));
    client.enqueueRaw(frame);
  }
}
