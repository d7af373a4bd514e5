import type { GamePlugin } from "../shell/plugin";
import type { Dict, Lang } from "../shell/i18n";
import { housePlugin } from "./house/plugin";
import { siegePlugin } from "./siege/plugin";
import en from "./i18n/en.json";
import ru from "./i18n/ru.json";

/** The games this client plays, by game id, in the order the create page offers them. */
export const GAMES: readonly GamePlugin[] = [housePlugin, siegePlugin];

/** Words about all the games together (the tagline, the example name), merged with each game's own. */
export const GAMES_WORDS: Record<Lang, Dict> = { en, ru };

/** The plugin of a game id (RoomState.game). Throws for a game this client does not know. */
export function gameOf(id: string): GamePlugin {
  const plugin = GAMES.find((g) => g.id === id);
  if (!plugin) throw new Error(`this client cannot show the game "${id}"`);
  return plugin;
}
