import type { Ruleset, SeatInfo, SeatId } from "../core/ruleset";
import { actingSeats, applyAction, legalActions, refusal } from "./engine";
import "./flow";
import "./setup";
import "./actions";
import { setupHouse } from "./setup";
import { viewHouse, type HouseView } from "./view";
import type { HouseOptions, HouseSeatId, HouseState } from "./types";
import type { HouseAction } from "./actions";

export type { HouseAction };
export type { HouseView };
export * from "./types";
export { getBoard, loadBoard, sqKey, edgeKey, keySq, LINK } from "./board";
export { CHARACTERS } from "./characters";
export { parseHouseOptions, houseOptionsSchema } from "./options";
export { refusal };
export { HOUSE_BOTS, randomBot, greedyBot, playOut, replay, type HouseBot, type LogEntry } from "./bot";

const SEATS: HouseSeatId[] = ["zombie", "human1", "human2", "human3", "human4"];

/** The House rule module (DESIGN.md contract) over plain-JSON HouseState. */
export const house: Ruleset<HouseState, HouseAction, Partial<HouseOptions>, HouseView> = {
  id: "house",
  setup: (options, seed) => setupHouse(options, seed),
  seats(s): SeatInfo[] {
    const acting = actingSeats(s);
    return SEATS.filter((seat) => seat === "zombie" || s.options.humanSeats.includes(seat as never)).map((seat) => ({
      seat,
      active: acting.includes(seat),
      role: seat === "zombie" ? "zombie" : "human",
      figures: seat === "zombie" ? [] : Object.values(s.humans).filter((h) => h?.seat === seat).map((h) => h!.id),
    }));
  },
  legalActions: (s, seat: SeatId) => legalActions(s, seat as HouseSeatId) as HouseAction[],
  apply: (s, seat, action) => applyAction(s, seat as HouseSeatId, action),
  view: (s, seat) => viewHouse(s, seat as HouseSeatId | "spectator"),
  result: (s) => s.result,
};
