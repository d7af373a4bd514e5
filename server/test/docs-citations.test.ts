import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { commentsOf, sourceFiles, type SourceComment } from "./comments-kit";
import { ROOT } from "./rules-docs-kit";

/*
 * The project stands alone: the rules a comment cites are written in the project's docs, one heading
 * per tag (the players' reference docs/play/<game>/rules.en.md, or the rules of record
 * docs/rules/<game>.md for what players need not read); a comment cites no document outside the
 * repository and no issue number; every relative link of the README and the docs resolves.
 */

/** A game's id: its folder's name in shared/src (every folder but the kernel's and the protocol's). */
type Game = string;
const GAMES: Game[] = readdirSync(join(ROOT, "shared/src"), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== "core" && d.name !== "protocol")
  .map((d) => d.name);

/** Each game's reading of a tag of its log as the heading id of its rules reference (client/src/games/<id>/rules-anchor.ts). */
const ANCHORS: Record<Game, (tag: string) => string | null> = {};
for (const game of GAMES) ANCHORS[game] = ((await import(`../../client/src/games/${game}/rules-anchor.ts`)) as { rulesAnchor: (tag: string) => string | null }).rulesAnchor;

/** The folders whose comments must cite only rules the docs hold. */
const RULE_SOURCES = ["shared/src", "server/src", "client/src"];
/** The folders whose comments must not cite issue numbers. */
const ALL_SOURCES = [...RULE_SOURCES, "client/build", "e2e", "bench", "scripts"];

