import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type ICruiseResult, type IModule } from "dependency-cruiser";

/**
 * The import structure (docs/development/architecture.md), read by
 * dependency-cruiser from shared/src, server/src and client/src with the rules of
 * .dependency-cruiser.cjs: no runtime import cycle (an `import type` is erased, so it cannot make
 * one and is not counted), the client imports no rules engine, rule modules import neither
 * Colyseus nor node built-ins, a game's bots are imported only by its index, a game's server
 * folder (server/src/games/<id>/) by no other server file (the registry finds it by name), Siege's layers import downward only
 * and Siege's base rules never import its expansions. Prints the longest import chain of each game
 * and bounds Siege's.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const load = createRequire(import.meta.url);
const config = load(join(ROOT, ".dependency-cruiser.cjs")) as {
  forbidden: { name: string; to: { circular?: boolean } }[];
  options: Record<string, unknown>;
};
const { CLIENT_SAFE, ENGINES, GAMES, SIEGE_BASE, SIEGE_EXPANSIONS, SIEGE_LEAF, SIEGE_PROCEDURE, SIEGE_ROUND, SIEGE_RULES, SIEGE_TOP, STATE_SCHEMA } = load(join(ROOT, "scripts/dependency-paths.cjs")) as {
  CLIENT_SAFE: string[];
  STATE_SCHEMA: string;
  ENGINES: string;
  GAMES: string;
  SIEGE_BASE: { path: string; pathNot: string };
  SIEGE_EXPANSIONS: string;
  SIEGE_LEAF: string;
  SIEGE_PROCEDURE: string;
  SIEGE_ROUND: string;
  SIEGE_RULES: string;
  SIEGE_TOP: string;
};
/** The games' ids (their folders in shared/src). */
const GAME_IDS = GAMES.slice(1, -1).split("|");
/** The config's rules but its cycle rules (those are for the command line: cycles are listed exactly below, by this test's own finder). */
const layerRules = config.forbidden.filter((r) => !r.to.circular);

/**
 * Each checked folder's runtime import cycles: none, or the known ones as they stand (debt to pay
 * off by layering the folder): each strongly connected set of modules, paths relative to the folder.
 * A new cycle, or a module joining one, fails.
 */
const KNOWN_CYCLES: Record<string, string[][]> = {
  "server/src/": [],
  "client/src/": [],
  "shared/src/core/": [],
  "shared/src/protocol/": [],
  ...Object.fromEntries(GAME_IDS.map((id) => [`shared/src/${id}/`, []])),
};

let result: ICruiseResult;
/** Runtime import edges (type-only ones left out), by importing module. */
const runtime = new Map<string, string[]>();
/** Every import edge (type-only ones included), by importing module. */
const all = new Map<string, string[]>();

beforeAll(async () => {
  const { options } = config;
  const r = await cruise(["shared/src", "server/src", "client/src"], { ...options, baseDir: ROOT, validate: true, ruleSet: { forbidden: layerRules } } as never, undefined, {
    tsConfig: { fileName: join(ROOT, "tsconfig.base.json") },
  } as never);
  result = r.output as ICruiseResult;
  for (const m of result.modules as IModule[]) {
    all.set(m.source, m.dependencies.map((d) => d.resolved));
    runtime.set(m.source, m.dependencies.filter((d) => !d.dependencyTypes.includes("type-only")).map((d) => d.resolved));
  }
}, 60_000);

