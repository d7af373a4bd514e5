/**
 * The paths the import rules name (.dependency-cruiser.cjs and server/test/dependencies.test.ts),
 * apart from the config because dependency-cruiser's command line takes a config with its own keys only.
 */

const { readdirSync } = require("node:fs");
const { join } = require("node:path");

/** The games, as a regex alternation: every folder of shared/src but the kernel's and the protocol's (a game's id is its folder's name). */
const GAMES = `(${readdirSync(join(__dirname, "..", "shared", "src"), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== "core" && d.name !== "protocol")
  .map((d) => d.name)
  .join("|")})`;

/** The modules of shared the client may import at run time: the protocol and each game's client-safe data. */
const CLIENT_SAFE = [
  "^shared/src/protocol/",
  "^shared/src/house/(characters|options|refusals|combat/weapons|search/card-names|zombie/(commands|hand|placement-info))\\.ts$",
  "^shared/src/siege/(board/index|options|refusals|score|trains/gain|units/(player|zeds))\\.ts$",
];

/** The room state's schema classes (@colyseus/schema), the one folder of shared that imports Colyseus: the server's sync writes them, the client reads them. */
const STATE_SCHEMA = "^shared/src/protocol/schema/";

/** The rules engines: the kernel's flow, each game's engine, ruleset (index) and bots. */
const ENGINES = `^shared/src/(core/(engine|play-out|decisions|dice|applied)\\.ts$|${GAMES}/(engine|index)\\.ts$|${GAMES}/bot/)`;

/** Siege's data layer: the board, the units, the decks of cards and the state's types (imported by every layer above). */
const SIEGE_DATA = "^shared/src/siege/((board|units)/|cards/(decks|event/deck|fate/deck)\\.ts$|types\\.ts$)";

/** Siege's state layer, above the data: names, the looks at the state, the counters, the tracks, the score, the step stack, the expansions' hooks. */
const SIEGE_STATE = "^shared/src/siege/(names|occupancy|scope|counters|resources|score|procedure|hooks|heroes/state)\\.ts$";

/** Siege's top: the ruleset (index), its policy, the setup, the engine, its settle and step table, the expansions' wiring. */
const SIEGE_TOP = "^shared/src/siege/(index|policy|setup|engine|settle|steps|expansions)\\.ts$";

/** Siege's expansions: Rumors and Rails (rumors/, trains/), the Level II heroes (heroes/) and the Raiders (raiders/). */
const SIEGE_EXPANSIONS = "^shared/src/siege/(rumors|trains|heroes|raiders)/";

/** Siege's base game: every Siege module but the expansions, the top and the bots. */
const SIEGE_BASE = { path: "^shared/src/siege/", pathNot: `${SIEGE_EXPANSIONS}|${SIEGE_TOP}|^shared/src/siege/bot/` };

module.exports = { CLIENT_SAFE, ENGINES, GAMES, SIEGE_BASE, SIEGE_DATA, SIEGE_EXPANSIONS, SIEGE_STATE, SIEGE_TOP, STATE_SCHEMA };
