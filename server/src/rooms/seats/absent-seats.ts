import type { GameEvent } from "@zedfall/shared";
import type { Player } from "./players";
import { seatToBotEvent } from "../game/room-events";

/** What the absence watch needs from its room. */
export interface AbsenceHost {
  /** Whether the game is being played (started, no result). */
  playing(): boolean;
  /** Whether the room is being disposed (a shutdown or the last client gone): no seat changes then. */
  closing(): boolean;
  /** Whether anyone (player or spectator) is connected: with nobody waiting, no seat is given away. */
  anyoneHere(): boolean;
  /** Runs `fn` after everything queued before it (one message, join or bot step at a time). */
  serial<T>(fn: () => T | Promise<T>): Promise<T>;
  /** Hands seat `id` to its bot; `holder` loses it and `line` is logged. False when the store refused. */
  toBot(holder: Player, id: string, line: GameEvent): Promise<boolean>;
}

/**
 * In a live game (rooms/seats/pace.ts) a seat whose holder leaves mid-game is covered by its bot after
 * the reconnection window, so the game never stalls on an absent seat: when a seated player's last
 * connection is gone for good during the game, their seat's bot plays it, logged; the seat stays
 * theirs and they take it back by coming back (lobby-seats.ts `comeBack`). A player who comes back
 * in time (seat token, another window) keeps the seat. One timer per player, all stopped when the
 * room goes.
 */
export class AbsentSeats {
  private readonly timers = new Map<Player, ReturnType<typeof setTimeout>>();

  constructor(private readonly host: AbsenceHost) {}

  /**
   * `p` has no connection left. Takes: the player, how long they may still come back (seconds;
   * 0 when the reconnection window has already run out), the window's length for the log line.
   * Does nothing outside the game or without a seat.
   */
  left(p: Player, waitSeconds: number, windowSeconds: number): void {
    if (!p.seat || !this.host.playing() || this.host.closing()) return;
    this.clear(p);
    const seat = p.seat;
    const fire = () => {
      this.timers.delete(p);
      void this.host.serial(() => this.giveBack(p, seat, windowSeconds));
    };
    if (waitSeconds <= 0) return fire();
    this.timers.set(p, setTimeout(fire, waitSeconds * 1000));
  }

  /**
   * `p` holds a seat without a connection, seen at the start or when someone joins: their seat
   * goes to its bot after `windowSeconds` unless a wait is already running for them (a stream of
   * joins never postpones it).
   */
  watch(p: Player, windowSeconds: number): void {
    if (!this.timers.has(p)) this.left(p, windowSeconds, windowSeconds);
  }

  /**
   * The seat goes to its bot if `p` still holds it and is still away, and someone is there to
   * wait for it (an empty room keeps its seats; a later join watches them again); a store failure
   * tries again in a second.
   */
  private async giveBack(p: Player, seat: string, windowSeconds: number): Promise<void> {
    if (p.client || p.seat !== seat || !this.host.playing() || this.host.closing() || !this.host.anyoneHere()) return;
    const line = seatToBotEvent(seat, p.name, true);
    if (!(await this.host.toBot(p, seat, line))) this.timers.set(p, setTimeout(() => this.left(p, 0, windowSeconds), 1000));
  }

  private clear(p: Player): void {
    const t = this.timers.get(p);
    if (t) clearTimeout(t);
    this.timers.delete(p);
  }

  /** For good (the room is disposed): no seat goes back any more. */
  stop(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
