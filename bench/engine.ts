import { importTree } from "./tree";

/**
 * A timer for the engine benches: wall ms and CPU ms (user + system of this process) since it was
 * made. The figures use CPU time, which other work on a shared machine does not stretch as it
 * does wall time (GC helper threads count in it, so on an idle machine it is a little pessimistic).
 */
export function timer(): () => { wallMs: number; cpuMs: number } {
  const w0 = performance.now();
  const c0 = process.cpuUsage();
  return () => {
    const c = process.cpuUsage(c0);
    return { wallMs: performance.now() - w0, cpuMs: (c.user + c.system) / 1000 };
  };
}

/** Actions per second of CPU and of wall time. */
export interface Rate {
  perSec: number;
  perWallSec: number;
  actions: number;
}

function rate(actions: number, t: { wallMs: number; cpuMs: number }): Rate {
  return { perSec: actions / (t.cpuMs / 1000), perWallSec: actions / (t.wallMs / 1000), actions };
}

/* eslint-disable @typescript-eslint/no-explicit-any */
type State = any;
type Action = { type: string };
type LogEntry = { seat: string; action: Action };

/**
 * The House rule module of the measured tree behind one calling convention. NEW code (18b30b9+):
 * `house.apply(s, seat, a)` mutates `s` and returns the events, `house.clone(s)` copies. OLD code
 * (032afc1): `house.apply` is pure and returns `{state, events}`. `step` returns the next state
 * either way (the same object on NEW code); both validate the action.
 */
export interface HouseEngine {
  api: "mutating" | "pure";
  setup(seed: string): State;
  clone(s: State): State;
  step(s: State, seat: string, a: Action): State;
  /** Like `step` for an action taken from the seat's legal list: `applyTrusted` where the tree has it (no second check), else `step`. */
  trustedStep(s: State, seat: string, a: Action): State;
  actingSeat(s: State): string | undefined;
  legalActions(s: State, seat: string): Action[];
  drawInt(rnd: unknown, min: number, max: number): number;
  createRandom(seed: string): unknown;
  playOut(start: State, seed: string): { log: LogEntry[] };
}

/** Loads the House engine of the measured tree (see tree.ts) and detects its apply API. */
export async function loadHouseEngine(): Promise<HouseEngine> {
  const H = await importTree("shared/src/house/index.ts");
  const rng = await importTree("shared/src/core/rng.ts");
  const house = H.house;
  const setup = (seed: string) => house.setup({ humanSeats: ["human1", "human2"] }, seed);
  // detect: a mutating apply returns the events array
  const probe = setup("probe");
  const seat0 = house.seats(probe).find((x: any) => x.active).seat;
  const r = house.apply(typeof house.clone === "function" ? house.clone(probe) : probe, seat0, house.legalActions(probe, seat0)[0]);
  const mutating = Array.isArray(r);
  return {
    api: mutating ? "mutating" : "pure",
    setup,
    clone: (s) => (typeof house.clone === "function" ? house.clone(s) : structuredClone(s)),
    step: mutating
      ? (s, seat, a) => {
          house.apply(s, seat, a);
          return s;
        }
      : (s, seat, a) => house.apply(s, seat, a).state,
    trustedStep:
      typeof house.applyTrusted === "function"
        ? (s, seat, a) => {
            house.applyTrusted(s, seat, a);
            return s;
          }
        : (s, seat, a) => house.apply(s, seat, a).state,
    actingSeat: (s) => house.seats(s).find((x: any) => x.active)?.seat,
    legalActions: (s, seat) => house.legalActions(s, seat),
    drawInt: rng.drawInt,
    createRandom: rng.createRandom,
    playOut: (start, seed) => H.playOut(start, {}, H.HOUSE_BOTS.random, seed),
  };
}

