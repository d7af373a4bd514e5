import type { SeatId } from "@zedfall/shared";
import { type SiegeRoomState, SiegeSecret } from "@zedfall/shared/protocol/schema";

/**
 * Writes the private part of `seat` into `schema.secrets[seat]` and returns it. Siege seats hold
 * no secret of their own (D4: the hidden parts are the server's), so the entry only names the seat.
 */
export function syncSiegeSecret(schema: SiegeRoomState, seat: SeatId): SiegeSecret {
  let p = schema.secrets.get(seat);
  if (!p) {
    p = new SiegeSecret();
    p.seat = seat;
    schema.secrets.set(seat, p);
  }
  return p;
}
