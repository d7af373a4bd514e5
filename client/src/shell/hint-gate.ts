/**
 * How far apart two hint requests go at least. The server counts a connection's hints in windows of
 * a second (server/src/rooms/limits/rate.ts) and refuses those past ZEDFALL_HINTS_PER_SECOND (2 unless
 * set): one a second fits any setting of 1 or more, and a player loses nothing, since the hint for
 * one legal list is always the same (the server's bot is seeded by the list's seq).
 */
export const HINT_GAP_MS = 1000;
/** After this long without an answer (a dropped connection lost it) a request no longer holds the next one back. */
export const HINT_ANSWER_MS = 5000;

/** The time and the timers a gate uses (tests give their own). */
export interface Clock {
  now(): number;
  later(f: () => void, ms: number): unknown;
  cancel(timer: unknown): void;
}

const browserClock: Clock = {
  now: () => Date.now(),
  later: (f, ms) => setTimeout(f, ms),
  cancel: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * Paces the Hint button's requests so that a player tapping it quickly never meets the server's
 * refusal ("at most 2 hints a second", a red toast per extra tap): no request goes while one is out
 * unanswered, nor within HINT_GAP_MS of the last; a tap then waits for that moment (one request at
 * most waits, later taps add nothing). Game-neutral: it knows only when to send.
 */
export class HintGate {
  /** When the last request went out. */
  private sentAt = Number.NEGATIVE_INFINITY;
  /** A request is out, its answer (a hint or a refusal) not yet come. */
  private out = false;
  /** A tap waits for the gap to pass. */
  private queued = false;
  /** The refusal for the rate was already answered by one quiet retry of this request. */
  private retried = false;
  /** The queued request's timer, or the answer's timeout while one is out (never both). */
  private timer: unknown = null;

  constructor(
    private readonly send: () => void,
    /** Told whenever `busy` may have changed (the button shows it). */
    private readonly changed: () => void = () => {},
    private readonly clock: Clock = browserClock,
  ) {}

  /** Whether a request is out or waiting to go: the button says so, a tap adds nothing. */
  get busy(): boolean {
    return this.out || this.queued;
  }

  /** A tap on the Hint button: a request now, or once the gap has passed; nothing while one is out or waits. */
  ask(): void {
    if (this.busy) return;
    this.retried = false;
    this.go();
  }

  /** The answer came (the hint, or a refusal other than the rate's): the next tap may send. */
  answered(): void {
    if (!this.out) return;
    this.out = false;
    this.stopTimer();
    this.changed();
  }

  /**
   * The server refused the request for the rate all the same (its clock saw it closer to the last
   * than ours sent it): it goes once more after a gap, quietly. Returns whether it does; false (a
   * second refusal, or no request out) leaves the refusal to be shown.
   */
  limited(): boolean {
    if (!this.out || this.retried) {
      this.answered();
      return false;
    }
    this.out = false;
    this.stopTimer();
    this.retried = true;
    this.sentAt = this.clock.now();
    this.go();
    return true;
  }

  /** The Hint button is gone (the seat may not act any more): a waiting request is not sent. */
  drop(): void {
    if (!this.queued) return;
    this.queued = false;
    this.stopTimer();
    this.changed();
  }

  /** Stops the timers (the screen is being replaced). */
  destroy(): void {
    this.stopTimer();
    this.out = this.queued = false;
  }

  private go(): void {
    const wait = this.sentAt + HINT_GAP_MS - this.clock.now();
    if (wait > 0) {
      this.queued = true;
      this.timer = this.clock.later(() => {
        this.timer = null;
        this.queued = false;
        this.go();
      }, wait);
      this.changed();
      return;
    }
    this.sentAt = this.clock.now();
    this.out = true;
    this.timer = this.clock.later(() => {
      this.timer = null;
      this.answered();
    }, HINT_ANSWER_MS);
    this.send();
    this.changed();
  }

  private stopTimer(): void {
    if (this.timer !== null) this.clock.cancel(this.timer);
    this.timer = null;
  }
}
