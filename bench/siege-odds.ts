/**
 * The measured odds of Siege (issue: a team that can win): per seat count 1–4 and per `pressure`
 * value (siege G31), the greedy and the strong (search) bot in every seat on the same seeds
 * (`odds-<seats>-<i>`, bot generator `odds-bot-<seats>-<i>`, the setup of ODDS_SETUP: normal deck, both
 * modules, drawn Heroes): games, wins with a 95 % Wilson interval, mean rounds reached, losses by cause (Zeds in
 * Town Center, the Chaos pool empty), and the strong bot's decision time (median, p99, one core a
 * worker); then where the games were lost (bench/siege-losses.ts): by round, by phase, by loss
 * condition × the decisive step (named by its rule), and the team's mean Supplies, Ammo, Chaos pool,
 * Infection and Chaos on the map at the loss. With one seat Zeds Pressure never comes, so the
 * one-seat games are played once and stand for every `pressure` value. Games run on `--workers`
 * worker threads (default 2: both cores of the machine; run it with `nice -n 10` when the machine is
 * shared).
 *
 * `node --import tsx bench/siege-odds.ts [--greedy N] [--strong N] [--from 0] [--seats 1,2,3,4] [--pressure printed,off,every-round] [--workers 2] [--games-file F] [--write]`
 * plays games `from` to `from + N - 1` of each setup (a later run adds games on new seeds), and prints the table and the losses, then `RESULT {json}` (`rows`: the table's rows, `decision`, and
 * `whereLost`: the losses summed up per setup); with `--write` it merges its rows into
 * `shared/src/siege/odds.json` (the client-safe table the lobby reads), replacing the rows of the
 * setups it measured, with the date and the commit; a run with `--from N` instead adds its games to a
 * stored row of exactly N games (games 0 … N − 1, so the seeds never overlap). `--games-file F`
 * writes every game's outcome to F, one JSON line each (the same seeds of two bots compared game by game).
 */
import { execSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { arg, onThreads } from "./game-threads";
import { createRandom, type GameEvent } from "@zedfall/shared";
import { siege, siegeEngine, SIEGE_BOTS, type PressureOption, type SiegeSeatId } from "@zedfall/shared/siege";
import { ODDS_SETUP, type OddsRow } from "@zedfall/shared/siege/odds";
import { lossLines, lossRecord, phaseEvents, summarizeLosses, type LossRecord, type LossSummary } from "./siege-losses";

type BotName = "greedy" | "strong";
/** One game to play. */
interface Job {
  bot: BotName;
  seats: number;
  pressure: PressureOption;
  game: number;
}
/** One game's outcome, and the strong bot's decision times (ms) when it played. */
interface Outcome extends Job {
  won: boolean;
  round: number;
  cause: "tc" | "chaos" | "unfinished" | null;
  /** Where a lost game was lost (null when won or unfinished). */
  loss: LossRecord | null;
  times: number[];
}
/** One setup's row of the odds table (shared/src/siege/odds.json). */
type Row = OddsRow;

const SEAT_IDS: SiegeSeatId[] = ["seat1", "seat2", "seat3", "seat4"];
/** Actions cap of one game: a game that reaches it counts as unfinished. */
const CAP = 20_000;

/** Plays one game of `job` to its end. */
function play(job: Job): Outcome {
  const s = siege.setup({ seats: SEAT_IDS.slice(0, job.seats), ...ODDS_SETUP, ...(job.seats > 1 ? { pressure: job.pressure } : {}) }, `odds-${job.seats}-${job.game}`);
  const rnd = createRandom(`odds-bot-${job.seats}-${job.game}`);
  const bot = SIEGE_BOTS[job.bot];
  const times: number[] = [];
  // the current phase's events, the last action's, and the phase before it: where a loss came (siege-losses.ts)
  let phaseLog: GameEvent[] = [];
  let batch: GameEvent[] = [];
  let phaseBefore: string = s.phase;
  for (let k = 0; !s.result && k < CAP; k++) {
    const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId | undefined;
    if (seat === undefined) break;
    const t = performance.now();
    const a = bot(s, seat, rnd);
    if (job.bot === "strong") times.push(performance.now() - t);
    if (!a) break;
    phaseBefore = s.phase;
    batch = siegeEngine.applyTrusted(s, seat, a);
    phaseLog = phaseEvents(phaseLog, batch);
  }
  const won = s.result?.winner === "defenders";
  const cause = won ? null : !s.result ? "unfinished" : s.result.rule === "siege §5.6" ? "chaos" : "tc";
  const loss = s.result && !won ? lossRecord(s, phaseBefore, batch, phaseLog) : null;
  return { ...job, won, round: s.round, cause, loss, times };
}

if (!isMainThread) {
  for (const job of workerData as Job[]) parentPort!.postMessage(play(job));
} else {
  await main();
}

/** The 95 % Wilson score interval of `wins` in `n`. */
function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

async function main(): Promise<void> {
  const games: Record<BotName, number> = { greedy: Number(arg("greedy", "1000")), strong: Number(arg("strong", "20")) };
  const seatCounts = arg("seats", "1,2,3,4").split(",").map(Number);
  const pressures = arg("pressure", "printed,off,every-round").split(",") as PressureOption[];
  const workers = Math.max(1, Math.min(Number(arg("workers", "2")), cpus().length));
  const from = Number(arg("from", "0"));
  const jobs: Job[] = [];
  // strong games first (the longest), interleaved so an interrupted run still has every setup
  for (const bot of ["strong", "greedy"] as BotName[])
    for (let g = from; g < from + games[bot]; g++)
      for (const seats of seatCounts)
        for (const pressure of seats === 1 ? [pressures[0]!] : pressures) jobs.push({ bot, seats, pressure, game: g });
  const outcomes: Outcome[] = [];
  const t0 = performance.now();
  await onThreads<Job, Outcome>(import.meta.url, jobs, workers, (o) => outcomes.push(o), 10);
  const commit = execSync("git rev-parse --short HEAD").toString().trim();
  const date = new Date().toISOString().slice(0, 10);
  const rows: Row[] = [];
  for (const bot of ["greedy", "strong"] as BotName[])
    for (const seats of seatCounts)
      for (const pressure of pressures) {
        // one seat: no Zeds Pressure, the same games stand for every value
        const os = outcomes.filter((o) => o.bot === bot && o.seats === seats && (seats === 1 || o.pressure === pressure));
        if (!os.length) continue;
        const wins = os.filter((o) => o.won).length;
        const [low, high] = wilson(wins, os.length);
        const count = (c: Outcome["cause"]) => os.filter((o) => o.cause === c).length;
        rows.push({ bot, seats, pressure, games: os.length, wins, low: round4(low), high: round4(high), meanRounds: round2(os.reduce((n, o) => n + o.round, 0) / os.length), losses: { tc: count("tc"), chaos: count("chaos"), unfinished: count("unfinished") }, date, commit });
      }
  for (const r of rows)
    console.log(`${r.bot.padEnd(6)} ${r.seats} seat${r.seats > 1 ? "s" : " "} ${r.pressure.padEnd(11)} ${String(r.games).padStart(5)} games  wins ${(100 * r.wins / r.games).toFixed(1).padStart(5)} % [${(100 * r.low).toFixed(1)}–${(100 * r.high).toFixed(1)}]  mean ${r.meanRounds.toFixed(2)} rounds  lost: TC ${r.losses.tc}, Chaos ${r.losses.chaos}, unfinished ${r.losses.unfinished}`);
  const whereLost = lossSummaries(outcomes, seatCounts, pressures);
  console.log("where the games were lost (condition × decisive step by rule; the team at the loss):");
  for (const w of whereLost) for (const line of lossLines(`${w.bot.padEnd(6)} ${w.seats} seat${w.seats > 1 ? "s" : " "} ${(w.pressure ?? "(no Pressure)").padEnd(13)}`, w)) console.log(line);
  const times = outcomes.flatMap((o) => o.times).sort((a, b) => a - b);
  const decision = times.length ? { decisions: times.length, medianMs: round2(times[times.length >> 1]!), p99Ms: round2(times[Math.floor(times.length * 0.99)]!) } : null;
  if (decision) console.log(`strong decision time (one core a worker, ${workers} workers): median ${decision.medianMs} ms, p99 ${decision.p99Ms} ms over ${decision.decisions} decisions`);
  console.log(`${outcomes.length} games in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  console.log(`RESULT ${JSON.stringify({ rows, decision, whereLost })}`);
  const gamesFile = arg("games-file", "");
  if (gamesFile) writeFileSync(gamesFile, outcomes.map(({ bot, seats, pressure, game, won, round, cause }) => JSON.stringify({ bot, seats, pressure, game, won, round, cause }) + "\n").join(""));
  if (process.argv.includes("--write")) {
    const file = new URL("../shared/src/siege/odds.json", import.meta.url);
    let old: { rows: Row[]; strongDecision?: unknown } = { rows: [] };
    try {
      old = JSON.parse(readFileSync(file, "utf8"));
    } catch {
      // no table yet
    }
    const same = (a: Row, b: Row) => a.bot === b.bot && a.seats === b.seats && a.pressure === b.pressure;
    // a run from game `from` extends a stored row of exactly games 0 … from − 1 (same seeds, no overlap)
    const extended = rows.map((r) => {
      const o = old.rows.find((x) => same(x, r));
      return from > 0 && o && o.games === from ? joinRows(o, r) : r;
    });
    const merged = [...old.rows.filter((o) => !rows.some((r) => same(o, r))), ...extended].sort((a, b) => a.bot.localeCompare(b.bot) || a.seats - b.seats || a.pressure.localeCompare(b.pressure));
    writeFileSync(file, JSON.stringify({ about: "Siege odds measured by bench/siege-odds.ts: per bot, seat count and pressure, games, wins, the 95 % Wilson interval (low, high), mean rounds and losses by cause", rows: merged, ...(decision ? { strongDecision: { ...decision, date, commit } } : old.strongDecision ? { strongDecision: old.strongDecision } : {}) }, null, 1) + "\n");
  }
}

/** Rows `a` and `b` of one setup on disjoint games as one row: games, wins and losses summed, the mean rounds weighted, the interval of the sum; the date and commit of `b`. */
function joinRows(a: Row, b: Row): Row {
  const games = a.games + b.games;
  const wins = a.wins + b.wins;
  const [low, high] = wilson(wins, games);
  const losses = { tc: a.losses.tc + b.losses.tc, chaos: a.losses.chaos + b.losses.chaos, unfinished: a.losses.unfinished + b.losses.unfinished };
  return { ...b, games, wins, low: round4(low), high: round4(high), meanRounds: round2((a.meanRounds * a.games + b.meanRounds * b.games) / games), losses };
}

/** One setup's losses summed up (siege-losses.ts); `pressure` null with one seat, whose games stand for every value. */
interface WhereLost extends LossSummary {
  bot: BotName;
  seats: number;
  pressure: PressureOption | null;
}

/** The losses of `outcomes` summed up per bot, seat count and `pressure` value (one seat once). */
function lossSummaries(outcomes: Outcome[], seatCounts: number[], pressures: PressureOption[]): WhereLost[] {
  const out: WhereLost[] = [];
  for (const bot of ["greedy", "strong"] as BotName[])
    for (const seats of seatCounts)
      for (const pressure of seats === 1 ? [null] : pressures) {
        const os = outcomes.filter((o) => o.bot === bot && o.seats === seats && (pressure === null || o.pressure === pressure));
        if (os.length) out.push({ bot, seats, pressure, ...summarizeLosses(os.flatMap((o) => (o.loss ? [o.loss] : []))) });
      }
  return out;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
function round4(x: number): number {
  return Math.round(x * 10000) / 10000;
}
