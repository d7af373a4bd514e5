import { SIEGE_ASK_KEYS, SIEGE_OFFER_KEYS, SIEGE_REASON_KEYS } from "@zedfall/shared/siege/state/keys";
import { HOUSE_REASON_KEYS } from "@zedfall/shared/house/types";
import type { Dict } from "../src/shell/i18n";
import { line, readWords } from "./game-words";

/*
 * Every key the rules put on the wire in place of a sentence has its words in English and in
 * Russian: a Siege decision's question (`siege.ask.<key>`, the choices' and the Mystic Amulet's),
 * an Amulet offer's outcome (`siege.offer.<key>`, or its plural forms), the end of a game
 * (`siege.reason.<key>`, House's `reason.<key>`). The key lists are the rules' own typed unions, so a
 * new key without words fails here; the words use only the params the rules send.
 */

/** The words of `path`, or of its plural forms (`_one`, `_other`…) joined, or undefined. */
const words = (d: Dict, path: string): string | undefined => {
  const own = line(d, path);
  if (own !== undefined) return own;
  const forms = ["one", "few", "many", "other"].map((f) => line(d, `${path}_${f}`)).filter((x): x is string => x !== undefined);
  return forms.length ? forms.join(" | ") : undefined;
};
const params = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);

/** The params the rules send with a question (shared/src/siege: choice() callers, amulet.ts), an offer's outcome and a result's reason. */
const ASK_PARAMS = ["unit", "space", "hero", "train", "track", "rumor", "marker", "n", "supplies", "roll"];
const OFFER_PARAMS = ["cell", "count", "dice"];
const SIEGE_REASON_PARAMS = ["zeds", "space"];
const HOUSE_REASON_PARAMS = ["figure", "alive", "figures", "round"];

describe.each(["en", "ru"] as const)("%s: every key on the wire has its words", (lang) => {
  const siege = readWords("siege", `${lang}.json`);
  const house = readWords("house", `${lang}.json`);

  /** The keys of `keys` without words under `prefix`, and the words' params not among `sent`. */
  const check = (d: Dict, prefix: string, keys: readonly string[], sent: string[]) => {
    const missing = keys.filter((k) => words(d, `${prefix}.${k}`) === undefined);
    const unsent = keys.flatMap((k) => params(words(d, `${prefix}.${k}`) ?? "").filter((p) => !sent.includes(p)).map((p) => `${k}: {{${p}}}`));
    return { missing, unsent };
  };

  test("siege D6 S-R9 each decision's question: `siege.ask.<key>`", () => {
    expect(SIEGE_ASK_KEYS.length).toBeGreaterThan(50);
    expect(check(siege, "siege.ask", SIEGE_ASK_KEYS, ASK_PARAMS)).toEqual({ missing: [], unsent: [] });
  });

  test("siege S-R9 each Mystic Amulet offer's outcome: `siege.offer.<key>`", () => {
    expect(check(siege, "siege.offer", SIEGE_OFFER_KEYS, OFFER_PARAMS)).toEqual({ missing: [], unsent: [] });
  });

  test("siege §7 each end of a Siege game: `siege.reason.<key>`", () => {
    expect(check(siege, "siege.reason", SIEGE_REASON_KEYS, SIEGE_REASON_PARAMS)).toEqual({ missing: [], unsent: [] });
  });

  test("house §15 each end of a House game: `reason.<key>`", () => {
    expect(check(house, "reason", HOUSE_REASON_KEYS, HOUSE_REASON_PARAMS)).toEqual({ missing: [], unsent: [] });
  });
});
