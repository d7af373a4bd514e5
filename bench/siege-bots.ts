/**
 * Siege bot strength (issue 11), a figure of `npm run bench`: for each deck length (normal 27 cards,
 * short 21) N games from fixed seeds `sbots-<deck>-<i>` (1–4 seats by i % 4, the other options at
 * their defaults), once with the greedy defender in every seat and once with the legal-random bot:
 * each bot's win rate, the ratio of the two, the mean game length (rounds reached, actions) and its
 * ratio (the clearer measure while both win rates are near 0), how the
 * games were lost (a Zeds unit in TC, §2.5; the Chaos pool, §5.6), games left at the cap, and the
 * greedy bot's µs per decision.
 * `node --import tsx bench/siege-bots.ts [games]` (default 200) prints lines, then `RESULT {json}`.
 */
import { createRandom } from "../shared/src/core/rng";
import { siege, siegeEngine, SIEGE_BOTS, type SiegeBot, type SiegeSeatId, type SiegeState } from "../shared/src/siege";
import { timer } from "./engine";
import { timed } from "./timed-bot";

const N = Number(process.argv[2] ?? 200);
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
}

/** Plays one game with `bot` in every seat (the first acting seat chooses, as core/play-out.ts does). */
function play(start: SiegeState, bot: SiegeBot, botSeed: string): { state: SiegeState; actions: number } {
  const rnd = createRandom(botSeed);
  const s = structuredClone(start);
  let n = 0;
  for (; !s.result && n < CAP; n++) {
    const seat = siegeEngine.actingSeats(s)[0] as SiegeSeatId | undefined;
    const action = seat === undefined ? null : bot(s, seat, rnd);
    if (seat === undefined || !action) break;
    siegeEngine.applyTrusted(s, seat, action);
  }
  return { state: s, actions: n };
}

/** N games of `bot` on `deck`. */
function tally(bot: SiegeBot, deck: "normal" | "short"): Tally {
  const t: Tally = { wins: 0, tc: 0, chaos: 0, unfinished: 0, rounds: 0, actions: 0, score: 0, games: N };
  for (let g = 0; g < N; g++) {
    const start = siege.setup({ seats: SEATS.slice(0, 1 + (g % 4)), deck }, `sbots-${deck}-${g}`);
    const { state, actions } = play(start, bot, `sbots-bot-${deck}-${g}`);
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
const clock = { n: 0, ms: 0 };
const greedy = timed(SIEGE_BOTS.greedy, clock);
const t = timer();
const out: Record<string, { greedy: Tally; random: Tally }> = {};
const lines = [`siege bots, ${N} games a deck length and bot (seeds sbots-<deck>-0…, 1–4 seats mixed, default options; cap ${CAP} actions):`];
for (const deck of ["normal", "short"] as const) {
  const g = tally(greedy, deck);
  const r = tally(SIEGE_BOTS.random, deck);
  out[deck] = { greedy: g, random: r };
  lines.push(
    `  ${deck} deck: greedy wins ${pct(g.wins, N)}, legal-random ${pct(r.wins, N)}, ratio ${ratio(g, r)}; mean length: greedy ${(g.rounds / N).toFixed(2)} rounds (${Math.round(g.actions / N)} actions), random ${(r.rounds / N).toFixed(2)} rounds (${Math.round(r.actions / N)} actions), ratio ${(g.rounds / r.rounds).toFixed(2)}×`,
    `      losses: greedy ${g.tc} Zeds in TC, ${g.chaos} Chaos pool; random ${r.tc} Zeds in TC, ${r.chaos} Chaos pool; mean epilogue score greedy ${(g.score / N).toFixed(1)}, random ${(r.score / N).toFixed(1)}; unfinished ${g.unfinished + r.unfinished}`,
  );
}
const time = t();
const usPerDecision = (clock.ms * 1000) / clock.n;
lines.push(`  greedy bot: ${usPerDecision.toFixed(1)} µs of CPU a decision (${clock.n.toLocaleString("en-US")} decisions); ${(time.wallMs / 1000).toFixed(1)} s wall, ${(time.cpuMs / 1000).toFixed(1)} s CPU for ${4 * N} games`);
for (const l of lines) console.log(l);
console.log(`RESULT ${JSON.stringify({ ...out, usPerDecision, wallMs: time.wallMs, cpuMs: time.cpuMs })}`);
