/**
 * The paths the import rules name (.dependency-cruiser.cjs and server/test/dependencies.test.ts),
 * apart from the config because dependency-cruiser's command line takes a config with its own keys only.
 */

/** The modules of shared the client may import at run time: the protocol and each game's client-safe data. */
const CLIENT_SAFE = [
  "^shared/src/protocol/",
  "^shared/src/house/(characters|options|refusals|combat/weapons|search/card-names|zombie/(commands|hand|placement-info))\\.ts$",
  "^shared/src/siege/(board/index|options|refusals|score|trains/gain|units/(player|zeds))\\.ts$",
];

/** The rules engines: the kernel's flow, each game's engine, ruleset (index) and bots. */
const ENGINES = "^shared/src/(core/(engine|play-out|decisions|dice|applied)\\.ts$|(house|siege)/(engine|index)\\.ts$|(house|siege)/bot/)";

module.exports = { CLIENT_SAFE, ENGINES };
