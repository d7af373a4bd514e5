import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { measure, sizesFromEnv, type Figure, type Figures } from "./runs";

/**
 * `npm run bench`: the engine issue's four figures, each beside its target and the baseline of
 * bench/baseline.json (old code, measured by bench/baseline.ts), then restart recovery.
 * Sizes: BENCH_RUNS (runs per figure, median printed; default 3), BENCH_GAMES (engine games, 40),
 * BENCH_SERVER_GAMES (2), BENCH_SERVER_ACTIONS (cap per game); BENCH_QUICK=1 for a sub-minute run;
 * BENCH_ENGINE=0 skips the four figures, BENCH_SIEGE=0 the Siege figures (BENCH_SIEGE_GAMES, 20),
 * BENCH_RESTART=0 the restart part, BENCH_HBOTS=0 the House bot figures (BENCH_HBOT_GAMES, 200),
 * BENCH_SBOTS=0 the Siege bot figures (BENCH_SBOT_GAMES, 200: greedy and legal-random win rates per deck length),
 * BENCH_BOTTHREADS=0 the bot thread's figure (server/test/bot-threads.test.ts run alone: room B's p99 act → ack while
 * room A's strong bots search, target <= 25 ms), BENCH_COMMIT=0 the group-commit figures (BENCH_COMMIT_GAMES, 200; BENCH_PG=0 skips PostgreSQL).
 * BENCH_BASELINE_ROOT=<old worktree> (with its node_modules) measures the baseline again in this
 * run, interleaved with the new figures, and the ratios are taken against it.
 * `npm run bench -- load` runs the load bench (bench/load/index.ts) instead of all this.
 */
// `npm run bench -- load`: the load bench alone, in a process of its own with room for its thousands of SDK clients
if (process.argv[2] === "load") {
  try {
    execFileSync(process.execPath, ["--max-old-space-size=8192", "--import", "tsx", resolve(import.meta.dirname, "load/index.ts")], { stdio: "inherit" });
    process.exit(0);
  } catch {
    process.exit(1);
  }
}

const fmt = (x: number, digits = 0) => x.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const quick = process.env.BENCH_QUICK === "1";

if (process.env.BENCH_ENGINE !== "0") {
  const base = JSON.parse(readFileSync(resolve(import.meta.dirname, "baseline.json"), "utf8")) as {
    commit: string;
    date: string;
    figures: Figures;
    /** The wire figures before one message an action (ack, events and legal apart), measured by this bench on that commit's server. */
    wireBefore: { commit: string; framesPerActionPerClient: number; messageFramesPerActionPerClient: number; bytesPerActionPerClient: number };
  };
  const sizes = sizesFromEnv();
  const oldRoot = process.env.BENCH_BASELINE_ROOT;
  console.log(`engine issue figures (median of ${sizes.runs} run(s); ${sizes.engineGames} engine games, ${sizes.serverGames} server game(s)):`);
  const [f, again] = measure(sizes, oldRoot ? [undefined, oldRoot] : [undefined], console.log) as [Figures, Figures | undefined];
  if (again) {
    base.figures = again;
    base.commit = execFileSync("git", ["-C", oldRoot!, "rev-parse", "--short=7", "HEAD"], { encoding: "utf8" }).trim() + " (this run)";
  } else console.log(`  (baseline: bench/baseline.json, measured ${base.date}; BENCH_BASELINE_ROOT=<old tree> measures it in this run)`);
  const spread = (x: Figure, d: number) => (x.runs.length > 1 ? `, runs ${fmt(Math.min(...x.runs), d)}–${fmt(Math.max(...x.runs), d)}` : "");
  const line = (label: string, key: "applyPerSec" | "stepPerSec" | "serverUsPerAction" | "patchMoveBytes" | "patchTurnBytes" | "patchZMoveBytes", unit: string, target: string | null, ok: ((v: number) => boolean) | null, d = 0) => {
    const v = f[key].median;
    const b = base.figures[key].median;
    const verdict = ok ? (ok(v) ? "  met" : "  MISSED") : "";
    const t = target ? `target ${target}; ` : "";
    console.log(`${label}: ${fmt(v, d)} ${unit} (${t}baseline ${base.commit}: ${fmt(b, d)}; ${(v / b).toFixed(2)}x${spread(f[key], d)})${verdict}`);
  };
  line("house apply with validation", "applyPerSec", "actions/s", ">= 200,000", (v) => v >= 200_000);
  line("bot game step (legal list + random pick + apply)", "stepPerSec", "actions/s", ">= 50,000", (v) => v >= 50_000);
  const pipe = f.pipelineUsPerAction;
  if (pipe)
    console.log(
      `server cost per action, 3 seats (apply + legal lists + sync + encode, in process): ${fmt(pipe.median, 1)} µs (target <= 100; baseline 032afc1: ~800 measured for the old room's apply + views + sync${spread(pipe, 1)})${pipe.median <= 100 ? "  met" : "  MISSED"}`,
    );
  line("  the whole server process per action (also sockets, messages, the in-memory store)", "serverUsPerAction", "µs CPU", null, null, 1);
  line("human move state patch", "patchMoveBytes", "B", "<= 64", (v) => v <= 64);
  line("  turn state patch", "patchTurnBytes", "B", null, null);
  line("  zombie move (zMove) state patch", "patchZMoveBytes", "B", null, null);
  // frames and bytes each client receives per applied action, beside the figures before one message an action
  const wire = (label: string, key: "framesPerActionPerClient" | "messageFramesPerActionPerClient" | "bytesPerActionPerClient", unit: string, target: number | null) => {
    const v = f[key]!;
    const b = again?.[key]?.median ?? base.wireBefore[key];
    const before = again ? base.commit : `${base.wireBefore.commit}, bench/baseline.json`;
    const t = target === null ? "" : `target <= ${target}; `;
    const verdict = target === null ? "" : v.median <= target ? "  met" : "  MISSED";
    console.log(`${label}: ${fmt(v.median, 2)} ${unit} (${t}before one message an action, ${before}: ${fmt(b, 2)}; ${(v.median / b).toFixed(2)}x${spread(v, 2)})${verdict}`);
  };
  wire("frames a client receives per applied action (state patch + messages)", "framesPerActionPerClient", "frames", 2);
  wire("  of which message frames (ack, events, legal: one `applied`)", "messageFramesPerActionPerClient", "frames", 1);
  wire("  bytes a client receives per applied action", "bytesPerActionPerClient", "B", null);
}

