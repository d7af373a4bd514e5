import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * Starts a worker thread on the module `entry`: a built `.js` file directly, a TypeScript source
 * (tsx, Jest: the server run from source) through tsx's `tsImport`, since a thread does not inherit
 * the `--import tsx` hooks; tsx is resolved from the working directory (the repository or server/
 * in every source run). `options` are the Worker's (workerData and the like).
 */
export function startThread(entry: URL, options: WorkerOptions = {}): Worker {
  if (!entry.href.endsWith(".ts")) return new Worker(entry, options);
  const boot = `import("tsx/esm/api").then((tsx) => tsx.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}))`;
  return new Worker(boot, { ...options, eval: true });
}

/** The URL of a thread's entry module next to `here` (an `import.meta.url`): `<name>.ts` when `here` is a source file, else the built `<name>.js`. */
export function threadEntry(name: string, here: string): URL {
  return new URL(`./${name}${here.endsWith(".ts") ? ".ts" : ".js"}`, here);
}
