import { Worker } from "node:worker_threads";
import type { CommitStats } from "./group-commit";
import type { SqliteWrite } from "./sqlite-writes";
import type { WriterIn, WriterOut, WriteResult } from "./sqlite-writer";
import { StoreError } from "./types";

interface Pending {
  write: SqliteWrite;
  resolve: (value: number | undefined) => void;
  reject: (e: unknown) => void;
}

/**
 * Group commit across a thread: the SQLite store's durable writes go to its writer thread
 * (sqlite-writer.ts), which commits them, so the fsync never blocks the game server's event loop.
 * One batch is in the thread at a time; writes submitted meanwhile wait and go out together as the
 * next batch (one transaction, one fsync). A lone write goes out at the next turn of the event
 * loop (`setImmediate`), so the writes of that turn join it. Writes run in submission order, so
 * each game's rows keep their order. A promise settles once the thread's COMMIT returned; a write
 * the data refuses rejects alone (a StoreError, or an Error with the driver's message) and the
 * others of its batch are stored. If the thread dies, every waiting and later write rejects.
 *
 * The thread runs the bundled `sqlite-writer.js` beside `index.js` in the server's build
 * (server/package.json), or the TypeScript entry through tsx when this module runs from source.
 */
export class WriterThread {
  private readonly worker: Worker;
  private queue: Pending[] = [];
  private inFlight: Pending[] | null = null;
  private scheduled = false;
  private batches = 0;
  private counts: CommitStats = { commits: 0, writes: 0 };
  private broken: Error | null = null;
  private closed = false;
  /** `close` waiting for the queue to be empty and nothing in the thread. */
  private drained: (() => void)[] = [];
  private exited: Promise<void>;

  /** Starts the thread on the SQLite file `file` (WAL mode, `synchronous` as given). */
  constructor(file: string, synchronous: "FULL" | "NORMAL") {
    this.worker = startWriter({ file, synchronous });
    this.worker.unref();
    this.worker.on("message", (m: WriterOut) => this.settle(m));
    this.worker.on("error", (e) => this.fail(e));
    this.exited = new Promise((resolve) =>
      this.worker.once("exit", (code) => {
        if (!this.closed) this.fail(new Error(`the SQLite writer thread stopped (exit code ${code})`));
        resolve();
      }),
    );
  }

  /** Queues `write`; resolves with its value once committed. Rejects with its own error, the batch's, or after `close`. */
  submit(write: SqliteWrite): Promise<number | undefined> {
    if (this.closed) return Promise.reject(new Error("the store is closed"));
    if (this.broken) return Promise.reject(this.broken);
    return new Promise((resolve, reject) => {
      this.queue.push({ write, resolve, reject });
      if (!this.inFlight && !this.scheduled) this.schedule();
    });
  }

  /** Transactions committed so far and the writes they held. */
  stats(): CommitStats {
    return { ...this.counts };
  }

  /** Refuses new writes, waits until everything queued is committed (or failed), then stops the thread. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.inFlight || this.queue.length) await new Promise<void>((r) => this.drained.push(r));
    if (!this.broken) this.post({ close: true });
    this.worker.ref();
    await this.exited;
  }

  private post(m: WriterIn): void {
    this.worker.postMessage(m);
  }

  private schedule(): void {
    this.scheduled = true;
    this.worker.ref(); // a write is on its way: the process waits for its answer
    setImmediate(() => {
      this.scheduled = false;
      this.send();
    });
  }

  private send(): void {
    if (this.inFlight || !this.queue.length) return;
    if (this.broken) return this.rejectAll(this.broken);
    this.inFlight = this.queue;
    this.queue = [];
    this.post({ batch: ++this.batches, writes: this.inFlight.map((p) => p.write) });
  }

  private settle(m: WriterOut): void {
    const batch = this.inFlight ?? [];
    this.inFlight = null;
    if ("fatal" in m) {
      for (const p of batch) p.reject(new Error(`could not commit: ${m.fatal}`));
    } else {
      this.counts.commits++;
      this.counts.writes += batch.filter((_, i) => m.results[i]!.ok).length;
      batch.forEach((p, i) => this.answer(p, m.results[i]!));
    }
    if (this.queue.length) this.send();
    else this.worker.unref();
    this.drain();
  }

  private answer(p: Pending, r: WriteResult): void {
    if (r.ok) return p.resolve(r.value);
    p.reject(r.store ? new StoreError(r.store.gameId, r.store.seq, r.store.reason) : new Error(r.message));
  }

  private fail(e: Error): void {
    this.broken ??= e;
    this.rejectAll(this.broken);
  }

  private rejectAll(e: Error): void {
    const all = [...(this.inFlight ?? []), ...this.queue];
    this.inFlight = null;
    this.queue = [];
    for (const p of all) p.reject(e);
    this.drain();
  }

  /** Tells `close` once nothing is queued or in the thread. */
  private drain(): void {
    if (!this.inFlight && !this.queue.length) for (const done of this.drained.splice(0)) done();
  }
}

/**
 * Starts the writer thread: the built `sqlite-writer.js` next to this bundle, or, from source (tsx,
 * Jest: this module's URL ends in .ts), `sqlite-writer.ts` loaded with tsx's `tsImport` (a thread
 * does not inherit the `--import tsx` hooks; tsx is resolved from the working directory, the
 * repository or server/ in every source run).
 */
function startWriter(workerData: { file: string; synchronous: "FULL" | "NORMAL" }): Worker {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return new Worker(new URL("./sqlite-writer.js", here), { workerData });
  const entry = new URL("./sqlite-writer.ts", here).href;
  const boot = `import("tsx/esm/api").then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}))`;
  return new Worker(boot, { eval: true, workerData });
}
