import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { house } from "@zedfall/shared";
import type { HouseOptions } from "@zedfall/shared/house/types";
import { ZOMBIE_CARD_NO } from "@zedfall/shared/house/zombie/hand";
import { rulesAnchor } from "../../client/src/games/house/rules-anchor";
import { renderDoc } from "../../client/build/docs";
import { DOC_ID_PREFIX } from "../../client/src/shell/doc-ids";
import { headingIds, playedTags, quotedTags, ROOT } from "./rules-docs-kit";

/*
 * The rules reference (docs/play/house/rules.en.md, rules.ru.md) against the tags the House rules can
 * write into the log (every log chip opens the reference at that place): every tag the
 * rule sources cite, and every zombie card's "house §14 #N", must map to a heading id present in
 * both languages; a few random legal games check that the scan misses no tag the rules really log.
 */

/** The rule tags quoted in the House rule sources, plus the citation of every zombie card. */
function ruleTags(): Set<string> {
  const tags = quotedTags("house", /"(H-[AB]\d+|house (?:§\d+(?:\.\d+)*(?: #\d+)?|G\d+|C\d+|DoR \d+))"/g);
  for (const n of Object.values(ZOMBIE_CARD_NO)) tags.add(`house §14 #${n}`);
  return tags;
}
const headings = (lang: "en" | "ru") => headingIds("house", lang);

/** The tags of random legal games: the default options and every option on, 1–3 human seats. */
const played = () => {
  const sets: Partial<HouseOptions>[] = [{}, { crawlers: true, baby: "setup", spawnMode: "full", infection: true, fallBack: true, tearDown: true, refill: true, carHorror: true }];
  const starts = sets.flatMap((options, k) => [0, 1, 2].map((i) => house.setup({ ...options, humanSeats: (["human1", "human2", "human3", "human4"] as const).slice(0, 1 + i) }, `docs-${k}-${i}`)));
  return playedTags(house, starts, 1500);
};

describe("the House rules reference", () => {
  test("the anchor of a tag", () => {
    expect(rulesAnchor("H-B11")).toBe("h-b11");
    expect(rulesAnchor("house §9.1")).toBe("s9-1");
    expect(rulesAnchor("house §10")).toBe("s10");
    expect(rulesAnchor("house §14 #13")).toBe("s14-13");
    expect(rulesAnchor("house G27")).toBe("g27");
    expect(rulesAnchor("house C5")).toBe("c5");
    expect(rulesAnchor("house DoR 3")).toBe("dor3");
    expect(rulesAnchor("house F1")).toBe("f1");
    expect(rulesAnchor("siege §3")).toBeNull();
    expect(rulesAnchor("S-T5")).toBeNull();
  });

  test("the sources cite many tags (the scan works)", () => {
    expect(ruleTags().size).toBeGreaterThan(50);
  });

  test("random games log no tag the source scan misses", () => {
    const tags = played();
    expect(tags.size).toBeGreaterThan(15);
    const known = ruleTags();
    expect([...tags].filter((t) => !known.has(t)).sort()).toEqual([]);
  });

  test("house F1 the bound on arming, which a refusal cites, has its heading in both languages", () => {
    for (const lang of ["en", "ru"] as const) expect(headings(lang).has(rulesAnchor("house F1")!)).toBe(true);
  });

  for (const lang of ["en", "ru"] as const)
    test(`every rule tag of the log has its heading in rules.${lang}.md`, () => {
      const ids = headings(lang);
      const missing = [...ruleTags()].filter((t) => !ids.has(rulesAnchor(t) ?? `(no anchor for ${t})`)).sort();
      expect(missing).toEqual([]);
    });

  test("the rendered reference (as the panel shows it) has an id for every tag, and no anchor text left", () => {
    for (const lang of ["en", "ru"] as const) {
      const html = renderDoc(readFileSync(join(ROOT, "docs", "play", "house", `rules.${lang}.md`), "utf8"));
      const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!));
      expect([...ruleTags()].filter((t) => !ids.has(DOC_ID_PREFIX + rulesAnchor(t))).sort()).toEqual([]);
      expect(html).not.toContain("{#");
    }
  });

  test("heading ids are unique in each language", () => {
    for (const lang of ["en", "ru"] as const) {
      const file = join(ROOT, "docs", "play", "house", `rules.${lang}.md`);
      const all = existsSync(file) ? [...readFileSync(file, "utf8").matchAll(/\{#([a-z0-9-]+)\}\s*$/gm)].map((m) => m[1]!) : [];
      expect(all.length).toBe(new Set(all).size);
    }
  });
});
