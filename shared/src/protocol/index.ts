export * from "./messages";
export * from "./state";
