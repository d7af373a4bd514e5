import { House, RuleError, house, type GameEvent, type RandomState, type SeatId } from "@zedfall/shared";
import { syncHouse, syncHouseBoard } from "../sync/house";
import type { GameAdapter } from "./types";

type HouseState = House.HouseState;
type HouseAction = House.HouseAction;
/** The House options the creator picks in the lobby: everything but the seats, which the lobby fills. */
export type HouseRoomOptions = Omit<House.HouseOptions, "humanSeats">;

const HUMAN_SEATS = ["human1", "human2", "human3", "human4"] as const;

/** Which shared bot plays a bot seat: "greedy" by default, "random" when a test asks for it. */
export type HouseBotName = keyof typeof House.HOUSE_BOTS;

/**
 * The House adapter of the generic GameRoom (house.md DoR 1, 2, 7): seats `zombie`, `human1`…`human4`;
 * the creator's options are checked by `parseHouseOptions`; the human seats filled in the lobby
 * become `humanSeats`.
 */
export function houseAdapter(botName: HouseBotName = "greedy"): GameAdapter<HouseState, HouseAction, HouseRoomOptions> {
  const bot = House.HOUSE_BOTS[botName];
  return {
    id: "house",
    ruleset: house,
    seats: [
      { id: "zombie", role: "zombie" },
      ...HUMAN_SEATS.map((id) => ({ id, role: "human" })),
    ],
    parseOptions(raw) {
      if (raw && typeof raw === "object" && "humanSeats" in raw)
        throw new RuleError("BAD_OPTIONS", "option humanSeats: the human seats are filled in the lobby");
      const { humanSeats: _h, ...rest } = House.parseHouseOptions({ ...(raw as object), humanSeats: ["human1"] });
      return rest;
    },
    cannotStart(filled) {
      if (!filled.includes("zombie")) return "the Zombie seat needs a player or a bot";
      if (!filled.some((s) => s.startsWith("human"))) return "at least one human seat needs a player or a bot";
      return null;
    },
    setup(options, filled, seed) {
      return house.setup({ ...options, humanSeats: filled.filter((s) => s.startsWith("human")) as House.HumanSeatId[] }, seed);
    },
    bot(state, seat, rnd: RandomState) {
      return bot(state, seat as House.HouseSeatId, rnd);
    },
    undoRefusal(seat: SeatId, before, after, events: GameEvent[], action) {
      return house.undoRefusal(before, after, seat, action, events);
    },
    syncBoard(schema, options) {
      syncHouseBoard(schema, options.map);
    },
    syncPublic: syncHouse,
    timedDecision: (s) => house.timedDecision(s),
    turnOf: (s) => house.turnOf(s),
    revealAll: (s) => house.revealAll(s),
    privateOf(state, seat) {
      const p = house.privateOf(state, seat);
      if ("armed" in p) return { hand: p.hand, secret: JSON.stringify({ armed: p.armed, grabAnswer: p.grabAnswer }) };
      return { hand: [], secret: p.pending.length ? JSON.stringify({ pending: p.pending }) : "" };
    },
  };
}

