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

  /** Asks for one bot step; a step already pending is kept. */
  schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) this.step();
    }, this.delayMs);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
