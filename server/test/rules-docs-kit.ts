import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRandom, drawInt, type AnyRuleset } from "@zedfall/shared";

/*
 * What the rules-reference tests of both games share (house-rules-docs, siege-rules-docs): the rule
 * sources of a game, the heading ids of its docs/play/<game>/rules.<lang>.md, and the tags random legal
 * games really log.
 */

/** The repository's root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The rule tags quoted in a game's rule sources (every .ts file under shared/src/<game>) that `quoted` (a /g pattern, the tag in group 1) matches. */
export function quotedTags(game: string, quoted: RegExp): Set<string> {
  const tags = new Set<string>();
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? sources(p) : p.endsWith(".ts") ? [p] : [];
    });
  for (const f of sources(join(ROOT, "shared", "src", game))) for (const m of readFileSync(f, "utf8").matchAll(quoted)) tags.add(m[1]!);
  return tags;
}

/** The heading ids of docs/play/<game>/rules.<lang>.md (`## Title {#id}`); empty when the file is missing. */
export function headingIds(game: string, lang: "en" | "ru"): Set<string> {
  const file = join(ROOT, "docs", "play", game, `rules.${lang}.md`);
  if (!existsSync(file)) return new Set();
  return new Set([...readFileSync(file, "utf8").matchAll(/^#{1,6} .*\{#([a-z0-9-]+)\}\s*$/gm)].map((m) => m[1]!));
}

/**
 * The rule tags that legal-random games of `rules` log (events and results), to check a source scan
 * against: one game from each start state (seeded pick `docs-bot-<i>` for whichever seat acts), at
 * most `cap` actions each.
 */
export function playedTags(rules: AnyRuleset, starts: unknown[], cap: number): Set<string> {
  const tags = new Set<string>();
  starts.forEach((s, i) => {
    const rnd = createRandom(`docs-bot-${i}`);
    for (let n = 0; n < cap && !rules.result(s); n++) {
      const seat = rules.seats(s).find((x) => x.active)?.seat;
      const legal = seat ? rules.legalActions(s, seat) : [];
      if (!seat || !legal.length) break;
      for (const e of rules.apply(s, seat, legal[drawInt(rnd, 0, legal.length - 1)]!)) if (e.rule) tags.add(e.rule);
    }
    const r = rules.result(s);
    if (r?.rule) tags.add(r.rule);
  });
  return tags;
}
