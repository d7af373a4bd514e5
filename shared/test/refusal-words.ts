import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { refusalWords, type RefusalShape } from "../src/protocol/refusals";
import { refusalSentences, type Namers, type Sentence } from "./refusal-sentences";

/*
 * The checks of a game's refusal words, shared by shared/test/<game>/refusal-words.test.ts:
 * every refusal sentence of the game's rule sources and of the kernel's (shared/src/core) matches a
 * shape of its table, and every shape has its line in the game client's English and Russian words
 * (`rejected.<game>.<key>`), using only the shape's params.
 */

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The game's client words in `lang` (client/src/games/<game>/i18n/<lang>.json). */
export function gameWords(game: string, lang: "en" | "ru"): Record<string, unknown> {
  return JSON.parse(readFileSync(join(ROOT, "client", "src", "games", game, "i18n", `${lang}.json`), "utf8")) as Record<string, unknown>;
}

/** The game's refusal lines in `lang` (`rejected.<game>`: the games' words share one dictionary). */
export function refusalLines(game: string, lang: "en" | "ru"): Record<string, string> {
  return (gameWords(game, lang).rejected as Record<string, Record<string, string>> | undefined)?.[game] ?? {};
}

/** What a game's check needs: its id, its shapes, its namers, a few sentences that must be found and how many at least. */
export interface RefusalCase {
  game: string;
  shapes: readonly RefusalShape[];
  namers: Namers;
  known: string[];
  atLeast: number;
}

/** The params (named groups) of a shape. */
const paramsOf = (s: RefusalShape) => new Set([...s.pattern.source.matchAll(/\(\?<(\w+)>/g)].map((m) => m[1]!));

/** Declares the refusal-words tests of one game. */
export function describeRefusalWords(c: RefusalCase): void {
  // the kernel's sentences (shared/src/core: the undo guard's) reach every game's players too
  const kernel = refusalSentences(join(ROOT, "shared", "src", "core"), c.namers).map((x) => ({ ...x, where: `core/${x.where}` }));
  const sentences: Sentence[] = [...refusalSentences(join(ROOT, "shared", "src", c.game), c.namers), ...kernel];
  const samples = sentences.flatMap((x) => x.samples);

  test("the rule sources' refusal sentences are found (check answers, helpers' reasons, ?: and ?? branches)", () => {
    expect(samples).toEqual(expect.arrayContaining(c.known));
    expect(sentences.length).toBeGreaterThanOrEqual(c.atLeast);
  });

  test("no name or place helper is taken for a refusal (every collected sample is a sentence)", () => {
    expect(samples.filter((s) => s.split(" ").length < 3)).toEqual([]);
  });

  test("every refusal sentence has a shape of its game, so the client can say it in Russian", () => {
    const missing = sentences.flatMap((x) => x.samples.filter((m) => refusalWords(m, c.shapes) === null).map((m) => `${x.where}: ${m}`));
    expect(missing).toEqual([]);
  });

  test("the shapes have distinct keys, and none is a bare catch-all", () => {
    const keys = c.shapes.map((s) => s.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(c.shapes.filter((s) => !/[a-z]{3}/.test(s.pattern.source.replace(/\(\?<\w+>/g, ""))).map((s) => s.key)).toEqual([]);
  });

  test.each(["en", "ru"] as const)("%s: every refusal shape has its line, using only the shape's params", (lang) => {
    const d = refusalLines(c.game, lang);
    expect(c.shapes.filter((s) => typeof d[s.key] !== "string").map((s) => s.key)).toEqual([]);
    const bad = c.shapes.flatMap((s) => {
      const groups = paramsOf(s);
      return [...(d[s.key] ?? "").matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).filter((p) => !groups.has(p)).map((p) => `${s.key}: {{${p}}}`);
    });
    expect(bad).toEqual([]);
  });

  test("the Russian lines keep the rule chip of their sentence as it is", () => {
    const ru = refusalLines(c.game, "ru");
    const lost = c.shapes.flatMap((s) => {
      const en = s.pattern.source.replace(/\$$/, "").replace(/\\(.)/g, "$1");
      const chip = /([[(])((?:house |siege )?(?:§|DoR |[A-Z]+-?[A-Z]*\d)[^()[\]]*)[\])]$/.exec(en);
      return chip && !(ru[s.key] ?? "").includes(chip[0]) ? [`${s.key}: ${chip[0]}`] : [];
    });
    expect(lost).toEqual([]);
  });

  test("English and Russian have the same refusal keys", () => {
    expect(Object.keys(refusalLines(c.game, "ru")).sort()).toEqual(Object.keys(refusalLines(c.game, "en")).sort());
  });
}
