import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { house, siege } from "@zedfall/shared";

/*
 * The bot levels of each game (its ruleset's `botLevels`) are shown by the shell in the game's own
 * words (`botLevel.<name>` of the plugin's dictionary, client/src/shell/bot-level.ts): a game that
 * offers a choice has the words of every level in English and in Russian.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "games");
type Dict = { [k: string]: string | Dict };
const words = (game: string, lang: "en" | "ru"): Dict => JSON.parse(readFileSync(join(ROOT, game, "i18n", `${lang}.json`), "utf8")) as Dict;

describe("bot levels in the client", () => {
  test.each([
    ["siege", siege.botLevels],
    ["house", house.botLevels],
  ] as const)("%s: every level offered has its words in en and ru, and the default bot is a level", (game, levels) => {
    const r = game === "siege" ? siege : house;
    expect(levels).toContain(r.defaultBot);
    if (levels.length < 2) return;
    for (const lang of ["en", "ru"] as const) {
      const d = words(game, lang).botLevel as Dict | undefined;
      expect(levels.filter((l) => typeof d?.[l] !== "string" || !(d[l] as string).trim())).toEqual([]);
    }
  });
});
