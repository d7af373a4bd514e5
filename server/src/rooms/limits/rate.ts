/**
 * At most `limit()` accepted events in each one-second window: each connection's messages
 * (RATE_LIMITED) and a whole room's chat (chat fanned out with the square of
 * the crowd, each sender within its own per-connection limit). The limit is read at every call, so
 * a setting changed while the server runs applies at once. Refused events do not count.
 */
export class RateLimit {
  private window = 0;
  private count = 0;

  constructor(private readonly limit: () => number) {}

  /** Takes one event now: true when it fits this second's share, false (nothing counted) when the share is used up. */
  take(now = Date.now()): boolean {
    if (now - this.window >= 1000) {
      this.window = now;
      this.count = 0;
    }
    if (this.count >= this.limit()) return false;
    this.count += 1;
    return true;
  }
}
