/**
 * The import rules of the codebase (docs/development/architecture.md), checked by
 * server/test/dependencies.test.ts with dependency-cruiser's API over shared/src, server/src and
 * client/src. Import cycles count at run time only (an `import type` is erased by the compiler, so
 * it cannot make a runtime cycle); the test lists each folder's cycles exactly with its own finder
 * and checks the other rules here; the cycle rule is for the command line below.
 * By hand: `npx depcruise --config .dependency-cruiser.cjs shared/src server/src client/src`.
 */

const { CLIENT_SAFE, GAMES, SIEGE_BASE, SIEGE_EXPANSIONS, SIEGE_LEAF, SIEGE_PROCEDURE, SIEGE_ROUND, SIEGE_RULES, SIEGE_TOP, STATE_SCHEMA } = require("./scripts/dependency-paths.cjs");

/** A runtime import cycle: one whose every edge stays after compiling (an `import type` is erased). */
const RUNTIME_CYCLE = { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } };

module.exports = {
  forbidden: [
    {
      name: "no-runtime-cycles",
      comment: "No runtime import cycle anywhere (server/test/dependencies.test.ts lists every folder's cycles exactly: none).",
      severity: "error",
      from: {},
      to: RUNTIME_CYCLE,
    },
    {
      name: "siege-leaf-imports-leaf-only",
      comment: "Siege's leaf layer (state/, board/, units/, names, the decks, the heroes' state) imports only itself at run time: never the procedure, a rules family, the round or the top.",
      severity: "error",
      from: { path: SIEGE_LEAF },
      to: { path: "^shared/src/siege/", pathNot: SIEGE_LEAF, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "siege-procedure-below-rules",
      comment: "Siege's procedure machinery (procedure/: the step stack, choices, rolls, hooks) imports only the leaf and itself at run time: every rule uses it, it uses no rule.",
      severity: "error",
      from: { path: SIEGE_PROCEDURE },
      to: { path: "^shared/src/siege/", pathNot: `${SIEGE_LEAF}|${SIEGE_PROCEDURE}`, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "siege-rules-below-round",
      comment: "Siege's rules families (combat/, actions/, cards/, arrivals/) never import the round (round/) or the top (index, ruleset/) at run time: the round runs the rules, not the other way.",
      severity: "error",
      from: { path: SIEGE_RULES },
      to: { path: `${SIEGE_ROUND}|${SIEGE_TOP}`, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "siege-top-only-from-top",
      comment: "Siege's top (index and ruleset/: the engine, the step table, the expansions' wiring, setup, policy, hint, view) is imported only by the top and the bots: no rule and no round reaches up to the ruleset.",
      severity: "error",
      from: { path: "^shared/src/siege/", pathNot: `${SIEGE_TOP}|^shared/src/siege/bot/` },
      to: { path: SIEGE_TOP },
    },
    {
      name: "siege-base-never-imports-expansions",
      comment: "Siege's base rules never import an expansion (rumors-and-rails/, heroes/, raiders/) at run time: they call its hooks (procedure/hooks.ts), which ruleset/expansions.ts wires; an expansion's state (heroes/state.ts) is in the leaf layer and may be read.",
      severity: "error",
      from: SIEGE_BASE,
      to: { path: SIEGE_EXPANSIONS, pathNot: SIEGE_LEAF, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "client-imports-rules-data-only",
      comment: "The client imports of shared only the protocol and each game's client-safe data (type-only imports are erased).",
      severity: "error",
      from: { path: "^client/src/" },
      to: { path: "^shared/", pathNot: CLIENT_SAFE, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "rules-are-pure",
      comment: "A rule module (shared/src) imports neither Colyseus nor a node built-in: it runs in the browser and replays deterministically. Only the room state's schema (shared/src/protocol/schema/) imports Colyseus.",
      severity: "error",
      from: { path: "^shared/src/", pathNot: STATE_SCHEMA },
      to: { path: "(^|/)(@colyseus/|colyseus)" },
    },
    {
      name: "state-schema-imports-schema-only",
      comment: "The room state's schema (shared/src/protocol/schema/) imports of Colyseus only @colyseus/schema: it is shared by the server and the client.",
      severity: "error",
      from: { path: STATE_SCHEMA },
      to: { path: "(^|/)(@colyseus/|colyseus)", pathNot: "(^|/)@colyseus/schema/" },
    },
    {
      name: "rules-never-reach-the-state-schema",
      comment: "No module of shared outside the room state's schema imports it (not even its types): the rules and the protocol's messages stay free of Colyseus.",
      severity: "error",
      from: { path: "^shared/src/", pathNot: STATE_SCHEMA },
      to: { path: STATE_SCHEMA },
    },
    {
      name: "rules-no-node-builtins",
      comment: "A rule module (shared/src) imports no node built-in (node:crypto, fs…).",
      severity: "error",
      from: { path: "^shared/src/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "bots-only-from-their-game-index",
      comment: "A game's bot/ folder is imported only by its game's index.ts (and within itself).",
      severity: "error",
      from: { pathNot: `^shared/src/${GAMES}/(index\\.ts$|bot/)` },
      to: { path: `^shared/src/${GAMES}/bot/` },
    },
    {
      name: "bots-of-their-own-game",
      comment: "One game's index or bots never import another game's bots.",
      severity: "error",
      from: { path: `^shared/src/${GAMES}/` },
      to: { path: `^shared/src/${GAMES}/bot/`, pathNot: "^shared/src/$1/" },
    },
    {
      name: "game-folders-only-from-the-games-registry",
      comment: "Outside a game's own folder (server/src/games/<id>/) only the games registry (server/src/games/index.ts, which finds each folder by its game's id) imports it: the rooms, the store and the tools know no game.",
      severity: "error",
      from: { path: "^server/src/", pathNot: "^server/src/games/(index\\.ts$|[^/]+/)" },
      to: { path: "^server/src/games/[^/]+/" },
    },
    {
      name: "game-folders-of-their-own-game",
      comment: "One game's server folder never imports another game's.",
      severity: "error",
      from: { path: "^server/src/games/([^/]+)/" },
      to: { path: "^server/src/games/[^/]+/", pathNot: "^server/src/games/$1/" },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.base.json" },
    // `@zedfall/shared/<subpath>` resolves through shared/package.json's exports map, as Node, Vite and TypeScript resolve it
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
