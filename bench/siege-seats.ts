/**
 * Siege difficulty per seat count: the greedy defender in every seat, N games (default 200) for each
 * seat count 1–4 from fixed seeds `seats-<n>-<i>`, normal deck, other options at their defaults
 * unless `pressure` is given: the win rate and the mean rounds reached per seat count. Zeds Pressure
 * (siege G31) is what makes the seat count matter, so this is the figure to judge a Pressure change by.
 * `node --import tsx bench/siege-seats.ts [games] [printed|off|every-round]` prints one line a seat
 * count, then `RESULT {json}`.
 */
import { createRandom } from "@zedfall/shared";
import { siege, siegeEngine, SIEGE_BOTS, type PressureOption, type SiegeSeatId } from "@zedfall/shared/siege";

const N = Number(process.argv[2] ?? 200);
const PRESSURE = process.argv[3] as PressureOption | undefined;
/** Actions cap of one game: a game that reaches it counts as unfinished. */
const CAP = 20_000;
const SEATS: SiegeSeatId[] = ["seat1", "seat2", "seat3", "seat4"];

/** One seat count's games: wins, rounds reached, unfinished. */
interface Tally {
  seats: number;
  games: number;
  wins: number;
  rounds: number;
  unfinished: number;
}

const out: Tally[] = [];
for (let n = 1; n <= 4; n++) {
  const t: Tally = { seats: n, games: N, wins: 0, rounds: 0, unfinished: 0 };
  for (let g = 0; g < N; g++) {
    const s = siege.setup({ seats: SEATS.slice(0, n), deck: "normal", ...(PRESSURE ? { pressure: PRESSURE } : {}) }, `seats-${n}-${g}`);
    const rnd = createRandom(`seats-bot-${n}-${g}`);
    for (let k = 0; !s.result && k < CAP; k++) {
      const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId | undefined;
      const action = seat === undefined ? null : SIEGE_BOTS.greedy(s, seat, rnd);
      if (seat === undefined || !action) break;
      siegeEngine.applyTrusted(s, seat, action);
    }
    t.rounds += s.round;
    if (!s.result) t.unfinished++;
    else if (s.result.winner === "defenders") t.wins++;
  }
  out.push(t);
  console.log(`${n} seat${n > 1 ? "s" : ""}: greedy wins ${((100 * t.wins) / N).toFixed(1)}% (${t.wins}/${N}), mean ${(t.rounds / N).toFixed(2)} rounds, unfinished ${t.unfinished}`);
}
console.log(`RESULT ${JSON.stringify({ pressure: PRESSURE ?? "default", tallies: out })}`);
