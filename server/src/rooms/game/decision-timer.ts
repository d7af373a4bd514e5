/**
 * One timer per room for the decision it waits on (a ruleset's `timedDecision`). `arm(key, …)`
 * with the key of the position (the log length) keeps a timer already running for that key and
 * replaces any other; `clear()` cancels it. Node timers, like the bot driver (the room clock's
 * tick would only add latency).
 */
export class DecisionTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private key: string | null = null;
  private stopped = false;

  /** `secondMs`: the length of one second of `seconds` in ms (1000; tests shorten it). */
  constructor(private readonly secondMs = 1000) {}

  /** The key of the running timer, or null. */
  get armedFor(): string | null {
    return this.key;
  }

  /** Calls `fire` after `seconds` unless re-armed with another key or cleared first. */
  arm(key: string, seconds: number, fire: () => void): void {
    if (this.stopped || (this.timer && this.key === key)) return;
    this.clear();
    this.key = key;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.key = null;
      if (!this.stopped) fire();
    }, seconds * this.secondMs);
  }

  /** Cancels the running timer, if any. */
  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.key = null;
  }

  /** For good (the room is disposed). */
  stop(): void {
    this.stopped = true;
    this.clear();
  }
}
