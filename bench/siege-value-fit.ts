/**
 * Fits the Siege search bot's position value (shared/src/siege/bot/value.ts): plays `--games` greedy
 * games per seat count 1–4 (seeds `fit-<seats>-<i>`, bot generator `fit-bot-<seats>-<i>`, normal deck,
 * Zeds Pressure as printed; other seeds than the odds bench's, so the odds are not measured on the games
 * the value learnt from), takes the position at the start of every round's Action phase (its features,
 * shared/src/siege/bot/features.ts) and what became of it: the rounds the team still survived, plus
 * `WIN_BONUS` rounds when it won. Per seat count a least-squares line (ridge 1) over the features;
 * prints each fit's R² on the held-out games (every fifth) beside a fit on the cards to go alone.
 *
 * `node --import tsx bench/siege-value-fit.ts [--games 1000] [--workers 2] [--write]`; with `--write`
 * it writes the weights into `shared/src/siege/bot/value-weights.json` with the date and commit.
 */
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { arg, onThreads } from "./game-threads";
import { createRandom } from "@zedfall/shared";
import { siege, siegeEngine, SIEGE_BOTS, type SiegeSeatId } from "@zedfall/shared/siege";
import { FEATURE_NAMES, positionFeatures } from "../shared/src/siege/bot/features";

/** The rounds a won game counts beyond its last (the value's scale: bot/value.ts reads it back). */
const WIN_BONUS = 5;
/** The ridge term: keeps weights of features that move together (the cards to go and the round) finite. */
const RIDGE = 1;
const SEAT_IDS: SiegeSeatId[] = ["seat1", "seat2", "seat3", "seat4"];

/** One game to play: its seat count and number. */
interface Job {
  seats: number;
  game: number;
}
/** One position of a game: its features and the rounds the team went on to survive (with the win's bonus). */
interface Sample {
  seats: number;
  game: number;
  x: number[];
  y: number;
}

/** Plays game `job` with greedy in every seat and returns its positions at the start of each Action phase. */
function play(job: Job): Sample[] {
  const s = siege.setup({ seats: SEAT_IDS.slice(0, job.seats), deck: "normal", ...(job.seats > 1 ? { pressure: "printed" as const } : {}) }, `fit-${job.seats}-${job.game}`);
  const rnd = createRandom(`fit-bot-${job.seats}-${job.game}`);
  const seen: { round: number; x: number[] }[] = [];
  for (let k = 0; !s.result && k < 20_000; k++) {
    if (s.phase === "action" && seen[seen.length - 1]?.round !== s.round) seen.push({ round: s.round, x: positionFeatures(s) });
    const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId | undefined;
    const a = seat === undefined ? null : SIEGE_BOTS.greedy(s, seat, rnd);
    if (!seat || !a) break;
    siegeEngine.applyTrusted(s, seat, a);
  }
  const bonus = s.result?.winner === "defenders" ? WIN_BONUS : 0;
  return seen.map((p) => ({ seats: job.seats, game: job.game, x: p.x, y: s.round - p.round + bonus }));
}

if (!isMainThread) {
  for (const job of workerData as Job[]) parentPort!.postMessage(play(job));
} else {
  await main();
}

/** The weights w minimising Σ(x·w − y)² + RIDGE·|w|² over `rows` (the normal equations, by Gaussian elimination). */
function ridgeFit(rows: readonly Sample[], columns: readonly number[]): number[] {
  const n = columns.length;
  const m = Array.from({ length: n }, (_, i) => Array.from({ length: n + 1 }, (_, j) => (i === j ? RIDGE : 0)));
  for (const r of rows)
    for (let i = 0; i < n; i++) {
      const xi = r.x[columns[i]!]!;
      for (let j = 0; j < n; j++) m[i]![j]! += xi * r.x[columns[j]!]!;
      m[i]![n]! += xi * r.y;
    }
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let j = c; j <= n; j++) m[r]![j]! -= f * m[c]![j]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** R² of weights `w` over `columns` on `rows`. */
function rSquared(rows: readonly Sample[], columns: readonly number[], w: readonly number[]): number {
  const mean = rows.reduce((n, r) => n + r.y, 0) / rows.length;
  let res = 0;
  let tot = 0;
  for (const r of rows) {
    const p = columns.reduce((n, c, i) => n + w[i]! * r.x[c]!, 0);
    res += (r.y - p) ** 2;
    tot += (r.y - mean) ** 2;
  }
  return 1 - res / tot;
}

async function main(): Promise<void> {
  const games = Number(arg("games", "1000"));
  const workers = Math.max(1, Number(arg("workers", "2")));
  const jobs: Job[] = [];
  for (let g = 0; g < games; g++) for (const seats of [1, 2, 3, 4]) jobs.push({ seats, game: g });
  const samples: Sample[] = [];
  await onThreads<Job, Sample[]>(import.meta.url, jobs, workers, (m) => samples.push(...m), 200);
  const all = FEATURE_NAMES.map((_, i) => i);
  const toGoOnly = [FEATURE_NAMES.indexOf("bias"), FEATURE_NAMES.indexOf("toGo")];
  const weights: Record<string, number[]> = {};
  for (const seats of [1, 2, 3, 4]) {
    const rows = samples.filter((r) => r.seats === seats).sort((a, b) => a.game - b.game || b.y - a.y);
    const train = rows.filter((r) => r.game % 5 !== 0);
    const test = rows.filter((r) => r.game % 5 === 0);
    const w = ridgeFit(train, all);
    const r2 = rSquared(test, all, w);
    const r2ToGo = rSquared(test, toGoOnly, ridgeFit(train, toGoOnly));
    weights[String(seats)] = ridgeFit(rows, all).map((v) => Math.round(v * 1e4) / 1e4);
    console.log(`${seats} seat${seats > 1 ? "s" : " "}: ${rows.length} positions, held-out R² ${r2.toFixed(3)} (the cards to go alone ${r2ToGo.toFixed(3)}); ${FEATURE_NAMES.map((f, i) => `${f} ${weights[String(seats)]![i]}`).join(", ")}`);
  }
  if (process.argv.includes("--write")) {
    const commit = execSync("git rev-parse --short HEAD").toString().trim();
    const file = new URL("../shared/src/siege/bot/value-weights.json", import.meta.url);
    const about = "The Siege search bot's position value (bot/value.ts), fitted by bench/siege-value-fit.ts: per filled-seat count, one weight per feature (bot/features.ts); the value is the rounds greedy teams went on to survive from such a position, a win counting winBonus rounds more";
    writeFileSync(file, JSON.stringify({ about, gamesPerSeatCount: games, date: new Date().toISOString().slice(0, 10), commit, features: FEATURE_NAMES, winBonus: WIN_BONUS, weights }, null, 1) + "\n");
  }
}
