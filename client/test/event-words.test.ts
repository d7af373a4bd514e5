import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { HOUSE_EVENT_TYPES } from "@zedfall/shared/house/events";
import { SIEGE_EVENT_TYPES } from "@zedfall/shared/siege/events";

/*
 * Every event type of each game's union (shared/src/<game>/events.ts: the rules push nothing else)
 * has its log line in English and in Russian. Events carry no sentence of their own: without a line
 * the log would show nothing a player can read. The type lists come from the unions themselves, so a
 * new event type without words fails here.
 */

const GAMES = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "client", "src", "games");
type Dict = { [k: string]: string | Dict };
const read = (game: string, file: string): Dict => JSON.parse(readFileSync(join(GAMES, game, "i18n", file), "utf8")) as Dict;
const line = (d: Dict, path: string): string | undefined => {
  let at: string | Dict | undefined = d;
  for (const k of path.split(".")) at = typeof at === "object" ? at[k] : undefined;
  return typeof at === "string" ? at : undefined;
};

describe.each(["en", "ru"] as const)("%s: every event type has its words", (lang) => {
  test("House: `event.<type>` (the base words or the expansions' words, as plugin.ts merges them)", () => {
    const base = read("house", `${lang}.json`);
    const expansions = read("house", `expansions.${lang}.json`);
    const missing = HOUSE_EVENT_TYPES.filter((type) => !line(base, `event.${type}`) && !line(expansions, `event.${type}`));
    expect(HOUSE_EVENT_TYPES.length).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  test("Siege: `siege.event.<type>`", () => {
    const words = read("siege", `${lang}.json`);
    const missing = SIEGE_EVENT_TYPES.filter((type) => !line(words, `siege.event.${type}`));
    expect(SIEGE_EVENT_TYPES.length).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });
});
