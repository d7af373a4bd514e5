export * from "./messages";
export * from "./state";
export * from "./siege";
export * from "./text";
export * from "./refusals";
export * from "./action-key";
