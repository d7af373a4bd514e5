/** The most a bot step waits when only bots may act (the configured delay, 700 ms by default, is the pace beside people acting). */
export const QUICK_MS = 150;

/**
 * Runs the bot seats of one room: at most one bot step is pending at a time, after `delayMs`
 * (0 in tests: the next macrotask). Uses Node timers rather than the room clock, whose 16 ms tick
 * would make a test's bot game slow; `stop()` clears it when the room is disposed.
 */
export class BotDriver {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly delayMs: number,
    private readonly step: () => void,
  ) {}

  /**
   * Asks for one bot step; a step already pending is kept. `quick`: nobody but bots may act, the
   * table waits on them alone, so the step comes after at most QUICK_MS (each step is still
   * published on its own, so the players see it happen).
   */
  schedule(quick = false): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        if (!this.stopped) this.step();
      },
      quick ? Math.min(this.delayMs, QUICK_MS) : this.delayMs,
    );
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
