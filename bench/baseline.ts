import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { measure, sizesFromEnv } from "./runs";

/**
 * Writes bench/baseline.json: the figures of the engine issue measured on an old tree.
 * `BENCH_ROOT=/path/to/old/worktree node --import tsx bench/baseline.ts` (sizes as for `npm run
 * bench`: BENCH_RUNS, BENCH_GAMES, BENCH_SERVER_GAMES, BENCH_SERVER_ACTIONS).
 */
const root = process.env.BENCH_ROOT;
if (!root) throw new Error("set BENCH_ROOT to the old tree");
const sizes = sizesFromEnv();
const commit = execFileSync("git", ["-C", root, "rev-parse", "--short=7", "HEAD"], { encoding: "utf8" }).trim();
const [figures] = measure(sizes, [root], console.log);
const out = {
  commit,
  date: new Date().toISOString().slice(0, 10),
  node: process.version,
  machine: "2 shared cores (other work running beside)",
  sizes,
  how:
    "bench/runs.ts measure() with BENCH_ROOT at the old tree: each figure is the median of `sizes.runs` runs in fresh processes. " +
    "Engine rates are actions per CPU second of the bench process (process.cpuUsage), wall time being stretched by other work on the shared cores. " +
    "apply: recorded random-bot logs replayed through house.apply (old API: pure, {state, events}). " +
    "step: house.seats + house.legalActions + legal-random pick + house.apply until each game ends. " +
    "server: server child (makeServer, in-memory SQLite, no rate limit) + 3 SDK clients (zombie, human1, human2) acting from legal; child CPU (process.cpuUsage) between start and last action / actions. " +
    "patch: bytes of ROOM_STATE_PATCH frames the acting client received between its act and its ack, median over the game(s).",
  figures,
};
writeFileSync(resolve(import.meta.dirname, "baseline.json"), JSON.stringify(out, null, 2) + "\n");
console.log(JSON.stringify(out.figures));
