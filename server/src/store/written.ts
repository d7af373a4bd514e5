/**
 * Read-your-writes for a store whose durable writes are queued (group commit on the event loop or on
 * the SQLite writer thread) while its reads answer at once: `track` counts each write submitted and
 * settled; `written()` resolves once every write submitted before the call has settled (committed or
 * failed). A read awaits it first, so a game reopened right after its last action was submitted
 * (a room closing while its append is in the batch) reads that row. Batches commit in submission
 * order and a later batch never settles before an earlier one, so "as many settled as were
 * submitted" means "every earlier write settled"; writes submitted after the call are not waited for.
 */
export class WriteWaits {
  private submitted = 0;
  private settled = 0;
  private waits: { n: number; done: () => void }[] = [];

  /** Counts write `p` (its promise is returned as it is). */
  track<T>(p: Promise<T>): Promise<T> {
    this.submitted++;
    const done = () => {
      this.settled++;
      if (this.waits.length) this.waits = this.waits.filter((w) => (this.settled >= w.n ? (w.done(), false) : true));
    };
    p.then(done, done);
    return p;
  }

  /** Resolves once every write tracked before this call has settled. */
  written(): Promise<void> {
    const n = this.submitted;
    if (this.settled >= n) return Promise.resolve();
    return new Promise((done) => this.waits.push({ n, done }));
  }
}
