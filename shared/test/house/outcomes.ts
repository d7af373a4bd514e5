import { house } from "../../src/house";
import type { OutcomeList } from "../outcomes/play";

/** House option sets: the defaults, every variant on, every default off (map, seats and chooser vary by game index). */
const HOUSE_OPTIONS: Record<string, unknown>[] = [
  {},
  { characters: "deal", spawnMode: "full", baby: "setup", infection: true, fallBack: true, tearDown: true, refill: true, carHorror: true },
  { howBoring: false, crawlers: false, baby: "off", surviveTillDawn: true, plainCharacters: true, spawnEdgeRoll: true, roundLimit: 8 },
];

/** House's outcome list (shared/test/outcomes/play.ts): option set `i % sets`, the Zombie plus `seats` human seats. */
export const outcomes: OutcomeList = {
  ruleset: house,
  table: (i, seats) => ({ room: HOUSE_OPTIONS[i % HOUSE_OPTIONS.length]!, filled: ["zombie", ...["human1", "human2", "human3", "human4"].slice(0, seats)] }),
};
