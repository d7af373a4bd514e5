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
  "^shared/src/siege/(board/index|state/(keys|needs|options|score)|odds|refusals|rumors-and-rails/trains/gain|units/(player|zeds))\\.ts$",
];

/** The room state's schema classes (@colyseus/schema), the one folder of shared that imports Colyseus: the server's sync writes them, the client reads them. */
const STATE_SCHEMA = "^shared/src/protocol/schema/";

/** The rules engines: the kernel's flow, each game's engine, ruleset (index) and bots. */
const ENGINES = `^shared/src/(core/(engine|play-out|decisions|dice|applied)\\.ts$|${GAMES}/(engine|index|ruleset/engine)\\.ts$|${GAMES}/bot/)`;

/**
 * Siege's leaf layer: the state's types by family and the looks at the state (state/), the board, the
 * units, the names, the decks of cards, and the Level II heroes' state (heroes/state.ts). Imported by
 * every layer above; imports none of them.
 */
const SIEGE_LEAF = "^shared/src/siege/((state|board|units)/|names\\.ts$|cards/(decks|event/deck|fate/deck)\\.ts$|heroes/state\\.ts$)";

/** Siege's procedure machinery (procedure/): the step stack, the choices, the rolls, the expansions' hooks; above the leaf, below the rules. */
const SIEGE_PROCEDURE = "^shared/src/siege/procedure/";

/** Siege's rules families: combat, the actions, the Event and Fate cards, the arrivals. */
const SIEGE_RULES = "^shared/src/siege/(combat|actions|cards|arrivals)/";

/** Siege's round: the flow of phases, the settling of the step stack, the phases, the Zeds phase. */
const SIEGE_ROUND = "^shared/src/siege/round/";

/** Siege's top: the ruleset (index) and what it assembles (ruleset/: the engine, the step table, the expansions' wiring, setup, policy, hint, view). */
const SIEGE_TOP = "^shared/src/siege/(index\\.ts$|ruleset/)";

/** Siege's expansions: Rumors and Rails (rumors-and-rails/), the Level II heroes (heroes/) and the Raiders (raiders/). */
const SIEGE_EXPANSIONS = "^shared/src/siege/(rumors-and-rails|heroes|raiders)/";

/** Siege's base game: every Siege module but the expansions, the top and the bots. */
const SIEGE_BASE = { path: "^shared/src/siege/", pathNot: `${SIEGE_EXPANSIONS}|${SIEGE_TOP}|^shared/src/siege/bot/` };

module.exports = { CLIENT_SAFE, ENGINES, GAMES, SIEGE_BASE, SIEGE_EXPANSIONS, SIEGE_LEAF, SIEGE_PROCEDURE, SIEGE_ROUND, SIEGE_RULES, SIEGE_TOP, STATE_SCHEMA };
