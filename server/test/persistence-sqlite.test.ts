import { persistenceSuite } from "./persistence-suite";
import { sqliteTestStore } from "./stores";

/** The room-level persistence tests against SQLite (the embedded default). */
describe("persistence on SQLite", () => persistenceSuite(async () => sqliteTestStore()));
