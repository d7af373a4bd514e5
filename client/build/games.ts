import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * The games' folders of the client (client/src/games/<id>/, each with its plugin.ts), by id: what the
 * build reads to bundle each game's words and icons without a list of games. `clientDir` is client/.
 */
export function gameFolders(clientDir: string): string[] {
  const games = join(clientDir, "src", "games");
  return readdirSync(games, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(games, d.name, "plugin.ts")))
    .map((d) => d.name)
    .sort();
}
