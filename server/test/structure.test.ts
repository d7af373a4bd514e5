import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The platform's structure (DESIGN "The rules kernel", "Server", "Client"): a rule module registers
 * nothing by side effect, and the game-neutral parts of the server and the client shell name no
 * House concept. A real check of the files as they are; it is never skipped once its directory exists.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Every .ts file under `dir` (relative to the repository root). */
function tsFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name)) out.push(relative(ROOT, p));
    }
  };
  walk(join(ROOT, dir));
  return out.sort();
}

/** The games: every folder of shared/src but the kernel's and the protocol's (a game's id is its folder's name). */
const GAME_IDS = readdirSync(join(ROOT, "shared/src"), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== "core" && d.name !== "protocol")
  .map((d) => d.name);

/** House concepts that a game-neutral file must not name (in code, strings or comments). */
const HOUSE_CONCEPTS = ["zombie", "human", "crawler", "cellar", "baby", "barricade", "search", "character", "figure", "grab", "lena", "olga", "kostya", "petrovich", "vera", "house"];
/** Siege concepts likewise (siege.md's terms). */
const SIEGE_CONCEPTS = ["zeds", "rumor", "freight", "chaos", "refugee", "villager", "hospital", "infection", "outbreak", "ammo", "forage", "siege"];
/** Every concept a game-neutral file must not name: the games' words above and every game's id. */
const CONCEPTS = [...new Set([...HOUSE_CONCEPTS, ...SIEGE_CONCEPTS, ...GAME_IDS])];

/**
 * The concepts named in `text`: each word and each part of an identifier (split at camelCase,
 * `_`, digits and every other non-letter) is lower-cased, and a part that starts with a concept
 * names it (`zombieHand`, `HUMAN_SEATS`, `searchedBy`, `Barricades`); an ordinary word that only
 * contains one in its middle (`several`) does not.
 */
function conceptsIn(text: string, concepts: string[]): { concept: string; line: number; word: string }[] {
  const out: { concept: string; line: number; word: string }[] = [];
  text.split("\n").forEach((line, i) => {
    for (const word of line.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g) ?? []) {
      const w = word.toLowerCase();
      const c = concepts.find((k) => w.startsWith(k));
      if (c) out.push({ concept: c, line: i + 1, word });
    }
  });
  return out;
}

/** Names of other systems that only look like a concept: PostgreSQL's `search_path` setting. */
const FOREIGN_NAMES = /\bsearch_path\b/g;

/** `file:line word` for every concept named in `files`. */
function offenders(files: string[], concepts: string[]): string[] {
  return files.flatMap((f) => conceptsIn(readFileSync(join(ROOT, f), "utf8").replace(FOREIGN_NAMES, ""), concepts).map((o) => `${f}:${o.line} ${o.word}`));
}

/** Whether `file` is one of a game's own files of the server (its folder server/src/games/<id>/: adapter and sync). */
const perGame = (file: string) => GAME_IDS.some((id) => file.startsWith(`server/src/games/${id}/`));

describe("structure of the platform", () => {
  test("kernel: no file of shared/src/house imports a module only for its side effects (no registration by import)", () => {
    const bare = tsFiles("shared/src/house").flatMap((f) =>
      readFileSync(join(ROOT, f), "utf8")
        .split("\n")
        .map((l, i) => ({ l: l.trim(), i }))
        .filter(({ l }) => /^import\s+["'][^"']+["'];?$/.test(l))
        .map(({ l, i }) => `${f}:${i + 1} ${l}`),
    );
    expect(bare).toEqual([]);
  });

  test("server: outside the per-game files no file (nor the state schema's generic root, shared/src/protocol/schema/root.ts) names a House or Siege concept nor a game's id (the games table finds the games by their folders)", () => {
    const files = [...tsFiles("server/src").filter((f) => !perGame(f)), "shared/src/protocol/schema/root.ts"];
    expect(files.length).toBeGreaterThan(10);
    expect(GAME_IDS.length).toBeGreaterThanOrEqual(2);
    expect(offenders(files, CONCEPTS)).toEqual([]);
  });

  test("client shell: no file of client/src/shell names a House or Siege concept (checked once the shell exists)", () => {
    if (!existsSync(join(ROOT, "client/src/shell"))) return;
    expect(offenders(tsFiles("client/src/shell"), CONCEPTS)).toEqual([]);
  });

  test("rules: the counter sets (House zombies, Siege units and Zeds) are written only by their helpers, never by a keyed write or delete (V8 would make them slow dictionaries)", () => {
    const keyed = /(?:delete [a-z]+\.(?:zombies|units|zeds)\[)|(?:\b[a-z]+\.(?:zombies|units|zeds)\[[^\]]+\] = )/;
    const rules = [...tsFiles("shared/src/house"), ...tsFiles("shared/src/siege")].filter((f) => !/(zombie-set|counters)\.ts$/.test(f));
    expect(rules.length).toBeGreaterThan(40);
    const found = rules.flatMap((f) => readFileSync(join(ROOT, f), "utf8").split("\n").flatMap((line, i) => (keyed.test(line) ? [`${f}:${i + 1} ${line.trim()}`] : [])));
    expect(found).toEqual([]);
    expect(keyed.test("delete d.zombies[id];") && keyed.test("s.units[id] = u;") && !keyed.test("const u = s.units[id];")).toBe(true);
  });

  test("rules: a Siege unit's or Zeds unit's space is written only by counters.ts, which keeps an action's grouping by space up to date (trains keep their own)", () => {
    const write = /\.at\s*=[^=]/;
    const rules = tsFiles("shared/src/siege").filter((f) => !f.endsWith("/counters.ts"));
    expect(rules.length).toBeGreaterThan(40);
    const found = rules.flatMap((f) => readFileSync(join(ROOT, f), "utf8").split("\n").flatMap((line, i) => (write.test(line) && !/\bt\.at = /.test(line) ? [`${f}:${i + 1} ${line.trim()}`] : [])));
    expect(found).toEqual([]);
    expect(write.test("u.at = to;") && write.test("for (const z of movers) z.at=to;") && !write.test("if (u.at === to)")).toBe(true);
  });

  test("docker: the image's build stage copies every folder the builds read (the client build renders docs/ into the page)", () => {
    const dockerfile = readFileSync(join(ROOT, "Dockerfile"), "utf8");
    const copied = [...dockerfile.matchAll(/^COPY (?!--from)(\S+) /gm)].map((m) => m[1]);
    expect(["tsconfig.base.json", "shared", "server", "client", "docs"].filter((f) => !copied.includes(f))).toEqual([]);
    expect(readFileSync(join(ROOT, "client/build/docs.ts"), "utf8")).toMatch(/join\(repoRoot, "docs"/);
  });

  test("the check itself: camelCase parts and upper-case names are caught, words that only contain a concept are not", () => {
    expect(conceptsIn("const zombieHand = HUMAN_SEATS; // Barricades searchedBy", CONCEPTS).map((o) => o.concept)).toEqual(["zombie", "human", "barricade", "search"]);
    expect(conceptsIn("several averages, research and overhead", CONCEPTS)).toEqual([]);
  });
});
