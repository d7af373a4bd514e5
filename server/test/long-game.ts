import { siege, type SeatId } from "@zedfall/shared";
import type { RawRow, StoredGame } from "../src/store/types";

/**
 * A finished two-seat Siege game as the store holds it, whose log is `rows` rows long: played by
 * the first legal action (never `done` in the Action phase) up to the first Action phase, then
 * seat1 and seat2 hand one unit back and forth — the loop of a hostile pair of seats, logged before
 * the hand-over bound (siege F1) existed, which a replay must still build. For the replay and
 * history tests and bench/replay-loop.ts.
 */
export function longSiegeGame(rows: number, id = "long-game"): StoredGame {
  const options = siege.lobby.parseOptions({});
  const seats: SeatId[] = ["seat1", "seat2"];
  const seed = `${id}-seed`;
  const s = siege.setupWithEvents!(siege.lobby.optionsFor(options, seats), seed).state;
  const log: { seat: SeatId; action: { type: string } }[] = [];
  const play = (seat: SeatId, action: { type: string }) => {
    siege.applyStored(s, seat, action as never);
    log.push({ seat, action });
  };
  while (!(s.phase === "action" && s.actionPhase.done.length === 0)) {
    const seat = seats.find((x) => siege.legalActions(s, x).length)!;
    const legal = siege.legalActions(s, seat);
    play(seat, legal.find((a) => a.type !== "done") ?? legal[0]!);
  }
  const unit = (siege.legalActions(s, "seat1").find((a) => a.type === "handOver") as { unit: string }).unit;
  for (let i = 0; log.length < rows; i++) play(i % 2 ? "seat2" : "seat1", { type: "handOver", unit, to: i % 2 ? "seat1" : "seat2" } as never);
  const at = Date.now();
  const raw: RawRow[] = log.map((e, i) => ({ seq: i + 1, seat: e.seat, kind: "act", action: JSON.stringify(e.action), at }));
  return {
    meta: {
      id,
      ruleset: "siege",
      options,
      seed,
      status: "over",
      seats: { kinds: { seat1: "player", seat2: "player", seat3: "empty", seat4: "empty" }, started: { seat1: { kind: "player", name: "Ann" }, seat2: { kind: "player", name: "Bob" } } },
      players: [],
      seq: raw.length,
      result: null,
      createdAt: at,
      updatedAt: at,
    },
    rows: raw,
    snapshots: [],
  };
}
