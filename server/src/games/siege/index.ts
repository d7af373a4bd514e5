import { siege, type Siege } from "@zedfall/shared";
import { SiegeRoomState } from "@zedfall/shared/protocol/schema";
import { syncSiegeBoard } from "./sync/board";
import { syncSiegeSecret } from "./sync/secret";
import { syncSiegeState } from "./sync/state";
import { syncRollNeeds } from "./sync/needs";
import type { GameAdapter } from "../types";

/**
 * The Siege game of the server (siege D1, D4): the `siege` ruleset, its room state
 * (its schema/) and its sync (its sync/), which writes the seat-neutral view
 * `siege.view(s, "spectator")`: co-op seats all see the same, and no secret is in it.
 */
export const siegeGame: GameAdapter<Siege.SiegeState, SiegeRoomState> = {
  ruleset: siege,
  shortOptions: { deck: "short" },
  State: SiegeRoomState,
  syncBoard: (schema) => syncSiegeBoard(schema),
  syncState: (schema, s, seats) => {
    syncSiegeState(schema, siege.view(s, "spectator"), seats);
    syncRollNeeds(schema, s);
  },
  syncPrivate: (schema, _s, seat) => syncSiegeSecret(schema, seat),
  privatePart: (schema, seat) => schema.secrets.get(seat),
};
