import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { siege } from "@zedfall/shared";
import type { SiegeOptions, SiegeSeatId } from "@zedfall/shared/siege/state";
import { rulesAnchor } from "../../client/src/games/siege/rules-anchor";
import { rulesAnchor as houseAnchor } from "../../client/src/games/house/rules-anchor";
import { renderDoc } from "../../client/build/docs";
import { DOC_ID_PREFIX } from "../../client/src/shell/doc-ids";
import { headingIds, playedTags, quotedTags, ROOT } from "./rules-docs-kit";

/*
 * The Siege rules reference (docs/play/siege/rules.en.md, rules.ru.md) against the tags the Siege rules
 * can write into the log (every log chip opens the reference at that place): every tag
 * the rule sources cite must map to a heading id present in both languages; a few random legal
 * games check that the scan misses no tag the rules really log.
 */

const SEATS: SiegeSeatId[] = ["seat1", "seat2", "seat3", "seat4"];

/** The rule tags quoted in the Siege rule sources: seed clauses (S-T, S-R), sections, decisions. */
const ruleTags = () => quotedTags("siege", /"((?:siege )?S-[A-Z]+\d+|siege [^"]{1,20})"/g);
const headings = (lang: "en" | "ru") => headingIds("siege", lang);

/** The tags of random legal games: both `heroes` options, seats 1–4. */
const played = () =>
  playedTags(
    siege,
    (["draw", "basic"] as const).flatMap((heroes) => SEATS.map((_, i) => siege.setup({ heroes, seats: SEATS.slice(0, 1 + i) } as Partial<SiegeOptions>, `docs-${heroes}-${i}`))),
    4000,
  );

describe("the Siege rules reference", () => {
  test("the anchor of a tag (siege §x.y, decisions D/C/G/Q, seed clauses S-T/S-R)", () => {
    expect(rulesAnchor("siege §4.3")).toBe("s4-3");
    expect(rulesAnchor("siege §2")).toBe("s2");
    expect(rulesAnchor("siege G22")).toBe("g22");
    expect(rulesAnchor("siege C10")).toBe("c10");
    expect(rulesAnchor("siege D1")).toBe("d1");
    expect(rulesAnchor("siege Q10")).toBe("q10");
    expect(rulesAnchor("siege F1")).toBe("f1");
    expect(rulesAnchor("siege S-R9")).toBe("s-r9");
    expect(rulesAnchor("siege S-T7")).toBe("s-t7");
    expect(rulesAnchor("S-T7")).toBe("s-t7");
    expect(rulesAnchor(" siege §1.4 ")).toBe("s1-4");
  });

  test("the anchor is null for other games' tags and typos, and House's anchor knows no Siege tag", () => {
    expect(rulesAnchor("house §9.1")).toBeNull();
    expect(rulesAnchor("H-B11")).toBeNull();
    expect(rulesAnchor("house G27")).toBeNull();
    expect(rulesAnchor("siege")).toBeNull();
    expect(rulesAnchor("siege X3")).toBeNull();
    expect(rulesAnchor("siege §")).toBeNull();
    expect(rulesAnchor("siege S-X3")).toBeNull();
    expect(houseAnchor("siege §4.3")).toBeNull();
    expect(houseAnchor("siege S-R9")).toBeNull();
  });

  test("the sources cite many tags (the scan works)", () => {
    expect(ruleTags().size).toBeGreaterThan(70);
  });

  test("random games log no tag the source scan misses", () => {
    const tags = played();
    expect(tags.size).toBeGreaterThan(30);
    const known = ruleTags();
    expect([...tags].filter((t) => !known.has(t)).sort()).toEqual([]);
  });

  test("siege F1 the bound on hand-overs, which a refusal cites, has its heading in both languages", () => {
    for (const lang of ["en", "ru"] as const) expect(headings(lang).has(rulesAnchor("siege F1")!)).toBe(true);
  });

  for (const lang of ["en", "ru"] as const)
    test(`every rule tag of the log has its heading in rules.${lang}.md`, () => {
      const ids = headings(lang);
      const missing = [...ruleTags()].filter((t) => !ids.has(rulesAnchor(t) ?? `(no anchor for ${t})`)).sort();
      expect(missing).toEqual([]);
    });

  test("both languages have the same headings", () => {
    expect([...headings("ru")].sort()).toEqual([...headings("en")].sort());
  });

  test("the rendered reference (as the panel shows it) has an id for every tag, and no anchor text left", () => {
    for (const lang of ["en", "ru"] as const) {
      const html = renderDoc(readFileSync(join(ROOT, "docs", "play", "siege", `rules.${lang}.md`), "utf8"));
      const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!));
      expect([...ruleTags()].filter((t) => !ids.has(DOC_ID_PREFIX + rulesAnchor(t))).sort()).toEqual([]);
      expect(html).not.toContain("{#");
    }
  });

  test("heading ids are unique in each language", () => {
    for (const lang of ["en", "ru"] as const) {
      const file = join(ROOT, "docs", "play", "siege", `rules.${lang}.md`);
      const all = existsSync(file) ? [...readFileSync(file, "utf8").matchAll(/\{#([a-z0-9-]+)\}\s*$/gm)].map((m) => m[1]!) : [];
      expect(all.length).toBe(new Set(all).size);
    }
  });
});
