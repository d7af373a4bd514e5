/**
 * The import rules of the codebase (docs/development/architecture.md), checked by
 * server/test/dependencies.test.ts with dependency-cruiser's API over shared/src, server/src and
 * client/src. Import cycles are counted by that test at run time only (an `import type` is erased
 * by the compiler, so it cannot make a runtime cycle); the rules below are the layer rules.
 * By hand: `npx depcruise --config .dependency-cruiser.cjs shared/src server/src client/src`.
 */

/** The modules of shared the client may import at run time: the protocol and each game's client-safe data. */
const CLIENT_SAFE = [
  "^shared/src/protocol/",
  "^shared/src/house/(characters|options|refusals|combat/weapons|search/card-names|zombie/(commands|hand|placement-info))\\.ts$",
  "^shared/src/siege/(board/index|options|refusals|score|trains/gain|units/(player|zeds))\\.ts$",
];

/** The rules engines: the kernel's flow, each game's engine, ruleset (index) and bots. */
const ENGINES = "^shared/src/(core/(engine|play-out|decisions|dice|applied)\\.ts$|(house|siege)/(engine|index)\\.ts$|(house|siege)/bot/)";

module.exports = {
  CLIENT_SAFE,
  ENGINES,
  forbidden: [
    {
      name: "client-imports-rules-data-only",
      comment: "The client imports of shared only the protocol and each game's client-safe data (type-only imports are erased).",
      severity: "error",
      from: { path: "^client/src/" },
      to: { path: "^shared/", pathNot: CLIENT_SAFE, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "rules-are-pure",
      comment: "A rule module (shared/src) imports neither Colyseus nor a node built-in: it runs in the browser and replays deterministically.",
      severity: "error",
      from: { path: "^shared/src/" },
      to: { path: "(^|/)(@colyseus/|colyseus)" },
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
      from: { pathNot: "^shared/src/(house|siege)/(index\\.ts$|bot/)" },
      to: { path: "^shared/src/(house|siege)/bot/" },
    },
    {
      name: "bots-of-their-own-game",
      comment: "One game's index or bots never import another game's bots.",
      severity: "error",
      from: { path: "^shared/src/(house|siege)/" },
      to: { path: "^shared/src/(house|siege)/bot/", pathNot: "^shared/src/$1/" },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.base.json" },
  },
};
