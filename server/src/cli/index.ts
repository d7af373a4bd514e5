import { readFileSync, writeFileSync } from "node:fs";
import { readSettings } from "../config/load";
import { GAMES } from "../games";
import { openStore, storeConfigFromEnv } from "../store/open";
import { backupStore } from "./backup";
import { pruneGames } from "./prune";
import { exportGame, importGame, listGames, verifyGames, type CliIO } from "./commands";

const USAGE = `usage: npm run cli -- <command>
  export <gameId> [file]       the game as JSON (to the file, or to the terminal)
  import <file> [--as <id>]    store an exported game (it must replay under today's rules)
  verify [gameId …]            replay every stored game (or these) and check it reaches its stored state
  list                         every stored game with its status
  backup <file>                a consistent copy of the SQLite store, made while the server runs
                               (PostgreSQL: prints the pg_dump command)
  prune --finished-older-than <days>
                               delete the finished games that ended more than <days> days ago
  fuzz [--messages N] [--seed S] [--batch B] [--progress]
                               hostile input against a server of its own on 127.0.0.1 (default 1,000,000 messages)
The store is the server's (fuzz uses none: its server keeps its games in memory): DATABASE_URL (PostgreSQL, ZEDFALL_PG_SCHEMA) or ZEDFALL_DATA (SQLite, default ./data).`;

/** The command line of the game store (server/src/cli): export, import, verify, list, backup, prune; and the fuzzer (fuzz). Returns the exit code. */
export async function main(argv: string[], io: CliIO): Promise<number> {
  const [cmd, ...args] = argv;
  if (!cmd || cmd === "help" || cmd === "--help") {
    io.out(USAGE);
    return cmd ? 0 : 1;
  }
  if (cmd === "fuzz") {
    // loaded only here: the fuzzer brings the SDK and a server of its own
    const { fuzzCommand } = await import("./fuzz/command");
    return fuzzCommand(args, io);
  }
  const storeConfig = storeConfigFromEnv();
  const store = await openStore(storeConfig);
  const rulesets = Object.fromEntries(Object.entries(GAMES).map(([id, g]) => [id, g.ruleset]));
  try {
    switch (cmd) {
      case "export":
        if (!args[0]) break;
        return await exportGame(store, io, args[0], args[1]);
      case "import": {
        if (!args[0]) break;
        const as = args.indexOf("--as");
        return await importGame(store, rulesets, io, args[0], { as: as >= 0 ? args[as + 1] : undefined, snapshotEvery: readSettings().ZEDFALL_SNAPSHOT_EVERY });
      }
      case "verify":
        return await verifyGames(store, rulesets, io, args);
      case "list":
        return await listGames(store, io);
      case "backup":
        if (!args[0]) break;
        return await backupStore(store, io, args[0], storeConfig.pgSchema, storeConfig.databaseUrl);
      case "prune":
        return await pruneGames(store, io, args);
    }
    io.err(USAGE);
    return 1;
  } catch (e) {
    io.err((e as Error).message);
    return 1;
  } finally {
    await store.close();
  }
}

const io: CliIO = {
  out: (l) => console.log(l),
  err: (l) => console.error(l),
  readFile: (p) => readFileSync(p, "utf8"),
  writeFile: (p, t) => writeFileSync(p, t),
};
process.exitCode = await main(process.argv.slice(2), io);