/** The strongly connected sets of `graph` restricted to modules under `prefix` (full paths), dependencies before dependents (Tarjan). */
function components(graph: Map<string, string[]>, prefix: string): string[][] {
  const nodes = [...graph.keys()].filter((m) => m.startsWith(prefix));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  let n = 0;
  const visit = (v: string): void => {
    index.set(v, n);
    low.set(v, n++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!w.startsWith(prefix)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const set: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        set.push(w);
      } while (w !== v);
      out.push(set);
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return out;
}

/** The import cycles (sets of more than one module) of `graph` under `prefix`: paths relative to it, each sorted, sorted by first module. */
function cycles(graph: Map<string, string[]>, prefix: string): string[][] {
  return components(graph, prefix)
    .filter((c) => c.length > 1)
    .map((c) => c.map((x) => x.slice(prefix.length)).sort())
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * The longest runtime import chain among modules under `prefix`, starting at its index.ts, each
 * module once: a cycle counts as one link, written `{a, b, …}` (exact once the folder has no cycle).
 */
function longestChain(prefix: string): string[] {
  const comps = components(runtime, prefix);
  const of = new Map<string, number>();
  comps.forEach((c, i) => c.forEach((m) => of.set(m, i)));
  const name = (i: number) => (comps[i]!.length === 1 ? comps[i]![0]!.slice(prefix.length) : `{${comps[i]!.map((m) => m.slice(prefix.length)).sort().join(", ")}}`);
  // components come dependencies first, so each one's longest chain is known before its dependents'
  const best: string[][] = [];
  comps.forEach((c, i) => {
    let tail: string[] = [];
    for (const m of c)
      for (const w of runtime.get(m) ?? []) {
        const j = of.get(w);
        if (j !== undefined && j !== i && best[j]!.length > tail.length) tail = best[j]!;
      }
    best[i] = [name(i), ...tail];
  });
  return best[of.get(`${prefix}index.ts`)!]!;
}

test("the import rules of .dependency-cruiser.cjs hold: client imports no engine, rules are pure, bots only from their index, a game's server folder only from the games registry", () => {
  const violations = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
  expect(violations).toEqual([]);
});

test("within shared only the room state's schema (shared/src/protocol/schema/) imports Colyseus, and only @colyseus/schema; no other module of shared imports that folder, not even its types", () => {
  expect(config.forbidden.map((r) => r.name)).toEqual(expect.arrayContaining(["rules-are-pure", "state-schema-imports-schema-only", "rules-never-reach-the-state-schema"]));
  const schemaFolder = new RegExp(STATE_SCHEMA);
  const colyseus = /(^|\/)@colyseus\//;
  const shared = [...all.entries()].filter(([m]) => m.startsWith("shared/src/"));
  const importers = shared.filter(([, deps]) => deps.some((d) => colyseus.test(d))).map(([m]) => m);
  expect(importers.length).toBeGreaterThan(0);
  expect(importers.filter((m) => !schemaFolder.test(m))).toEqual([]);
  const packages = new Set(shared.flatMap(([, deps]) => deps.filter((d) => colyseus.test(d)).map((d) => d.replace(/^.*?(@colyseus\/[^/]+).*$/, "$1"))));
  expect([...packages]).toEqual(["@colyseus/schema"]);
  const reaching = shared.filter(([m]) => !schemaFolder.test(m)).flatMap(([m, deps]) => deps.filter((d) => schemaFolder.test(d)).map((d) => `${m} -> ${d}`));
  expect(reaching).toEqual([]);
});

test("the client reaches no rules engine at run time, not even through the data modules it imports", () => {
  const engine = new RegExp(ENGINES);
  const seen = new Set<string>();
  const todo = [...runtime.keys()].filter((m) => m.startsWith("client/src/"));
  while (todo.length) {
    const m = todo.pop()!;
    if (seen.has(m)) continue;
    seen.add(m);
    todo.push(...(runtime.get(m) ?? []));
  }
  expect([...seen].filter((m) => engine.test(m))).toEqual([]);
});

test("every import of @zedfall/shared resolves through its exports map: one that names no exported subpath is unresolved and would escape the rules above", () => {
  const unresolved = (result.modules as IModule[]).flatMap((m) =>
    m.dependencies.filter((d) => d.module.startsWith("@zedfall/") && d.couldNotResolve).map((d) => `${m.source} -> ${d.module}`),
  );
  expect(unresolved).toEqual([]);
});

test("the client names shared only by @zedfall/shared/protocol and each game's client-safe data subpaths (a game's types as types only), never its root or a ruleset", () => {
  const safe = CLIENT_SAFE.map((p) => new RegExp(p));
  const types = new RegExp(`^shared/src/${GAMES}/(types|state/index)\\.ts$`);
  const outside = (result.modules as IModule[])
    .filter((m) => m.source.startsWith("client/src/"))
    .flatMap((m) =>
      m.dependencies
        .filter((d) => d.module.startsWith("@zedfall/shared"))
        .filter((d) => !safe.some((r) => r.test(d.resolved)) && !(types.test(d.resolved) && d.dependencyTypes.includes("type-only")))
        .map((d) => `${m.source} -> ${d.module}`),
    );
  expect(outside).toEqual([]);
});

test("outside the games' own folders no server file imports a game's server folder: the games registry finds each by its name", () => {
  const gameFolder = /^server\/src\/games\/[^/]+\//;
  const importers = [...all.entries()]
    .filter(([m, deps]) => m.startsWith("server/src/") && !gameFolder.test(m) && deps.some((d) => gameFolder.test(d)))
    .map(([m]) => m);
  expect(importers).toEqual([]);
  expect(readFileSync(join(ROOT, "server/src/games/index.ts"), "utf8")).toContain("await import(`./${id}/index.ts`)");
});

test("Siege's base rules import no expansion at run time (rule siege-base-never-imports-expansions): they call its hooks", () => {
  expect(config.forbidden.map((r) => r.name)).toContain("siege-base-never-imports-expansions");
  const base = new RegExp(SIEGE_BASE.path);
  const notBase = new RegExp(SIEGE_BASE.pathNot);
  const expansion = new RegExp(SIEGE_EXPANSIONS);
  const below = new RegExp(SIEGE_LEAF);
  const edges = [...runtime.entries()]
    .filter(([m]) => base.test(m) && !notBase.test(m))
    .flatMap(([m, deps]) => deps.filter((d) => expansion.test(d) && !below.test(d)).map((d) => `${m} -> ${d}`));
  expect(edges).toEqual([]);
});

/** Siege's layers, lowest first: a module's runtime imports stay in its own layer or go lower (expansions and bots have no rank here). */
const SIEGE_LAYERS: [string, string][] = [
  ["leaf", SIEGE_LEAF],
  ["procedure", SIEGE_PROCEDURE],
  ["rules", SIEGE_RULES],
  ["round", SIEGE_ROUND],
  ["top", SIEGE_TOP],
];

/** The rank of `m` in SIEGE_LAYERS (its first match), or -1. */
function layerOf(m: string): number {
  return SIEGE_LAYERS.findIndex(([, p]) => new RegExp(p).test(m));
}

test("Siege's layers import downward only at run time (rules siege-leaf-imports-leaf-only, siege-procedure-below-rules, siege-rules-below-round, siege-top-only-from-top): leaf <- procedure <- rules families <- round <- index and ruleset/", () => {
  expect(config.forbidden.map((r) => r.name)).toEqual(expect.arrayContaining(["siege-leaf-imports-leaf-only", "siege-procedure-below-rules", "siege-rules-below-round", "siege-top-only-from-top"]));
  const ranked = [...runtime.keys()].filter((m) => m.startsWith("shared/src/siege/") && layerOf(m) >= 0);
  expect(ranked.filter((m) => layerOf(m) === 0).length).toBeGreaterThan(10);
  const upward = ranked.flatMap((m) =>
    (runtime.get(m) ?? []).filter((d) => layerOf(d) > layerOf(m)).map((d) => `${SIEGE_LAYERS[layerOf(m)]![0]} ${m} -> ${SIEGE_LAYERS[layerOf(d)]![0]} ${d}`),
  );
  expect(upward).toEqual([]);
});

test("the cycle finder finds a cycle through a folder and ignores imports leaving it", () => {
  const g = new Map([
    ["x/a.ts", ["x/b.ts"]],
    ["x/b.ts", ["x/c.ts", "y/d.ts"]],
    ["x/c.ts", ["x/a.ts"]],
    ["y/d.ts", ["x/a.ts"]],
  ]);
  expect(cycles(g, "x/")).toEqual([["a.ts", "b.ts", "c.ts"]]);
  expect(cycles(g, "y/")).toEqual([]);
});

test.each(Object.keys(KNOWN_CYCLES))("the import cycles of %s are exactly the known ones (none where none is listed), type-only imports counted too", (prefix) => {
  const found = cycles(runtime, prefix);
  const typed = cycles(all, prefix);
  console.log(`${prefix}: ${found.length} runtime import cycles (${found.map((c) => c.length).join(", ") || "-"} modules); ${typed.length} counting type-only imports`);
  expect(found).toEqual(KNOWN_CYCLES[prefix]);
  expect(typed).toEqual(KNOWN_CYCLES[prefix]);
});

test.each(GAME_IDS)("the longest import chain of %s is printed", (game) => {
  const chain = longestChain(`shared/src/${game}/`);
  console.log(`${game}: longest runtime import chain ${chain.length - 1} hops: ${chain.join(" -> ")}`);
  expect(chain.length).toBeGreaterThan(1);
});

/**
 * The most hops Siege's longest runtime import chain (from siege/index.ts) may have: 20 once Siege's
 * cycles were broken, 17 once the bots took the engine as a parameter instead of importing it, 12
 * once the base rules called the expansions through hooks (hooks.ts) instead of importing them; a
 * change that lengthens it fails, one that shortens it lowers this.
 */
const SIEGE_CHAIN_MAX = 12;

test(`Siege's longest runtime import chain has at most ${SIEGE_CHAIN_MAX} hops`, () => {
  expect(longestChain("shared/src/siege/").length - 1).toBeLessThanOrEqual(SIEGE_CHAIN_MAX);
});
