/**
 * Siege's state, by family: the types of each part of `SiegeState` (game.ts), for the client's
 * `@zedfall/shared/siege/state` (types only: nothing here runs). Rule modules import the family
 * file they need.
 */
export type * from "./options";
export type * from "./cards";
export type * from "./rumors";
export type * from "./units";
export type * from "./map";
export type * from "./phases";
export type * from "./pending";
export type * from "./steps";
export type * from "./heroes";
export type * from "./game";
export type * from "./keys";
