import type { AnyRuleset } from "@zedfall/shared";
import { rebuild, type Rebuilt } from "./rebuild";
import type { GameStore, StoredGame } from "./types";

/**
 * Rebuilds every unfinished game of the store at once (after a restart): one `loadAll`, then each
 * game from its newest usable snapshot. A game that cannot be rebuilt is named in `errors` (with
 * its seq) and the others go on. Reads only.
 */
export async function rebuildUnfinished(store: GameStore, rulesets: Record<string, AnyRuleset>): Promise<{ games: { stored: StoredGame; rebuilt: Rebuilt }[]; errors: string[] }> {
  const { games, errors } = await store.loadAll(["lobby", "play"]);
  const out: { stored: StoredGame; rebuilt: Rebuilt }[] = [];
  for (const stored of games) {
    const ruleset = rulesets[stored.meta.ruleset];
    if (!ruleset) {
      errors.push(`game ${stored.meta.id}: unknown ruleset '${stored.meta.ruleset}'`);
      continue;
    }
    try {
      out.push({ stored, rebuilt: rebuild(ruleset, stored) });
    } catch (e) {
      errors.push((e as Error).message);
    }
  }
  return { games: out, errors };
}
