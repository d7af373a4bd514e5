import { houseGame } from "./house";
import { siegeGame } from "./siege";
import type { GameTable } from "./types";

/**
 * The table of games this server hosts (DESIGN "Server"): each entry's key is its ruleset id and
 * its room name. `app.ts` registers one game room per entry (and the replay room over all of them);
 * no other server file imports a game.
 */
export const GAMES: GameTable = { house: houseGame, siege: siegeGame };

export type { GameAdapter, GameTable } from "./types";
