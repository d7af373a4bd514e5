export * from "./core";
export * as House from "./house";
export { house } from "./house";
