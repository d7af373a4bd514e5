import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * The source tree a bench measures: `BENCH_ROOT` (e.g. an old worktree, for the baseline) or this
 * repository. Bench files import the tree's code through these paths, so one script measures old
 * and new code alike.
 */
export function benchRoot(): string {
  return resolve(process.env.BENCH_ROOT ?? resolve(dirname(fileURLToPath(import.meta.url)), ".."));
}

/** Imports `rel` (a path inside the measured tree, e.g. "shared/src/house/index.ts"). */
export function importTree<T = any>(rel: string): Promise<T> {
  return import(pathToFileURL(resolve(benchRoot(), rel)).href) as Promise<T>;
}
