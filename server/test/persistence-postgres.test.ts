import { persistenceSuite } from "./persistence-suite";
import { postgresTestStore } from "./stores";

/** The same room-level persistence tests against the local PostgreSQL (a schema of their own). */
describe("persistence on PostgreSQL", () => persistenceSuite(postgresTestStore));
