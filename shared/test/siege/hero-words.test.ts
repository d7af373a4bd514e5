import { HERO_ACTIONS } from "../../src/siege/heroes";
import { PLAYER_UNITS } from "../../src/siege/units/player";
import { gameWords } from "../client-words";

/*
 * The hero cards in the client (siege §3.3, UI.md "Words"): every Hero and heroic Civilians unit
 * whose abilities are built has its card in English and Russian (`siege.heroes.<id>`: its stats and
 * its abilities, client/src/games/siege/hero-card.ts), and every hero action its button label
 * (`siege.act.<type>`).
 */

type Dict = { [k: string]: string | Dict };
const lookup = (d: Dict, path: string): unknown => path.split(".").reduce<unknown>((at, k) => (at && typeof at === "object" ? (at as Dict)[k] : undefined), d);

describe("siege §3.3 hero card words", () => {
  const built = Object.values(PLAYER_UNITS).filter((d) => (d.category === "hero" || d.category === "heroic-civilians") && d.abilitiesBuilt);

  test.each(["en", "ru"] as const)("%s: every built hero card has its stats and ability text", (lang) => {
    const d = gameWords("siege", lang) as Dict;
    expect(built.length).toBeGreaterThanOrEqual(21);
    const blank = (path: string) => typeof lookup(d, path) !== "string" || !(lookup(d, path) as string).trim();
    expect(built.filter((u) => blank(`siege.heroes.${u.id}.stats`) || blank(`siege.heroes.${u.id}.abilities`)).map((u) => u.id)).toEqual([]);
  });

  test.each(["en", "ru"] as const)("%s: every hero action has its label", (lang) => {
    const d = gameWords("siege", lang) as Dict;
    expect(HERO_ACTIONS.filter((a) => typeof lookup(d, `siege.act.${a.type}`) !== "string").map((a) => a.type)).toEqual([]);
  });
});
