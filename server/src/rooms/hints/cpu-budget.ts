/** A budget's size, read at every call (a setting changed while the server runs applies at once). */
export interface BudgetSize {
  /** The ms of bot time allowed per window. */
  ms(): number;
  /** The window, in ms. */
  windowMs(): number;
}

/**
 * A budget of bot time (the hint's CPU cost, measured on its thread): at most `ms` per window,
 * kept as a leaky bucket. The time spent drains evenly, `ms` per window; a new job is let in while
 * what is left undrained is below `ms`. The cost is known only once a job is done, so it is charged
 * then, and a long job may take the budget past `ms`: later jobs wait until it has drained below.
 */
export class CpuBudget {
  private spent = 0;
  private at = 0;

  constructor(private readonly budget: BudgetSize) {}

  /** Whether a job may start at `now`: the undrained time is below the budget. */
  open(now = Date.now()): boolean {
    return this.drain(now) < this.budget.ms();
  }

  /** Counts `ms` of bot time spent at `now`. */
  charge(ms: number, now = Date.now()): void {
    this.spent = this.drain(now) + Math.max(0, ms);
  }

  /** Whether all spent time has drained at `now` (the budget may be forgotten). */
  idle(now = Date.now()): boolean {
    return this.drain(now) === 0;
  }

  private drain(now: number): number {
    const rate = this.budget.ms() / Math.max(1, this.budget.windowMs());
    this.spent = Math.max(0, this.spent - Math.max(0, now - this.at) * rate);
    this.at = now;
    return this.spent;
  }
}

/**
 * A CpuBudget per key (a client address), all of one size. A key's budget is forgotten once fully
 * drained, at a sweep once a window, so the map holds only the keys that spent time lately.
 */
export class CpuBudgets {
  private readonly byKey = new Map<string, CpuBudget>();
  private swept = 0;

  constructor(private readonly budget: BudgetSize) {}

  /** The budget of `key`, made the first time. */
  of(key: string, now = Date.now()): CpuBudget {
    if (now - this.swept >= this.budget.windowMs()) this.sweep(now);
    let b = this.byKey.get(key);
    if (!b) this.byKey.set(key, (b = new CpuBudget(this.budget)));
    return b;
  }

  /** How many keys are remembered. */
  get keys(): number {
    return this.byKey.size;
  }

  private sweep(now: number): void {
    this.swept = now;
    for (const [k, b] of this.byKey) if (b.idle(now)) this.byKey.delete(k);
  }
}
