import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { resolve } from "node:path";
import { benchRoot } from "./tree";
import { playGame, type Played, type Wire } from "./play";
import { patchStats, type PatchStats } from "./patch-size";

/** The server benches' figures (targets 3 and 4 of the engine issue). */
export interface ServerFigures {
  games: number;
  actions: number;
  /** Server CPU (user + system) per applied action, µs. */
  usPerAction: number;
  /** State-patch bytes the acting client received for its action, by action type (`move`, `turn`, `zMove`, …). */
  patches: Record<string, PatchStats>;
  /** What one applied action cost each client on the wire, means over the measured games' actions and their clients. */
  wire: WireFigures;
}

/** Frames and bytes a client receives per applied action (all of them, and the message frames apart from the state patches). */
export interface WireFigures {
  framesPerActionPerClient: number;
  messageFramesPerActionPerClient: number;
  bytesPerActionPerClient: number;
}

/** A server child (server-child.ts) on the measured tree: its port, a CPU probe and a stop. */
async function startServer(): Promise<{ port: number; cpu: () => Promise<number>; stop: () => Promise<void> }> {
  const root = benchRoot();
  // BENCH_SERVER_PROF=<dir>: the server child writes a .cpuprofile there (node --cpu-prof)
  const prof = process.env.BENCH_SERVER_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_SERVER_PROF}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...prof, "--import", "tsx", resolve(import.meta.dirname, "server-child.ts")], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
    // the schema's legacy decorators (STACK pitfall 4); production mode as in `npm start`
    env: { ...process.env, NODE_ENV: "production", TSX_TSCONFIG_PATH: resolve(root, "server/tsconfig.json") },
  });
  const lines = createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  lines.on("line", (l) => {
    if (l.startsWith("PORT ") || l.startsWith("CPU ")) waiting.shift()?.(l);
  });
  const next = () => new Promise<string>((res) => waiting.push(res));
  const exited = new Promise<void>((res) => child.once("exit", () => res()));
  const port = Number((await Promise.race([next(), exited.then(() => "PORT 0")])).slice(5));
  if (!port) throw new Error("the server child did not start");
  return {
    port,
    cpu: async () => {
      const p = next();
      child.stdin!.write("cpu\n");
      return JSON.parse((await p).slice(4)).cpu as number;
    },
    stop: async () => {
      child.stdin!.write("stop\n");
      const t = setTimeout(() => child.pid && process.kill(child.pid, "SIGKILL"), 5000);
      await exited;
      clearTimeout(t);
    },
  };
}

/**
 * Targets 3 and 4: a server child (in-memory SQLite store) and three SDK clients in this process,
 * one per seat (zombie, human1, human2), playing whole games from `legal` (play.ts) after one
 * warm-up game that is not counted. Server cost = the child's CPU between each game's start and
 * its last action, over the actions applied: message decode and zod check, the rule module's
 * checks and apply, the store append (in memory), schema sync, patch encoding for the three
 * views, ack/events/legal (three legal lists) and the socket writes. The clients' decoding runs in
 * this process and is not counted. Patch bytes: the frames the acting client got before its ack.
 * Wire: every frame each client received from the start until all held the last action's legal
 * list, over the actions and the clients.
 */
export async function benchServer(games: number, maxActions = 100_000): Promise<ServerFigures> {
  const server = await startServer();
  try {
    const endpoint = `ws://127.0.0.1:${server.port}`;
    await playGame(endpoint, "bench-warm", maxActions, async () => {});
    let cpu = 0;
    const all: Played[] = [];
    const wire: Wire = { clients: 0, frames: 0, bytes: 0, patchFrames: 0 };
    let clientActions = 0;
    for (let g = 0; g < games; g++) {
      let c0 = 0;
      const game = await playGame(endpoint, `bench-${g + 1}`, maxActions, async () => {
        c0 = await server.cpu();
      });
      cpu += (await server.cpu()) - c0;
      all.push(...game.played);
      wire.frames += game.wire.frames;
      wire.bytes += game.wire.bytes;
      wire.patchFrames += game.wire.patchFrames;
      clientActions += game.played.length * game.wire.clients;
    }
    if (all.length === 0) throw new Error("the measured games applied no action");
    const byType: Record<string, number[]> = {};
    for (const p of all) (byType[p.type] ??= []).push(p.patchBytes);
    const patches = Object.fromEntries(Object.entries(byType).map(([t, xs]) => [t, patchStats(xs)!]));
    const perClient = (x: number) => Math.round((x / clientActions) * 100) / 100;
    return {
      games,
      actions: all.length,
      usPerAction: cpu / all.length,
      patches,
      wire: {
        framesPerActionPerClient: perClient(wire.frames),
        messageFramesPerActionPerClient: perClient(wire.frames - wire.patchFrames),
        bytesPerActionPerClient: perClient(wire.bytes),
      },
    };
  } finally {
    await server.stop();
  }
}

// `node --import tsx bench/server-cost.ts [games] [maxActions]`: one JSON line (BENCH_ROOT picks the tree)
if (process.argv[1]?.endsWith("server-cost.ts")) {
  const r = await benchServer(Number(process.argv[2] ?? process.env.BENCH_SERVER_GAMES ?? 2), Number(process.argv[3] ?? process.env.BENCH_SERVER_ACTIONS ?? 100_000));
  console.log(`RESULT ${JSON.stringify(r)}`);
  process.exit(0);
}
