import { jest } from "@jest/globals";
import type { Client } from "@colyseus/core";
import { PING_TICK_MS, ZedfallTransport, copyWhileCorked, corked } from "../src/colyseus/transport";

/** A stand-in for a ws-transport client: `ref._socket` counts corks and records the order of events. */
function fakeClient(events: string[], name: string, destroyed = false) {
  const socket = {
    destroyed,
    depth: 0,
    cork() {
      this.depth++;
      events.push(`${name} cork`);
    },
    uncork() {
      this.depth--;
      events.push(`${name} uncork`);
    },
  };
  return { client: { ref: { _socket: socket } } as unknown as Client, socket };
}

describe("corked sends (one write a client for an action's frames)", () => {
  test("every live socket is corked before the sends and uncorked after them; a destroyed one and a client without a socket are left alone", () => {
    const events: string[] = [];
    const a = fakeClient(events, "a");
    const b = fakeClient(events, "b");
    const gone = fakeClient(events, "gone", true);
    const bare = {} as Client;
    const out = corked([a.client, b.client, gone.client, bare], () => {
      events.push("send");
      return 7;
    });
    expect(out).toBe(7);
    expect(events).toEqual(["a cork", "b cork", "send", "a uncork", "b uncork"]);
    expect([a.socket.depth, b.socket.depth, gone.socket.depth]).toEqual([0, 0, 0]);
  });

  test("a throwing send still uncorks every socket (no connection is left holding its frames)", () => {
    const events: string[] = [];
    const a = fakeClient(events, "a");
    expect(() =>
      corked([a.client], () => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(a.socket.depth).toBe(0);
  });
});

/** A stand-in for a `ws` connection of the transport's server. */
function fakeWs(i: number, pinged: number[], terminated: number[], state = 1) {
  return { OPEN: 1, readyState: state, pingCount: 0, ping: () => pinged.push(i), terminate: () => terminated.push(i) };
}

describe("the heartbeat spread over its interval", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("25 connections, a 1 s interval: at most 3 pings a 100 ms tick, each connection pinged once a cycle, an unanswered one terminated after 2 pings, a closed one skipped", () => {
    const pinged: number[] = [];
    const terminated: number[] = [];
    const clients = Array.from({ length: 25 }, (_, i) => fakeWs(i, pinged, terminated, i === 24 ? 3 : 1));
    const transport = { wss: { clients: new Set(clients) }, pingInterval: undefined as unknown };
    (ZedfallTransport.prototype as unknown as { autoTerminateUnresponsiveClients(this: unknown, ms: number, retries: number): void }).autoTerminateUnresponsiveClients.call(transport, 1000, 2);
    const perTick: number[] = [];
    for (let t = 0; t < 10; t++) {
      const before = pinged.length;
      jest.advanceTimersByTime(PING_TICK_MS);
      perTick.push(pinged.length - before);
    }
    expect(Math.max(...perTick)).toBe(3);
    expect([...pinged].sort((x, y) => x - y)).toEqual(Array.from({ length: 24 }, (_, i) => i)); // 24 open, each once; #24 is closed
    // everyone but #0 answers (a pong resets pingCount, as the stock transport's listener does)
    for (const c of clients.slice(1)) c.pingCount = 0;
    jest.advanceTimersByTime(1000); // cycle 2: #0 pinged a second time (pingCount 2)
    expect(terminated).toEqual([]);
    for (const c of clients.slice(1)) c.pingCount = 0;
    jest.advanceTimersByTime(1000); // cycle 3: #0 has 2 unanswered pings: terminated, not pinged
    expect(terminated).toEqual([0]);
    expect(pinged.filter((i) => i === 0)).toHaveLength(2);
    clearInterval(transport.pingInterval as NodeJS.Timeout);
  });
});

describe("frames sent while corked are copies (Colyseus encodes every client's patch into one shared buffer)", () => {
  test("corked: ws gets a copy with the same bytes, so a later write into the shared buffer cannot change what goes out; uncorked: the bytes themselves", () => {
    const got: Uint8Array[] = [];
    const ws = { _socket: { writableCorked: 1 }, send: (data: Uint8Array) => got.push(data) };
    copyWhileCorked(ws as never);
    const shared = Buffer.from([15, 1, 2, 3]);
    (ws.send as (d: Uint8Array) => void)(shared.subarray(0, 3));
    shared[1] = 99; // the next client's patch is encoded into the same buffer
    expect([...got[0]!]).toEqual([15, 1, 2]);
    ws._socket.writableCorked = 0;
    const view = shared.subarray(0, 2);
    (ws.send as (d: Uint8Array) => void)(view);
    expect(got[1]).toBe(view);
  });
});