/** The recorded random-bot games the apply bench replays (made once, outside the timing). */
export function recordGames(e: HouseEngine, games: number): { starts: State[]; logs: LogEntry[][]; actions: number } {
  const starts: State[] = [];
  const logs: LogEntry[][] = [];
  let actions = 0;
  for (let i = 0; i < games; i++) {
    const start = e.setup(`bench-${i}`);
    const { log } = e.playOut(start, `bench-bots-${i}`);
    starts.push(start);
    logs.push(log);
    actions += log.length;
  }
  return { starts, logs, actions };
}

/**
 * Target 1, House apply with validation: the recorded logs replayed through `house.apply` (shape,
 * seat and legality checks, then exec and settle), pass after pass until `minCpuMs` of CPU were
 * spent (an apply is cheap: one pass over a few games is too short for a steady figure). The
 * start states are copied between passes, off the clock.
 */
export function benchApply(e: HouseEngine, rec: ReturnType<typeof recordGames>, minCpuMs = 1000): Rate {
  let wallMs = 0;
  let cpuMs = 0;
  let actions = 0;
  while (cpuMs < minCpuMs) {
    const states = rec.starts.map((s) => e.clone(s));
    const t = timer();
    for (let i = 0; i < states.length; i++) {
      let s = states[i];
      for (const { seat, action } of rec.logs[i]!) s = e.step(s, seat, action);
    }
    const d = t();
    wallMs += d.wallMs;
    cpuMs += d.cpuMs;
    actions += rec.actions;
  }
  return rate(actions, { wallMs, cpuMs });
}

/**
 * Target 2, a whole bot game step: the acting seat (`house.seats`), its complete legal list
 * (`house.legalActions`), a legal-random choice with a seeded generator, and its apply as a bot
 * seat's action is applied: `applyTrusted` (the action comes from the list just computed; the old
 * tree has only the validating `apply`), until each game ends.
 */
export function benchBotStep(e: HouseEngine, games: number): Rate {
  const starts = Array.from({ length: games }, (_, i) => e.setup(`bench-${i}`));
  let actions = 0;
  const t = timer();
  for (let i = 0; i < games; i++) {
    const rnd = e.createRandom(`bench-step-${i}`);
    let s = starts[i];
    while (!s.result) {
      const seat = e.actingSeat(s);
      if (!seat) break;
      const legal = e.legalActions(s, seat);
      if (legal.length === 0) break;
      s = e.trustedStep(s, seat, legal[e.drawInt(rnd, 0, legal.length - 1)]!);
      actions++;
    }
  }
  return rate(actions, t());
}

/**
 * Engine figures (targets 1 and 2) on `games` recorded games: a warm-up of each bench, then the
 * best of `rounds` timed passes (default 1; the caller takes the median over processes). The
 * apply bench runs for BENCH_APPLY_MS of CPU (default 1000).
 */
export async function benchEngine(games: number, rounds = 1): Promise<{ api: string; apply: Rate; step: Rate }> {
  const e = await loadHouseEngine();
  const rec = recordGames(e, games);
  const minCpuMs = Number(process.env.BENCH_APPLY_MS ?? 1000);
  benchApply(e, rec, minCpuMs / 2);
  benchBotStep(e, Math.min(games, 10));
  let apply: Rate | null = null;
  let step: Rate | null = null;
  for (let r = 0; r < rounds; r++) {
    const a = benchApply(e, rec, minCpuMs);
    if (!apply || a.perSec > apply.perSec) apply = a;
    const b = benchBotStep(e, games);
    if (!step || b.perSec > step.perSec) step = b;
  }
  return { api: e.api, apply: apply!, step: step! };
}

// `node --import tsx bench/engine.ts [games]`: prints one JSON line (BENCH_ROOT picks the tree)
if (process.argv[1]?.endsWith("engine.ts")) {
  const r = await benchEngine(Number(process.argv[2] ?? process.env.BENCH_GAMES ?? 100), Number(process.env.BENCH_ROUNDS ?? 1));
  console.log(`RESULT ${JSON.stringify(r)}`);
}
