import "../server/src/node20-polyfill";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { matchMaker } from "@colyseus/core";
import { House } from "@zedfall/shared";
import { makeServer } from "../server/src/app";
import { house } from "@zedfall/shared";
import { reopen } from "../server/src/rooms/game/restore";
import { rebuild } from "../server/src/store/rebuild";
import { rebuildUnfinished } from "../server/src/store/resume";
import { PostgresStore } from "../server/src/store/postgres";
import { SqliteStore } from "../server/src/store/sqlite";
import type { GameMeta, GameStore, LogRow } from "../server/src/store/types";

const ruleset = house;
const SNAPSHOT_EVERY = 10; // the server default (ZEDFALL_SNAPSHOT_EVERY)

/** A stored, unfinished House game: a random-bot game cut after 20–200 actions, snapshots every 10 rows as the server takes them. */
function makeGame(i: number): { meta: GameMeta; rows: LogRow[]; snapshots: { seq: number; state: string }[] } {
  const options = ruleset.lobby.parseOptions({ characters: "deal", roundLimit: 20 });
  const seats = i % 2 ? ["zombie", "human1", "human2"] : ["zombie", "human1"];
  const start = ruleset.setup(ruleset.lobby.optionsFor(options, seats), `bench-${i}`);
  const { log } = House.playOut(start, {}, House.HOUSE_BOTS.random, `bench-bots-${i}`, 20 + ((i * 37) % 180));
  const rows: LogRow[] = [];
  const snapshots: { seq: number; state: string }[] = [];
  const s: any = ruleset.clone(start);
  log.forEach((e, k) => {
    ruleset.apply(s, e.seat, e.action);
    rows.push({ seq: k + 1, seat: e.seat, kind: "act", action: e.action as LogRow["action"], at: Date.now() });
    if ((k + 1) % SNAPSHOT_EVERY === 0) snapshots.push({ seq: k + 1, state: JSON.stringify(s) });
  });
  const over = !!s.result;
  const started = Object.fromEntries(seats.map((id) => [id, { kind: id === "human1" ? ("player" as const) : ("bot" as const), name: id === "human1" ? "Ann" : "Bot" }]));
  return {
    meta: {
      id: `bench${String(i).padStart(5, "0")}`,
      ruleset: "house",
      options,
      seed: `bench-${i}`,
      status: over ? "over" : "play",
      seats: { kinds: Object.fromEntries(Object.entries(started).map(([k, v]) => [k, v.kind])), started },
      players: [{ tokenHash: `hash-${i}`, name: "Ann", seat: "human1", creator: true }],
      seq: rows.length,
      result: over ? s.result : null,
      createdAt: Date.now(),
      updatedAt: Date.now(),
    },
    rows,
    snapshots,
  };
}

/**
 * Restart recovery (target: 1,000 unfinished games resumed in ≤ 2 s). Fills a store with
 * `n` unfinished games, closes it ("the restart"), reopens it and measures
 * 1. rebuild: read every unfinished game at once (`loadAll`) and rebuild each rule state from its
 *    newest usable snapshot + the rest of the log (`rebuildUnfinished`); then the same one game
 *    at a time (`load` + `rebuild`, what a lazily reopened game costs);
 * 2. rooms: a real Colyseus server on that store reopens the rooms of the first `roomsN` games
 *    through the restore hook that `joinById` uses (rule state, schema with the board, players,
 *    bots). Rooms reopen lazily when someone opens a game's link, so this is per-room cost.
 */
export async function benchRestart(
  n: number,
  roomsN: number,
  open: () => Promise<GameStore>,
  label: string,
): Promise<{ label: string; games: number; actions: number; fillMs: number; rebuildMs: number; oneByOneMs: number; rooms: number; roomsMs: number }> {
  const games = Array.from({ length: n }, (_, i) => makeGame(i)).filter((g) => g.meta.status === "play");
  let store = await open();
  const f0 = performance.now();
  for (const g of games) await store.importGame(g);
  const fillMs = performance.now() - f0;
  await store.close();
  // --- the restart ---
  store = await open();
  const t0 = performance.now();
  const all = await rebuildUnfinished(store, { house: ruleset });
  const rebuildMs = performance.now() - t0;
  if (all.errors.length) throw new Error(all.errors.join("\n"));
  const actions = all.games.reduce((n, g) => n + g.rebuilt.log.length, 0);
  const unfinished = all.games.map((g) => g.stored.meta);
  // one game at a time, as a lazily reopened game reads it
  const t2 = performance.now();
  for (const m of unfinished) rebuild(ruleset, (await store.load(m.id))!);
  const oneByOneMs = performance.now() - t2;
  // rooms through the matchmaker (what joinById does for a game with no room)
  const server = makeServer({ store, botDelayMs: 60_000, testSeed: false, reconnectSeconds: 5, rateLimit: 30, snapshotEvery: SNAPSHOT_EVERY });
  await server.listen(0 as never);
  const some = unfinished.slice(0, roomsN);
  const t1 = performance.now();
  for (const m of some) await reopen(m.id);
  const roomsMs = performance.now() - t1;
  const live = (await matchMaker.query({})).length;
  if (live !== some.length) throw new Error(`only ${live} of ${some.length} rooms reopened`);
  await server.gracefullyShutdown(false);
  await store.close();
  return { label, games: unfinished.length, actions, fillMs, rebuildMs, oneByOneMs, rooms: some.length, roomsMs };
}

/** The SQLite store in a fresh folder (removed afterwards). */
export function sqliteBenchStore(): { open: () => Promise<GameStore>; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "zedfall-bench-"));
  return { open: async () => new SqliteStore(dir, { synchronous: "normal" }), done: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The local PostgreSQL in a schema of its own (dropped afterwards). */
export function postgresBenchStore(url: string): { open: () => Promise<GameStore>; done: () => Promise<void> } {
  const schema = `zedfall_bench_${process.pid}`;
  return {
    open: () => PostgresStore.open(url, schema),
    done: async () => {
      const s = await PostgresStore.open(url, schema);
      await s.dropSchema();
      await s.close();
    },
  };
}

// `node --import tsx bench/server.ts sqlite|postgres N`: one backend per process (the matchmaker is process-wide)
if (process.argv[1]?.endsWith("server.ts") && process.argv[2]) {
  const kind = process.argv[2];
  const n = Number(process.argv[3] ?? 1000);
  const url = process.env.ZEDFALL_BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const s = kind === "postgres" ? postgresBenchStore(url) : sqliteBenchStore();
  try {
    const r = await benchRestart(n, Number(process.argv[4] ?? 100), s.open, kind === "postgres" ? "PostgreSQL" : "SQLite");
    console.log(`RESULT ${JSON.stringify(r)}`);
  } finally {
    await s.done();
  }
  process.exit(0);
}
