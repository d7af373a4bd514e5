/**
 * Siege bot strength, a figure of `npm run bench`: for each deck length (normal 27 cards,
 * short 21) N games from fixed seeds `sbots-<deck>-<i>` (1–4 seats by i % 4, the other options at
 * their defaults), once with the greedy defender in every seat and once with the legal-random bot:
 * each bot's win rate, the ratio of the two, the mean game length (rounds reached, actions) and its
 * ratio (the clearer measure while both win rates are near 0), how the
 * games were lost (a Zeds unit in TC, §2.5; the Chaos pool, §5.6), games left at the cap, and the
 * greedy bot's µs per decision. Then what each bot does with the same games, per game ("plays
 * sensibly" in numbers): rumors placed and revealed (Part A2), Station bonuses taken (S-T10), how
 * often a Town space is guarded when the Action phase ends with Zeds on the #1 in front of it, and
 * the Ammo spent on Gunfire (§4.3); and, for one bot alone, where its games were lost
 * (bench/siege-losses.ts, as the odds bench says it: round, phase, condition × decisive step).
 * `node --import tsx bench/siege-bots.ts [games] [seed prefix] [greedy|random|both]` (default 200,
 * `sbots`, both) prints lines, then `RESULT {json}`; another prefix (seeds `<prefix>-<deck>-<i>`)
 * measures a bot change on games the bench does not show.
 */
import { createRandom, type GameEvent } from "@zedfall/shared";
import { SIEGE_BOARD as B, siege, siegeEngine, SIEGE_BOTS, type SiegeBot, type SiegeSeatId, type SiegeState } from "@zedfall/shared/siege";
import { countsAsZeds, fightersAt, zedsAt } from "@zedfall/shared/siege/state/occupancy";
import { timer } from "./engine";
import { lossLines, lossRecord, phaseEvents, summarizeLosses, type LossRecord } from "./siege-losses";
import { timed } from "./timed-bot";

const N = Number(process.argv[2] ?? 200);
/** The seeds' prefix: games `<prefix>-<deck>-<i>`, bot generators `<prefix>-bot-<deck>-<i>`. */
const PREFIX = process.argv[3] ?? "sbots";
/** Which bots play: both (the bench), or one of them (a measurement). */
const WHICH = (process.argv[4] ?? "both") as "greedy" | "random" | "both";
/** Actions cap of one game: a game that reaches it counts as unfinished. */
const CAP = 20_000;
const SEATS: SiegeSeatId[] = ["seat1", "seat2", "seat3", "seat4"];

/** One bot's games on one deck length. */
interface Tally {
  wins: number;
  tc: number;
  chaos: number;
  unfinished: number;
  rounds: number;
  actions: number;
  score: number;
  games: number;
  /** Where each lost game was lost (bench/siege-losses.ts). */
  losses: LossRecord[];
  /** Face-down rumors placed (S-R2) and revealed (S-R3, S-R5). */
  placed: number;
  revealed: number;
  /** Station bonuses taken (S-T10). */
  stations: number;
  /** Action phases' ends × tracks with Zeds on #1, and how many of those had a fighter on the track's Town space (#0). */
  threatened: number;
  guarded: number;
  /** Ammo spent on Gunfire (§4.3). */
  ammoFired: number;
}

/** Whether the Action phase ends once `seat` says done now (every other seat has). */
function lastDone(s: SiegeState, a: { type: string }): boolean {
  return a.type === "done" && s.phase === "action" && s.pending.length === 0 && s.actionPhase.done.length === s.seats.length - 1;
}

/** At the Action phase's end: the tracks with Zeds on #1 (`threatened`) and those of them with a unit able to fight on #0 (`guarded`). */
function townGuard(s: SiegeState, t: Tally): void {
  for (const track of B.tracks) {
    if (!zedsAt(s, B.trackSpaces[track][1]!).some(countsAsZeds)) continue;
    t.threatened++;
    if (fightersAt(s, B.trackSpaces[track][0]!).length) t.guarded++;
  }
}

/** Plays one game with `bot` in every seat (the first acting seat chooses, as core/play-out.ts does), counting what it does on `t`. */
function play(start: SiegeState, bot: SiegeBot, botSeed: string, t: Tally): { state: SiegeState; actions: number } {
  const rnd = createRandom(botSeed);
  const s = structuredClone(start);
  let n = 0;
  // the current phase's events, the last action's, and the phase before it: where a loss came (siege-losses.ts)
  let phaseLog: GameEvent[] = [];
  let batch: GameEvent[] = [];
  let phaseBefore: string = s.phase;
  for (; !s.result && n < CAP; n++) {
    const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId | undefined;
    const action = seat === undefined ? null : bot(s, seat, rnd);
    if (seat === undefined || !action) break;
    if (lastDone(s, action)) townGuard(s, t);
    const ammo = s.ammo;
    phaseBefore = s.phase;
    batch = siegeEngine.applyTrusted(s, seat, action);
    phaseLog = phaseEvents(phaseLog, batch);
    if (action.type === "fire") t.ammoFired += Math.max(0, ammo - s.ammo);
    for (const e of batch) {
      if (e.type === "rumorPlaced") t.placed++;
      else if (e.type === "rumorRevealed") t.revealed++;
      else if (e.type === "stationBonus") t.stations++;
    }
  }
  if (s.result && s.result.winner !== "defenders") t.losses.push(lossRecord(s, phaseBefore, batch, phaseLog));
  return { state: s, actions: n };
}

