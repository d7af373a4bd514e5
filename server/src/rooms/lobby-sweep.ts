import { matchMaker } from "@colyseus/core";
import type { GameStore } from "../store/types";

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
 * Runs `sweep` at once and then every `everyMs` (an unref'd timer: it never keeps the process
 * alive); a failed sweep is logged and the next one still runs. Returns `stop`, which ends it.
 */
export function startLobbySweep(sweep: () => Promise<number>, everyMs = SWEEP_EVERY_MS): () => void {
  const run = () =>
    void sweep().then(
      (n) => n > 0 && console.log(`[store] ${n} abandoned lobbies deleted`),
      (e) => console.error("[store] the lobby sweep failed:", (e as Error).message),
    );
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
