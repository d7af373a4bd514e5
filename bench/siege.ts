/**
 * Siege figures of `npm run bench`: apply with validation and a whole bot game step,
 * measured as the House figures are (bench/engine.ts), on the Siege rule module through the
 * game-neutral Ruleset contract only. Games: co-op with two seats, from the lobby's default
 * options, random seeds `siege-bench-<i>`; the bot is the legal-random choice of a seeded generator.
 * Each figure runs for BENCH_APPLY_MS of CPU (default 2000) after a warm-up of as long.
 * `node --import tsx bench/siege.ts [games]` prints `RESULT {"apply": Rate, "step": Rate}`.
 */
import { createRandom, drawInt, type BaseAction, type Ruleset } from "@zedfall/shared";
import { siege } from "@zedfall/shared/siege";
import { timer, type Rate } from "./engine";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRuleset = Ruleset<any, BaseAction, any, any, any, any>;
type Entry = { seat: string; action: BaseAction };

const rules = siege as unknown as AnyRuleset;
const SEATS = ["seat1", "seat2"];

function start(i: number): unknown {
  return rules.setup(rules.lobby.optionsFor(rules.lobby.parseOptions({ heroes: "basic" }), SEATS), `siege-bench-${i}`);
}

/** One legal-random game played to its end (or `cap` actions): its log when `record`, else just its length in entries of `log`. */
function playOut(s: unknown, seed: string, record = true, cap = 20_000): Entry[] {
  const rnd = createRandom(seed);
  const log: Entry[] = [];
  while (!rules.result(s) && log.length < cap) {
    const seat = rules.seats(s).find((x) => x.active)?.seat;
    if (!seat) break;
    const legal = rules.legalActions(s, seat);
    if (!legal.length) break;
    const action = legal[drawInt(rnd, 0, legal.length - 1)]!;
    rules.applyTrusted(s, seat, action);
    log.push(record ? { seat, action: structuredClone(action) } : (null as unknown as Entry));
  }
  return log;
}

/** Siege apply with validation: recorded games replayed through `apply`, pass after pass until `minCpuMs` of CPU. */
export function siegeApply(games: number, minCpuMs = 1000): Rate {
  const starts = Array.from({ length: games }, (_, i) => start(i));
  const logs = starts.map((s, i) => playOut(rules.clone(s), `siege-bench-bots-${i}`));
  const per = logs.reduce((n, l) => n + l.length, 0);
  let wallMs = 0;
  let cpuMs = 0;
  let actions = 0;
  while (cpuMs < minCpuMs) {
    const states = starts.map((s) => rules.clone(s));
    const t = timer();
    states.forEach((s, i) => {
      for (const { seat, action } of logs[i]!) rules.apply(s, seat, action);
    });
    const d = t();
    wallMs += d.wallMs;
    cpuMs += d.cpuMs;
    actions += per;
  }
  return { perSec: actions / (cpuMs / 1000), perWallSec: actions / (wallMs / 1000), actions };
}

/**
 * A whole Siege bot step: acting seat, its legal list, a random pick, `applyTrusted`, until each
 * game ends; `games` games (seeds `siege-bench-1000+i`) played again and again until `minCpuMs` of
 * CPU were spent (one pass is a few thousand actions, too short for a steady figure).
 */
export function siegeStep(games: number, minCpuMs = 1000): Rate {
  let wallMs = 0;
  let cpuMs = 0;
  let actions = 0;
  for (let pass = 0; cpuMs < minCpuMs; pass++) {
    const starts = Array.from({ length: games }, (_, i) => start(1000 + i));
    const t = timer();
    starts.forEach((s, i) => (actions += playOut(s, `siege-step-${pass}-${i}`, false).length));
    const d = t();
    wallMs += d.wallMs;
    cpuMs += d.cpuMs;
  }
  return { perSec: actions / (cpuMs / 1000), perWallSec: actions / (wallMs / 1000), actions };
}

if (process.argv[1]?.endsWith("siege.ts")) {
  const games = Number(process.argv[2] ?? 20);
  // warm up to the steady state first: a process that has run for a second still spends much of its
  // CPU in V8's optimising compiler threads (they count in process CPU), which no long game pays
  const ms = Number(process.env.BENCH_APPLY_MS ?? 2000);
  siegeApply(Math.min(games, 5), ms);
  siegeStep(Math.min(games, 5), ms);
  console.log(`RESULT ${JSON.stringify({ apply: siegeApply(games, ms), step: siegeStep(games, ms) })}`);
}
