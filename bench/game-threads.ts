/**
 * What the Siege measuring scripts share (bench/siege-odds.ts, bench/siege-value-fit.ts): their
 * command-line options, and their games played on worker threads, each thread running the script's
 * own file on its share of the jobs and posting one message a game.
 */
import { Worker } from "node:worker_threads";

/** The value of command-line option `--name`, or `dflt`. */
export function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : dflt;
}

/**
 * Deals `jobs` round-robin to `workers` threads, each running the script at `script` (its
 * `import.meta.url`; tsx's loader is started in the thread, as a thread does not inherit
 * `--import tsx`: server/src/thread.ts) with its share as `workerData`; every message a thread posts
 * goes to `onMessage`, and progress goes to stderr every `every` messages. Resolves when all threads end.
 */
export async function onThreads<J, M>(script: string, jobs: J[], workers: number, onMessage: (m: M) => void, every: number): Promise<void> {
  const shares: J[][] = Array.from({ length: workers }, () => []);
  jobs.forEach((j, i) => shares[i % workers]!.push(j));
  const boot = `import("tsx/esm/api").then((tsx) => tsx.tsImport(${JSON.stringify(script)}, ${JSON.stringify(script)}))`;
  const t0 = performance.now();
  let done = 0;
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          const w = new Worker(boot, { eval: true, workerData: share });
          w.on("message", (m: M) => {
            onMessage(m);
            if (++done % every === 0) console.error(`${done}/${jobs.length} games, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
          });
          w.on("error", reject);
          w.on("exit", () => resolve());
        }),
    ),
  );
}
