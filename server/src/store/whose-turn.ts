import type { SeatId } from "@zedfall/shared";
import type { PlayerGame, StoredSeats } from "./types";

/**
 * Who may act now in one game, for "your games": the stored `to_act` (JSON seat ids, or null for a
 * game stored before the store kept it) with the name of who plays each seat: the player holding it,
 * else the name the seat started with (a bot's). Returns null when `to_act` is null or damaged (the
 * list then says nothing about the turn rather than something wrong).
 */
export function whoseTurn(toActJson: string | null | undefined, seatsJson: string, holders: { name: string; seat: SeatId | null }[]): { seat: SeatId; name: string }[] | null {
  if (toActJson == null) return null;
  let seats: unknown;
  let started: StoredSeats["started"] = {};
  try {
    seats = JSON.parse(toActJson);
    started = (JSON.parse(seatsJson) as StoredSeats).started ?? {};
  } catch {
    return null;
  }
  if (!Array.isArray(seats) || !seats.every((s) => typeof s === "string")) return null;
  return (seats as SeatId[]).map((seat) => ({ seat, name: holders.find((p) => p.seat === seat)?.name ?? started[seat]?.name ?? seat }));
}

/**
 * The order of "your games": the games waiting for the browser's seat first, then the newest change
 * first (a sort comparator of PlayerGame).
 */
export function byTurnThenChange(a: PlayerGame, b: PlayerGame): number {
  return Number(b.yourTurn) - Number(a.yourTurn) || b.updatedAt - a.updatedAt;
}
