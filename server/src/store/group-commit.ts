/** How a store opens, commits and rolls back one transaction on its connection `C`. */
export interface Transactions<C> {
  begin(): Promise<C> | C;
  /** Commits (durably: this is where the fsync happens) and gives the connection back. */
  commit(c: C): Promise<void> | void;
  /** Rolls back and gives the connection back. */
  rollback(c: C): Promise<void> | void;
}

/** One write of a batch: its statements, run inside the batch's transaction. */
export type Write<C> = (c: C) => Promise<void> | void;

/** How many batch transactions committed, and how many writes they held. */
export interface CommitStats {
  commits: number;
  writes: number;
}

interface Queued<C> {
  write: Write<C>;
  resolve: () => void;
  reject: (e: unknown) => void;
}

/**
 * Group commit: writes from any number of games, submitted while a batch is being committed,
 * wait and go out together in the next transaction (one commit, one fsync). A lone write goes out
 * at the next turn of the event loop (`setImmediate`), so the writes of that turn join it.
 * Writes run in submission order, so each game's rows keep their order. A write that throws
 * fails alone: the transaction is rolled back and run again without it (rare: a seq conflict, a
 * duplicate id). A promise settles only after its batch's commit returned.
 */
export class GroupCommit<C> {
  private queue: Queued<C>[] = [];
  private busy = false;
  private closed = false;
  private drained: (() => void)[] = [];
  private counts: CommitStats = { commits: 0, writes: 0 };

  constructor(private readonly tx: Transactions<C>) {}

  /** Queues `write`; resolves once it is committed, rejects with its own error or the batch's commit error. Throws after `close`. */
  submit(write: Write<C>): Promise<void> {
    if (this.closed) return Promise.reject(new Error("the store is closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ write, resolve, reject });
      if (!this.busy) this.schedule();
    });
  }

  /** Commits and writes so far. */
  stats(): CommitStats {
    return { ...this.counts };
  }

  /** Refuses new writes and resolves once everything queued is committed (or failed). */
  close(): Promise<void> {
    this.closed = true;
    if (!this.busy && !this.queue.length) return Promise.resolve();
    return new Promise((resolve) => this.drained.push(resolve));
  }

  private schedule(): void {
    this.busy = true;
    setImmediate(() => void this.run());
  }

  private async run(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    await this.flush(batch);
    if (this.queue.length) return this.schedule();
    this.busy = false;
    for (const done of this.drained.splice(0)) done();
  }

  private async flush(batch: Queued<C>[]): Promise<void> {
    try {
      while (batch.length) {
        const c = await this.tx.begin();
        const failed = await this.runAll(c, batch);
        if (failed) {
          await this.tx.rollback(c);
          batch.splice(batch.indexOf(failed.q), 1);
          failed.q.reject(failed.error);
          continue;
        }
        try {
          await this.tx.commit(c);
        } catch (e) {
          await Promise.resolve(this.tx.rollback(c)).catch(() => {});
          throw e;
        }
        this.counts.commits++;
        this.counts.writes += batch.length;
        for (const q of batch) q.resolve();
        return;
      }
    } catch (e) {
      for (const q of batch) q.reject(e);
    }
  }

  /** Runs the writes in order; returns the first that threw, or null when all ran. */
  private async runAll(c: C, batch: Queued<C>[]): Promise<{ q: Queued<C>; error: unknown } | null> {
    for (const q of batch) {
      try {
        await q.write(c);
      } catch (error) {
        return { q, error };
      }
    }
    return null;
  }
}
