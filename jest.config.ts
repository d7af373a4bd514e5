/** @jest-config-loader esbuild-register */
import type { Config } from "jest";

/** One Jest run over the workspaces (STACK.md: ESM mode, ts-jest). */
const config: Config = {
  testEnvironment: "node",
  roots: ["<rootDir>/shared", "<rootDir>/server"],
  testMatch: ["**/test/**/*.test.ts"],
  extensionsToTreatAsEsm: [".ts"],
  transform: { "^.+\\.tsx?$": ["ts-jest", { useESM: true, tsconfig: "<rootDir>/tsconfig.jest.json", diagnostics: false }] },
  testTimeout: 30000,
  maxWorkers: 1,
};
export default config;
