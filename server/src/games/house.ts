import { House, RuleError, house, type GameEvent, type RandomState, type SeatId } from "@zedfall/shared";
import { syncHouse, syncHouseBoard } from "../sync/house";
import type { GameAdapter } from "./types";
import { houseTimedDecision } from "./house-timeouts";

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
      return houseUndoRefusal(seat, before, after, events, action);
    },
    syncBoard(schema, options) {
      syncHouseBoard(schema, options.map);
    },
    syncPublic: syncHouse,
    timedDecision: houseTimedDecision,
    turnOf(state) {
      return { round: state.round, phase: state.phase };
    },
    revealAll(state) {
      return {
        zombieHand: [...state.zombieHand],
        armed: state.armed.map((a) => ({ ...a })),
        searchDeck: [...state.searchDeck],
        zombieDeck: [...state.zombieDeck],
        grabAnswer: state.grabAnswer,
      };
    },
    privateOf(state, seat) {
      if (seat === "zombie") {
        const v = house.view(state, "zombie");
        return { hand: v.zombieHand ?? [], secret: JSON.stringify({ armed: v.armed ?? [], grabAnswer: v.grabAnswer }) };
      }
      const v = house.view(state, seat);
      const mine = v.pending.filter((p) => p.seat === seat && !("hidden" in p));
      return { hand: [], secret: mine.length ? JSON.stringify({ pending: mine }) : "" };
    },
  };
}

/** The actions a human seat may take back (house G8): a move, a step back, a turn, a window move. */
export const UNDOABLE = new Set(["move", "stepBack", "turn", "moveWindow"]);

/**
 * house.md DoR 7 and G8: misclick protection only. A human seat may take back its last Move, Step
 * back, Turn or window move, unless a die was rolled, a card drawn, a reaction fired or a decision
 * was offered to another seat (the room checks that no other seat acted since). The answer is the
 * reason in player words, or null.
 */
export function houseUndoRefusal(seat: SeatId, before: HouseState, after: HouseState, events: GameEvent[], action: { type: string }): string | null {
  if (seat === "zombie") return "only a human seat may take back an action";
  if (!UNDOABLE.has(action.type)) return `only a move, a step back, a turn or a window move can be taken back, not '${action.type}'`;
  if (events.some((e) => e.type === "roll")) return "a die was rolled";
  if (JSON.stringify(before.rnd) !== JSON.stringify(after.rnd)) return "the dice or a shuffle were used";
  if (before.searchDeck.length !== after.searchDeck.length || before.zombieDeck.length !== after.zombieDeck.length) return "a card was drawn";
  if (events.some((e) => e.type === "reaction") || before.zombieHand.length !== after.zombieHand.length || before.armed.length !== after.armed.length)
    return "a Zombie reaction fired";
  const offered = after.pending.find((p) => p.seat !== seat && !before.pending.includes(p as never) && !before.pending.some((q) => JSON.stringify(q) === JSON.stringify(p)));
  if (offered) return `a decision was offered to the ${offered.seat} seat`;
  if (before.phase !== after.phase || before.round !== after.round) return "the turn has moved on";
  return null;
}