/** The heading ids (`## Title {#id}`) of a Markdown file of the repository; empty when it is missing. */
function headingIds(file: string): Set<string> {
  const path = join(ROOT, file);
  if (!existsSync(path)) return new Set();
  return new Set([...readFileSync(path, "utf8").matchAll(/^#{1,6} .*\{#([a-z0-9-]+)\}\s*$/gm)].map((m) => m[1]!));
}

const referenceOf = (game: Game) => `docs/play/${game}/rules.en.md`;
const recordOf = (game: Game) => `docs/rules/${game}.md`;

/** The game a file belongs to by its path (`…/siege/…`, `siege-words.ts`; not `housekeeping.ts`), or null for a file of several or none. */
export function gameOfFile(file: string): Game | null {
  const named = GAMES.filter((game) => new RegExp(`\\b${game}\\b`, "i").test(file));
  return named.length === 1 ? named[0]! : null;
}

/**
 * A rule tag as a comment writes it, or a game's name that sets the game of the bare tags after it:
 * sections (§2.5, House's §14 #13), seed clauses (H-B11, S-R9), House decisions of record (DoR 3),
 * decisions, contradictions, questions and bounds (G14, C10, D6, Q4, F1) and Siege's modules (Part A1).
 */
const CITATION = new RegExp(
  `\\b(${GAMES.flatMap((g) => [g, g[0]!.toUpperCase() + g.slice(1)]).join("|")})\\b|` + /(§\s?\d+(?:\.\d+)*(?:\s*#\d+)?)|\b(H-[AB]\d+|S-[TR]\d+)\b|\b(DoR\s?\d+)\b|\b([GCDQF]\d+)\b|\bPart (A[12])\b/.source,
  "g",
);

/** The letters of the decisions a game's rulebook numbers: G, C, D, Q and F, but House's (it has no D or Q items: its D3 is a door). */
const LETTERS = (game: Game): RegExp => (game === "house" ? /^[GCF]\d+$/ : /^[GCDQF]\d+$/);

/** Unicode's control sets, which a text-cleaning comment names: not rule tags. */
const NOT_TAGS = /^C[01]$/;

/** One rule a comment cites: the game, the tag as the log would write it, and where. */
interface Citation {
  game: Game;
  tag: string;
  at: string;
}

/**
 * The rule citations of one comment. A bare tag belongs to the game last named before it in the
 * comment, else to the file's game; seed clauses and DoR name their game themselves. A bare tag in a
 * file of neither game that no game name precedes is returned with game null.
 */
export function citationsOf(c: SourceComment): (Citation | { game: null; tag: string; at: string })[] {
  let game = gameOfFile(c.file);
  const out: (Citation | { game: null; tag: string; at: string })[] = [];
  const at = `${c.file}:${c.line}`;
  for (const m of c.text.matchAll(CITATION)) {
    if (m[1]) {
      game = m[1].toLowerCase();
      continue;
    }
    if (m[3]) out.push({ game: m[3].startsWith("H-") ? "house" : "siege", tag: m[3], at });
    else if (m[4]) out.push({ game: "house", tag: `house ${m[4]}`, at });
    else if (m[6]) out.push({ game: "siege", tag: `siege Part ${m[6]}`, at });
    else {
      const bare = (m[2] ?? m[5])!.replace(/^§\s/, "§");
      if (NOT_TAGS.test(bare)) continue;
      if (!game) out.push({ game: null, tag: bare, at });
      else if (bare.startsWith("§") || LETTERS(game).test(bare)) out.push({ game, tag: `${game} ${bare}`, at });
    }
  }
  return out;
}

/** The heading id a cited tag resolves to: the log's anchors, and Siege's modules `a1`, `a2`. */
export function anchorOf(game: Game, tag: string): string | null {
  const part = /^siege Part (A[12])$/.exec(tag);
  if (part) return part[1]!.toLowerCase();
  return ANCHORS[game]?.(tag) ?? null;
}

const comments = (dirs: string[]) => dirs.flatMap(sourceFiles).flatMap(commentsOf);

/** The Markdown files of the README and docs/. */
function markdownFiles(): string[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) => {
      const p = join(d, n);
      return statSync(p).isDirectory() ? walk(p) : n.endsWith(".md") ? [p] : [];
    });
  return ["README.md", ...walk(join(ROOT, "docs")).map((p) => relative(ROOT, p))];
}

/** GitHub's id of a heading without its own `{#id}`: lower case, punctuation dropped, spaces to `-`. */
const slug = (title: string) => title.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, "").replace(/ /g, "-");

/** Every anchor a Markdown file offers: its `{#id}` headings and the slugs of the others. */
function anchorsOf(file: string): Set<string> {
  const ids = new Set<string>();
  for (const m of readFileSync(join(ROOT, file), "utf8").matchAll(/^#{1,6} (.*)$/gm)) {
    const own = /\{#([a-z0-9-]+)\}\s*$/.exec(m[1]!);
    ids.add(own ? own[1]! : slug(m[1]!));
  }
  return ids;
}

/** The relative links of a Markdown file that point at no file, or at no heading of it: `file: link`. */
export function brokenLinks(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8").replace(/```[\s\S]*?```/g, "");
  const broken: string[] = [];
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = m[1]!;
    if (/^[a-z]+:/i.test(link)) continue;
    const [path, anchor] = link.split("#") as [string, string | undefined];
    const target = path ? join(dirname(file), path) : file;
    if (!existsSync(join(ROOT, target))) broken.push(`${file}: ${link}`);
    else if (anchor && (!target.endsWith(".md") || !anchorsOf(target).has(anchor))) broken.push(`${file}: ${link}`);
  }
  return broken;
}

/** An issue number as a comment would cite it: the word issue or issues, then a number, with or without a hash sign. */
const ISSUE = /\bissues?\s*#?\d+/i;

describe("the docs hold every rule the code cites", () => {
  const all = comments(RULE_SOURCES);
  const cited = all.flatMap(citationsOf);

  test("the scan finds the citations (a bare tag takes its file's game or the game named before it)", () => {
    expect(GAMES).toEqual(expect.arrayContaining(["house", "siege"]));
    expect(cited.length).toBeGreaterThan(1000);
    const c = (file: string, text: string) => citationsOf({ file, line: 1, text }).map((x) => `${x.game} ${x.tag}`);
    expect(c("shared/src/house/a.ts", "// G4, §9.2 and H-B11; a door D3")).toEqual(["house house G4", "house house §9.2", "house H-B11"]);
    expect(c("server/src/rooms/a.ts", "/** siege G12, then house §5 and DoR 3; Part A1 */")).toEqual(["siege siege G12", "house house §5", "house house DoR 3", "siege siege Part A1"]);
    expect(c("server/src/rooms/a.ts", "// G12")).toEqual(["null G12"]);
    expect(c("shared/src/protocol/text.ts", "// no C0 or C1 control characters")).toEqual([]);
  });

  test("every rule tag a comment cites resolves to a heading of the players' reference or the rules of record", () => {
    const ids: Record<Game, Set<string>> = Object.fromEntries(GAMES.map((game) => [game, new Set([...headingIds(referenceOf(game)), ...headingIds(recordOf(game))])]));
    const missing = new Map<string, string>();
    for (const c of cited) {
      if (!c.game) missing.set(`${c.tag} (name the game)`, c.at);
      else if (!ids[c.game].has(anchorOf(c.game, c.tag) ?? "")) missing.set(c.tag, c.at);
    }
    expect([...missing].map(([tag, at]) => `${tag} — ${at}`).sort()).toEqual([]);
  });

  test("one heading per tag: the rules of record repeat no heading of the players' reference", () => {
    for (const game of GAMES) {
      const reference = headingIds(referenceOf(game));
      expect(headingIds(recordOf(game)).size).toBeGreaterThan(10);
      expect([...headingIds(recordOf(game))].filter((id) => reference.has(id))).toEqual([]);
    }
  });

  test("no comment cites a document outside the repository (../shared/, a *.md file that is not here)", () => {
    const outside = all.flatMap((c) =>
      [...c.text.matchAll(/(?:\.\.\/)+[\w./-]*|[\w./-]*\b[\w-]+\.md\b/g)]
        .map((m) => m[0])
        .filter((p) => p.startsWith("../") || !existsSync(join(ROOT, p)))
        .map((p) => `${c.file}:${c.line} ${p}`),
    );
    expect(outside).toEqual([]);
  });
});

describe("comments say why in words", () => {
  test("the issue pattern", () => {
    expect(["issue 13", "Issue 26:", "(issues 12 and 14)", "see issue #26"].every((s) => ISSUE.test(s))).toBe(true);
    expect(["house §14 #13", "Suburbs #0–#2", "#1", "an issue of the store", "#rules-panel"].some((s) => ISSUE.test(s))).toBe(false);
  });

  test("no comment in the sources, e2e, bench or scripts cites an issue number", () => {
    const cites = comments(ALL_SOURCES).filter((c) => ISSUE.test(c.text)).map((c) => `${c.file}:${c.line} ${ISSUE.exec(c.text)![0]}`);
    expect(cites).toEqual([]);
  });
});

describe("the README and docs", () => {
  test("the README is short: at most 120 lines", () => {
    expect(readFileSync(join(ROOT, "README.md"), "utf8").split("\n").length).toBeLessThanOrEqual(120);
  });

  test("every relative link of the README and docs/ points at an existing file and heading", () => {
    const files = markdownFiles();
    expect(files.length).toBeGreaterThan(15);
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });
});
