import { matchMaker } from "@colyseus/core";
import type { GameStore } from "../../store/types";
import { log } from "../../log";

/** How often the server sweeps abandoned lobbies: every hour. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * So that abandoned creates do not fill the store: deletes from `store` the games
 * still in their lobby whose last change is more than `hours` before `now` (ms), except those
 * whose room is open now (a lobby people are in is never deleted). Returns how many were deleted.
 */
export async function sweepLobbies(store: GameStore, hours: number, now = Date.now()): Promise<number> {
  const open = (await matchMaker.query({})).map((r) => r.roomId);
  return store.expireLobbies(now - hours * 60 * 60 * 1000, open);
}

/**
 * Retention (ZEDFALL_RETAIN_FINISHED_DAYS): deletes from `store` the finished games that ended
 * more than `days` before `now` (ms), except those whose room is open now. Returns how many.
 */
export async function sweepFinished(store: GameStore, days: number, now = Date.now()): Promise<number> {
  const open = (await matchMaker.query({})).map((r) => r.roomId);
  return store.pruneFinished(now - days * DAY_MS, open);
}

/** One day in ms. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `sweep` at once and then every `everyMs` (an unref'd timer: it never keeps the process
 * alive); the games it deleted are logged as `what`, a failed sweep is logged and the next one
 * still runs. Returns `stop`, which ends it.
 */
export function startLobbySweep(sweep: () => Promise<number>, everyMs = SWEEP_EVERY_MS, what = "abandoned lobbies"): () => void {
  const run = () =>
    void sweep().then(
      (n) => n > 0 && log().info({ deleted: n }, `${n} ${what} deleted`),
      (e) => log().error({ err: e }, `the sweep of ${what} failed`),
    );
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
