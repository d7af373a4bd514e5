/**
 * The Siege events whose `from`/`to` are spaces: the movements (shared/src/siege, `ev.push`). In
 * any other event a number under `from`/`to` is a track's value (Infection 4 → 5, Supplies to 3)
 * and a string a seat (`handOver`). Without dependencies, so that server/test/siege-words.test.ts
 * checks it against the events the rules emit.
 */
export const MOVEMENT_EVENTS: ReadonlySet<string> = new Set(["move", "refugeesMove", "retreat", "toCamp", "zedsMove", "zedsRetreat", "villagersFlee"]);
