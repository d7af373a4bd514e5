export * from "./rng";
export * from "./errors";
export * from "./ruleset";
export * from "./decisions";
export * from "./applied";
export * from "./dice";
export * from "./engine";
export * from "./copy";
