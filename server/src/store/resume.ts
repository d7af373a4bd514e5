import type { GameAdapter } from "../games/types";
import { rebuild, type Rebuilt } from "./rebuild";
import type { GameStore, StoredGame } from "./types";

/**
 * Rebuilds every unfinished game of the store at once (after a restart): one `loadAll`, then each
 * game from its newest usable snapshot. A game that cannot be rebuilt is named in `errors` (with
 * its seq) and the others go on. Reads only.
 */
export async function rebuildUnfinished(store: GameStore, adapters: Record<string, GameAdapter>): Promise<{ games: { stored: StoredGame; rebuilt: Rebuilt }[]; errors: string[] }> {
  const { games, errors } = await store.loadAll(["lobby", "play"]);
  const out: { stored: StoredGame; rebuilt: Rebuilt }[] = [];
  for (const stored of games) {
    const adapter = adapters[stored.meta.ruleset];
    if (!adapter) {
      errors.push(`game ${stored.meta.id}: unknown ruleset '${stored.meta.ruleset}'`);
      continue;
    }
    try {
      out.push({ stored, rebuilt: rebuild(adapter, stored) });
    } catch (e) {
      errors.push((e as Error).message);
    }
  }
  return { games: out, errors };
}
