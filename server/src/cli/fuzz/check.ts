import { isDeepStrictEqual } from "node:util";
import type { AnyRuleset } from "@zedfall/shared";
import { rebuild, verifyGame } from "../../store/rebuild";
import type { GameStore } from "../../store/types";
import type { Table } from "./table";

/** Plain JSON of a rule state (what the store and the replay compare). */
const plain = (x: unknown) => JSON.parse(JSON.stringify(x ?? null));

/** Whether the server answers `GET /health` with `{ok: true}` within 5 s. */
export async function healthy(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(5000) });
    return res.ok && (await res.json()).ok === true;
  } catch {
    return false;
  }
}

/**
 * Checks one fuzzed room between batches, inside its message queue (no action is half done):
 * the rule state it holds is the one its stored seed + action log replays to, and every stored
 * action row is an action the room's pipeline applied (a client's acked one, or a bot's or timed
 * answer). With `full` (a game that is retired) the stored snapshots, status and result are
 * verified as the CLI's `verify` does. Returns the problems (empty: sound).
 */
export async function checkRoom(table: Table, store: GameStore, ruleset: AnyRuleset, full: boolean): Promise<string[]> {
  const room = table.room();
  if (!room) return [];
  return room.serial(async () => {
    const stored = await store.load(table.roomId, { allSnapshots: full });
    if (!stored) return [`game ${table.roomId}: not in the store`];
    const problems: string[] = [];
    try {
      const replayed = rebuild(ruleset, stored, { useSnapshots: false });
      if (!isDeepStrictEqual(plain(replayed.rules), plain(room.rules))) problems.push(`game ${table.roomId} (${table.game}): the room's rule state differs from the replay of its seed and ${stored.rows.length} log rows`);
    } catch (e) {
      problems.push(`game ${table.roomId} (${table.game}): ${(e as Error).message}`);
    }
    const actRows = stored.rows.filter((r) => r.kind === "act").length;
    const applied = table.applied.client + table.applied.server;
    if (actRows !== applied) problems.push(`game ${table.roomId} (${table.game}): ${actRows} action rows stored, but the room applied ${applied} actions`);
    if (full) problems.push(...verifyGame(ruleset, stored));
    return problems;
  });
}
