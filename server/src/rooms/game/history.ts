import type { GameEvent, SeatId } from "@zedfall/shared";
import type { ChatOut, HistoryMessage } from "@zedfall/shared/protocol";
import { historyCutEvent } from "./room-events";

/** How many chat lines a room keeps in memory for `history`. */
export const CHAT_KEEP = 200;

/**
 * How many event lines a room keeps in memory for `history`: the newest, whole batches. The
 * client's log shows at most 3,000 lines (client/src/shell/log.ts LOG_KEEP) and a whole honest game
 * logs fewer (20 solo greedy games of the co-op game: 1,787 at most), so a late joiner sees what a player who
 * was there all along sees; a game logged past it (a free action repeated for minutes) neither grows
 * the room's memory nor the `history` a joiner is sent, which starts with a `historyCut` line.
 */
export const HISTORY_KEEP = 3000;

/** The events a client holding `seat` may receive: public ones and those addressed to its seat. */
export function eventsFor(events: readonly GameEvent[], seat: SeatId | null): GameEvent[] {
  return events.some((e) => e.onlyFor) ? events.filter((e) => !e.onlyFor || e.onlyFor === seat) : (events as GameEvent[]);
}

/**
 * A room's memory of its game (DESIGN "Protocol", `history`): every batch of events as it was
 * published (with its seq), and the last CHAT_KEEP chat lines. Events stay here once; a client
 * gets its seat's view of them with `for(seat)` when it joins or reconnects.
 */
export class History {
  /** `action`: the events of an applied action (what an undo takes back); `room`: the start, a reopening. */
  private batches: { seq: number; events: GameEvent[]; kind: "action" | "room" }[] = [];
  private chat: ChatOut[] = [];
  /** The event lines the batches hold, and whether older batches were let go (HISTORY_KEEP). */
  private lines = 0;
  private cut = false;

  /** Records the events of one change at `seq` (nothing for an empty list); the oldest batches go past HISTORY_KEEP lines (the newest always stays). */
  add(seq: number, events: GameEvent[], kind: "action" | "room" = "action"): void {
    if (!events.length) return;
    this.batches.push({ seq, events, kind });
    this.lines += events.length;
    let drop = 0;
    while (this.lines > HISTORY_KEEP && drop < this.batches.length - 1) this.lines -= this.batches[drop++]!.events.length;
    if (drop) {
      this.batches.splice(0, drop);
      this.cut = true;
    }
  }

  /**
   * An undo took back the action that made the log `seq` long: its events leave the history (and
   * the undo's own line is not kept), so the history is the game as it stands and a move/undo
   * loop does not grow it. Clients that saw the lines live keep them until they reload.
   */
  takeBack(seq: number): void {
    for (let i = this.batches.length - 1; i >= 0; i--)
      if (this.batches[i]!.kind === "action" && this.batches[i]!.seq === seq) {
        this.lines -= this.batches[i]!.events.length;
        this.batches.splice(i, 1);
        return;
      }
  }

  /** Records one chat line (the oldest lines beyond CHAT_KEEP are forgotten). */
  addChat(line: ChatOut): void {
    this.chat.push(line);
    if (this.chat.length > CHAT_KEEP) this.chat.shift();
  }

  /** Forgets every batch (a replay jumps). */
  clear(): void {
    this.batches = [];
    this.lines = 0;
    this.cut = false;
  }

  /**
   * The `history` message for a client holding `seat` (null: no seat; "all": a finished game's
   * replay, every event with its `onlyFor` removed): the batches kept, after a `historyCut` line
   * when older ones were let go.
   */
  for(seat: SeatId | null | "all"): HistoryMessage {
    const events: HistoryMessage["events"] = [];
    if (this.cut && this.batches.length) events.push({ seq: this.batches[0]!.seq, events: [historyCutEvent(this.batches[0]!.seq)], room: true });
    for (const b of this.batches) {
      const shown = seat === "all" ? b.events.map(({ onlyFor: _o, ...e }) => e as GameEvent) : eventsFor(b.events, seat);
      if (shown.length) events.push(b.kind === "room" ? { seq: b.seq, events: shown, room: true } : { seq: b.seq, events: shown });
    }
    return { events, chat: [...this.chat] };
  }
}
