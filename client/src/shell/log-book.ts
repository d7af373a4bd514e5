import type { EventsMessage, HistoryMessage, WireEvent } from "@zedfall/shared/protocol";

/**
 * The game's log as the connection keeps it: every event oldest first, with the batch each came in
 * (its seq, and whether it was the room's own), so that an `undo` event (its `undone` seq: undone lines are
 * marked in the log) marks the lines of the action it took back. A `history` is the
 * game as it stands (the server leaves taken-back actions out of it) and replaces everything.
 */
export class LogBook {
  events: WireEvent[] = [];
  /** Changes when lines already shown change (a replacement, lines marked taken back): a view redraws. */
  version = 0;
  private batches: { seq: number; room: boolean }[] = [];
  private undone = new WeakSet<WireEvent>();

  /** Replaces the log with a `history`'s batches. */
  replace(m: HistoryMessage): void {
    this.events = [];
    this.batches = [];
    for (const b of m.events) this.push(b);
    this.version++;
  }

  /** Appends one `events` batch; an `undo` in it marks the taken-back action's lines (and bumps `version`). */
  append(m: EventsMessage): void {
    this.push(m);
    let marked = false;
    for (const e of m.events) {
      if (e.type !== "undo" || typeof e.undone !== "number") continue;
      this.events.forEach((x, i) => {
        const b = this.batches[i]!;
        if (b.seq === e.undone && !b.room && !this.undone.has(x)) {
          this.undone.add(x);
          marked = true;
        }
      });
    }
    if (marked) this.version++;
  }

  /** Whether `e` is a line of an action taken back since. */
  isUndone(e: WireEvent): boolean {
    return this.undone.has(e);
  }

  private push(m: EventsMessage): void {
    for (const e of m.events) {
      this.events.push(e);
      this.batches.push({ seq: m.seq, room: !!m.room });
    }
  }
}
