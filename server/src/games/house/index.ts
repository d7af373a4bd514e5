import { House, house } from "@zedfall/shared";
import { HouseRoomState } from "@zedfall/shared/protocol/schema";
import { syncHouseBoard } from "./sync/board";
import { syncHouseSecret } from "./sync/secret";
import { syncHouseState } from "./sync/state";
import type { GameAdapter } from "../types";

/**
 * The House game of the server (house DoR 1, DoR 2, DoR 5): the `house` ruleset, its room state
 * (its schema/) and its sync functions (its sync/). Seats, options, bots and policies are the
 * ruleset's own.
 */
export const houseGame: GameAdapter<House.HouseState, HouseRoomState> = {
  ruleset: house,
  shortOptions: { characters: "deal", roundLimit: 2 },
  State: HouseRoomState,
  syncBoard: (schema, options) => syncHouseBoard(schema, (options as House.HouseRoomOptions).map),
  syncState: syncHouseState,
  syncPrivate: syncHouseSecret,
  privatePart: (schema, seat) => schema.secrets.get(seat),
};
