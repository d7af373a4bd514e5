import type { MapSchema } from "@colyseus/schema";
import type { Seat } from "../../schema/root";
import { put } from "../../schema/put";
import type { Player } from "./players";

/**
 * Requests to take over a bot's seat after the start, waiting for the creator's answer (* "after the start, taking a bot's seat needs the creator's approval"). At most one request per
 * seat and one per player; each shows on its seat as `requester` (the name) and `requesterSession` (the
 * asker's session), public, with no secret of the seat. Kept in memory only: a restart forgets
 * the waiting requests (the asker asks again).
 */
export class SeatRequests {
  private readonly bySeat = new Map<string, Player>();

  constructor(private readonly seats: MapSchema<Seat>) {}

  /** The player asking for `seat`, if any. */
  asker(seat: string): Player | undefined {
    return this.bySeat.get(seat);
  }

  /** The seat `p` asks for, or null. */
  seatOf(p: Player): string | null {
    for (const [seat, q] of this.bySeat) if (q === p) return seat;
    return null;
  }

  /** Records that `p` (connected through `session`) asks for `seat`; an earlier request of `p` for another seat is withdrawn. */
  ask(seat: string, p: Player, session: string): void {
    this.withdraw(p);
    this.bySeat.set(seat, p);
    this.show(seat, p.name, session);
  }

  /** Ends the request for `seat` (granted, refused, or the seat changed). */
  end(seat: string): void {
    if (!this.bySeat.delete(seat)) return;
    this.show(seat, "", "");
  }

  /** Withdraws `p`'s request, if any (they left, cancelled, or asked for another seat); returns its seat or null. */
  withdraw(p: Player): string | null {
    const seat = this.seatOf(p);
    if (seat) this.end(seat);
    return seat;
  }

  /** Ends every request (the game is over). */
  clear(): void {
    for (const seat of [...this.bySeat.keys()]) this.end(seat);
  }

  private show(seat: string, name: string, session: string): void {
    const s = this.seats.get(seat);
    if (!s) return;
    put(s, "requester", name);
    put(s, "requesterSession", session);
  }
}
