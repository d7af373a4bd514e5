export * from "./rng";
export * from "./errors";
export * from "./ruleset";
