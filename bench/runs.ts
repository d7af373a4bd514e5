import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { median } from "./patch-size";
import type { WireFigures } from "./server-cost";

/**
 * Runs one bench script (`bench/<file>`) in a fresh Node process (its own JIT warm-up, nothing
 * shared with other measurements) and returns the JSON of its `RESULT` line. `env` is added to
 * this process's environment (e.g. BENCH_ROOT to measure another tree).
 */
export function runScript<T>(file: string, args: string[], env: Record<string, string> = {}): T {
  const out = execFileSync(process.execPath, ["--import", "tsx", resolve(import.meta.dirname, file), ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, NODE_ENV: "production", ...env },
  });
  const line = out.split("\n").find((l) => l.startsWith("RESULT "));
  if (!line) throw new Error(`${file}: no RESULT line`);
  return JSON.parse(line.slice(7)) as T;
}

/** A figure measured in several runs: the median and every run's value. */
export interface Figure {
  median: number;
  runs: number[];
}

/** The median of `runs` with the runs themselves. */
export function figure(runs: number[]): Figure {
  return { median: median(runs), runs };
}

/** The figures of the engine issue, each the median of several runs. */
export interface Figures {
  applyPerSec: Figure;
  stepPerSec: Figure;
  serverUsPerAction: Figure;
  /** The room's own per-action work in process (server-pipeline.ts); absent in old baselines. */
  pipelineUsPerAction?: Figure;
  patchMoveBytes: Figure;
  patchTurnBytes: Figure;
  patchZMoveBytes: Figure;
  /** Frames (state patches and messages) and bytes a client receives per applied action (server-cost.ts `wire`); absent in old baselines. */
  framesPerActionPerClient?: Figure;
  messageFramesPerActionPerClient?: Figure;
  bytesPerActionPerClient?: Figure;
}

/** Sizes of one measurement (from BENCH_* variables; BENCH_QUICK=1 makes a sub-minute run). */
export interface Sizes {
  runs: number;
  engineGames: number;
  serverGames: number;
  serverActions: number;
}

/** The sizes from the environment: BENCH_RUNS, BENCH_GAMES, BENCH_SERVER_GAMES, BENCH_SERVER_ACTIONS. */
export function sizesFromEnv(env = process.env): Sizes {
  const quick = env.BENCH_QUICK === "1";
  return {
    runs: Number(env.BENCH_RUNS ?? (quick ? 1 : 3)),
    engineGames: Number(env.BENCH_GAMES ?? (quick ? 10 : 40)),
    serverGames: Number(env.BENCH_SERVER_GAMES ?? (quick ? 1 : 2)),
    serverActions: Number(env.BENCH_SERVER_ACTIONS ?? (quick ? 300 : 100_000)),
  };
}

/**
 * Measures the four figures (and the patch bytes of `turn` and `zMove`) `sizes.runs` times on each
 * tree of `roots` (undefined: this one), interleaved run by run (old, new, old, new, …) so that a
 * change of load on a shared machine falls on both; engine.ts and server-cost.ts run in fresh
 * processes each time. Returns the figures of each root, in order.
 */
export function measure(sizes: Sizes, roots: (string | undefined)[], log: (s: string) => void = () => {}): Figures[] {
  const all = roots.map(() => ({ apply: [] as number[], step: [] as number[], us: [] as number[], pipe: [] as number[], move: [] as number[], turn: [] as number[], zMove: [] as number[], frames: [] as number[], messageFrames: [] as number[], wireBytes: [] as number[] }));
  for (let r = 0; r < sizes.runs; r++)
    roots.forEach((root, k) => {
      const env: Record<string, string> = root ? { BENCH_ROOT: root } : {};
      const runs = all[k]!;
      const e = runScript<{ apply: { perSec: number }; step: { perSec: number } }>("engine.ts", [String(sizes.engineGames)], env);
      runs.apply.push(Math.round(e.apply.perSec));
      runs.step.push(Math.round(e.step.perSec));
      const s = runScript<{ usPerAction: number; patches: Record<string, { median: number }>; wire: WireFigures }>(
        "server-cost.ts",
        [String(sizes.serverGames), String(sizes.serverActions)],
        env,
      );
      runs.us.push(Math.round(s.usPerAction * 10) / 10);
      // the in-process pipeline exists only on trees with the game table (server/src/games/index.ts)
      if (!root) {
        const p = runScript<{ usPerAction: number }>("server-pipeline.ts", [String(sizes.engineGames)], { ...env, TSX_TSCONFIG_PATH: resolve(import.meta.dirname, "..", "server/tsconfig.json") });
        runs.pipe.push(Math.round(p.usPerAction * 10) / 10);
      }
      runs.move.push(s.patches.move?.median ?? NaN);
      runs.turn.push(s.patches.turn?.median ?? NaN);
      runs.zMove.push(s.patches.zMove?.median ?? NaN);
      runs.frames.push(s.wire.framesPerActionPerClient);
      runs.messageFrames.push(s.wire.messageFramesPerActionPerClient);
      runs.wireBytes.push(s.wire.bytesPerActionPerClient);
      log(`  run ${r + 1}/${sizes.runs} on ${root ?? "this tree"}: apply ${runs.apply[r]}/s, step ${runs.step[r]}/s, server ${runs.us[r]} µs/action${runs.pipe[r] !== undefined ? ` (pipeline ${runs.pipe[r]} µs)` : ""}, move patch ${runs.move[r]} B, ${runs.frames[r]} frames and ${runs.wireBytes[r]} B a client per action`);
    });
  return all.map((runs) => ({
    applyPerSec: figure(runs.apply),
    stepPerSec: figure(runs.step),
    serverUsPerAction: figure(runs.us),
    ...(runs.pipe.length ? { pipelineUsPerAction: figure(runs.pipe) } : {}),
    patchMoveBytes: figure(runs.move),
    patchTurnBytes: figure(runs.turn),
    patchZMoveBytes: figure(runs.zMove),
    framesPerActionPerClient: figure(runs.frames),
    messageFramesPerActionPerClient: figure(runs.messageFrames),
    bytesPerActionPerClient: figure(runs.wireBytes),
  }));
}
