import { ArraySchema } from "@colyseus/schema";
import { asks, type SeatId } from "@zedfall/shared";
import type { House } from "@zedfall/shared";
import { HouseArmed, type HouseDecision, type HouseRoomState, HouseSecret } from "@zedfall/shared/protocol/schema";
import { put, putItems, putList } from "../../../schema/put";
import { newDecision, writeDecision } from "./decision";

/**
 * Writes the private part of `seat` (DoR 5, C9) into `schema.secrets[seat]` straight from the
 * rule state and returns it: the Zombie seat's hand, armed reactions and grab answer; a human
 * seat's own pending decisions in full. Only the seat's holder has the entry in its StateView
 * (rooms/game/publisher.ts `showPrivate`).
 */
export function syncHouseSecret(schema: HouseRoomState, s: House.HouseState, seat: SeatId): HouseSecret {
  let p = schema.secrets.get(seat);
  if (!p) {
    p = new HouseSecret();
    p.seat = seat;
    if (seat === "zombie") {
      p.hand = new ArraySchema<string>();
      p.armed = new ArraySchema<HouseArmed>();
      p.grabAnswer = s.grabAnswer;
    } else p.pending = new ArraySchema<HouseDecision>();
    schema.secrets.set(seat, p);
  }
  if (seat === "zombie") {
    putList(p.hand!, s.zombieHand);
    putItems(p.armed!, s.armed, () => new HouseArmed(), (item, a) => {
      put(item, "card", a.card);
      put(item, "figure", a.figure);
    });
    put(p, "grabAnswer", s.grabAnswer);
  } else {
    const mine = s.pending.filter((d) => asks(d, seat));
    putItems(p.pending!, mine, newDecision, (item, d) => writeDecision(item, d, true));
  }
  return p;
}
