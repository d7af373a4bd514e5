import { defineRuleset, type SeatRow } from "../core/define-ruleset";
import { refuse } from "../core/refusal";
import { RuleError } from "../core/errors";
import { houseOptionsSchema, parseHouseOptions } from "./options";
import { HOUSE_BOTS } from "./bot";
import { housePrivateOf, houseRevealAll, houseTimedDecision, houseUndo, type HousePrivate } from "./policy";
import { houseEngine, refusal } from "./engine";
import { setupHouse } from "./setup";
import { houseHintState } from "./hint";
import { viewHouse, type HouseView } from "./view";
import type { HouseOptions, HouseSeatId, HouseState, HumanSeatId } from "./types";
import type { HouseAction } from "./actions";

export type { HouseAction };
export type { HouseView };
export * from "./types";
export { getBoard, loadBoard, sqKey, edgeKey, keySq, LINK } from "./board";
export { CHARACTERS } from "./characters";
export { parseHouseOptions, houseOptionsSchema };
export type { HousePrivate };
export { refusal };
export { HOUSE_BOTS, randomBot, greedyBot, playOut, replay, type HouseBot, type LogEntry } from "./bot";

const SEATS: HouseSeatId[] = ["zombie", "human1", "human2", "human3", "human4"];

/** The House options the creator picks in the lobby: everything but the seats, which the lobby fills. */
export type HouseRoomOptions = Omit<HouseOptions, "humanSeats">;

/**
 * The House rule module (docs/development/kernel.md) over plain-JSON HouseState: seats `zombie`,
 * `human1`…`human4` (DoR 1); the human seats filled in the lobby become `humanSeats`.
 */
export const house = defineRuleset<HouseState, HouseAction, Partial<HouseOptions>, HouseView, HousePrivate, HouseRoomOptions>({
  id: "house",
  winners: ["zombie", "humans"],
  optionsSchema: houseOptionsSchema as never,
  lobby: {
    seats: SEATS.map((id) => ({ id, role: id === "zombie" ? "zombie" : "human" })),
    parseOptions(raw) {
      if (raw && typeof raw === "object" && "humanSeats" in raw)
        throw new RuleError("BAD_OPTIONS", refuse("msg.seatsInLobby", { option: "humanSeats" }));
      const { humanSeats: _h, ...rest } = parseHouseOptions({ ...(raw as object), humanSeats: ["human1"] });
      return rest;
    },
    cannotStart(filled) {
      if (!filled.includes("zombie")) return refuse("house.zombieSeatEmpty");
      if (!filled.some((s) => s.startsWith("human"))) return refuse("house.humanSeatEmpty");
      return null;
    },
    optionsFor: (room, filled): Partial<HouseOptions> => ({ ...room, humanSeats: filled.filter((s) => s.startsWith("human")) as HumanSeatId[] }),
  },
  bots: HOUSE_BOTS as never,
  defaultBot: "greedy",
  engine: houseEngine,
  setup: (options, seed) => setupHouse(options, seed),
  seats(s): SeatRow[] {
    const out: SeatRow[] = [];
    for (const seat of SEATS)
      if (seat === "zombie" || s.options.humanSeats.includes(seat as never)) out.push({ seat, role: seat === "zombie" ? "zombie" : "human", figures: [] });
    // one pass over the humans (asked before every action): each figure to its seat's row, in slot order
    for (const id in s.humans) {
      const h = s.humans[id as keyof typeof s.humans];
      if (h) for (const row of out) if (row.seat === h.seat) row.figures.push(h.id);
    }
    return out;
  },
  view: (s, seat) => viewHouse(s, seat as HouseSeatId | "spectator"),
  privateOf: housePrivateOf,
  undo: houseUndo,
  timedDecision: houseTimedDecision,
  revealAll: houseRevealAll,
  hintState: (s, seat) => houseHintState(s, seat as HouseSeatId),
});
