import { resolve } from "node:path";
import { WebSocket } from "ws";
import { ramp, type LoadPlan } from "./ramp";
import { spawnServer } from "./spawn";
import type { ActResult, LoadRoom, LoadTarget } from "./target";

/** The echo's figures at one load: round trip of the sender, and the echo server's CPU. */
export interface EchoResult {
  groups: number;
  connections: number;
  messages: number;
  rttP50: number;
  rttP99: number;
  serverCpuPct: number;
  serverUsPerMessage: number;
  /** The generator processes' own event-loop delay p99 (the worst one's), ms: part of every round trip. */
  generatorLoopP99: number;
}

const ROOT = resolve(import.meta.dirname, "../..");
/** Waits longer than this are a failure of the run (a refused connection, a silent server). */
const TIMEOUT_MS = 10_000;

/** Opens one connection to group `g` of the echo server on `port`. */
function connect(port: number, g: number): Promise<WebSocket> {
  return new Promise((res, rej) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/g${g}`);
    ws.binaryType = "arraybuffer";
    ws.once("open", () => res(ws));
    ws.once("error", rej);
  });
}

/** A group of the echo: its first connection is the sender, every one gets each message back. */
class EchoGroup implements LoadRoom {
  constructor(
    private readonly sockets: WebSocket[],
    private readonly payload: Buffer,
  ) {}

  get clients(): number {
    return this.sockets.length;
  }

  /** The sender sends the payload and resolves once it came back to it: ack = patch = the round trip. */
  act(): Promise<ActResult> {
    const ws = this.sockets[0]!;
    return new Promise((res, rej) => {
      const sentAt = performance.now();
      const t = setTimeout(() => rej(new Error(`echo: no echo within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
      ws.once("message", (data: ArrayBuffer) => {
        clearTimeout(t);
        const ms = performance.now() - sentAt;
        res({ ackMs: ms, patchMs: ms, bytesOut: this.payload.byteLength, bytesIn: data.byteLength, patchBytes: data.byteLength, unitMove: false });
      });
      ws.send(this.payload);
    });
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
  }
}

/**
 * The loopback WebSocket echo (echo-server.ts) as a load target: a "room" is a group of
 * `seats` (+ 1 with the spectator) connections, one of which sends a `bytes`-byte message at each
 * act; the server sends it back to all of them (as a patch reaches a room's clients).
 */
export function echoTarget(bytes: number): LoadTarget {
  const payload = Buffer.alloc(bytes, 7);
  return {
    name: "echo",
    ref: `echo:${bytes}`,
    start: () => spawnServer(resolve(import.meta.dirname, "echo-server.ts"), [], ROOT, { ...process.env, NODE_ENV: "production" }),
    async openRoom(port, i, { seats, spectator }) {
      const sockets = await Promise.all(Array.from({ length: seats + (spectator ? 1 : 0) }, () => connect(port, i)));
      return new EchoGroup(sockets, payload);
    },
  };
}

/**
 * Measures the loopback WebSocket echo at the load of a ramp step of `plan` (House's): `groups`
 * groups of the plan's room size, one sender a group sending a `bytes`-byte message at the plan's
 * rate at a random phase, through the same generator processes and window as the ramp (ramp.ts);
 * round trip: sent → back at the sender. Warm-up 2 s, then `plan.measureSeconds` measured. The
 * echo server (its own process) is stopped whatever happens.
 */
export async function measureEcho(groups: number, bytes: number, plan: LoadPlan): Promise<EchoResult> {
  const target = echoTarget(bytes);
  const server = await target.start("");
  try {
    const [s] = await ramp(target, server, { ...plan, mode: "paced", steps: [groups], warmSeconds: 2, openConcurrency: 50, profileMs: 0 }, () => {});
    if (!s) throw new Error("echo: no step measured");
    return {
      groups,
      connections: s.clients,
      messages: s.served,
      rttP50: s.patchP50,
      rttP99: s.patchP99,
      serverCpuPct: s.serverCpuPct,
      serverUsPerMessage: s.serverUsPerAction,
      generatorLoopP99: s.generatorLoopP99,
    };
  } finally {
    await server.stop();
  }
}
