import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/*
 * The refusal sentences a game's rule sources can return: every string or template
 * literal with a space that a `return`, a `check: … =>` arrow or a `{ why: … }` answer gives back
 * as its value (itself, or a branch of a ?: chain), outside the helpers that build names and
 * places (`zombie z3`, `(3,4) below`, `Forest #4`). A template is sampled with "X1" for each ${…}
 * (a namer's call by its sample, a file's string constant by its text), and once per branch of a
 * ${c ? "a" : "b"} whose branches are literals, so a shape must match every variant.
 */

/** One collected sentence: where it is and its samples (one per branch combination). */
export interface Sentence {
  where: string;
  samples: string[];
}

/** The end index (exclusive) of the string or template literal opening at `i`. */
function literalEnd(src: string, i: number): number {
  const q = src[i]!;
  let j = i + 1;
  while (j < src.length) {
    const c = src[j]!;
    if (c === "\\") j += 2;
    else if (c === q) return j + 1;
    else if (q === "`" && c === "$" && src[j + 1] === "{") j = exprEnd(src, j + 2) + 1;
    else j++;
  }
  return j;
}

/** The index of the `}` closing a ${…} whose expression starts at `i`. */
function exprEnd(src: string, i: number): number {
  let depth = 0;
  let j = i;
  while (j < src.length) {
    const c = src[j]!;
    if (c === '"' || c === "'" || c === "`") j = literalEnd(src, j);
    else {
      if (c === "{") depth++;
      else if (c === "}") {
        if (depth === 0) return j;
        depth--;
      }
      j++;
    }
  }
  return j;
}

/** The top-level `c ? a : b` parts of an expression, or null when it is no ternary. */
function ternary(e: string): [string, string, string] | null {
  let depth = 0;
  let q = -1;
  let open = 0;
  for (let j = 0; j < e.length; j++) {
    const c = e[j]!;
    if (c === '"' || c === "'" || c === "`") j = literalEnd(e, j) - 1;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) depth--;
    else if (depth !== 0) continue;
    else if (c === "?" && e[j + 1] !== "." && e[j + 1] !== "?" && e[j - 1] !== "?") {
      if (q < 0) q = j;
      else open++;
    } else if (c === ":" && q >= 0) {
      if (open === 0) return [e.slice(0, q), e.slice(q + 1, j), e.slice(j + 1)];
      open--;
    }
  }
  return null;
}

const isLiteral = (e: string) => /^(["'`])[\s\S]*\1$/.test(e) && literalEnd(e, 0) === e.length;

/** The helpers that build names and places, each with the sample of what it returns (`zname(…)` → "zombie X1"). */
export type Namers = Readonly<Record<string, string>>;

/** The samples of one expression: a literal's text (its ${…} sampled), a ternary of literals' branches, a namer's sample, else "X1". */
function samplesOf(expr: string, namers: Namers): string[] {
  const e = expr.trim();
  const call = /^(\w+)\(/.exec(e);
  if (call && namers[call[1]!] !== undefined) return [namers[call[1]!]!];
  if (/^\w+$/.test(e) && namers[`const ${e}`] !== undefined) return [namers[`const ${e}`]!];
  if (isLiteral(e)) {
    if (e[0] !== "`") return [JSON.parse(e[0] === '"' ? e : `"${e.slice(1, -1).replace(/"/g, '\\"')}"`) as string];
    let outs = [""];
    let j = 1;
    let text = "";
    const flush = () => {
      outs = outs.map((o) => o + text);
      text = "";
    };
    while (j < e.length - 1) {
      if (e[j] === "\\") {
        text += e[j + 1];
        j += 2;
      } else if (e[j] === "$" && e[j + 1] === "{") {
        flush();
        const end = exprEnd(e, j + 2);
        const parts = samplesOf(e.slice(j + 2, end), namers);
        outs = outs.flatMap((o) => parts.map((p) => o + p)).slice(0, 64);
        j = end + 1;
      } else text += e[j++];
    }
    flush();
    return outs;
  }
  const t = ternary(e);
  if (t) {
    const [, a, b] = t;
    const sides = [a, b].map((x) => x.trim());
    if (sides.every((x) => isLiteral(x) || ternary(x) || x === "null")) return sides.filter((x) => x !== "null").flatMap((x) => samplesOf(x, namers));
  }
  return ["X1"];
}

/** An expression split at its top-level `??`. */
function coalesced(e: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let j = 0; j < e.length; j++) {
    const c = e[j]!;
    if (c === '"' || c === "'" || c === "`") j = literalEnd(e, j) - 1;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) depth--;
    else if (depth === 0 && c === "?" && e[j + 1] === "?") {
      parts.push(e.slice(from, j));
      from = j + 2;
      j++;
    }
  }
  return [...parts, e.slice(from)];
}

/** The literals an answer expression gives back: itself, the literal branches of its ?: chain, the parts of its ?? chain (nested). */
function answers(expr: string): string[] {
  const e = expr.trim().replace(/^\(([\s\S]*)\)$/, "$1").trim();
  if (isLiteral(e)) return [e];
  const parts = coalesced(e);
  if (parts.length > 1) return parts.flatMap(answers);
  const t = ternary(e);
  return t ? [...answers(t[1]), ...answers(t[2])] : [];
}

/** The end of an answer expression starting at `i`: the first `;`, `,` or newline at depth 0, or a closing bracket. */
function answerEnd(src: string, i: number): number {
  let depth = 0;
  for (let j = i; j < src.length; j++) {
    const c = src[j]!;
    if (c === '"' || c === "'" || c === "`") j = literalEnd(src, j) - 1;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) {
      if (depth === 0) return j;
      depth--;
    } else if (depth === 0 && (c === ";" || c === "," || c === "\n")) return j;
  }
  return src.length;
}

/** The helper a source position is in (the nearest `function name(` or `const name = (` before it). */
function enclosing(src: string, i: number): string {
  const before = src.slice(0, i);
  const m = [...before.matchAll(/(?:^|\n)(?:export )?(?:function (\w+)|const (\w+) = (?:\(|\w+ =>))/g)].pop();
  return m ? (m[1] ?? m[2])! : "";
}

/** The .ts files under a folder, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : f.endsWith(".ts") ? [p] : [];
  });
}

/**
 * Every refusal sentence of the rule sources under `dir` (a game's shared/src/<game>), leaving out
 * the answers of the helpers in `namers` (they build names and places, or a lapsed decision's log
 * line, not refusals) and sampling their calls by their samples.
 */
export function refusalSentences(dir: string, namers: Namers): Sentence[] {
  const out: Sentence[] = [];
  for (const file of sources(dir)) {
    const src = readFileSync(file, "utf8");
    // a file's string constants sample as their text (`const hb1 = "a free floor square…"`)
    const known: Namers = { ...namers, ...Object.fromEntries([...src.matchAll(/const (\w+) = ("[^"\n]*");/g)].map((m) => [`const ${m[1]}`, JSON.parse(m[2]!) as string])) };
    for (const m of src.matchAll(/\breturn\s+|\bcheck: \([^)]*\) =>\s*|\{ why:\s*/g)) {
      const start = m.index + m[0].length;
      if (enclosing(src, m.index) in namers) continue;
      for (const lit of answers(src.slice(start, answerEnd(src, start)))) {
        const samples = samplesOf(lit, known).filter((s) => s.includes(" "));
        if (samples.length) out.push({ where: `${relative(dir, file)}:${src.slice(0, m.index).split("\n").length}`, samples });
      }
    }
  }
  return out;
}
