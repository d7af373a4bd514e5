export * from "./messages";
export * from "./state";
export * from "./siege";
export * from "./text";
export * from "./action-key";
export * from "./http-error";
