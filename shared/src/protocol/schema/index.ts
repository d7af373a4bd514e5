/**
 * The room state's schema, declared once (DESIGN "Server"): the generic root and each game's state
 * as @colyseus/schema classes. Only the server writes them (server/src/schema/put.ts: the rooms
 * the root's seats and stage, each game's sync in server/src/games/<id>/sync the rest); the client
 * reads the state it decodes through these types. The only folder of shared that imports Colyseus: the rule modules never import it.
 */
import type { HouseRoomState } from "./house/state";

export * from "./root";
export * from "./house/board";
export * from "./house/secret";
export * from "./house/state";
export * from "./house/turn";
export * from "./house/units";
export * from "./siege/board";
export * from "./siege/extras";
export * from "./siege/needs";
export * from "./siege/pending";
export * from "./siege/secret";
export * from "./siege/spaces";
export * from "./siege/state";
export * from "./siege/tracks";
export * from "./siege/units";

/**
 * The room state as the client's shell holds it and hands it to every game's plugin, typed as
 * House's; Siege's plugin reads it as `SiegeRoomState` (client/src/games/siege/state.ts).
 */
export type RoomState = HouseRoomState;
