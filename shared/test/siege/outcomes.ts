import { siege } from "../../src/siege";
import type { OutcomeList } from "../outcomes/play";

/** Siege option sets: the defaults, the base game alone, the expansions with Pressure every round, a short deck without Pressure. */
const SIEGE_OPTIONS: Record<string, unknown>[] = [
  {},
  { trains: false, rumors: false, heroes: "basic" },
  { pressure: "every-round", heroes: "draw" },
  { deck: "short", pressure: "off", rumors: false },
];

/** Siege's outcome list (shared/test/outcomes/play.ts): option set `i % sets`, the first `seats` seats. */
export const outcomes: OutcomeList = {
  ruleset: siege,
  table: (i, seats) => ({ room: SIEGE_OPTIONS[i % SIEGE_OPTIONS.length]!, filled: ["seat1", "seat2", "seat3", "seat4"].slice(0, seats) }),
};
