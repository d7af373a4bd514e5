import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as shared from "@zedfall/shared";
import type { AnyRuleset } from "@zedfall/shared";
import { gameFolders } from "../build/games";

/**
 * A game's client folder is found, not listed (docs/development/adding-a-game.md): every ruleset of
 * the shared package has its folder client/src/games/<id>/ with its plugin and its words, among them
 * its name and a sentence for each side its ruleset declares it can win.
 */

const CLIENT = join(dirname(fileURLToPath(import.meta.url)), "..");
const RULESETS = Object.values(shared).filter((v): v is AnyRuleset => typeof (v as Partial<AnyRuleset> | null)?.legalActions === "function");

/** A game folder's words in `lang`. */
const wordsOf = (id: string, lang: string) =>
  JSON.parse(readFileSync(join(CLIENT, "src", "games", id, "i18n", `${lang}.json`), "utf8")) as { gameName?: Record<string, string>; game?: Record<string, string> };

describe("client: the game folders", () => {
  test("every ruleset has a client folder with a plugin, and every client folder a ruleset", () => {
    expect(RULESETS.map((r) => r.id).sort()).toEqual(gameFolders(CLIENT));
    for (const r of RULESETS) expect(existsSync(join(CLIENT, "src", "games", r.id, "plugin.ts"))).toBe(true);
  });

  test.each(["en", "ru"])("every game names itself and words each side its ruleset declares a winner (%s)", (lang) => {
    for (const r of RULESETS) {
      const w = wordsOf(r.id, lang);
      expect(Object.keys(w.gameName ?? {})).toEqual([r.id]);
      expect(r.winners.length).toBeGreaterThan(0);
      expect(r.winners.filter((side) => !w.game?.[`winner_${side}`])).toEqual([]);
    }
  });
});
