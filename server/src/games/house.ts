import { House, house } from "@zedfall/shared";
import { HouseRoomState } from "../schema/house/state";
import { syncHouseBoard } from "../sync/house/board";
import { syncHouseSecret } from "../sync/house/secret";
import { syncHouseState } from "../sync/house/state";
import type { GameAdapter } from "./types";

/**
 * The House game of the server (house DoR 1, DoR 2, DoR 5): the `house` ruleset, its room state
 * (schema/house) and its sync functions (sync/house). Seats, options, bots and policies are the
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
