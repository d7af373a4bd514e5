import { execFileSync } from "node:child_process";
import { benchHouseEngine } from "./house-engine";

/** `npm run bench`: prints each benchmark's figures with its target. */
const games = Number(process.env.BENCH_GAMES ?? 200);
const r = benchHouseEngine(games);
console.log(`house engine: ${r.actions} actions in ${games} random-bot games`);
console.log(`  full games/s (bots + legal lists): ${r.gamesPerSec.toFixed(1)}`);
console.log(`  actions/s (apply with validation):  ${Math.round(r.actionsPerSec)}  (target >= 100000)`);

// restart recovery: each store in a process of its own (BENCH_RESTART_GAMES, default 1000; BENCH_PG=0 skips PostgreSQL)
const n = Number(process.env.BENCH_RESTART_GAMES ?? 1000);
const rooms = Number(process.env.BENCH_RESTART_ROOMS ?? 100);
for (const kind of process.env.BENCH_PG === "0" ? ["sqlite"] : ["sqlite", "postgres"]) {
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
