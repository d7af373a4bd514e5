import type { GamePlugin } from "../shell/plugin";
import type { Dict, Lang } from "../shell/i18n";
import en from "./i18n/en.json";
import ru from "./i18n/ru.json";

/** Whether an export of a game's plugin.ts is its plugin: the one whose id is the folder's name. */
const isPluginOf = (id: string, v: unknown): v is GamePlugin => (v as Partial<GamePlugin> | null)?.id === id && typeof (v as GamePlugin).createBoard === "function";

/** Every plugin file of the games' folders (client/src/games/<id>/plugin.ts), found by the bundler. */
const FOLDERS = import.meta.glob<Record<string, unknown>>("./*/plugin.ts", { eager: true });

/**
 * The games this client plays, found in their folders (each folder's plugin, the export whose id is
 * the folder's name), in the order the create page offers them (each plugin's `order`). Throws at
 * load when a folder's plugin.ts exports no plugin of its id.
 */
export const GAMES: readonly GamePlugin[] = Object.entries(FOLDERS)
  .map(([path, folder]) => {
    const id = path.split("/")[1]!;
    const plugin = Object.values(folder).find((v) => isPluginOf(id, v));
    if (!plugin) throw new Error(`client/src/games/${id}/plugin.ts exports no plugin of the game "${id}"`);
    return plugin;
  })
  .sort((a, b) => a.order - b.order);

/** Words about all the games together (the tagline, the example name), merged with each game's own. */
export const GAMES_WORDS: Record<Lang, Dict> = { en, ru };

/** The plugin of a game id (RoomState.game). Throws for a game this client does not know. */
export function gameOf(id: string): GamePlugin {
  const plugin = GAMES.find((g) => g.id === id);
  if (!plugin) throw new Error(`this client cannot show the game "${id}"`);
  return plugin;
}
