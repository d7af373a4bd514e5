import type { SeatId } from "./ruleset";

/**
 * One entry of a game's pending-decision stack (docs/development/kernel.md, "Pending decisions"): the game waits
 * until it is answered. `seats` may answer it; `mode` says how:
 * - `one`: that one seat must answer;
 * - `any`: any listed seat may act first (play a card); the others may pass;
 * - `all`: every listed seat answers (each *done*).
 * `passed` lists the seats that have passed; the entry closes when answered or when every listed
 * seat has passed. A game's own fields sit beside these (plain JSON, so the state stays storable).
 */
export interface Decision<K extends string = string, S extends SeatId = SeatId> {
  kind: K;
  seats: S[];
  mode: "one" | "any" | "all";
  passed: S[];
}

/** A decision of `kind` that `seat` alone answers, with the game's own fields. */
export function oneSeat<K extends string, S extends SeatId, F extends object>(kind: K, seat: S, fields: F): Decision<K, S> & F {
  return { kind, seats: [seat], mode: "one", passed: [], ...fields };
}

/** The seats that may still act on `d`: its seats that have not passed. */
export function seatsToAnswer(d: Decision): SeatId[] {
  return d.passed.length ? d.seats.filter((s) => !d.passed.includes(s)) : d.seats;
}

/**
 * Records that `seat` passes on `d`; returns true when the decision is closed by it (every listed
 * seat has passed, or in `one` mode its only seat). Throws Error when `seat` is not listed.
 */
export function passOn(d: Decision, seat: SeatId): boolean {
  if (!d.seats.includes(seat)) throw new Error(`${seat} is not asked in ${d.kind}`);
  if (!d.passed.includes(seat)) d.passed.push(seat);
  return d.mode === "one" || d.seats.every((s) => d.passed.includes(s));
}

/** Whether `d` lists `seat` among the seats that may answer it. */
export function asks(d: Decision, seat: SeatId): boolean {
  return (d.seats as SeatId[]).includes(seat);
}
