export * from "./root";
