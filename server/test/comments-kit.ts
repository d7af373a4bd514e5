import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { ROOT } from "./rules-docs-kit";

/*
 * The comments of the project's own sources, for the tests that hold comments to what the docs say
 * (docs-citations.test.ts): a file's comments as TypeScript's scanner finds them, so a `//` inside
 * a string or a URL is never taken for one.
 */

/** One comment of a source file: the file (relative to the repository), its first line (1-based) and its text. */
export interface SourceComment {
  file: string;
  line: number;
  text: string;
}

const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;

/** Every source file (.ts, .tsx, .mts, .mjs, .js) under the repository folder `dir`, skipping node_modules and build output. */
export function sourceFiles(dir: string): string[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) => {
      if (n === "node_modules" || n === "dist") return [];
      const p = join(d, n);
      return statSync(p).isDirectory() ? walk(p) : SOURCE.test(n) ? [p] : [];
    });
  return walk(join(ROOT, dir)).map((p) => relative(ROOT, p));
}

/** The comments of the source file `file` (relative to the repository), in order, each once. */
export function commentsOf(file: string): SourceComment[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".ts") || file.endsWith(".mts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, ts.CommentRange>();
  const add = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach((r) => seen.set(r.pos, r));
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(sf)) visit(child);
  };
  visit(sf);
  return [...seen.values()]
    .sort((a, b) => a.pos - b.pos)
    .map((r) => ({ file, line: sf.getLineAndCharacterOfPosition(r.pos).line + 1, text: text.slice(r.pos, r.end) }));
}
