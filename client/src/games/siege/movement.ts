/**
 * The Siege events whose `from`/`to` are spaces: the movements (shared/src/siege, `ev.push`), a
 * train's run included. In any other event a number under `from`/`to` is a track's value
 * (Infection 4 → 5, Supplies to 3), a die's face (the Mystic Amulet's `amulet`: a unit's die turned
 * from 2 to 5) or, as a string, a seat (`handOver`) or a unit (`itemGiven`). Without dependencies,
 * so that client/test/siege-words.test.ts checks it against the events the rules emit.
 */
export const MOVEMENT_EVENTS: ReadonlySet<string> = new Set(["move", "refugeesMove", "retreat", "toCamp", "zedsMove", "zedsRetreat", "villagersFlee", "trainMove", "raidersMove", "raidersRetreat"]);

/** The events with a unit whose numeric `from`/`to` are a die's faces, not spaces (the Mystic Amulet, G10). */
export const DIE_EVENTS: ReadonlySet<string> = new Set(["amulet"]);
