export * from "./core";
export * as House from "./house";
export { house } from "./house";
export * as Siege from "./siege";
export { siege } from "./siege";
