export * from "./messages";
export * from "./text";
export * from "./action-key";
export * from "./http-error";
