import type { GameAdapter, GameTable } from "./types";
import { RULESETS } from "./rulesets";

/** Whether an export of a game's server folder is its adapter: the one whose ruleset has the folder's id. */
const isAdapterOf = (id: string, v: unknown): v is GameAdapter => (v as Partial<GameAdapter> | null)?.ruleset?.id === id;

/**
 * The adapter of game `id`, found in its server folder `server/src/games/<id>/index.ts` (the bundle
 * holds every such folder). Throws when the folder is missing or exports no adapter of `id`.
 */
async function adapterOf(id: string): Promise<GameAdapter> {
  const folder: Record<string, unknown> = await import(`./${id}/index.ts`);
  const adapter = Object.values(folder).find((v) => isAdapterOf(id, v));
  if (!adapter) throw new Error(`server/src/games/${id}/index.ts exports no adapter of the ruleset "${id}"`);
  return adapter;
}

/**
 * The table of games this server hosts (DESIGN "Server"): one entry per ruleset the shared package
 * exports (games/rulesets.ts), its adapter from the server folder of the same name; each entry's key
 * is its ruleset id and its room name. `app.ts` registers one game room per entry (and the replay
 * room over all of them); no server file names a game.
 */
export const GAMES: GameTable = {};
// one folder after the other: Jest's module loader (the room tests) races on parallel imports
for (const id of Object.keys(RULESETS)) GAMES[id] = await adapterOf(id);

export type { GameAdapter, GameTable } from "./types";
