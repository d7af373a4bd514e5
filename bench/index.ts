import { benchHouseEngine } from "./house-engine";

/** `npm run bench`: prints each benchmark's figures with its target. */
const games = Number(process.env.BENCH_GAMES ?? 200);
const r = benchHouseEngine(games);
console.log(`house engine: ${r.actions} actions in ${games} random-bot games`);
console.log(`  full games/s (bots + legal lists): ${r.gamesPerSec.toFixed(1)}`);
console.log(`  actions/s (apply with validation):  ${Math.round(r.actionsPerSec)}  (target >= 100000)`);
