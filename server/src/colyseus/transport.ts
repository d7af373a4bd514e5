import type { IncomingMessage } from "node:http";
import type { Client } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import type WebSocket from "ws";

/** How often a slice of the connections is pinged, ms. */
export const PING_TICK_MS = 100;

type Raw = WebSocket & { pingCount: number; _socket?: { writableCorked: number } };

/**
 * Patch of Colyseus' WebSocket transport (@colyseus/ws-transport 0.18.4 with @colyseus/core
 * 0.18.17, colyseus/checked.ts): a subclass overriding its protected
 * `autoTerminateUnresponsiveClients` and `onConnection`, and reading the private `_socket` of the
 * `ws` WebSocket under each client (`copyWhileCorked`, `corked`). Tuned for thousands of connections:
 * - its heartbeat spread over the ping interval. The stock transport pings every connection in
 *   one timer callback every `pingInterval` (3 s): one burst of thousands of socket writes, which
 *   held the event loop 50 ms at 1,800 connections and 100–300 ms at 3,000 in the load bench, every
 *   action waiting behind it. Here each tick of PING_TICK_MS pings its share of the connections
 *   present at the start of the cycle, so each is still pinged once a `pingInterval` and still
 *   terminated after `pingMaxRetries` unanswered pings (the stock rule, counted the stock way: a
 *   `pong` resets `pingCount`, through the listener the stock `onConnection` installs);
 * - a frame sent while its socket is corked (`corked`) is copied first: `ws` keeps a reference
 *   to the bytes it was given until the socket writes, and Colyseus encodes every client's state
 *   patch into one shared buffer, so a corked socket would send the next client's bytes.
 */
export class ZedfallTransport extends WebSocketTransport {
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const ticks = Math.max(1, Math.round(pingInterval / PING_TICK_MS));
    let cycle: Raw[] = [];
    let tick = 0;
    this.pingInterval = setInterval(() => {
      if (tick === 0) cycle = [...this.wss.clients] as Raw[];
      const per = Math.ceil(cycle.length / ticks);
      for (const client of cycle.slice(tick * per, (tick + 1) * per)) {
        if (client.readyState !== client.OPEN) continue;
        if (client.pingCount >= pingMaxRetries) {
          client.terminate();
          continue;
        }
        client.pingCount++;
        client.ping(undefined, undefined, () => {});
      }
      tick = (tick + 1) % ticks;
    }, PING_TICK_MS);
  }

  protected override onConnection(rawClient: Raw, req: IncomingMessage, upgrade?: never): Promise<void> {
    copyWhileCorked(rawClient);
    return super.onConnection(rawClient, req, upgrade);
  }
}

/** Frames whose bytes nobody writes into again (`ownFrame`): sent as they are, corked or not. */
const owned = new WeakSet<Uint8Array>();

/**
 * Marks `frame` as bytes of their own, which no encoder reuses (a message packed once for several
 * clients, rooms/game/shared-frames.ts), so a corked socket sends them without a copy. Returns `frame`.
 */
export function ownFrame<T extends Uint8Array>(frame: T): T {
  owned.add(frame);
  return frame;
}

/** Makes `ws.send` copy a binary frame while the connection's socket is corked (see ZedfallTransport), unless it is marked as its own bytes (`ownFrame`). */
export function copyWhileCorked(ws: Raw): void {
  const send = ws.send.bind(ws) as (data: unknown, options?: unknown, cb?: unknown) => void;
  ws.send = ((data: unknown, options?: unknown, cb?: unknown) =>
    send(ws._socket?.writableCorked && data instanceof Uint8Array && !owned.has(data) ? Buffer.from(data) : data, options, cb)) as never;
}

/** The TCP socket under a Colyseus WebSocket client (ws-transport: `client.ref` is the `ws` WebSocket, `_socket` its net.Socket). */
function socketOf(client: Client): { cork(): void; uncork(): void; destroyed: boolean } | undefined {
  return (client as unknown as { ref?: { _socket?: { cork(): void; uncork(): void; destroyed: boolean } } }).ref?._socket;
}

/**
 * Runs `send` (which writes several messages to `clients` synchronously: a patch, an ack, events,
 * a legal list) with every client's socket corked, so each client's frames leave in one write
 * system call instead of one a frame (`writev` was 28 % of a loaded server's time).
 * Frames and their order are unchanged (their bytes are copied while corked: ZedfallTransport);
 * a client without a TCP socket (a test transport) is skipped. Returns what `send` returns.
 */
export function corked<T>(clients: Iterable<Client>, send: () => T): T {
  const sockets: { uncork(): void }[] = [];
  for (const c of clients) {
    const s = socketOf(c);
    if (s && !s.destroyed) {
      s.cork();
      sockets.push(s);
    }
  }
  try {
    return send();
  } finally {
    for (const s of sockets) s.uncork();
  }
}
