export * from "./GameState";
export * from "./board";
export * from "./units";
