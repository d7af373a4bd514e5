import { resolve } from "node:path";
import { WebSocket } from "ws";
import { percentile } from "./ramp";
import { spawnServer } from "./spawn";

/** The echo's figures at one load: round trip of the sender, and the echo server's CPU. */
export interface EchoResult {
  groups: number;
  connections: number;
  messages: number;
  rttP50: number;
  rttP99: number;
  serverCpuPct: number;
  serverUsPerMessage: number;
}

const ROOT = resolve(import.meta.dirname, "../..");

/**
 * Measures the loopback WebSocket echo (echo-server.ts) at the load of a ramp step: `groups`
 * groups of `size` connections, one sender a group sending a `bytes`-byte message `perSec` times
 * a second at a random phase; each message comes back to all `size` (as a patch reaches a room's
 * clients). Round trip: sent → back at the sender. Warm-up 2 s, then `seconds` measured.
 */
export async function measureEcho(groups: number, size: number, bytes: number, perSec: number, seconds: number): Promise<EchoResult> {
  const server = await spawnServer(resolve(import.meta.dirname, "echo-server.ts"), [], ROOT, { ...process.env, NODE_ENV: "production" });
  const sockets: WebSocket[] = [];
  let stopping = false;
  let window: { from: number; until: number; rtts: number[] } | null = null;
  try {
    const open = (g: number) =>
      new Promise<WebSocket>((res, rej) => {
        const ws = new WebSocket(`ws://127.0.0.1:${server.port}/g${g}`);
        ws.binaryType = "arraybuffer";
        ws.once("open", () => res(ws));
        ws.once("error", rej);
        sockets.push(ws);
      });
    const senders: WebSocket[] = [];
    for (let g = 0; g < groups; g += 50) {
      const batch = await Promise.all(Array.from({ length: Math.min(50, groups - g) * size }, (_, k) => open(g + Math.floor(k / size))));
      for (let k = 0; k < batch.length; k += size) senders.push(batch[k]!);
    }
    const payload = Buffer.alloc(bytes, 7);
    const loops = senders.map(async (ws) => {
      const period = 1000 / perSec;
      let due = performance.now() + Math.random() * period;
      while (!stopping) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (stopping) break;
        const sentAt = performance.now();
        await new Promise<void>((res) => {
          ws.once("message", () => res());
          ws.send(payload);
        });
        const w = window;
        if (w && sentAt >= w.from && sentAt < w.until) w.rtts.push(performance.now() - sentAt);
        due += period;
        if (due < performance.now() - period) due = performance.now();
      }
    });
    await new Promise((r) => setTimeout(r, 2000));
    const s0 = await server.sample();
    const from = performance.now();
    window = { from, until: from + seconds * 1000, rtts: [] };
    await new Promise((r) => setTimeout(r, seconds * 1000 + 500));
    const s1 = await server.sample();
    const wall = (performance.now() - from) * 1000;
    const rtts = window.rtts;
    stopping = true;
    await Promise.race([Promise.all(loops), new Promise((r) => setTimeout(r, 3000))]);
    return {
      groups,
      connections: sockets.length,
      messages: rtts.length,
      rttP50: percentile(rtts, 50),
      rttP99: percentile(rtts, 99),
      serverCpuPct: ((s1.cpuUs - s0.cpuUs) / wall) * 100,
      serverUsPerMessage: rtts.length ? (s1.cpuUs - s0.cpuUs) / rtts.length : 0,
    };
  } finally {
    stopping = true;
    for (const ws of sockets) ws.terminate();
    await server.stop();
  }
}