// Siege: apply with validation and a whole bot game step, in a process of its own
if (process.env.BENCH_SIEGE !== "0") {
  const games = Number(process.env.BENCH_SIEGE_GAMES ?? (quick ? 5 : 20));
  try {
    // the median of BENCH_RUNS processes (3), as the House figures are taken
    const runs = Number(process.env.BENCH_RUNS ?? (quick ? 1 : 3));
    const xs = Array.from({ length: runs }, () => {
      const out = execFileSync(process.execPath, ["--import", "tsx", "bench/siege.ts", String(games)], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
      return JSON.parse(out.split("\n").find((l) => l.startsWith("RESULT "))!.slice(7)) as { apply: { perSec: number; actions: number }; step: { perSec: number; actions: number } };
    });
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
    const apply = xs.map((x) => x.apply.perSec);
    const step = xs.map((x) => x.step.perSec);
    const range = (v: number[]) => (v.length > 1 ? `, runs ${fmt(Math.min(...v))}–${fmt(Math.max(...v))}` : "");
    const ok = (v: number, t: number) => (v >= t ? "  met" : "  MISSED");
    console.log(`siege apply with validation: ${fmt(median(apply))} actions/s (target >= 50,000; new game, no baseline; ${games} games, median of ${runs}${range(apply)})${ok(median(apply), 50_000)}`);
    console.log(`siege bot game step (legal list + random pick + apply): ${fmt(median(step))} actions/s (target >= 10,000; ${fmt(xs[0]!.step.actions)} actions a run, median of ${runs}${range(step)})${ok(median(step), 10_000)}`);
  } catch (e) {
    console.log(`siege: failed: ${(e as Error).message.split("\n")[0]}`);
  }
}

// House bots: greedy against legal-random from fixed seeds, in a process of its own (BENCH_HBOTS=0 skips; BENCH_HBOT_GAMES, 200)
if (process.env.BENCH_HBOTS !== "0") {
  const games = Number(process.env.BENCH_HBOT_GAMES ?? (quick ? 40 : 200));
  try {
    const out = execFileSync(process.execPath, ["--import", "tsx", "bench/house-bots.ts", String(games)], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    for (const l of out.split("\n")) if (l && !l.startsWith("RESULT ")) console.log(l);
  } catch (e) {
    console.log(`house bots: failed: ${(e as Error).message.split("\n")[0]}`);
  }
}

// Siege bots: greedy and legal-random defenders from fixed seeds, per deck length, in a process of its own (BENCH_SBOTS=0 skips; BENCH_SBOT_GAMES, 200)
if (process.env.BENCH_SBOTS !== "0") {
  const games = Number(process.env.BENCH_SBOT_GAMES ?? (quick ? 40 : 200));
  try {
    const out = execFileSync(process.execPath, ["--import", "tsx", "bench/siege-bots.ts", String(games)], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    for (const l of out.split("\n")) if (l && !l.startsWith("RESULT ")) console.log(l);
  } catch (e) {
    console.log(`siege bots: failed: ${(e as Error).message.split("\n")[0]}`);
  }
}

// the bot thread: room B's act → ack while room A's strong bots search, from the room test run alone
// (server/test/bot-threads.test.ts writes its figures to BENCH_BOT_THREADS; BENCH_BOTTHREADS=0 skips)
if (process.env.BENCH_BOTTHREADS !== "0") {
  const file = resolve(tmpdir(), `zedfall-bot-threads-${process.pid}.json`);
  try {
    execFileSync(resolve(import.meta.dirname, "../node_modules/.bin/jest"), ["server/test/bot-threads.test.ts"], {
      stdio: ["ignore", "ignore", "ignore"],
      env: { ...process.env, NODE_ENV: "test", NODE_OPTIONS: "--experimental-vm-modules", BENCH_BOT_THREADS: file },
    });
    const f = JSON.parse(readFileSync(file, "utf8")) as { alone: { acts: number; p99: number }; searching: { acts: number; p50: number; p99: number; max: number }; strongActions: number; busyAt: number };
    const ms = (x: number) => x.toFixed(1);
    console.log(
      `room B act → ack while room A's strong bots search on the bot thread: p99 ${ms(f.searching.p99)} ms (target <= 25; B alone p99 ${ms(f.alone.p99)} ms; p50 ${ms(f.searching.p50)}, max ${ms(f.searching.max)}; ${f.searching.acts} acts of B, the thread busy at ${f.busyAt}; ${f.strongActions} strong actions of A)${f.searching.p99 <= 25 ? "  met" : "  MISSED"}`,
    );
  } catch (e) {
    console.log(`bot threads: failed: ${(e as Error).message.split("\n")[0]}`);
  } finally {
    rmSync(file, { force: true });
  }
}

// restart recovery: each store in a process of its own (BENCH_RESTART_GAMES, default 1000; BENCH_PG=0 skips PostgreSQL)
const n = Number(process.env.BENCH_RESTART_GAMES ?? (quick ? 100 : 1000));
const rooms = Number(process.env.BENCH_RESTART_ROOMS ?? (quick ? 10 : 100));
for (const kind of process.env.BENCH_RESTART === "0" ? [] : process.env.BENCH_PG === "0" ? ["sqlite"] : ["sqlite", "postgres"]) {
  let out: string;
  try {
    // server/tsconfig.json: the schema's legacy decorators (STACK pitfall 4)
    out = execFileSync(process.execPath, ["--import", "tsx", "bench/server.ts", kind, String(n), String(rooms)], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, TSX_TSCONFIG_PATH: "server/tsconfig.json" },
    });
  } catch (e) {
    console.log(`restart recovery (${kind}): failed: ${(e as Error).message.split("\n")[0]}`);
    continue;
  }
  const line = out.split("\n").find((l) => l.startsWith("RESULT "));
  if (!line) {
    console.log(`restart recovery (${kind}): no result`);
    continue;
  }
  const x = JSON.parse(line.slice(7));
  console.log(`restart recovery on ${x.label}: ${x.games} unfinished games (${x.actions} actions) after a restart`);
  console.log(`  every rule state rebuilt from the store at once: ${(x.rebuildMs / 1000).toFixed(2)} s  (target <= 2 s)`);
  console.log(`  one game at a time (load + rebuild): ${(x.oneByOneMs / 1000).toFixed(2)} s, ${(x.oneByOneMs / x.games).toFixed(2)} ms a game`);
  console.log(`  rooms reopened through the matchmaker (what joinById does): ${x.rooms} in ${(x.roomsMs / 1000).toFixed(2)} s, ${(x.roomsMs / x.rooms).toFixed(1)} ms each`);
  console.log(`  (storing them took ${(x.fillMs / 1000).toFixed(2)} s)`);
}

// durable appends under load: group commit against one transaction per append, both in this run, each store in a process of its own
const commitGames = Number(process.env.BENCH_COMMIT_GAMES ?? (quick ? 50 : 200));
for (const kind of process.env.BENCH_COMMIT === "0" ? [] : process.env.BENCH_PG === "0" ? ["sqlite"] : ["sqlite", "postgres"]) {
  const label = kind === "sqlite" ? "SQLite synchronous=FULL" : "PostgreSQL";
  try {
    const out = execFileSync(process.execPath, ["--import", "tsx", "bench/commit.ts", kind, String(commitGames), "10"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    const x = JSON.parse(out.split("\n").find((l) => l.startsWith("RESULT "))!.slice(7)) as { games: number; rows: number; grouped: number; single: number; commits: number };
    console.log(
      `store appends from ${x.games} concurrent games, ${label}: ${fmt(x.grouped)} appends/s with group commit (${fmt(x.games * x.rows)} appends in ${x.commits} commits; target > baseline; baseline one transaction per append, this run: ${fmt(x.single)}; ${(x.grouped / x.single).toFixed(2)}x)${x.grouped > x.single ? "  met" : "  MISSED"}`,
    );
  } catch (e) {
    console.log(`store appends (${kind}): failed: ${(e as Error).message.split("\n")[0]}`);
  }
}
