import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Marked, type Tokens } from "marked";
import type { Plugin } from "vite";
import { DOC_ID_PREFIX } from "../src/shell/doc-ids";

/** The languages a game's rules reference is written in (the client's LANGS). */
const DOC_LANGS = ["en", "ru"] as const;

/** A heading's own anchor, written after its title: `### Zombie attack die {#h-b11}`. */
const ANCHOR = /\s*\{#([a-z0-9-]+)\}\s*$/;

/**
 * A list item that is the text of cards or counters, its ids written at its end: `- *Nightfall* — … {text:nightfall}`.
 * The item keeps its words and gets the ids as `data-text` (the game screen shows the text where the
 * card is: client/src/games/siege/card-texts.ts).
 */
const TEXT_OF = /<li>((?:(?!<\/?li>)[\s\S])*?)\s*\{text:([a-z0-9 \n-]+)\}\s*<\/li>/g;


/**
 * Markdown to HTML for a rules reference: marked, with a heading's trailing `{#id}` turned into its
 * `id` (prefixed with DOC_ID_PREFIX) and a list item's trailing `{text:ids}` into its `data-text`.
 * Headings without one get no id. The docs are our own files,
 * so their HTML is trusted.
 */
export function renderDoc(markdown: string): string {
  const marked = new Marked({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, { tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const m = ANCHOR.exec(inner);
        const id = m ? ` id="${DOC_ID_PREFIX}${m[1]}"` : "";
        return `<h${depth}${id}>${m ? inner.slice(0, m.index) : inner}</h${depth}>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return html.replace(TEXT_OF, (_, inner: string, ids: string) => `<li data-text="${ids.trim().split(/\s+/).join(" ")}">${inner}</li>`);
}

/**
 * `virtual:docs/<game>`: `{ en: html, ru: html }` from `docs/play/<game>/rules.<lang>.md` at the
 * repository root, rendered at build time (no Markdown library in the page). The files are watched
 * in dev.
 */
export function gameDocs(repoRoot: string): Plugin {
  const prefix = "virtual:docs/";
  return {
    name: "zedfall-game-docs",
    resolveId: (s) => (s.startsWith(prefix) ? "\0" + s : null),
    load(s) {
      if (!s.startsWith("\0" + prefix)) return null;
      const game = s.slice(prefix.length + 1);
      if (!/^[a-z]+$/.test(game)) throw new Error(`no rules reference for '${game}'`);
      const out: Record<string, string> = {};
      for (const lang of DOC_LANGS) {
        const file = join(repoRoot, "docs", "play", game, `rules.${lang}.md`);
        this.addWatchFile(file);
        out[lang] = renderDoc(readFileSync(file, "utf8"));
      }
      return `export default ${JSON.stringify(out)};`;
    },
  };
}