/** N games of `bot` on `deck`. */
function tally(bot: SiegeBot, deck: "normal" | "short"): Tally {
  const t: Tally = { wins: 0, tc: 0, chaos: 0, unfinished: 0, rounds: 0, actions: 0, score: 0, games: N, losses: [], placed: 0, revealed: 0, stations: 0, threatened: 0, guarded: 0, ammoFired: 0 };
  for (let g = 0; g < N; g++) {
    const start = siege.setup({ seats: SEATS.slice(0, 1 + (g % 4)), deck }, `${PREFIX}-${deck}-${g}`);
    const { state, actions } = play(start, bot, `${PREFIX}-bot-${deck}-${g}`, t);
    t.actions += actions;
    t.rounds += state.round;
    t.score += Number(state.result?.params?.score ?? 0);
    if (!state.result) t.unfinished++;
    else if (state.result.winner === "defenders") t.wins++;
    else if (state.result.rule === "siege §5.6") t.chaos++;
    else t.tc++;
  }
  return t;
}

const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(1)}% (${k}/${n})`;
const ratio = (g: Tally, r: Tally) => (r.wins === 0 ? (g.wins === 0 ? "– (both 0)" : "∞ (random 0)") : `${(g.wins / r.wins).toFixed(2)}×`);
const per = (k: number, n: number, digits = 2) => (k / n).toFixed(digits);
/** One bot's behaviour figures, per game (see the file's note). */
const behaviour = (b: Tally) =>
  `rumors placed ${per(b.placed, b.games)}, revealed ${per(b.revealed, b.games)}; Station bonuses ${per(b.stations, b.games)}; Town space guarded with Zeds on #1 ${b.threatened ? ((100 * b.guarded) / b.threatened).toFixed(0) : "–"}% (${b.guarded}/${b.threatened}); Ammo on Gunfire ${per(b.ammoFired, b.games, 1)}`;
const clock = { n: 0, ms: 0 };
const greedy = timed(SIEGE_BOTS.greedy, clock);
const t = timer();
const out: Record<string, Partial<Record<"greedy" | "random", Tally>>> = {};
const lines = [`siege bots, ${N} games a deck length and bot (seeds ${PREFIX}-<deck>-0…, 1–4 seats mixed, default options; cap ${CAP} actions):`];
for (const deck of ["normal", "short"] as const) {
  const g = WHICH === "random" ? null : tally(greedy, deck);
  const r = WHICH === "greedy" ? null : tally(SIEGE_BOTS.random, deck);
  out[deck] = { ...(g ? { greedy: g } : {}), ...(r ? { random: r } : {}) };
  if (g && r)
    lines.push(
      `  ${deck} deck: greedy wins ${pct(g.wins, N)}, legal-random ${pct(r.wins, N)}, ratio ${ratio(g, r)}; mean length: greedy ${(g.rounds / N).toFixed(2)} rounds (${Math.round(g.actions / N)} actions), random ${(r.rounds / N).toFixed(2)} rounds (${Math.round(r.actions / N)} actions), ratio ${(g.rounds / r.rounds).toFixed(2)}×`,
      `      losses: greedy ${g.tc} Zeds in TC, ${g.chaos} Chaos pool; random ${r.tc} Zeds in TC, ${r.chaos} Chaos pool; mean epilogue score greedy ${(g.score / N).toFixed(1)}, random ${(r.score / N).toFixed(1)}; unfinished ${g.unfinished + r.unfinished}`,
    );
  for (const [name, b] of [["greedy", g], ["random", r]] as const) {
    if (!b) continue;
    if (!(g && r)) lines.push(`  ${deck} deck, ${name}: wins ${pct(b.wins, N)}; mean ${(b.rounds / N).toFixed(2)} rounds (${Math.round(b.actions / N)} actions); losses ${b.tc} Zeds in TC, ${b.chaos} Chaos pool; unfinished ${b.unfinished}; mean epilogue score ${(b.score / N).toFixed(1)}`);
    lines.push(`      ${name} per game: ${behaviour(b)}`);
    if (!(g && r)) lines.push(...lossLines(`      ${name}`, summarizeLosses(b.losses)));
  }
}
const time = t();
const usPerDecision = clock.n ? (clock.ms * 1000) / clock.n : 0;
if (clock.n) lines.push(`  greedy bot: ${usPerDecision.toFixed(1)} µs of CPU a decision (${clock.n.toLocaleString("en-US")} decisions); ${(time.wallMs / 1000).toFixed(1)} s wall, ${(time.cpuMs / 1000).toFixed(1)} s CPU for ${(WHICH === "both" ? 4 : 2) * N} games`);
for (const l of lines) console.log(l);
console.log(`RESULT ${JSON.stringify({ ...out, usPerDecision, wallMs: time.wallMs, cpuMs: time.cpuMs })}`);
