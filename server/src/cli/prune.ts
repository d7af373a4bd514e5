import { DAY_MS } from "../rooms/limits/lobby-sweep";
import type { GameStore } from "../store/types";
import type { CliIO } from "./commands";

/**
 * `prune --finished-older-than <days>`: deletes every finished game that ended more than `days`
 * days before `now` (ms), with its players, rows and snapshots (GameStore.pruneFinished); games in
 * a lobby or being played are never touched. `days` is a whole number, 0 or more (0: every finished
 * game). Prints how many were deleted; exit code 1 for a bad argument.
 */
export async function pruneGames(store: GameStore, io: CliIO, args: string[], now = Date.now()): Promise<number> {
  const at = args.indexOf("--finished-older-than");
  const days = at >= 0 ? args[at + 1] : undefined;
  if (days === undefined || !/^\d+$/.test(days) || args.length !== 2) {
    io.err("usage: npm run cli -- prune --finished-older-than <days>   (a whole number of days, 0 or more)");
    return 1;
  }
  const before = now - Number(days) * DAY_MS;
  const n = await store.pruneFinished(before);
  io.out(`${n} finished game${n === 1 ? "" : "s"} deleted (ended before ${new Date(before).toISOString()})`);
  return 0;
}
